import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ACCESS_DENIED, STAFF_ACCESS_DENIED, type Role } from '@dawa/shared/auth/rules';
import { AppError, authenticationRequired } from '../../lib/app-error.ts';
import type { AuditContext } from '../../modules/audit/audit.service.ts';
import { userOf } from '../../plugins/auth.ts';
import { bearerAuth, errorResponses } from '../auth/route-options.ts';

const staffContexts = new WeakMap<FastifyRequest, AuditContext>();

/** The acting staff member of a request behind `staffRoutes` (what `recordAudit` needs), read from the database. */
export function staffOf(request: FastifyRequest): AuditContext {
  const context = staffContexts.get(request);
  if (!context) throw authenticationRequired();
  return context;
}

/**
 * Wraps the routes of one dashboard section (STYLE.md §7): every route inside gets the bearer
 * security scheme, the 401 and 403 answers in its OpenAPI entry, the 'admin' tag, and a role check
 * before its handler. The check is made twice: on the token (`app.requireRole`), then on the account
 * as the database has it now, so a demoted or deleted staff member is refused at once and the audit
 * record names the actor's current role and e-mail. The role never comes from the client.
 * A route file then states only what is particular to it.
 */
export function staffRoutes<Options extends Record<string, unknown> = Record<never, never>>(
  roles: readonly [Role, ...Role[]],
  routes: FastifyPluginAsyncZod<Options>,
): FastifyPluginAsyncZod<Options> {
  const denied = roles.length === 1 && roles[0] === 'admin' ? ADMIN_ACCESS_DENIED : STAFF_ACCESS_DENIED;
  return async (app, options) => {
    const tokenHasRole = app.requireRole(...roles);
    app.addHook('onRoute', (route) => {
      const schema = route.schema ?? {};
      route.schema = {
        tags: ['admin'],
        ...schema,
        security: bearerAuth,
        response: { ...errorResponses(401, 403), ...(schema.response as Record<number, unknown> | undefined) },
      };
    });
    // onRequest, before the body is even read: an outsider learns nothing from validation answers.
    app.addHook('onRequest', async (request, reply) => {
      try {
        await tokenHasRole(request, reply);
      } catch (error) {
        // requireRole's 403 is generic; the dashboard's refusal says what it is.
        if (error instanceof AppError && error.code === 'forbidden') throw new AppError('forbidden', denied);
        throw error;
      }
      const actor = await app.services.userManagement.staffActor(userOf(request).id);
      if (!actor) throw authenticationRequired();
      if (!roles.includes(actor.role)) throw new AppError('forbidden', denied);
      staffContexts.set(request, { actor, requestId: request.id, ip: request.ip });
      // Admins and pharmacists use the dashboard only from a session signed in with a second factor (decision 018).
      await app.requireSecondFactor(request, reply);
    });
    await routes(app, options);
  };
}
