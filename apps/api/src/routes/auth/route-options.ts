import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { ErrorBodySchema } from '@dawa/shared/errors/codes';

/** What the account routes are registered with (from the configuration). */
export interface AccountRouteOptions {
  /** Per client address limit of the routes that hash passwords, check codes or send mail. */
  perIp: RateLimitOptions;
  /** Whether cookies need HTTPS (PUBLIC_URL is https://…). */
  secureCookies: boolean;
}

/** Error answers a route documents, all with the shared error body. */
export const errorResponses = (...statuses: (400 | 401 | 403 | 404 | 409 | 413 | 415 | 423 | 429)[]) =>
  Object.fromEntries(statuses.map((status) => [status, ErrorBodySchema])) as Record<number, typeof ErrorBodySchema>;

/** Marks a route in the OpenAPI document as needing the bearer access token. */
export const bearerAuth = [{ bearerAuth: [] }];

/**
 * For a plugin whose routes all need a signed-in user (STYLE.md §7): a visitor gets 401 at onRequest,
 * before the body is read or anything validated (a 400 would tell a stranger the route's schema; a test
 * walks every route for it), and every route's OpenAPI entry gets the tags, the
 * bearer security scheme and the 401 answer. A route file then states only what is particular to it.
 */
export function requireSignedIn(app: FastifyInstance, tags: string[]): void {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRoute', (route) => {
    const schema = route.schema ?? {};
    route.schema = {
      tags,
      ...schema,
      security: bearerAuth,
      response: { ...errorResponses(401), ...(schema.response as Record<number, unknown> | undefined) },
    };
  });
}
