import type { FastifyReply, FastifyRequest } from 'fastify';
import { REFRESH_TOKEN_TTL_DAYS } from '@dawa/shared/auth/rules';

/**
 * The web app keeps its refresh token in this httpOnly cookie, out of reach of scripts; SameSite=Strict
 * and Path=/api mean only our own pages' API calls carry it. The body field (the spec's) works too.
 */
export const REFRESH_COOKIE = 'dawa_refresh';

const options = (secure: boolean) => ({ httpOnly: true, sameSite: 'strict' as const, path: '/api', secure });

export function setRefreshCookie(reply: FastifyReply, token: string, secure: boolean): void {
  void reply.setCookie(REFRESH_COOKIE, token, { ...options(secure), maxAge: REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60 });
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean): void {
  void reply.clearCookie(REFRESH_COOKIE, options(secure));
}

/** The refresh token from the body (preferred) or the cookie. */
export function refreshTokenOf(
  request: FastifyRequest,
  body: { refreshToken?: string | undefined } | null | undefined,
): string | undefined {
  return body?.refreshToken ?? request.cookies[REFRESH_COOKIE];
}
