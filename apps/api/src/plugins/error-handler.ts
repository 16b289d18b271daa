import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_STATUS, type ErrorBody } from '@dawa/shared/errors/codes';
import { AppError } from '../lib/app-error.ts';

const PART_LABEL: Record<string, string> = { querystring: 'query parameter', params: 'path parameter', body: 'field', headers: 'header' };

/** The SQLSTATE of a database error, whichever driver raised it (Drizzle wraps it in `cause`). */
function postgresErrorCode(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 3; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

/** Maps every failure to the shared error body; only unexpected errors become a logged 500. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const send = (status: number, body: ErrorBody) => reply.status(status).type('application/json').send(JSON.stringify(body));

    if (hasZodFastifySchemaValidationErrors(error)) {
      // A Map, not an object: a field named like an Object.prototype member ('constructor') must not collide.
      const byField = new Map<string, string[]>();
      for (const issue of error.validation) {
        const keys = (issue.params as { keys?: string[] }).keys;
        const segments = issue.instancePath?.slice(1).split('/').filter(Boolean) ?? [];
        // Query and path parameters are named by the parameter; body fields by their dotted path.
        const path = error.validationContext === 'body' ? segments.join('.') : (segments[0] ?? '');
        const key: string = path || keys?.join(',') || '_';
        const messages = byField.get(key) ?? [];
        byField.set(key, messages);
        // Two checks of one field can say the same sentence (a length limit and the password policy).
        const message = issue.message ?? 'is not valid';
        if (!messages.includes(message)) messages.push(message);
      }
      const part = PART_LABEL[error.validationContext ?? ''] ?? 'input';
      const fieldErrors = Object.fromEntries(byField);
      const first = [...byField][0];
      const message = first ? `Invalid ${part} ${first[0]}: ${first[1][0]}` : 'The request is not valid.';
      return send(400, { code: 'invalid_input', message, fieldErrors });
    }
    if (error instanceof AppError) {
      return send(ERROR_STATUS[error.code], {
        code: error.code,
        message: error.message,
        ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
        ...(error.reason ? { reason: error.reason } : {}),
      });
    }
    // A unique index that a check before the write did not foresee (two requests racing): a conflict, not a crash.
    if (postgresErrorCode(error) === '23505') {
      return send(409, { code: 'conflict', message: 'That already exists. Please reload and try again.' });
    }
    // Fastify's own client errors (malformed JSON, body too large, bad content type) carry a 4xx status.
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code =
        status === 413
          ? 'payload_too_large'
          : status === 415
            ? 'unsupported_media_type'
            : status === 429
              ? 'rate_limited'
              : status === 404
                ? 'not_found'
                : 'invalid_input';
      return send(status, { code, message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(500, { code: 'internal', message: 'Something went wrong on our side. Please try again.' });
  });
}
