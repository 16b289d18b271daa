import crypto from 'node:crypto';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_DAYS } from '@dawa/shared/auth/rules';
import type { MessageResponse, SessionResponse } from '@dawa/shared/auth/schemas';
import type { LoginResponse } from '@dawa/shared/auth/two-factor';
import { inTransaction, type Database } from '../../db/client.ts';
import { enqueueMail } from '../outbox/outbox.service.ts';
import { AppError } from '../../lib/app-error.ts';
import { describeWait } from '../../lib/failure-limiter.ts';
import { verifyDecoyPassword, verifyPassword } from '../../lib/password.ts';
import type { SessionStatus } from '../../lib/session-status-cache.ts';
import type { AuthUser } from './access-token.ts';
import { loginFailureKey, type AccountsContext } from './context.ts';
import * as devices from './devices.repository.ts';
import { deviceOf, type Device } from './devices.ts';
import { mailRecipientOf } from './mail-preferences.ts';
import { loginAlertMail } from './mail-templates.ts';
import * as sessions from './sessions.repository.ts';
import { verifySecondFactor } from './second-factor.ts';
import { hashToken, randomToken, successorToken } from './tokens.ts';
import * as twoFactor from './two-factor.repository.ts';
import * as users from './users.repository.ts';
import { toUser } from './views.ts';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password.';
export const UNVERIFIED_LOGIN_MESSAGE = 'Please verify your email before logging in. Enter the code we sent you, or request a new one.';
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';
export const CHALLENGE_EXPIRED_MESSAGE = 'Your sign-in took too long. Please log in again.';

const REFRESH_TTL_MS = REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60 * 1000;
/**
 * A refresh whose answer never reached the browser (a reload cut it off, the network dropped), or two
 * tabs refreshing at once, leave a browser holding the token just used. Presented again this soon, and
 * while its successor is still unused, it gets that same successor back instead of counting as a replay.
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

/**
 * Tells the session-status cache that these sessions ended, after the revocation is committed: their
 * access tokens are refused at once, in this process and (through Redis) in every other.
 */
export async function forgetEndedSessions(ctx: AccountsContext, familyIds: readonly string[]): Promise<void> {
  await ctx.sessionStatus.markDead(familyIds);
}

/** Login, refresh-token rotation with replay detection, logout, and checking access tokens against live sessions. */
export function createSessionService(ctx: AccountsContext) {
  const { db } = ctx;

  /** The answer of login and refresh: the refresh token given, and a fresh access token of the session. */
  async function answer(user: users.UserRow, familyId: string, refreshToken: string): Promise<SessionResponse> {
    const accessToken = await ctx.accessTokens.sign({ id: user.id, role: user.role, sessionId: familyId });
    return { accessToken, refreshToken, expiresIn: ACCESS_TOKEN_TTL_SECONDS, user: toUser(user) };
  }

  const expiresAt = (now: Date) => new Date(now.getTime() + REFRESH_TTL_MS);

  /** A new session (refresh-token family) for a user who passed every step of login. */
  async function startSession(user: users.UserRow, secondFactor: boolean, userAgent: string | undefined): Promise<SessionResponse> {
    const familyId = crypto.randomUUID();
    const refreshToken = randomToken();
    const now = ctx.now();
    await inTransaction(db, async (tx) => {
      await sessions.insertRefreshToken(tx, {
        userId: user.id,
        familyId,
        tokenHash: hashToken(refreshToken),
        expiresAt: expiresAt(now),
        secondFactor,
      });
      await alertOnNewDevice(tx, user.id, deviceOf(userAgent), now);
    });
    return answer(user, familyId, refreshToken);
  }

  /**
   * Remembers the device of a sign-in and, when it is new and the account has signed in elsewhere
   * before (the first device of an account is the one it was made on), writes the login alert to the
   * outbox in the sign-in's transaction if 'Login Alerts' is on (decision 031).
   */
  async function alertOnNewDevice(tx: Database, userId: number, device: Device, now: Date): Promise<void> {
    const isNew = await devices.rememberDevice(tx, { userId, deviceHash: device.hash, label: device.label, at: now });
    if (!isNew || (await devices.countDevices(tx, userId)) < 2) return;
    const to = await mailRecipientOf(tx, userId);
    if (!to?.wantsLoginAlerts) return;
    const mail = loginAlertMail(to, device.label, now, { resetPassword: `${ctx.publicUrl}/forgot-password`, settings: `${ctx.publicUrl}/profile?tab=settings` });
    await enqueueMail(tx, { ...mail, template: 'account.login_alert', params: { device: device.label, at: now.toISOString() }, language: to.language });
  }

  async function revokeFamily(familyId: string, now: Date): Promise<void> {
    await sessions.revokeFamily(db, familyId, now);
    await forgetEndedSessions(ctx, [familyId]);
  }

  /** A session's status, from the cache or else the database (then cached, unless a revocation got there first). */
  async function statusOf(sessionId: string): Promise<SessionStatus> {
    const cached = await ctx.sessionStatus.get(sessionId);
    if (cached && cached.kind !== 'recheck') return cached;
    const owner = await sessions.findLiveSession(db, sessionId);
    const status: SessionStatus = owner ? { kind: 'live', ...owner } : { kind: 'dead' };
    if (!cached) await ctx.sessionStatus.fill(sessionId, status);
    return status;
  }

  return {
    /**
     * Logs in with e-mail and password. Wrong e-mail and wrong password answer alike (and take alike
     * long); 10 failures of one e-mail from one client address per 15 minutes lock that pair for the
     * rest of the window (a stranger elsewhere cannot lock the owner out). The role in the token is the database's.
     */
    async login(email: string, password: string, clientIp: string, userAgent?: string): Promise<LoginResponse> {
      const limiterKey = loginFailureKey(email, clientIp);
      const wait = await ctx.limiters.login.retryAfter(limiterKey);
      if (wait > 0) throw new AppError('rate_limited', `Too many failed login attempts. Please try again in ${describeWait(wait)}.`);
      const user = await users.findUserByEmail(db, email);
      const ok = user ? await verifyPassword(user.passwordHash, password) : await verifyDecoyPassword(password);
      if (!user || !ok) {
        await ctx.limiters.login.recordFailure(limiterKey);
        throw new AppError('unauthorized', INVALID_CREDENTIALS_MESSAGE, undefined, 'invalid_credentials');
      }
      await ctx.limiters.login.clear(limiterKey);
      // Said only to someone who knows the password, so it reveals nothing to a guesser.
      if (!user.emailVerifiedAt) throw new AppError('forbidden', UNVERIFIED_LOGIN_MESSAGE, undefined, 'email_not_verified');
      // With an authenticator the password is only the first step: a short-lived challenge, no session yet.
      if ((await twoFactor.findTwoFactor(db, user.id))?.confirmedAt) return ctx.accessTokens.signChallenge(user.id);
      return startSession(user, false, userAgent);
    },

    /**
     * The second step of a login with two-factor sign-in: the challenge of the first step and a current
     * authenticator code (not one already used) or an unused recovery code, which is burnt. Wrong codes
     * count against the account's limit; the challenge stays usable until it expires.
     */
    async loginWithSecondFactor(challengeToken: string, code: string, userAgent?: string): Promise<SessionResponse> {
      const userId = await ctx.accessTokens.verifyChallenge(challengeToken);
      const user = userId === null ? undefined : await users.findUserById(db, userId);
      if (!user) throw new AppError('unauthorized', CHALLENGE_EXPIRED_MESSAGE);
      await verifySecondFactor(ctx, user.id, code);
      return startSession(user, true, userAgent);
    },

    /**
     * Swaps a refresh token for its successor and a new access token. Each token rotates once; its
     * successor is derived from it, so presenting it again within the grace window, while the successor
     * is unused, answers that same successor (parallel tabs, a lost answer) and never forks the family.
     * Any other reuse (a copy in someone else's hands, or the original after the thief used it) ends the
     * whole session family.
     */
    async refresh(refreshToken: string | undefined): Promise<SessionResponse> {
      if (!refreshToken) throw new AppError('unauthorized', SESSION_EXPIRED_MESSAGE);
      const now = ctx.now();
      const tokenHash = hashToken(refreshToken);
      const row = await sessions.findRefreshToken(db, tokenHash);
      if (!row || row.revokedAt || row.expiresAt <= now) throw new AppError('unauthorized', SESSION_EXPIRED_MESSAGE);
      const user = await users.findUserById(db, row.userId);
      if (!user) {
        await revokeFamily(row.familyId, now);
        throw new AppError('unauthorized', SESSION_EXPIRED_MESSAGE);
      }
      const successor = successorToken(ctx.secrets.refreshKey, refreshToken);
      if (!row.usedAt) {
        const rotated = await inTransaction(db, async (tx) => {
          if (!(await sessions.markRefreshTokenUsed(tx, row.id, now))) return false;
          await sessions.insertRefreshToken(tx, {
            userId: user.id,
            familyId: row.familyId,
            tokenHash: hashToken(successor),
            expiresAt: expiresAt(now),
            secondFactor: row.secondFactor,
          });
          return true;
        });
        if (rotated) return answer(user, row.familyId, successor);
        // Another request rotated this token a moment ago (two tabs, a double reload): the replay rule decides.
      }
      const used = row.usedAt ? row : await sessions.findRefreshToken(db, tokenHash);
      if (used?.usedAt && !used.revokedAt && now.getTime() - used.usedAt.getTime() <= REFRESH_REUSE_GRACE_MS) {
        const next = await sessions.findRefreshToken(db, hashToken(successor));
        if (next && !next.usedAt && !next.revokedAt && next.expiresAt > now) return answer(user, next.familyId, successor);
      }
      // A used token presented again: a copy in someone else's hands, or the original after the thief used it.
      await revokeFamily(row.familyId, now);
      throw new AppError('unauthorized', SESSION_EXPIRED_MESSAGE);
    },

    /** Ends the session of the refresh token and/or of the access token presented; unknown tokens are fine. */
    async logout(refreshToken: string | undefined, sessionId: string | undefined): Promise<MessageResponse> {
      const now = ctx.now();
      const row = refreshToken ? await sessions.findRefreshToken(db, hashToken(refreshToken)) : undefined;
      if (row) await revokeFamily(row.familyId, now);
      if (sessionId && sessionId !== row?.familyId) await revokeFamily(sessionId, now);
      return { message: 'You have been logged out.' };
    },

    /**
     * The user of a bearer access token, or null when it is missing, forged or expired, when its session
     * ended (logout, password change or reset, replay, account deletion) or its account is gone. The
     * role is the account's current one, not the one the token was signed with.
     */
    async authenticate(accessToken: string): Promise<AuthUser | null> {
      const claims = await ctx.accessTokens.verify(accessToken);
      if (!claims) return null;
      const status = await statusOf(claims.sessionId);
      if (status.kind !== 'live' || status.userId !== claims.id) return null;
      return {
        id: claims.id,
        role: status.role,
        sessionId: claims.sessionId,
        twoFactorEnrolled: status.twoFactorEnrolled,
        secondFactor: status.secondFactor,
      };
    },

    /** Ends every session of a user at once (for staff tools: deletion, a role taken away, a suspected theft). */
    async revokeAllOf(userId: number): Promise<void> {
      await forgetEndedSessions(ctx, await sessions.revokeUserSessions(db, userId, ctx.now()));
    },

    /**
     * Makes every session of a user read the account again on its next request (call after committing
     * a role change): the new role applies at once, without logging the person out.
     */
    async invalidateUser(userId: number): Promise<void> {
      await ctx.sessionStatus.markRecheck(await sessions.liveFamiliesOf(db, userId));
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
