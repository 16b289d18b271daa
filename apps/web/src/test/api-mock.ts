import { vi } from 'vitest';

/** One mocked answer: a JSON body (already parsed with its shared schema by the test) and a status. */
export interface MockResponse {
  status?: number;
  body: unknown;
}

/** What a handler sees of the request besides its URL. */
export interface MockRequest {
  method: string;
  /** The parsed JSON body, if any. */
  body: unknown;
  headers: Headers;
}

type Handler = MockResponse | ((url: URL, request: MockRequest) => MockResponse | Promise<MockResponse>);

const handlers = new Map<string, Handler>();
const unhandled: string[] = [];
/** Every request the app made, in order (path + query). */
export const requests: URL[] = [];

/**
 * Mocks `fetch` for /api/... paths. Keys are pathnames ('/api/products/42'); the handler may look
 * at the query, the method and the body, and may answer late (a promise). A request nobody mocked
 * fails the test.
 */
export function mockApi(routes: Record<string, Handler>): void {
  for (const [path, handler] of Object.entries(routes)) handlers.set(path, handler);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
      requests.push(url);
      const handler = handlers.get(url.pathname);
      if (!handler) {
        unhandled.push(`${url.pathname}${url.search}`);
        return new Response(JSON.stringify({ code: 'internal', message: 'unmocked request' }), { status: 599 });
      }
      const request: MockRequest = {
        method: init?.method ?? 'GET',
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
        headers: new Headers(init?.headers),
      };
      const { status = 200, body } = typeof handler === 'function' ? await handler(url, request) : handler;
      // 204 and 205 answers have no body (the Response constructor refuses one).
      if (status === 204 || status === 205) return new Response(null, { status });
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
