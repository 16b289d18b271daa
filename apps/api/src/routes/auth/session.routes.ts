import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LoginBodySchema, MessageResponseSchema, RefreshBodySchema, SessionResponseSchema } from '@dawa/shared/auth/schemas';
import { LoginResponseSchema, LoginTwoFactorBodySchema } from '@dawa/shared/auth/two-factor';
import { bearerToken } from '../../plugins/auth.ts';
import { clearRefreshCookie, refreshTokenOf, setRefreshCookie } from './refresh-cookie.ts';
import { errorResponses, type AccountRouteOptions } from './route-options.ts';

const tags = ['accounts'];
/** Refresh and logout may come without a body (Fastify then sees null) when the web app relies on the cookie. */
const OptionalRefreshBodySchema = RefreshBodySchema.nullish();

/** POST /api/login, /api/refresh-token and /api/logout. */
export const sessionRoutes: FastifyPluginAsyncZod<AccountRouteOptions> = async (app, { perIp, secureCookies }) => {
  const { sessions } = app.services;

  app.post(
    '/login',
    {
      config: { rateLimit: perIp },
      schema: {
        tags,
        summary: 'Log in; answers the tokens and sets the refresh cookie, or a two-factor challenge for an account with an authenticator',
        body: LoginBodySchema,
        response: { 200: LoginResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const answer = await sessions.login(request.body.email, request.body.password, request.ip, request.headers['user-agent']);
      if ('refreshToken' in answer) setRefreshCookie(reply, answer.refreshToken, secureCookies);
      return answer;
    },
  );
  app.post(
    '/login/two-factor',
    {
      config: { rateLimit: perIp },
      schema: {
        tags,
        summary: 'Second step of a login: the challenge and an authenticator or recovery code; answers the tokens and sets the refresh cookie',
        body: LoginTwoFactorBodySchema,
        response: { 200: SessionResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const session = await sessions.loginWithSecondFactor(request.body.challengeToken, request.body.code, request.headers['user-agent']);
      setRefreshCookie(reply, session.refreshToken, secureCookies);
      return session;
    },
  );
  app.post(
    '/refresh-token',
    {
      schema: {
        tags,
        summary: 'Swap a refresh token (body or cookie) for a new pair',
        body: OptionalRefreshBodySchema,
        response: { 200: SessionResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      try {
        const session = await sessions.refresh(refreshTokenOf(request, request.body));
        setRefreshCookie(reply, session.refreshToken, secureCookies);
        return session;
      } catch (error) {
        clearRefreshCookie(reply, secureCookies);
        throw error;
      }
    },
  );
  app.post(
    '/logout',
    {
      schema: {
        tags,
        summary: 'End the session of the refresh token (body or cookie) and of the bearer token',
        body: OptionalRefreshBodySchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const token = bearerToken(request);
      const user = token ? await sessions.authenticate(token) : null;
      const result = await sessions.logout(refreshTokenOf(request, request.body), user?.sessionId);
      clearRefreshCookie(reply, secureCookies);
      return result;
    },
  );
};
