import { vi } from 'vitest';

/** One mocked answer: a JSON body (already parsed with its shared schema by the test) and a status. */
export interface MockResponse {
  status?: number;
  body: unknown;
}

type Handler = MockResponse | ((url: URL) => MockResponse);

const handlers = new Map<string, Handler>();
const unhandled: string[] = [];
/** Every request the app made, in order (path + query). */
export const requests: URL[] = [];

/**
 * Mocks `fetch` for GET /api/... paths. Keys are pathnames ('/api/products/42'); the handler may
 * look at the query. A request nobody mocked fails the test.
 */
export function mockApi(routes: Record<string, Handler>): void {
  for (const [path, handler] of Object.entries(routes)) handlers.set(path, handler);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
      requests.push(url);
      const handler = handlers.get(url.pathname);
      if (!handler) {
        unhandled.push(`${url.pathname}${url.search}`);
        return new Response(JSON.stringify({ code: 'internal', message: 'unmocked request' }), { status: 599 });
      }
      const { status = 200, body } = typeof handler === 'function' ? handler(url) : handler;
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
}

export function assertNoUnhandledRequests(): void {
  if (unhandled.length > 0) throw new Error(`Unhandled API requests in test: ${unhandled.join(', ')}`);
}

export function resetApiMock(): void {
  handlers.clear();
  unhandled.length = 0;
  requests.length = 0;
  vi.unstubAllGlobals();
}
