import { AsyncLocalStorage } from 'node:async_hooks';
import type { Fetch } from './types.ts';

/**
 * How PhonePe's official SDK reaches the built-in sandbox (decision 049). The SDK's hosts are fixed
 * per environment (pg-sdk-node dist/common/constants/BaseUrl.js) and all its HTTP goes through one
 * axios instance per client (BaseClient.httpClient). In demo mode only, a request interceptor is
 * added to that instance: inside `run`, a request for PhonePe's SANDBOX host is sent to this app's
 * sandbox instead (through `fetch`, injectable in tests). Outside `run`, and on every client that
 * talks to real PhonePe, nothing is installed or changed: the SDK's code paths are PhonePe's own.
 */

/** PhonePe's UAT host in the SDK (PG and OAuth alike). */
export const PHONEPE_SANDBOX_HOST = 'https://api-preprod.phonepe.com/apis/pg-sandbox';

export interface LocalSandboxRoute {
  /** Where the sandbox is mounted: {PUBLIC_URL}/api/payments/phonepe-sandbox. */
  baseUrl: string;
  fetch: Fetch;
}

/** The little of an axios request config and instance the interceptor needs (axios is the SDK's, not ours). */
interface RequestConfig {
  url?: string;
  method?: string;
  data?: unknown;
  params?: Record<string, unknown>;
  timeout?: number;
  headers?: { toJSON?: () => Record<string, unknown> } & Record<string, unknown>;
  validateStatus?: ((status: number) => boolean) | null;
  adapter?: unknown;
}
export interface AxiosLike {
  interceptors: { request: { use(onFulfilled: (config: RequestConfig) => RequestConfig): number } };
}

const routes = new AsyncLocalStorage<LocalSandboxRoute>();
const routed = new WeakSet<object>();

/** An error axios (and so the SDK's HttpCommand) reads as an HTTP answer: isAxiosError with response. */
function httpError(config: RequestConfig, status: number, statusText: string, data: unknown, headers: Record<string, string>) {
  const failure = Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    code: status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST',
    config,
    response: { status, statusText, data, headers, config },
  });
  return failure;
}

/** An axios adapter that sends the (already serialised) request through fetch, with axios's timeout. */
function fetchAdapter(route: LocalSandboxRoute, url: string) {
  return async (config: RequestConfig) => {
    const target = new URL(url);
    for (const [name, value] of Object.entries(config.params ?? {})) target.searchParams.set(name, String(value));
    const rawHeaders = config.headers?.toJSON ? config.headers.toJSON() : (config.headers ?? {});
    const headers = Object.fromEntries(
      Object.entries(rawHeaders)
        .filter(([, v]) => typeof v === 'string' || typeof v === 'number')
        .map(([k, v]) => [k, String(v)]),
    );
    const method = (config.method ?? 'get').toUpperCase();
    let res: Response;
    const signal = config.timeout ? AbortSignal.timeout(config.timeout) : undefined;
    try {
      const sent = route.fetch(target.toString(), {
        method,
        headers,
        ...(method === 'GET' || config.data === undefined
          ? {}
          : { body: typeof config.data === 'string' ? config.data : JSON.stringify(config.data) }),
        ...(signal ? { signal } : {}),
      });
      // axios's timeout holds even for a fetch that does not watch its signal (a test's in-process one).
      res = await (signal ? Promise.race([sent, abortedBy(signal)]) : sent);
    } catch (failure) {
      // What axios says of a timeout or a refused connection: no response, so the SDK rethrows it as is.
      const timedOut = failure instanceof Error && failure.name === 'TimeoutError';
      throw Object.assign(new Error(timedOut ? `timeout of ${config.timeout}ms exceeded` : String(failure)), {
        isAxiosError: true,
        code: timedOut ? 'ECONNABORTED' : 'ECONNREFUSED',
        config,
      });
    }
    const text = await res.text();
    const responseHeaders = Object.fromEntries(res.headers.entries());
    const ok = config.validateStatus ? config.validateStatus(res.status) : res.status >= 200 && res.status < 300;
    // The SDK asks for JSON; axios's transformResponse parses this text after the adapter.
    if (!ok) throw httpError(config, res.status, res.statusText, safeJson(text), responseHeaders);
    return { data: text, status: res.status, statusText: res.statusText, headers: responseHeaders, config, request: {} };
  };
}

/** Rejects with the signal's reason once it aborts. */
const abortedBy = (signal: AbortSignal) =>
  new Promise<never>((_resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
  });

const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** Installs the interceptor on one SDK client's axios instance (once; later calls change nothing). */
export function routeSdkToLocalSandbox(httpClient: AxiosLike): void {
  if (routed.has(httpClient)) return;
  routed.add(httpClient);
  httpClient.interceptors.request.use((config) => {
    const route = routes.getStore();
    if (!route || !config.url?.startsWith(PHONEPE_SANDBOX_HOST)) return config;
    const url = route.baseUrl + config.url.slice(PHONEPE_SANDBOX_HOST.length);
    return { ...config, url, adapter: fetchAdapter(route, url) };
  });
}

/** Runs SDK calls whose requests go to this route's sandbox. */
export function withLocalSandbox<T>(route: LocalSandboxRoute, work: () => Promise<T>): Promise<T> {
  return routes.run(route, work);
}
