import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MessageResponseSchema } from '@dawa/shared/auth/schemas';
import { oneTimeCodes, refreshTokens, users } from '../../src/db/schema/index.ts';
import {
  codeOf,
  createVerifiedUser,
  expectError,
  latestMail,
  login,
  mailsTo,
  registerUser,
  uniqueEmail,
  wrongCode,
} from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url, payload });
const NEW_PASSWORD = 'Brand@New2026';
const resetCodeRow = async (email: string) => {
  const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
  return (
    await t.database.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.userId, user?.id ?? 0))
  ).find((c) => c.purpose === 'password-reset');
};

describe('POST /api/forgot-password-otp', () => {
  it('answers the same whether or not the e-mail has an account, and mails only real accounts', async () => {
    const user = await createVerifiedUser(t);
    const known = await post('/api/forgot-password-otp', { email: user.email });
    const unknownEmail = uniqueEmail('ghost');
    const unknown = await post('/api/forgot-password-otp', { email: unknownEmail });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(MessageResponseSchema.parse(known.json())).toEqual({ message: 'If an account exists for this email, we have sent a code.' });
    expect(unknown.json()).toEqual(known.json());
    expect(await mailsTo(t, unknownEmail)).toHaveLength(0);
    const mail = await latestMail(t, user.email);
    expect(mail.subject).toBe('Your Dawa password reset code');
    expect(mail.text).toMatch(/The Dawa team/);
    expect(mail.html).toContain(codeOf(mail));
  });

  it('within the resend minute keeps the code already sent, still answering the same', async () => {
    const user = await createVerifiedUser(t);
    await post('/api/forgot-password-otp', { email: user.email });
    const again = await post('/api/forgot-password-otp', { email: user.email });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: 'If an account exists for this email, we have sent a code.' });
    expect((await mailsTo(t, user.email)).filter((m) => m.subject === 'Your Dawa password reset code')).toHaveLength(1);
  });
});

describe('POST /api/reset-password', () => {
  it('checks the code when the new password is submitted, sets it and ends every session', async () => {
    const user = await createVerifiedUser(t);
    await post('/api/forgot-password-otp', { email: user.email });
    const code = codeOf(await latestMail(t, user.email));
    const res = await post('/api/reset-password', { email: user.email, otp: code, newPassword: NEW_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(MessageResponseSchema.parse(res.json()).message).toBe('Password reset successful! You can now log in with your new password.');

    expectError(await post('/api/login', { email: user.email, password: user.password }), 401, 'Invalid email or password.');
    await login(t, user.email, NEW_PASSWORD);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, user.email));
    const tokens = await t.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, row?.id ?? 0));
    const before = tokens.filter((r) => r.createdAt.getTime() < (row?.updatedAt.getTime() ?? 0));
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((r) => r.revokedAt instanceof Date)).toBe(true);
    expectError(
      await t.app.inject({ method: 'POST', url: '/api/refresh-token', payload: { refreshToken: user.session.refreshToken } }),
      401,
    );

    // A code works once.
    expectError(
      await post('/api/reset-password', { email: user.email, otp: code, newPassword: 'Another@2026' }),
      400,
      'Invalid OTP. Please try again.',
    );
    expect((await resetCodeRow(user.email))?.consumedAt).toBeInstanceOf(Date);
  });

  it('refuses a wrong code, changing nothing', async () => {
    const user = await createVerifiedUser(t);
    await post('/api/forgot-password-otp', { email: user.email });
    const code = codeOf(await latestMail(t, user.email));
    expectError(
      await post('/api/reset-password', { email: user.email, otp: wrongCode(code), newPassword: NEW_PASSWORD }),
      400,
      'Invalid OTP. Please try again.',
    );
    await login(t, user.email, user.password);
    expect((await resetCodeRow(user.email))?.attempts).toBe(1);
  });

  it('refuses a new password that breaks the policy without using up the code', async () => {
    const user = await createVerifiedUser(t);
    await post('/api/forgot-password-otp', { email: user.email });
    const code = codeOf(await latestMail(t, user.email));
    const res = await post('/api/reset-password', { email: user.email, otp: code, newPassword: 'password' });
    expect(expectError(res, 400).fieldErrors?.newPassword).toEqual([
      'Password must be at least 8 characters and contain uppercase, lowercase, number, and special character.',
    ]);
    expect((await resetCodeRow(user.email))?.consumedAt).toBeNull();
    expect((await post('/api/reset-password', { email: user.email, otp: code, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('allows at most 5 wrong codes, then the code is dead', async () => {
    const user = await createVerifiedUser(t);
    await post('/api/forgot-password-otp', { email: user.email });
    const code = codeOf(await latestMail(t, user.email));
    for (let i = 0; i < 5; i++)
      expectError(await post('/api/reset-password', { email: user.email, otp: wrongCode(code), newPassword: NEW_PASSWORD }), 400);
    // Dead now, and refused like any wrong code: a different answer would tell strangers the account exists.
    expectError(
      await post('/api/reset-password', { email: user.email, otp: code, newPassword: NEW_PASSWORD }),
      400,
      'Invalid OTP. Please try again.',
    );
    await login(t, user.email, user.password);
  });

  it('refuses an expired code and an unknown e-mail alike, with the same answer', async () => {
    const user = await createVerifiedUser(t);
    await post('/api/forgot-password-otp', { email: user.email });
    const code = codeOf(await latestMail(t, user.email));
    const row = await resetCodeRow(user.email);
    await t.database.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(oneTimeCodes.id, row?.id ?? 0));
    const expired = await post('/api/reset-password', { email: user.email, otp: code, newPassword: NEW_PASSWORD });
    const unknown = await post('/api/reset-password', { email: uniqueEmail(), otp: code, newPassword: NEW_PASSWORD });
    expectError(expired, 400, 'Invalid OTP. Please try again.');
    expect(expired.json()).toEqual(unknown.json());
  });

  it('verifies the address of an account that never verified (the code proves the mailbox)', async () => {
    const user = await registerUser(t);
    await post('/api/forgot-password-otp', { email: user.email });
    const code = codeOf(await latestMail(t, user.email));
    expect((await post('/api/reset-password', { email: user.email, otp: code, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
    await login(t, user.email, NEW_PASSWORD);
  });

  it('does not accept the e-mail verification code as a reset code', async () => {
    const user = await registerUser(t);
    const verificationCode = codeOf(await latestMail(t, user.email));
    expectError(
      await post('/api/reset-password', { email: user.email, otp: verificationCode, newPassword: NEW_PASSWORD }),
      400,
      'Invalid OTP. Please try again.',
    );
  });
});
