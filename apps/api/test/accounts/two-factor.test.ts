import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SettingsSchema } from '@dawa/shared/account/settings';
import { MessageResponseSchema, SessionResponseSchema } from '@dawa/shared/auth/schemas';
import {
  TwoFactorChallengeResponseSchema,
  TwoFactorEnabledResponseSchema,
  TwoFactorSetupResponseSchema,
} from '@dawa/shared/auth/two-factor';
import { DEMO_TOTP_SECRET, enrolDemoStaff } from '../../src/db/seed/demo-accounts.ts';
import { refreshTokens, twoFactorRecoveryCodes, users, userTwoFactor } from '../../src/db/schema/index.ts';
import { bearer, createVerifiedUser, expectError, GOOD_PASSWORD } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { codeFor, enrolTwoFactor } from '../helpers/two-factor.ts';

let t: TestApp;
beforeAll(async () => {
  // The dashboard guard is tested on a route of this test's own, as the admin routes will use it.
  t = await createTestApp({}, undefined, (app) => {
    app.get('/api/test-dashboard', { preHandler: [app.requireRole('admin', 'doctor'), app.requireSecondFactor] }, async () => ({
      ok: true,
    }));
  });
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const post = (url: string, headers: Headers, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });

/** A 6-digit code that is not right now, nor in the steps around now. */
function wrongCodeFor(secret: string): string {
  const near = new Set([-1, 0, 1].map((s) => codeFor(secret, s)));
  let code = '000000';
  for (let n = 0; near.has(code); n++)
    code = String(n * 7919)
      .padStart(6, '0')
      .slice(-6);
  return code;
}

const enrol = (headers: Headers) => enrolTwoFactor(t, headers);

async function loginChallenge(email: string, password = GOOD_PASSWORD) {
  const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['set-cookie']).toBeUndefined();
  return TwoFactorChallengeResponseSchema.parse(res.json()).challengeToken;
}
const secondStep = (challengeToken: string, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/login/two-factor', payload: { challengeToken, code } });

const settingsOf = async (headers: Headers) =>
  SettingsSchema.parse((await t.app.inject({ method: 'GET', url: '/api/settings', headers })).json());

describe('enrolling an authenticator (the twoFactorAuth setting)', () => {
  it('shows a QR code and manual key, stays off until a current code confirms it, then answers 10 recovery codes once', async () => {
    const user = await createVerifiedUser(t);
    const setup = TwoFactorSetupResponseSchema.parse((await post('/api/settings/two-factor/setup', user.headers)).json());
    expect(setup.manualKey).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUri).toBe(
      `otpauth://totp/Dawa:${encodeURIComponent(user.email)}?issuer=Dawa&secret=${setup.manualKey}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(setup.qrCodeDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(setup.qrCodeDataUrl.split(',')[1] ?? '', 'base64').toString()).toContain('<svg');

    // Pending: the setting is still off, login asks for no code, and the secret is not stored in clear.
    expect((await settingsOf(user.headers)).twoFactorAuth).toBe(false);
    const [stored] = await t.database.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, user.session.user.id));
    expect(stored?.confirmedAt).toBeNull();
    expect(stored?.secretEncrypted).not.toContain(setup.manualKey);
    const plain = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: user.email, password: GOOD_PASSWORD } });
    expect(SessionResponseSchema.safeParse(plain.json()).success).toBe(true);

    const wrong = await post('/api/settings/two-factor/confirm', user.headers, { code: wrongCodeFor(setup.manualKey) });
    expectError(wrong, 400, 'Invalid code. Please try again.');
    expect((await settingsOf(user.headers)).twoFactorAuth).toBe(false);

    const confirmed = await post('/api/settings/two-factor/confirm', user.headers, { code: codeFor(setup.manualKey) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { recoveryCodes, message } = TwoFactorEnabledResponseSchema.parse(confirmed.json());
    expect(message).toBe('Two-factor authentication is on. Save your recovery codes now: they are shown only once.');
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await settingsOf(user.headers)).twoFactorAuth).toBe(true);
    const hashes = await t.database.db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, user.session.user.id));
    expect(hashes).toHaveLength(10);
    for (const row of hashes) expect(recoveryCodes.some((c) => row.codeHash.includes(c.replace('-', '')))).toBe(false);

    // Once on, setup again is refused (turning it off comes first).
    expectError(await post('/api/settings/two-factor/setup', user.headers), 409, 'Two-factor authentication is already on.');
  });

  it('cannot be switched on or off through PUT /api/settings, which still takes the value it already has', async () => {
    const user = await createVerifiedUser(t);
    const refused = await t.app.inject({ method: 'PUT', url: '/api/settings', headers: user.headers, payload: { twoFactorAuth: true } });
    expectError(refused, 400, 'Turn two-factor authentication on or off with its own steps in Settings.');
    const same = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: user.headers,
      payload: { twoFactorAuth: false, darkMode: true },
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(SettingsSchema.parse(same.json())).toMatchObject({ twoFactorAuth: false, darkMode: true });
  });

  it('refuses a confirmation without a setup, and needs a login', async () => {
    const user = await createVerifiedUser(t);
    expectError(
      await post('/api/settings/two-factor/confirm', user.headers, { code: '123456' }),
      409,
      'Start setting up two-factor authentication first.',
    );
    expectError(await t.app.inject({ method: 'POST', url: '/api/settings/two-factor/setup' }), 401, 'Authentication required');
  });
});

describe('logging in with two-factor sign-in', () => {
  it('answers a challenge instead of a session, then a session for a current code', async () => {
    const user = await createVerifiedUser(t);
    const { secret } = await enrol(user.headers);
    const challenge = await loginChallenge(user.email);
    // The challenge is no access token.
    expectError(await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(challenge) }), 401, 'Authentication required');

    // The confirmation used this step's code; the authenticator's next code is accepted (clock drift window).
    const res = await secondStep(challenge, codeFor(secret, 1));
    expect(res.statusCode, res.body).toBe(200);
    const session = SessionResponseSchema.parse(res.json());
    expect(String(res.headers['set-cookie'])).toContain('dawa_refresh=');
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(session.accessToken) })).statusCode).toBe(200);

    // Refresh works as before and keeps the session's second factor.
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/refresh-token', payload: { refreshToken: session.refreshToken } });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const rows = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, session.user.id));
    expect(rows.filter((r) => r.secondFactor).length).toBe(3); // the enrolling session's token, the login and its successor
  });

  it('refuses a wrong code, a replayed code, a forged challenge and an access token in its place', async () => {
    const user = await createVerifiedUser(t);
    const { secret } = await enrol(user.headers);
    const challenge = await loginChallenge(user.email);
    expectError(await secondStep(challenge, wrongCodeFor(secret)), 400, 'Invalid code. Please try again.');

    const code = codeFor(secret, 1);
    expect((await secondStep(challenge, code)).statusCode).toBe(200);
    // The same code again (another challenge, same step): a replay.
    expectError(await secondStep(await loginChallenge(user.email), code), 400, 'Invalid code. Please try again.');
    // The step the confirmation used is spent too.
    expectError(await secondStep(await loginChallenge(user.email), codeFor(secret)), 400, 'Invalid code. Please try again.');

    expectError(
      await secondStep(`${challenge.slice(0, -4)}AAAA`, codeFor(secret, 1)),
      401,
      'Your sign-in took too long. Please log in again.',
    );
    expectError(await secondStep(user.session.accessToken, codeFor(secret, 1)), 401, 'Your sign-in took too long. Please log in again.');
    expectError(await secondStep(challenge, '12345'), 400);
  });

  it('lets only one of two parallel logins with the same code through', async () => {
    const user = await createVerifiedUser(t);
    const { secret } = await enrol(user.headers);
    const code = codeFor(secret, 1);
    const [a, b] = await Promise.all([
      secondStep(await loginChallenge(user.email), code),
      secondStep(await loginChallenge(user.email), code),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
  });

  it('counts wrong codes against the account: past the limit even the right code waits', async () => {
    const user = await createVerifiedUser(t);
    const limited = await createTestApp({ RATE_LIMIT_ACCOUNT_MAX: '3' }, { database: t.database });
    try {
      const { secret } = await enrol(user.headers);
      const challengeOn = async () => {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: user.email, password: GOOD_PASSWORD },
        });
        return TwoFactorChallengeResponseSchema.parse(res.json()).challengeToken;
      };
      const step = (challengeToken: string, code: string) =>
        limited.app.inject({ method: 'POST', url: '/api/login/two-factor', payload: { challengeToken, code } });
      const challenge = await challengeOn();
      for (let i = 0; i < 3; i++) expectError(await step(challenge, wrongCodeFor(secret)), 400, 'Invalid code. Please try again.');
      const blocked = expectError(await step(await challengeOn(), codeFor(secret, 1)), 429);
      expect(blocked.message).toMatch(/^Too many incorrect codes\. Please try again in \d+ minutes?\.$/);
    } finally {
      await limited.close();
    }
  });

  it('takes a recovery code once: a used one is burnt', async () => {
    const user = await createVerifiedUser(t);
    const { recoveryCodes } = await enrol(user.headers);
    const [first, second] = recoveryCodes;
    if (!first || !second) throw new Error('no recovery codes');
    const res = await secondStep(await loginChallenge(user.email), first);
    expect(res.statusCode, res.body).toBe(200);
    expectError(await secondStep(await loginChallenge(user.email), first), 400, 'Invalid code. Please try again.');
    // Typed in capitals and without the hyphen, an unused one works.
    expect((await secondStep(await loginChallenge(user.email), second.replace('-', '').toUpperCase())).statusCode).toBe(200);
  });
});

describe('turning two-factor sign-in off', () => {
  it('needs the password or a current code; then login asks for no code again', async () => {
    const user = await createVerifiedUser(t);
    const { secret } = await enrol(user.headers);
    expectError(await post('/api/settings/two-factor/disable', user.headers, {}), 400);
    expectError(await post('/api/settings/two-factor/disable', user.headers, { password: 'Wrong@1234' }), 400, 'Password is incorrect.');
    expectError(
      await post('/api/settings/two-factor/disable', user.headers, { code: wrongCodeFor(secret) }),
      400,
      'Invalid code. Please try again.',
    );
    expect((await settingsOf(user.headers)).twoFactorAuth).toBe(true);

    const off = await post('/api/settings/two-factor/disable', user.headers, { code: codeFor(secret, 1) });
    expect(MessageResponseSchema.parse(off.json()).message).toBe('Two-factor authentication is off.');
    expect((await settingsOf(user.headers)).twoFactorAuth).toBe(false);
    const plain = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: user.email, password: GOOD_PASSWORD } });
    expect(SessionResponseSchema.safeParse(plain.json()).success).toBe(true);
    const left = await t.database.db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, user.session.user.id));
    expect(left).toHaveLength(0);

    // With the password works too.
    await enrol(user.headers);
    expect((await post('/api/settings/two-factor/disable', user.headers, { password: GOOD_PASSWORD })).statusCode).toBe(200);
    expect((await settingsOf(user.headers)).twoFactorAuth).toBe(false);
  });
});

describe('requireSecondFactor (the dashboard guard)', () => {
  const dashboard = (headers: Headers) => t.app.inject({ method: 'GET', url: '/api/test-dashboard', headers });

  async function createAdmin() {
    const user = await createVerifiedUser(t);
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.session.user.id));
    await t.app.services.sessions.invalidateUser(user.session.user.id);
    return user;
  }

  it('refuses an admin without an authenticator with a readable 403, and lets them in once enrolled', async () => {
    const admin = await createAdmin();
    const refused = expectError(await dashboard(admin.headers), 403, 'Set up two-factor authentication in Settings to use the dashboard.');
    expect(refused).toMatchObject({ code: 'forbidden', reason: 'two_factor_setup_required' });

    // Confirming the authenticator in this session counts as its second factor.
    const { secret } = await enrol(admin.headers);
    const ok = await dashboard(admin.headers);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ ok: true });

    // A session that was started before (or without) the code is told to log in again with it.
    const other = await t.app.services.sessions.login(admin.email, GOOD_PASSWORD, '10.9.9.9');
    expect('twoFactorRequired' in other).toBe(true);
    const withCode = await secondStep(await loginChallenge(admin.email), codeFor(secret, 1));
    expect((await dashboard(bearer(SessionResponseSchema.parse(withCode.json()).accessToken))).statusCode).toBe(200);
  });

  it('asks an enrolled admin whose session has no second factor to log in again; doctors and users are not asked', async () => {
    const admin = await createAdmin();
    const plainSession = SessionResponseSchema.parse(
      (await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: admin.email, password: GOOD_PASSWORD } })).json(),
    );
    await enrol(admin.headers);
    const refused = expectError(
      await dashboard(bearer(plainSession.accessToken)),
      403,
      'Log out and log in again with your authenticator code to use the dashboard.',
    );
    expect(refused.reason).toBe('two_factor_login_required');

    const doctor = await createVerifiedUser(t);
    await t.database.db.update(users).set({ role: 'doctor' }).where(eq(users.id, doctor.session.user.id));
    await t.app.services.sessions.invalidateUser(doctor.session.user.id);
    expect((await dashboard(doctor.headers)).statusCode).toBe(200);
    const customer = await createVerifiedUser(t);
    expectError(await dashboard(customer.headers), 403, 'You do not have permission to do this.');
    expectError(await t.app.inject({ method: 'GET', url: '/api/test-dashboard' }), 401, 'Authentication required');
  });
});

describe('the demo staff', () => {
  it('get the printed authenticator key, so the demo admin signs in with a code and may use the dashboard', async () => {
    expect(await enrolDemoStaff(t.app.services.twoFactor)).toContain('admin@dawa.in');
    const challenge = await loginChallenge('admin@dawa.in', 'Dawa@2026');
    const res = await secondStep(challenge, codeFor('JBSWY3DPEHPK3PXPDAWADEMO2FA7STAF'));
    expect(res.statusCode, res.body).toBe(200);
    const session = SessionResponseSchema.parse(res.json());
    expect(session.user.role).toBe('admin');
    expect((await t.app.inject({ method: 'GET', url: '/api/test-dashboard', headers: bearer(session.accessToken) })).statusCode).toBe(200);
    expect(DEMO_TOTP_SECRET).toBe('JBSWY3DPEHPK3PXPDAWADEMO2FA7STAF');
    // The demo customer and doctor are not asked for a code.
    const customer = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'customer@dawa.in', password: 'Dawa@2026' },
    });
    expect(SessionResponseSchema.safeParse(customer.json()).success).toBe(true);
  });
});
