import { OTP_MAX_ATTEMPTS, OTP_RESEND_COOLDOWN_SECONDS, OTP_TTL_MINUTES } from '@dawa/shared/auth/rules';
import type { MessageResponse, OtpPurpose, RegisterBody } from '@dawa/shared/auth/schemas';
import { inTransaction } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { describeWait } from '../../lib/failure-limiter.ts';
import { hashPassword } from '../../lib/password.ts';
import type { MailMessage } from '../../providers/mail/types.ts';
import * as codes from './codes.repository.ts';
import { loginFailureKey, type AccountsContext } from './context.ts';
import { accountExistsMail, passwordResetMail, verificationMail } from './mail-templates.ts';
import * as sessions from './sessions.repository.ts';
import { forgetEndedSessions } from './sessions.service.ts';
import { generateCode, hashCode, hashToken, randomToken, safeEqual } from './tokens.ts';
import * as users from './users.repository.ts';

/** How long the link in the verification mail works. */
const EMAIL_LINK_TTL_HOURS = 24;

export const REGISTERED_MESSAGE = 'Registration successful! Please check your email for the verification code.';
export const FORGOT_PASSWORD_MESSAGE = 'If an account exists for this email, we have sent a code.';
export const RESEND_MESSAGE = 'We have sent a new code if this email is waiting for verification.';
export const ALREADY_VERIFIED_MESSAGE = 'Your email is already verified. You can log in now.';
/**
 * Every refused code answers this, whatever the reason (wrong, expired, used, dead after 5 tries, or no
 * such account): a different answer would tell a stranger that an address has an account.
 */
const INVALID_CODE_MESSAGE = 'Invalid OTP. Please try again.';
const INVALID_LINK_MESSAGE = 'This verification link is invalid or has expired. Please request a new code.';

const minutes = (n: number) => n * 60_000;

/** Registration, e-mail verification (code or link), password reset and the start-up admin. */
export function createAuthService(ctx: AccountsContext) {
  const { db } = ctx;

  /** Sends a mail after the data it refers to is committed; a failed send is logged, and the person can ask again. */
  async function sendAfterCommit(mail: MailMessage): Promise<void> {
    try {
      await ctx.mailer.send(mail);
    } catch (error) {
      ctx.log.error({ err: error, subject: mail.subject }, 'sending a mail failed');
    }
  }

  const newCode = (userId: number, purpose: OtpPurpose, now: Date, withCooldown: boolean) => {
    const code = generateCode();
    const issue: codes.IssueCode = {
      userId,
      purpose,
      codeHash: hashCode(ctx.secrets.otpPepper, userId, purpose, code),
      expiresAt: new Date(now.getTime() + minutes(OTP_TTL_MINUTES)),
      sentAt: now,
      notSentAfter: withCooldown ? new Date(now.getTime() - OTP_RESEND_COOLDOWN_SECONDS * 1000) : null,
    };
    return { code, issue };
  };

  const newLink = (userId: number, now: Date) => {
    const token = randomToken();
    return {
      url: `${ctx.publicUrl}/verify-email?token=${token}`,
      row: { userId, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + minutes(EMAIL_LINK_TTL_HOURS * 60)) },
    };
  };

  /**
   * Checks a submitted code without using it up: per-e-mail failure limit, then the code's own state
   * (at most 5 wrong tries, 10 minutes). A wrong code counts against both. Every refusal is the same
   * 400 (or the per-e-mail 429, which unknown addresses meet alike).
   */
  async function checkCode(user: users.UserRow | undefined, email: string, purpose: OtpPurpose, code: string): Promise<codes.CodeRow> {
    const limiterKey = `otp:${email}`;
    const wait = await ctx.limiters.otp.retryAfter(limiterKey);
    if (wait > 0) throw new AppError('rate_limited', `Too many incorrect codes. Please try again in ${describeWait(wait)}.`);
    const row = user ? await codes.findCode(db, user.id, purpose) : undefined;
    if (!user || !row || row.consumedAt) {
      await ctx.limiters.otp.recordFailure(limiterKey);
      throw new AppError('invalid_input', INVALID_CODE_MESSAGE);
    }
    const right = safeEqual(row.codeHash, hashCode(ctx.secrets.otpPepper, user.id, purpose, code));
    if (!right || row.attempts >= OTP_MAX_ATTEMPTS || row.expiresAt <= ctx.now()) {
      if (!right) await codes.recordWrongAttempt(db, row.id);
      await ctx.limiters.otp.recordFailure(limiterKey);
      throw new AppError('invalid_input', INVALID_CODE_MESSAGE);
    }
    return row;
  }

  /** The answer of a registration for a taken address; only the mailbox's owner learns that it was taken. */
  async function accountExists(user: users.UserRow): Promise<{ message: string; email: string }> {
    await sendAfterCommit(
      accountExistsMail(user, { signIn: `${ctx.publicUrl}/login`, resetPassword: `${ctx.publicUrl}/forgot-password` }),
    );
    return { message: REGISTERED_MESSAGE, email: user.email };
  }

  /** Uses up a checked code inside a transaction; a parallel request that used it first makes this one invalid. */
  async function consume(tx: typeof db, row: codes.CodeRow, now: Date): Promise<void> {
    if (!(await codes.consumeCode(tx, row.id, { maxAttempts: OTP_MAX_ATTEMPTS, now })))
      throw new AppError('invalid_input', INVALID_CODE_MESSAGE);
  }

  return {
    /**
     * Creates an unverified account with default settings and mails a verification code and link. An
     * address that already has an account gets the same answer (nobody learns who is registered), and
     * its owner a mail saying so, with sign-in and password-reset links; nothing is written.
     */
    async register(body: RegisterBody): Promise<{ message: string; email: string }> {
      const existing = await users.findUserByEmail(db, body.email);
      // Hashed either way, so both answers take about as long.
      const passwordHash = await hashPassword(body.password);
      if (existing) return accountExists(existing);
      const now = ctx.now();
      const created = await inTransaction(db, async (tx) => {
        const created = await users.insertUser(tx, {
          email: body.email,
          passwordHash,
          firstName: body.firstName,
          lastName: body.lastName,
          ...(body.phoneCountry ? { phoneCountry: body.phoneCountry } : {}),
          phone: body.phone ?? null,
          createdAt: now,
          updatedAt: now,
        });
        // Another registration of the same address won the race between the check above and here.
        if (!created) return null;
        await users.insertSettings(tx, created.id);
        const otp = newCode(created.id, 'email-verification', now, false);
        await codes.issueCode(tx, otp.issue);
        const verifyLink = newLink(created.id, now);
        await codes.insertLink(tx, verifyLink.row);
        return { user: created, code: otp.code, link: verifyLink.url };
      });
      if (!created) {
        const winner = await users.findUserByEmail(db, body.email);
        if (winner) return accountExists(winner);
        throw new AppError('conflict', 'This email address cannot be registered right now. Please try again.');
      }
      const { user, code, link } = created;
      await sendAfterCommit(verificationMail(user, code, link));
      return { message: REGISTERED_MESSAGE, email: user.email };
    },

    /**
     * Verifies the e-mail address with the 6-digit code. An already verified address says so only to
     * someone who has its right code; to anyone else it answers like a wrong code (as unknown addresses do).
     */
    async verifyEmailOtp(email: string, otp: string): Promise<MessageResponse> {
      const user = await users.findUserByEmail(db, email);
      if (user?.emailVerifiedAt) {
        const sent = await codes.findCode(db, user.id, 'email-verification');
        if (sent && safeEqual(sent.codeHash, hashCode(ctx.secrets.otpPepper, user.id, 'email-verification', otp))) {
          return { message: ALREADY_VERIFIED_MESSAGE };
        }
      }
      const row = await checkCode(user, email, 'email-verification', otp);
      const now = ctx.now();
      await inTransaction(db, async (tx) => {
        await consume(tx, row, now);
        await users.markEmailVerified(tx, row.userId, now);
      });
      await ctx.limiters.otp.clear(`otp:${email}`);
      return { message: 'Email verified successfully! You can now log in.' };
    },

    /** Verifies the e-mail address with the link from the mail (/verify-email?token=…). */
    async verifyEmailLink(token: string): Promise<MessageResponse> {
      const link = await codes.findLinkByHash(db, hashToken(token));
      const user = link ? await users.findUserById(db, link.userId) : undefined;
      if (!link || !user) throw new AppError('invalid_input', INVALID_LINK_MESSAGE);
      if (user.emailVerifiedAt) return { message: ALREADY_VERIFIED_MESSAGE };
      const now = ctx.now();
      if (link.usedAt || link.expiresAt <= now) throw new AppError('invalid_input', INVALID_LINK_MESSAGE);
      await inTransaction(db, async (tx) => {
        if (!(await codes.useLink(tx, link.id, now))) throw new AppError('invalid_input', INVALID_LINK_MESSAGE);
        await users.markEmailVerified(tx, user.id, now);
      });
      return { message: 'Your email has been verified. You can now log in.' };
    },

    /**
     * Mails a new verification code and link, at most once a minute per account. Answers the same for
     * unknown, verified and waiting addresses, and within the minute quietly keeps the code already sent
     * (a 429 here would tell who has an account; the page counts the minute down itself).
     */
    async resendVerification(email: string): Promise<MessageResponse> {
      const user = await users.findUserByEmail(db, email);
      if (!user || user.emailVerifiedAt) return { message: RESEND_MESSAGE };
      const now = ctx.now();
      const otp = newCode(user.id, 'email-verification', now, true);
      const link = newLink(user.id, now);
      const issued = await inTransaction(db, async (tx) => {
        if (!(await codes.issueCode(tx, otp.issue))) return false;
        await codes.insertLink(tx, link.row);
        return true;
      });
      if (issued) await sendAfterCommit(verificationMail(user, otp.code, link.url));
      return { message: RESEND_MESSAGE };
    },

    /**
     * Mails a password-reset code. Answers the same whether or not the account exists, and within the
     * resend minute quietly keeps the code already sent (a 429 here would tell who has an account).
     */
    async forgotPassword(email: string): Promise<MessageResponse> {
      const user = await users.findUserByEmail(db, email);
      if (user) {
        const otp = newCode(user.id, 'password-reset', ctx.now(), true);
        if (await codes.issueCode(db, otp.issue)) await sendAfterCommit(passwordResetMail(user, otp.code));
      }
      return { message: FORGOT_PASSWORD_MESSAGE };
    },

    /**
     * Sets a new password when the reset code is right (checked here, with the password, not before).
     * The code proves the mailbox, so the address counts as verified; every session is ended.
     */
    async resetPassword(email: string, otp: string, newPassword: string, clientIp: string): Promise<MessageResponse> {
      const user = await users.findUserByEmail(db, email);
      const row = await checkCode(user, email, 'password-reset', otp);
      const passwordHash = await hashPassword(newPassword);
      const now = ctx.now();
      const ended = await inTransaction(db, async (tx) => {
        await consume(tx, row, now);
        await users.setPasswordHash(tx, row.userId, passwordHash);
        await users.markEmailVerified(tx, row.userId, now);
        return sessions.revokeUserSessions(tx, row.userId, now);
      });
      await forgetEndedSessions(ctx, ended);
      await ctx.limiters.otp.clear(`otp:${email}`);
      await ctx.limiters.login.clear(loginFailureKey(email, clientIp));
      return { message: 'Password reset successful! You can now log in with your new password.' };
    },

    /** ADMIN_EMAIL/ADMIN_PASSWORD at start: makes that account an admin with that password, creating it if needed. */
    async ensureAdmin(email: string, password: string): Promise<'created' | 'updated'> {
      const passwordHash = await hashPassword(password);
      const now = ctx.now();
      return inTransaction(db, async (tx) => {
        const existing = await users.findUserByEmail(tx, email);
        if (existing) {
          await users.promoteToAdmin(tx, existing.id, passwordHash, now);
          return 'updated';
        }
        const created = await users.insertUser(tx, {
          email,
          passwordHash,
          firstName: 'Dawa',
          lastName: 'Admin',
          role: 'admin',
          emailVerifiedAt: now,
        });
        if (!created) throw new Error(`Could not create the admin ${email}: the address was taken at the same moment. Start again.`);
        await users.insertSettings(tx, created.id);
        return 'created';
      });
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
