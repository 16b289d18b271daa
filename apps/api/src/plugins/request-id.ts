import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { currentRequestId, runInRequest } from '../lib/request-context.ts';

export const REQUEST_ID_HEADER = 'x-request-id';
/** The label of the id in every log line (Fastify's own). */
export const REQUEST_ID_LOG_LABEL = 'reqId';

/** What a load balancer or a calling service may send as the id: nginx's $request_id, a UUID, a trace id. Anything else is replaced. */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** Fastify's genReqId: the caller's X-Request-Id when it looks like an id, else a new UUID (unique across instances). */
export function requestIdOf(raw: IncomingMessage): string {
  const given = raw.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && ACCEPTED_ID.test(given) ? given : crypto.randomUUID();
}

const boundToRequest = new WeakMap<object, boolean>();

/**
 * pino's mixin: a line logged through the app's logger (services get app.log, not request.log) while
 * a request runs gets that request's id too. Fastify's request loggers already carry it, so they are
 * left alone (no key twice), and so is a line that names its own reqId (a job of an earlier request).
 */
export function requestIdMixin(mergeObject: object, _level: number, logger: Logger): Record<string, string> {
  const requestId = currentRequestId();
  if (!requestId || REQUEST_ID_LOG_LABEL in mergeObject) return {};
  let bound = boundToRequest.get(logger);
  if (bound === undefined) {
    bound = REQUEST_ID_LOG_LABEL in logger.bindings();
    boundToRequest.set(logger, bound);
  }
  return bound ? {} : { [REQUEST_ID_LOG_LABEL]: requestId };
}

/**
 * The request id end to end: answered in X-Request-Id, and known to everything a request runs (its
 * hooks, handler and the services they call) through the request context, so the jobs it queues
 * store it. Entered twice: at onRequest, and again after the body was read (parsing continues from
 * the socket's events, outside the context).
 */
export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    runInRequest(request.id, done);
  });
  app.addHook('preHandler', (request, _reply, done) => runInRequest(request.id, done));
}
