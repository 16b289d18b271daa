import type * as SettingsSchemas from '@dawa/shared/account/settings';
import type * as AuthSchemas from '@dawa/shared/auth/schemas';
import type * as CatalogSchemas from '@dawa/shared/catalog/schemas';
import type * as AddressSchemas from '@dawa/shared/commerce/address';
import type * as CartSchemas from '@dawa/shared/commerce/cart';
import type * as OrderSchemas from '@dawa/shared/commerce/orders';
import type * as PaymentSchemas from '@dawa/shared/commerce/payments';
import type { ErrorBody, ErrorCode } from '@dawa/shared/errors/codes';
import { markSiteLocked, siteLockSettled } from './site-lock';

/** Anything with a zod-like `parse` (the shared response schemas). */
export interface ResponseSchema<T> {
  parse(input: unknown): T;
}

/**
 * Loads a response schema. Responses are checked against the shared zod schemas in development and
 * in tests, where the API may run another revision and mocks must match the contract. Production
 * builds skip the check, as the API's production serialiser does (apps/api plugins/serializer.ts): the
 * SPA and the API ship from the same commit, the API writes its responses from the same schemas, and
 * zod would add about 26 kB gzip to every first visit (the home page's JavaScript budget is 120 kB).
 */
export type SchemaLoader<T> = () => Promise<ResponseSchema<T>>;

/** Whether responses are parsed with their schemas (not in production builds; see SchemaLoader). */
const CHECK_RESPONSES = !import.meta.env.PROD;

/**
 * Production builds leave the loaders out (CHECK_RESPONSES is false there, so nothing calls them):
 * a dynamic import in the first bundle costs it the address of every chunk it would load.
 */
const notShipped = (): Promise<never> => Promise.reject(new Error('Response schemas are checked in development and tests only'));

/** The shared catalogue schemas, loaded once on first use. */
export const loadCatalogSchemas: () => Promise<typeof CatalogSchemas> = CHECK_RESPONSES ? () => import('@dawa/shared/catalog/schemas') : notShipped;
/** The shared account schemas (auth, profile, site lock), loaded once on first use. */
export const loadAuthSchemas: () => Promise<typeof AuthSchemas> = CHECK_RESPONSES ? () => import('@dawa/shared/auth/schemas') : notShipped;
/** The shared settings schemas, loaded once on first use. */
export const loadSettingsSchemas: () => Promise<typeof SettingsSchemas> = CHECK_RESPONSES ? () => import('@dawa/shared/account/settings') : notShipped;
/** The shared commerce schemas (cart, promo, addresses, orders, payments), loaded once on first use. */
export const loadCartSchemas: () => Promise<typeof CartSchemas> = CHECK_RESPONSES ? () => import('@dawa/shared/commerce/cart') : notShipped;
export const loadAddressSchemas: () => Promise<typeof AddressSchemas> = CHECK_RESPONSES ? () => import('@dawa/shared/commerce/address') : notShipped;
export const loadOrderSchemas: () => Promise<typeof OrderSchemas> = CHECK_RESPONSES ? () => import('@dawa/shared/commerce/orders') : notShipped;
export const loadPaymentSchemas: () => Promise<typeof PaymentSchemas> = CHECK_RESPONSES ? () => import('@dawa/shared/commerce/payments') : notShipped;

/** A failed API call: the server's `{ code, message, fieldErrors? }`, or a network / contract failure. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the request never got an answer. */
  readonly status: number;
  readonly code: ErrorCode;
  readonly fieldErrors: ErrorBody['fieldErrors'];
  /** Tells apart refusals that share a code (e.g. 'two_factor_setup_required' on the dashboard's 403). */
  readonly reason: string | undefined;
  /** The values the reason's sentence names (lib/i18n/api-error-text.ts words it). */
  readonly params: ErrorBody['params'];

  constructor(status: number, body: ErrorBody, options?: { cause?: unknown }) {
    super(body.message, options);
    this.status = status;
    this.code = body.code;
    this.fieldErrors = body.fieldErrors;
    this.reason = body.reason;
    this.params = body.params;
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }

  /** 4xx answers will not change when retried. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

async function readErrorBody(response: Response): Promise<ErrorBody> {
  try {
    const { ErrorBodySchema } = await import('@dawa/shared/errors/codes');
    const parsed = ErrorBodySchema.safeParse(await response.json());
    if (parsed.success) return parsed.data;
  } catch {
    /* not JSON: fall through to a generic body */
  }
  return {
    code: response.status === 404 ? 'not_found' : response.status >= 500 ? 'internal' : 'invalid_input',
    message: response.statusText || `Request failed with status ${response.status}`,
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How authenticated calls get their bearer token; lib/auth/session.ts provides it. */
export interface AuthHooks {
  /** Resolves when a session restore under way has finished. */
  ready(): Promise<void>;
  /** The in-memory access token, if any. */
  token(): string | null;
  /** Whether a user is stored (logged in, perhaps with an expired access token). */
  hasUser(): boolean;
  /** Swaps the refresh cookie for a new access token; null when the session is over. */
  refresh(): Promise<string | null>;
  /** The session could not be renewed: log out and send the visitor to /login. */
  failed(): void;
}

let auth: AuthHooks | null = null;

/** Called once by the session module. */
export function setAuthHooks(hooks: AuthHooks): void {
  auth = hooks;
}

/** The spec's texts for a session that cannot be used. */
export const NO_ACCESS_TOKEN = 'No access token available';
export const AUTHENTICATION_FAILED = 'Authentication failed';

export interface ApiRequestOptions<T> {
  method?: Method;
  /** A JSON body. */
  json?: unknown;
  /** A multipart body (the browser sets its content type). */
  form?: FormData;
  /** The shared response schema; without one the body is not read. */
  schema?: SchemaLoader<T>;
  /** Send the bearer access token, renewing it once on a 401. */
  auth?: boolean;
  /** Send this bearer token as it is (no renewal): logout uses it. */
  bearer?: string | null;
  signal?: AbortSignal | undefined;
  /** Extra request headers (Idempotency-Key). */
  headers?: Readonly<Record<string, string>>;
}

async function fetchOnce(url: string, init: RequestInit, token: string | null): Promise<Response> {
  const headers = new Headers(init.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  try {
    return await fetch(url, { ...init, headers });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, { code: 'internal', message: 'Could not reach Dawa. Check your connection and try again.' }, { cause: error });
  }
}

/**
 * Sends a request once the site-lock status is known. Authenticated requests carry the access
 * token; on a 401 the token is renewed once (refresh cookie) and the request repeated; when that
 * fails the session ends ('Authentication failed'). A 423 means the site lock has closed.
 */
async function send(url: string, init: RequestInit, withAuth: boolean, bearer: string | null = null): Promise<Response> {
  await siteLockSettled();
  let token = bearer;
  if (withAuth) {
    await auth?.ready();
    token = auth?.token() ?? null;
    if (!token) {
      if (!auth?.hasUser()) throw new ApiError(401, { code: 'unauthorized', message: NO_ACCESS_TOKEN });
      token = await renewOrFail();
    }
  }
  let response = await fetchOnce(url, init, token);
  if (withAuth && response.status === 401) response = await fetchOnce(url, init, await renewOrFail());
  if (response.status === 423) markSiteLocked();
  if (withAuth && response.status === 401) {
    auth?.failed();
    throw new ApiError(401, { code: 'unauthorized', message: AUTHENTICATION_FAILED });
  }
  return response;
}

async function renewOrFail(): Promise<string> {
  const fresh = (await auth?.refresh()) ?? null;
  if (fresh) return fresh;
  auth?.failed();
  throw new ApiError(401, { code: 'unauthorized', message: AUTHENTICATION_FAILED });
}

/** Any API call with a JSON or multipart body; non-2xx becomes an `ApiError`, the answer is parsed with `schema`. */
export async function apiRequest<T = undefined>(url: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', json, form, schema: loadSchema, auth: withAuth = false, bearer = null, signal, headers: extraHeaders } = options;
  const schemaPromise = CHECK_RESPONSES && loadSchema ? loadSchema() : null;
  // Marked as handled: when the request fails first, a failed schema load must not surface on its own.
  schemaPromise?.catch(() => undefined);
  const headers: Record<string, string> = { ...extraHeaders, Accept: 'application/json' };
  if (json !== undefined) headers['Content-Type'] = 'application/json';
  const response = await send(
    url,
    { method, headers, body: form ?? (json === undefined ? null : JSON.stringify(json)), signal: signal ?? null, credentials: 'same-origin' },
    withAuth,
    bearer,
  );
  if (!response.ok) throw new ApiError(response.status, await readErrorBody(response));
  if (!loadSchema) return undefined as T;
  let data: unknown;
  try {
    data = await response.json();
  } catch (error) {
    throw new ApiError(response.status, { code: 'internal', message: 'The server sent an unreadable answer.' }, { cause: error });
  }
  if (!schemaPromise) return data as T;
  const schema = await schemaPromise;
  try {
    return schema.parse(data);
  } catch (error) {
    // The API and the shared contract have drifted: fail loudly instead of rendering half a page.
    throw new ApiError(response.status, { code: 'internal', message: `Unexpected response from ${url}` }, { cause: error });
  }
}

/** GET a JSON resource and parse it with its shared response schema; non-2xx becomes an `ApiError`. */
export function apiGet<T>(url: string, loadSchema: SchemaLoader<T>, init: { signal?: AbortSignal | undefined; auth?: boolean } = {}): Promise<T> {
  return apiRequest(url, { schema: loadSchema, signal: init.signal, auth: init.auth ?? false });
}

/** GET a file (a download) as a Blob. */
export async function apiDownload(url: string, options: { auth?: boolean } = {}): Promise<Blob> {
  const response = await send(url, { headers: { Accept: 'application/json' }, credentials: 'same-origin' }, options.auth ?? false);
  if (!response.ok) throw new ApiError(response.status, await readErrorBody(response));
  return response.blob();
}

/** The server's message for a refused call (4xx), else `fallback` (no answer, a server failure, a contract drift). */
export function apiErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.isClientError && error.message ? error.message : fallback;
}
