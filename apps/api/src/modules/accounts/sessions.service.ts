import crypto from 'node:crypto';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_DAYS } from '@dawa/shared/auth/rules';
import type { MessageResponse, SessionResponse } from '@dawa/shared/auth/schemas';
import { inTransaction } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { describeWait } from '../../lib/failure-limiter.ts';
import { verifyDecoyPassword, verifyPassword } from '../../lib/password.ts';
import type { AuthUser } from './access-token.ts';
import type { AccountsContext } from './context.ts';
import * as sessions from './sessions.repository.ts';
import { hashToken, randomToken } from './tokens.ts';
import * as users from './users.repository.ts';
import { toUser } from './views.ts';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password.';
export const UNVERIFIED_LOGIN_MESSAGE = 'Please verify your email before logging in. Enter the code we sent you, or request a new one.';
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';

const REFRESH_TTL_MS = REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60 * 1000;
/**
 * A refresh whose answer never reached the browser (a reload cut it off, the network dropped) leaves
 * the browser holding the token it just used. Presented again this soon, and while its successor is
 * still unused, it continues the session from that successor instead of counting as a replay.
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

/** Login, refresh-token rotation with replay detection, logout, and reading access tokens. */
export function createSessionService(ctx: AccountsContext) {
  const { db } = ctx;

  /** Starts a session family (or continues one) with a fresh refresh token and a 15-minute access token. */
  async function issue(
    user: users.UserRow,
    familyId: string,
    store: (tokenHash: string, expiresAt: Date) => Promise<void>,
  ): Promise<SessionResponse> {
    const refreshToken = randomToken();
    await store(hashToken(refreshToken), new Date(ctx.now().getTime() + REFRESH_TTL_MS));
    const accessToken = await ctx.accessTokens.sign({ id: user.id, role: user.role, sessionId: familyId });
    return { accessToken, refreshToken, expiresIn: ACCESS_TOKEN_TTL_SECONDS, user: toUser(user) };
  }

  return {
    /**
     * Logs in with e-mail and password. Wrong e-mail and wrong password answer alike (and take alike
     * long); 10 failures per e-mail per 15 minutes lock that e-mail for the rest of the window.
     * The role in the token is the database's.
     */
    async login(email: string, password: string): Promise<SessionResponse> {
      const limiterKey = `login:${email}`;
      const wait = await ctx.limiters.login.retryAfter(limiterKey);
      if (wait > 0) throw new AppError('rate_limited', `Too many failed login attempts. Please try again in ${describeWait(wait)}.`);
      const user = await users.findUserByEmail(db, email);
      const ok = user ? await verifyPassword(user.passwordHash, password) : await verifyDecoyPassword(password);
      if (!user || !ok) {
        await ctx.limiters.login.recordFailure(limiterKey);
        throw new AppError('unauthorized', INVALID_CREDENTIALS_MESSAGE);
      }
      await ctx.limiters.login.clear(limiterKey);
      // Said only to someone who knows the password, so it reveals nothing to a guesser.
      if (!user.emailVerifiedAt) throw new AppError('forbidden', UNVERIFIED_LOGIN_MESSAGE);
      const familyId = crypto.randomUUID();
      return issue(user, familyId, (tokenHash, expiresAt) =>
        sessions.insertRefreshToken(db, { userId: user.id, familyId, tokenHash, expiresAt }),
      );
    },

    /**
     * Swaps a refresh token for a new pair. Each token works once: presenting a used one (a copy in
     * someone else's hands, or the original after the thief used it) ends the whole session family.
     */
    async refresh(refreshToken: string | undefined): Promise<SessionResponse> {
      if (!refreshToken) throw new AppError('unauthorized', SESSION_EXPIRED_MESSAGE);
      const now = ctx.now();
      const tokenHash = hashToken(refreshToken);
      let row = await sessions.findRefreshToken(db, tokenHash);
      if (!row || row.revokedAt || row.expiresAt <= now) throw new AppError('unauthorized', SESSION_EXPIRED_MESSAGE);
      const user = await users.findUserById(db, row.userId);
      if (!user) {
        await sessions.revokeFamily(db, row.familyId, now);
        throw new AppError('unauthorized', SESSION_EXPIRED_MESSAGE);
      }
      const rotateFrom = (from: sessions.RefreshTokenRow) =>
        inTransaction(db, async (tx) => {
          if (!(await sessions.markRefreshTokenUsed(tx, from.id, now))) return null;
          return issue(user, from.familyId, (hash, expiresAt) =>
            sessions.insertRefreshToken(tx, { userId: user.id, familyId: from.familyId, tokenHash: hash, expiresAt }),
          );
        });
      if (!row.usedAt) {
        const session = await rotateFrom(row);
        if (session) return session;
        // Another request used this token a moment ago (two tabs, a double reload): look again.
        row = await sessions.findRefreshToken(db, tokenHash);
      }
      if (row?.usedAt && !row.revokedAt && now.getTime() - row.usedAt.getTime() <= REFRESH_REUSE_GRACE_MS) {
        const successor = await sessions.findUnusedToken(db, row.familyId, now);
        const session = successor ? await rotateFrom(successor) : null;
        if (session) return session;
      }
      // A used token presented again: a copy in someone else's hands, or the original after the thief used it.
      if (row) await sessions.revokeFamily(db, row.familyId, now);
      throw new AppError('unauthorized', SESSION_EXPIRED_MESSAGE);
    },

    /** Ends the session of the refresh token and/or of the access token presented; unknown tokens are fine. */
    async logout(refreshToken: string | undefined, sessionId: string | undefined): Promise<MessageResponse> {
      const now = ctx.now();
      const row = refreshToken ? await sessions.findRefreshToken(db, hashToken(refreshToken)) : undefined;
      if (row) await sessions.revokeFamily(db, row.familyId, now);
      if (sessionId && sessionId !== row?.familyId) await sessions.revokeFamily(db, sessionId, now);
      return { message: 'You have been logged out.' };
    },

    /** The user of a bearer access token, or null when it is missing, forged or expired. */
    authenticate(accessToken: string): Promise<AuthUser | null> {
      return ctx.accessTokens.verify(accessToken);
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
