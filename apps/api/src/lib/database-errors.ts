import type { ErrorBody } from '@dawa/shared/errors/codes';

interface DatabaseFailure {
  /** The SQLSTATE, e.g. 22003 or 23503. */
  code: string;
  message: string;
}

/** The SQLSTATE and message of a database error, whichever driver raised it (Drizzle wraps it in `cause`). */
export function databaseFailure(error: unknown): DatabaseFailure | undefined {
  for (
    let e = error as { code?: unknown; cause?: unknown; message?: unknown } | undefined, depth = 0;
    e && depth < 3;
    e = e.cause as typeof e, depth++
  ) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code))
      return { code: e.code, message: typeof e.message === 'string' ? e.message : '' };
  }
  return undefined;
}

export const DATA_EXCEPTION_MESSAGE = 'A value in the request is out of range or not valid.';
export const MISSING_REFERENCE_MESSAGE = 'Something this request refers to no longer exists. Please reload and try again.';
export const STILL_IN_USE_MESSAGE = 'This is still in use elsewhere and cannot be removed.';
export const ALREADY_EXISTS_MESSAGE = 'That already exists. Please reload and try again.';
export const BROKEN_RULE_MESSAGE = 'These values do not fit together (for example a narcotic that is on sale). Please check them and try again.';

export interface DatabaseErrorAnswer {
  status: number;
  body: ErrorBody;
  /** Input that validation should have refused first: worth a warning in the log. A unique race is not. */
  missedByValidation: boolean;
}

/**
 * The answer to a database error that the request caused, or undefined for one that is ours (a 500).
 * Most are a second line: the shared schemas should refuse such input first (see missedByValidation).
 * - class 22 (data exception: a number out of range, text that cannot be a number, a NUL byte, a
 *   string too long): the value came from the request, so 400;
 * - 23503 (foreign key): inserting or updating a row that points at a row that is gone (an address
 *   for a deleted account, a line for a removed product) is 404; deleting a row others still point
 *   at is 409;
 * - 23505 (unique): a write that raced another one past the check before it, 409;
 * - 23514 (check): values that together break a table's rule (a CHECK constraint), 400.
 */
export function databaseErrorAnswer(error: unknown): DatabaseErrorAnswer | undefined {
  const failure = databaseFailure(error);
  if (!failure) return undefined;
  if (failure.code.startsWith('22'))
    return { status: 400, body: { code: 'invalid_input', message: DATA_EXCEPTION_MESSAGE }, missedByValidation: true };
  if (failure.code === '23503') {
    // PostgreSQL says "insert or update on table ..." for a missing parent, "update or delete on table ..." for a used one.
    return /^update or delete on table/.test(failure.message)
      ? { status: 409, body: { code: 'conflict', message: STILL_IN_USE_MESSAGE }, missedByValidation: true }
      : { status: 404, body: { code: 'not_found', message: MISSING_REFERENCE_MESSAGE }, missedByValidation: true };
  }
  if (failure.code === '23505')
    return { status: 409, body: { code: 'conflict', message: ALREADY_EXISTS_MESSAGE }, missedByValidation: false };
  if (failure.code === '23514')
    return { status: 400, body: { code: 'invalid_input', message: BROKEN_RULE_MESSAGE }, missedByValidation: true };
  return undefined;
}
