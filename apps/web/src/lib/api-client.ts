import { ErrorBodySchema, type ErrorBody, type ErrorCode } from '@dawa/shared/errors/codes';

/** Anything with a zod-like `parse`: every response is checked against its shared schema. */
export interface ResponseSchema<T> {
  parse(input: unknown): T;
}

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
export async function apiGet<T>(url: string, schema: ResponseSchema<T>, init: { signal?: AbortSignal } = {}): Promise<T> {
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
  try {
    return schema.parse(data);
  } catch (error) {
    // The API and the shared contract have drifted: fail loudly instead of rendering half a page.
    throw new ApiError(response.status, { code: 'internal', message: `Unexpected response from ${url}` }, { cause: error });
  }
}
