import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionResponseSchema } from '@dawa/shared/auth/schemas';
import { bearer, expectError, uniqueEmail } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// The production numbers: 10 failed passwords per account and address lock that pair for 15 minutes.
// The per-address request limit is high here so that only the per-account counter can answer 429.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ACCOUNT_MAX: '10', RATE_LIMIT_ACCOUNT_WINDOW_SECONDS: '900', RATE_LIMIT_IP_MAX: '1000' });
});
afterAll(() => t.close());

const ATTACKER = '203.0.113.7';
const OWNER = '198.51.100.20';
const LOCKED = 'Too many failed login attempts. Please try again in 15 minutes.';
const login = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress });

describe('failed passwords lock an account only for the address they came from', () => {
  it('12 wrong passwords from address A stop A (even with the right password) but not the owner at address B', async () => {
    for (let i = 0; i < 10; i++) expectError(await login('doctor@dawa.in', 'Wrong@2026', ATTACKER), 401, 'Invalid email or password.');
    for (let i = 0; i < 2; i++) expectError(await login('doctor@dawa.in', 'Wrong@2026', ATTACKER), 429, LOCKED);
    expectError(await login('doctor@dawa.in', 'Dawa@2026', ATTACKER), 429, LOCKED);

    const owner = await login('doctor@dawa.in', 'Dawa@2026', OWNER);
    expect(owner.statusCode, owner.body).toBe(200);
    // Still locked for A after the owner signed in elsewhere.
    expectError(await login('doctor@dawa.in', 'Dawa@2026', ATTACKER), 429, LOCKED);
    // Another account from A is not affected.
    expect((await login('admin@dawa.in', 'Dawa@2026', ATTACKER)).statusCode).toBe(200);
  });

  it('locks an unknown e-mail the same way (no difference to tell accounts apart)', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 10; i++) expectError(await login(email, 'Wrong@2026', ATTACKER), 401);
    expectError(await login(email, 'Wrong@2026', ATTACKER), 429, LOCKED);
    expectError(await login(email, 'Wrong@2026', OWNER), 401, 'Invalid email or password.');
  });

  it('counts password re-checks in settings per address too, so a stranger cannot block the owner there either', async () => {
    const session = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'customer@dawa.in', password: 'Dawa@2026' }, remoteAddress: OWNER });
    expect(session.statusCode).toBe(200);
    const { accessToken } = SessionResponseSchema.parse(session.json());
    for (let i = 0; i < 10; i++) expectError(await login('customer@dawa.in', 'Wrong@2026', ATTACKER), 401);
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/settings/change-password',
      headers: bearer(accessToken),
      payload: { currentPassword: 'Wrong@2026', newPassword: 'Changed@2026' },
      remoteAddress: OWNER,
    });
    expectError(change, 400, 'Current password is incorrect.');
  });
});
