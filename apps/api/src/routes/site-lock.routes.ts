import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { SiteLockStatusSchema, UnlockBodySchema } from '@dawa/shared/auth/schemas';
import { AppError } from '../lib/app-error.ts';
import { SITE_LOCK_COOKIE, unlockCookieOptions } from '../modules/site-lock/site-lock.service.ts';
import { errorResponses } from './auth/route-options.ts';

const tags = ['site-lock'];

/** GET /api/site-lock/status and POST /api/site-lock/unlock (open while the site is locked). */
export const siteLockRoutes: FastifyPluginAsyncZod<{ perIp: RateLimitOptions; secureCookies: boolean }> = async (
  app,
  { perIp, secureCookies },
) => {
  const { siteLock } = app.services;
  app.get(
    '/site-lock/status',
    { schema: { tags, summary: 'Whether this browser still has to enter the site password', response: { 200: SiteLockStatusSchema } } },
    async (request) => ({
      locked: !(await siteLock.isUnlocked(request.cookies[SITE_LOCK_COOKIE])),
    }),
  );
  app.post(
    '/site-lock/unlock',
    {
      config: { rateLimit: perIp },
      schema: {
        tags,
        summary: 'Enter the site password',
        body: UnlockBodySchema,
        response: { 200: SiteLockStatusSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      if (!(await siteLock.enabled())) return { locked: false };
      if (!(await siteLock.checkPassword(request.body.password))) throw new AppError('unauthorized', 'Incorrect password.');
      void reply.setCookie(SITE_LOCK_COOKIE, await siteLock.issueCookie(), unlockCookieOptions(secureCookies));
      return { locked: false };
    },
  );
};
