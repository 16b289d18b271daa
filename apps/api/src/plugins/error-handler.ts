import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_STATUS, type ErrorBody } from '@dawa/shared/errors/codes';
import { AppError } from '../lib/app-error.ts';
import { databaseErrorAnswer } from '../lib/database-errors.ts';

/** The one answer to a failure of ours: the details go to the log, never to the caller. */
export const INTERNAL_ERROR_BODY: ErrorBody = { code: 'internal', message: 'Something went wrong on our side. Please try again.' };

const PART_LABEL: Record<string, string> = { querystring: 'query parameter', params: 'path parameter', body: 'field', headers: 'header' };

/**
 * Fastify's `frameworkErrors`: a path that is not valid percent-encoding (400) or has a segment over
 * maxParamLength (414) is refused before any route runs; it answers in the shared body too.
 */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const send = (status: number, body: ErrorBody) => void reply.status(status).type('application/json').send(JSON.stringify(body));
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return send(414, { code: 'invalid_input', message: 'A part of the address is too long.' });
  if (error.code === 'FST_ERR_BAD_URL') return send(400, { code: 'invalid_input', message: 'The address is not valid.' });
  // Any other (an async route constraint failing) is ours.
  request.log.error({ err: error }, 'framework error');
  return send(500, INTERNAL_ERROR_BODY);
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
        ...(error.params ? { params: error.params } : {}),
      });
    }
    // Input the database refused (out of range, a row gone, a race past a uniqueness check): the
    // caller's 4xx, not a crash.
    const database = databaseErrorAnswer(error);
    if (database) {
      if (database.missedByValidation) request.log.warn({ err: error }, 'the database refused input that validation let through');
      return send(database.status, database.body);
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
    return send(500, INTERNAL_ERROR_BODY);
  });
}
