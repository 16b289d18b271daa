import type { FastifyInstance } from 'fastify';
import type { ErrorBody } from '@dawa/shared/errors/codes';
import { SITE_LOCK_COOKIE, SITE_LOCKED_MESSAGE, type SiteLockService } from '../modules/site-lock/site-lock.service.ts';

/** API paths that answer while the site is locked: the lock itself and the load balancer's health check. */
const OPEN_PATHS = [
  /^\/api\/site-lock(\/|$)/,
  /^\/api\/health(\/live|\/ready)?$/,
  // Token-protected; a scraper has no unlock cookie.
  /^\/api\/metrics$/,
  // Server-to-server calls carry no browser cookie: PhonePe's callback, and this app's own calls to
  // its PhonePe sandbox (the sandbox's hosted page is opened by the unlocked browser and stays locked).
  /^\/api\/payments\/phonepe\/callback$/,
  /^\/api\/payments\/phonepe-sandbox\/(v1\/oauth\/|checkout\/v2\/|payments\/v2\/)/,
];

/**
 * While the site lock is on (System Settings, else SITE_LOCK_PASSWORD), every /api request of a browser
 * without a valid unlock cookie answers 423. Pages of the web app still load: the app shows its
 * 'Site Locked' screen. The hook is always there: the lock goes on and off without a restart.
 */
export function registerSiteLock(app: FastifyInstance, siteLock: SiteLockService): void {
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (!(path === '/api' || path.startsWith('/api/')) || OPEN_PATHS.some((open) => open.test(path))) return;
    if (await siteLock.isUnlocked(request.cookies[SITE_LOCK_COOKIE])) return;
    const body: ErrorBody = { code: 'locked', message: SITE_LOCKED_MESSAGE };
    return reply.status(423).type('application/json').send(JSON.stringify(body));
  });
}
