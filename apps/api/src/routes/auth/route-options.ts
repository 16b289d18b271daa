import type { RateLimitOptions } from '@fastify/rate-limit';
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
