import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '@dawa/shared/auth/rules';
import {
  ROLES_REQUIRING_SECOND_FACTOR,
  TWO_FACTOR_LOGIN_REQUIRED_MESSAGE,
  TWO_FACTOR_SETUP_REQUIRED_MESSAGE,
  type SecondFactorReason,
} from '@dawa/shared/auth/two-factor';
import { AppError, authenticationRequired } from '../lib/app-error.ts';
import type { AuthUser } from '../modules/accounts/access-token.ts';

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `authenticate` pre-handler from the bearer access token; null on public routes. */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** Pre-handler: 401 'Authentication required' unless the request carries a valid access token. */
    authenticate: Guard;
    /** Pre-handler: authenticates, then 403 unless the user's current role (read from the database with the session check) is one of these. */
    requireRole(...roles: Role[]): Guard;
    /**
     * Pre-handler for the dashboard: authenticates, then 403 for admin and pharmacist sessions that were
     * not signed in with a second factor (reason 'two_factor_setup_required' without an authenticator,
     * 'two_factor_login_required' with one). Other roles pass; pair it with `requireRole`.
     */
    requireSecondFactor: Guard;
  }
}

/** The bearer token of the Authorization header, if there is one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
}

/** The authenticated user of a route behind `authenticate` (a 401 if a route forgot the guard). */
export function userOf(request: FastifyRequest): AuthUser {
  if (!request.user) throw authenticationRequired();
  return request.user;
}

/** Why a staff user may not use the dashboard yet, or null when they may (or their role needs no second factor). */
export function missingSecondFactor(user: AuthUser): SecondFactorReason | null {
  if (!ROLES_REQUIRING_SECOND_FACTOR.includes(user.role)) return null;
  if (!user.twoFactorEnrolled) return 'two_factor_setup_required';
  return user.secondFactor ? null : 'two_factor_login_required';
}

/** Adds `authenticate`, `requireRole` and `requireSecondFactor` to the app; `verify` reads an access token and checks that its session is alive. */
export function registerAuth(app: FastifyInstance, verify: (token: string) => Promise<AuthUser | null>): void {
  app.decorateRequest('user', null);

  const authenticate: Guard = async (request, reply) => {
    const token = bearerToken(request);
    const user = token ? await verify(token) : null;
    if (!user) throw authenticationRequired();
    request.user = user;
    // Personal answers must not be kept by shared caches or the browser's back-forward cache.
    void reply.header('cache-control', 'no-store');
  };

  app.decorate('authenticate', authenticate);
  app.decorate('requireRole', (...roles: Role[]): Guard => {
    return async (request, reply) => {
      if (!request.user) await authenticate(request, reply);
      if (!request.user || !roles.includes(request.user.role)) throw new AppError('forbidden', 'You do not have permission to do this.');
    };
  });
  app.decorate('requireSecondFactor', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.user) await authenticate(request, reply);
    const reason = request.user ? missingSecondFactor(request.user) : null;
    if (reason === 'two_factor_setup_required') throw new AppError('forbidden', TWO_FACTOR_SETUP_REQUIRED_MESSAGE, undefined, reason);
    if (reason === 'two_factor_login_required') throw new AppError('forbidden', TWO_FACTOR_LOGIN_REQUIRED_MESSAGE, undefined, reason);
  });
}
