import type { ErrorCode } from '@dawa/shared/errors/codes';

/** The error services throw: a code from the shared vocabulary and a sentence a person can read. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    /** Tells apart refusals that share a code (sent as `reason`). */
    readonly reason?: string,
    /** The values the reason's sentence names (sent as `params`; the web words it in the reader's language). */
    readonly params?: Record<string, string | number>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message: string) => new AppError('not_found', message);
export const invalidInput = (message: string, fieldErrors?: Record<string, string[]>) =>
  new AppError('invalid_input', message, fieldErrors);

/** The spec's text for a missing, forged or expired session (the web shows 'Your session has expired' on it). */
export const AUTHENTICATION_REQUIRED = 'Authentication required';
export const authenticationRequired = () => new AppError('unauthorized', AUTHENTICATION_REQUIRED);
