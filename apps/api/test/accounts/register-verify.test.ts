import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@dawa/shared/account/settings';
import { MessageResponseSchema, RegisterResponseSchema } from '@dawa/shared/auth/schemas';
import { emailVerificationLinks, oneTimeCodes, users, userSettings } from '../../src/db/schema/index.ts';
import {
  codeOf,
  expectError,
  GOOD_PASSWORD,
  latestMail,
  linkTokenOf,
  login,
  mailsTo,
  registerUser,
  uniqueEmail,
  verifyByCode,
  wrongCode,
} from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://shop.dawa.test' });
});
afterAll(() => t.close());

const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown> });
const userRow = async (email: string) => (await t.database.db.select().from(users).where(eq(users.email, email)))[0];
const codeRow = async (userId: number, purpose: 'email-verification' | 'password-reset' = 'email-verification') =>
  (await t.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, userId))).find((c) => c.purpose === purpose);

describe('POST /api/register', () => {
  it('creates an unverified user with an argon2id hash, default settings, a hashed code and link, and mails both', async () => {
    const email = uniqueEmail('asha');
    const res = await post('/api/register', {
      firstName: ' Asha ',
      lastName: 'Verma',
      email: email.toUpperCase(),
      password: GOOD_PASSWORD,
      phone: '98765 43210',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(RegisterResponseSchema.parse(res.json())).toEqual({
      message: 'Registration successful! Please check your email for the verification code.',
      email,
    });

    const user = await userRow(email);
    expect(user).toMatchObject({
      email,
      firstName: 'Asha',
      lastName: 'Verma',
      phoneCountry: '+91',
      phone: '9876543210',
      role: 'user',
      emailVerifiedAt: null,
      deletedAt: null,
    });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(user?.passwordHash).not.toContain(GOOD_PASSWORD);

    const [settings] = await t.database.db
      .select()
      .from(userSettings)
      .where(eq(userSettings.userId, user?.id ?? 0));
    expect(settings).toMatchObject(DEFAULT_SETTINGS);

    const mail = await latestMail(t, email);
    expect(mail.subject).toBe('Verify your email for Dawa');
    const code = codeOf(mail);
    const token = linkTokenOf(mail);
    expect(mail.text).toContain(`https://shop.dawa.test/verify-email?token=${token}`);
    expect(mail.text).toMatch(/Hello Asha,/);
    expect(mail.text).toMatch(/The Dawa team/);
    expect(mail.html).toContain(code);
    expect(mail.html).toContain(`https://shop.dawa.test/verify-email?token=${token}`);
    expect(mail.html).toContain('The Dawa team');

    const otp = await codeRow(user?.id ?? 0);
    expect(otp?.codeHash).toBeTruthy();
    expect(otp?.codeHash).not.toContain(code);
    expect(otp?.attempts).toBe(0);
    const ttlMinutes = ((otp?.expiresAt.getTime() ?? 0) - (otp?.createdAt.getTime() ?? 0)) / 60_000;
    expect(ttlMinutes).toBeCloseTo(10, 3);
    const [link] = await t.database.db
      .select()
      .from(emailVerificationLinks)
      .where(eq(emailVerificationLinks.userId, user?.id ?? 0));
    expect(link?.tokenHash).not.toBe(token);
    expect(link?.usedAt).toBeNull();
  });

  it('answers a taken address exactly like a new one, writes nothing, and mails its owner sign-in and reset links', async () => {
    const first = await registerUser(t);
    await verifyByCode(t, first.email);
    const fresh = await post('/api/register', { firstName: 'Other', lastName: 'Person', email: uniqueEmail(), password: GOOD_PASSWORD });
    const again = await post('/api/register', {
      firstName: 'Other',
      lastName: 'Person',
      email: first.email.toUpperCase(),
      password: GOOD_PASSWORD,
    });
    expect(again.statusCode, again.body).toBe(fresh.statusCode);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ message: 'Registration successful! Please check your email for the verification code.', email: first.email });
    expect(Object.keys(RegisterResponseSchema.parse(again.json()))).toEqual(Object.keys(RegisterResponseSchema.parse(fresh.json())));
    const rows = await t.database.db.select().from(users).where(eq(users.email, first.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.firstName).toBe('Asha');
    const note = await latestMail(t, first.email);
    expect(note.subject).toBe('You already have a Dawa account');
    expect(note.text).toContain('Hello Asha,');
    expect(note.text).toContain('an account already exists for it');
    expect(note.text).toMatch(/^https?:\/\/[^/\s]+\/login$/m);
    expect(note.text).toMatch(/^https?:\/\/[^/\s]+\/forgot-password$/m);
    expect(note.text).not.toContain('Other');
    expect(note.text).not.toMatch(/\b\d{6}\b/);
    expect(note.html).toContain('Sign in to Dawa');
    // The owner's account is untouched: still verified, the same password works.
    expect((await userRow(first.email))?.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it.each([
    ['firstName', 'http://evil.example', "First name can only contain letters, spaces and . ' -"],
    ['firstName', 'Claim your prize at evil.example', 'First name cannot be a web address'],
    ['lastName', '<a href=x>Verma</a>', "Last name can only contain letters, spaces and . ' -"],
    ['lastName', 'Verma 2', "Last name can only contain letters, spaces and . ' -"],
  ])('refuses a %s that is not a name (%j), writing nothing', async (field, value, message) => {
    const email = uniqueEmail();
    const body = expectError(await post('/api/register', { firstName: 'Asha', lastName: 'Verma', email, password: GOOD_PASSWORD, [field]: value }), 400);
    expect(body.fieldErrors?.[field]).toEqual([message]);
    expect(await userRow(email)).toBeUndefined();
    expect(await mailsTo(t, email)).toHaveLength(0);
  });

  it('takes names in Devanagari and with . \' -', async () => {
    const user = await registerUser(t, { firstName: 'आशा', lastName: "D'Souza-Rao Jr." });
    const mail = await latestMail(t, user.email);
    expect(mail.text).toContain('Hello आशा,');
    expect(mail.html).toContain('Hello आशा,');
  });

  it('answers a taken but unverified address like a new one too, without a new code', async () => {
    const first = await registerUser(t);
    const again = await post('/api/register', { firstName: 'Asha', lastName: 'Verma', email: first.email, password: GOOD_PASSWORD });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ message: 'Registration successful! Please check your email for the verification code.', email: first.email });
    const mails = await mailsTo(t, first.email);
    expect(mails.map((m) => m.subject)).toEqual(['You already have a Dawa account', 'Verify your email for Dawa']);
  });

  it.each(['alllowercase1!', 'ALLUPPERCASE1!', 'NoDigitsHere!', 'NoSpecial123', 'Has#OnlyHash1', 'Sh0rt!a', `Aa1!${'x'.repeat(125)}`])(
    'refuses a password that breaks the policy on the server (%s), writing nothing',
    async (password) => {
      const email = uniqueEmail();
      const body = expectError(await post('/api/register', { firstName: 'A', lastName: 'B', email, password }), 400);
      expect(body.fieldErrors?.password).toEqual([
        'Password must be at least 8 characters and contain uppercase, lowercase, number, and special character.',
      ]);
      expect(await userRow(email)).toBeUndefined();
    },
  );

  it('accepts an 8-character password with all four kinds', async () => {
    expect((await post('/api/register', { firstName: 'A', lastName: 'B', email: uniqueEmail(), password: 'Sh0rt!ab' })).statusCode).toBe(
      201,
    );
  });

  it('never takes a role or unknown fields from the client', async () => {
    const email = uniqueEmail();
    const res = await post('/api/register', { firstName: 'A', lastName: 'B', email, password: GOOD_PASSWORD, role: 'admin' });
    expectError(res, 400);
    expect(await userRow(email)).toBeUndefined();
  });

  it('answers malformed input with readable 400s', async () => {
    expect(
      expectError(await post('/api/register', { firstName: 'A', lastName: 'B', email: 'not-an-email', password: GOOD_PASSWORD }), 400)
        .fieldErrors?.email,
    ).toEqual(['Please enter a valid email address']);
    expectError(await post('/api/register', { firstName: '', lastName: 'B', email: uniqueEmail(), password: GOOD_PASSWORD }), 400);
    expectError(
      await post('/api/register', { firstName: 'x'.repeat(61), lastName: 'B', email: uniqueEmail(), password: GOOD_PASSWORD }),
      400,
    );
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"firstName":',
    });
    expect(text.statusCode).toBe(400);
  });
});

describe('POST /api/verify-email-otp', () => {
  it('verifies the address with the mailed code, once', async () => {
    const user = await registerUser(t);
    const code = codeOf(await latestMail(t, user.email));
    const res = await post('/api/verify-email-otp', { email: user.email, otp: code });
    expect(res.statusCode, res.body).toBe(200);
    expect(MessageResponseSchema.parse(res.json()).message).toBe('Email verified successfully! You can now log in.');
    const row = await userRow(user.email);
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    expect((await codeRow(row?.id ?? 0))?.consumedAt).toBeInstanceOf(Date);
    const again = await post('/api/verify-email-otp', { email: user.email, otp: code });
    expect(again.json()).toEqual({ message: 'Your email is already verified. You can log in now.' });
  });

  it('answers any other code for a verified address like a wrong code for an unknown one', async () => {
    const unknown = await post('/api/verify-email-otp', { email: uniqueEmail(), otp: '123456' });
    const verified = await post('/api/verify-email-otp', { email: 'customer@dawa.in', otp: '123456' });
    expect(verified.statusCode).toBe(unknown.statusCode);
    expect(verified.json()).toEqual(unknown.json());
    expect(verified.json()).toEqual({ code: 'invalid_input', message: 'Invalid OTP. Please try again.' });
  });

  it('refuses a wrong code and counts the try', async () => {
    const user = await registerUser(t);
    const code = codeOf(await latestMail(t, user.email));
    expectError(await post('/api/verify-email-otp', { email: user.email, otp: wrongCode(code) }), 400, 'Invalid OTP. Please try again.');
    const row = await userRow(user.email);
    expect(row?.emailVerifiedAt).toBeNull();
    expect((await codeRow(row?.id ?? 0))?.attempts).toBe(1);
  });

  it('kills the code after 5 wrong tries: even the right code is refused then', async () => {
    const user = await registerUser(t);
    const code = codeOf(await latestMail(t, user.email));
    for (let i = 1; i <= 5; i++)
      expectError(await post('/api/verify-email-otp', { email: user.email, otp: wrongCode(code) }), 400, 'Invalid OTP. Please try again.');
    // Dead now, and said the same way as any wrong code (unknown addresses answer so too).
    expectError(await post('/api/verify-email-otp', { email: user.email, otp: code }), 400, 'Invalid OTP. Please try again.');
    expect((await userRow(user.email))?.emailVerifiedAt).toBeNull();
  });

  it('refuses a code after 10 minutes', async () => {
    const user = await registerUser(t);
    const code = codeOf(await latestMail(t, user.email));
    const row = await userRow(user.email);
    await t.database.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.userId, row?.id ?? 0));
    expectError(await post('/api/verify-email-otp', { email: user.email, otp: code }), 400, 'Invalid OTP. Please try again.');
    expect((await userRow(user.email))?.emailVerifiedAt).toBeNull();
  });

  it('answers an unknown e-mail like a wrong code, and refuses codes that are not 6 digits', async () => {
    expectError(await post('/api/verify-email-otp', { email: uniqueEmail(), otp: '123456' }), 400, 'Invalid OTP. Please try again.');
    for (const otp of ['12345', '1234567', 'abcdef', '12 456', 123456]) {
      expect(expectError(await post('/api/verify-email-otp', { email: uniqueEmail(), otp }), 400).code).toBe('invalid_input');
    }
  });

  it('keeps unverified accounts out of login with a message telling them to verify', async () => {
    const user = await registerUser(t);
    const res = await post('/api/login', { email: user.email, password: user.password });
    expect(expectError(res, 403).message).toMatch(/verify your email/i);
    await post('/api/verify-email-otp', { email: user.email, otp: codeOf(await latestMail(t, user.email)) });
    await login(t, user.email, user.password);
  });
});

describe('GET /api/verify-email?token=', () => {
  it('verifies the address with the link, and says so again on a second click', async () => {
    const user = await registerUser(t);
    const token = linkTokenOf(await latestMail(t, user.email));
    const res = await t.app.inject({ method: 'GET', url: '/api/verify-email', query: { token } });
    expect(res.statusCode, res.body).toBe(200);
    expect(MessageResponseSchema.parse(res.json()).message).toBe('Your email has been verified. You can now log in.');
    const row = await userRow(user.email);
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    const [link] = await t.database.db
      .select()
      .from(emailVerificationLinks)
      .where(eq(emailVerificationLinks.userId, row?.id ?? 0));
    expect(link?.usedAt).toBeInstanceOf(Date);
    expect((await t.app.inject({ method: 'GET', url: '/api/verify-email', query: { token } })).json()).toEqual({
      message: 'Your email is already verified. You can log in now.',
    });
  });

  it('refuses unknown, expired and missing tokens readably', async () => {
    expectError(
      await t.app.inject({ method: 'GET', url: '/api/verify-email', query: { token: 'x'.repeat(43) } }),
      400,
      'This verification link is invalid or has expired. Please request a new code.',
    );
    const user = await registerUser(t);
    const token = linkTokenOf(await latestMail(t, user.email));
    const row = await userRow(user.email);
    await t.database.db
      .update(emailVerificationLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerificationLinks.userId, row?.id ?? 0));
    expectError(
      await t.app.inject({ method: 'GET', url: '/api/verify-email', query: { token } }),
      400,
      'This verification link is invalid or has expired. Please request a new code.',
    );
    expect((await userRow(user.email))?.emailVerifiedAt).toBeNull();
    expectError(await t.app.inject({ method: 'GET', url: '/api/verify-email' }), 400);
    expectError(await t.app.inject({ method: 'GET', url: '/api/verify-email?token=short' }), 400);
  });
});

describe('POST /api/resend-verification-otp', () => {
  it('mails at most once a minute per account, answering the same within the minute (and for unknown addresses)', async () => {
    const user = await registerUser(t);
    const first = codeOf(await latestMail(t, user.email));
    const tooSoon = await post('/api/resend-verification-otp', { email: user.email });
    const unknown = await post('/api/resend-verification-otp', { email: uniqueEmail() });
    expect(tooSoon.statusCode).toBe(200);
    expect(tooSoon.json()).toEqual(unknown.json());
    expect(await mailsTo(t, user.email)).toHaveLength(1);

    const row = await userRow(user.email);
    await t.database.db
      .update(oneTimeCodes)
      .set({ lastSentAt: new Date(Date.now() - 61_000) })
      .where(eq(oneTimeCodes.userId, row?.id ?? 0));
    const res = await post('/api/resend-verification-otp', { email: user.email });
    expect(res.statusCode, res.body).toBe(200);
    expect(MessageResponseSchema.parse(res.json()).message).toBe('We have sent a new code if this email is waiting for verification.');
    const mails = await mailsTo(t, user.email);
    expect(mails).toHaveLength(2);
    const second = codeOf(mails[0] ?? { text: '' });

    // The new code replaced the old one (and reset the attempts).
    if (second !== first)
      expectError(await post('/api/verify-email-otp', { email: user.email, otp: first }), 400, 'Invalid OTP. Please try again.');
    expect((await post('/api/verify-email-otp', { email: user.email, otp: second })).statusCode).toBe(200);
  });

  it('gives a new code after the old one died of wrong tries', async () => {
    const user = await registerUser(t);
    const code = codeOf(await latestMail(t, user.email));
    for (let i = 0; i < 5; i++) await post('/api/verify-email-otp', { email: user.email, otp: wrongCode(code) });
    const row = await userRow(user.email);
    await t.database.db
      .update(oneTimeCodes)
      .set({ lastSentAt: new Date(Date.now() - 61_000) })
      .where(eq(oneTimeCodes.userId, row?.id ?? 0));
    expect((await post('/api/resend-verification-otp', { email: user.email })).statusCode).toBe(200);
    expect((await codeRow(row?.id ?? 0))?.attempts).toBe(0);
    expect((await post('/api/verify-email-otp', { email: user.email, otp: codeOf(await latestMail(t, user.email)) })).statusCode).toBe(200);
  });

  it('answers unknown and verified addresses alike, without mailing', async () => {
    const unknown = uniqueEmail();
    const res = await post('/api/resend-verification-otp', { email: unknown });
    expect(res.json()).toEqual({ message: 'We have sent a new code if this email is waiting for verification.' });
    expect(await mailsTo(t, unknown)).toHaveLength(0);
    const verified = await post('/api/resend-verification-otp', { email: 'customer@dawa.in' });
    expect(verified.json()).toEqual({ message: 'We have sent a new code if this email is waiting for verification.' });
    expect(await mailsTo(t, 'customer@dawa.in')).toHaveLength(0);
  });
});
