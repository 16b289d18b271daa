import type { ErrorBody, ErrorCode } from '@dawa/shared/errors/codes';

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

/** The shared catalogue schemas, loaded once on first use. */
export const loadCatalogSchemas = () => import('@dawa/shared/catalog/schemas');

/** A failed API call: the server's `{ code, message, fieldErrors? }`, or a network / contract failure. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the request never got an answer. */
  readonly status: number;
  readonly code: ErrorCode;
  readonly fieldErrors: ErrorBody['fieldErrors'];

  constructor(status: number, body: ErrorBody, options?: { cause?: unknown }) {
    super(body.message, options);
    this.status = status;
    this.code = body.code;
    this.fieldErrors = body.fieldErrors;
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

/** GET a JSON resource and parse it with its shared response schema; non-2xx becomes an `ApiError`. */
export async function apiGet<T>(url: string, loadSchema: SchemaLoader<T>, init: { signal?: AbortSignal } = {}): Promise<T> {
  const schemaPromise = CHECK_RESPONSES ? loadSchema() : null;
  // Marked as handled: when the request fails first, a failed schema load must not surface on its own.
  schemaPromise?.catch(() => undefined);
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: 'application/json' }, signal: init.signal ?? null });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, { code: 'internal', message: 'Could not reach Dawa. Check your connection and try again.' }, { cause: error });
  }
  if (!response.ok) throw new ApiError(response.status, await readErrorBody(response));
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
