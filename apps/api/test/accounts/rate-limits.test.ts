import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, expectError, GOOD_PASSWORD, latestMail, uniqueEmail, wrongCode } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_IP_MAX: '3',
    RATE_LIMIT_IP_WINDOW_SECONDS: '60',
    RATE_LIMIT_ACCOUNT_MAX: '3',
    RATE_LIMIT_ACCOUNT_WINDOW_SECONDS: '900',
  });
});
afterAll(() => t.close());

let ipCounter = 0;
/** A client address no other request of this file used. */
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const post = (url: string, payload: Record<string, unknown>, remoteAddress = freshIp()) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });

describe('per client address', () => {
  // Each request names another e-mail, so only the per-address limit can answer 429.
  it.each([
    ['/api/login', () => ({ email: uniqueEmail(), password: 'Wrong@2026' })],
    ['/api/register', () => ({ firstName: 'A', lastName: 'B', email: 'not-an-email', password: GOOD_PASSWORD })],
    ['/api/verify-email-otp', () => ({ email: uniqueEmail(), otp: '000000' })],
    ['/api/resend-verification-otp', () => ({ email: uniqueEmail() })],
    ['/api/forgot-password-otp', () => ({ email: uniqueEmail() })],
    ['/api/reset-password', () => ({ email: uniqueEmail(), otp: '000000', newPassword: GOOD_PASSWORD })],
    ['/api/site-lock/unlock', () => ({ password: 'guess' })],
  ])('%s answers 429 with a readable message after the limit, for that address only', async (url, body) => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expect((await post(url, body(), ip)).statusCode).not.toBe(429);
    const limited = await post(url, body(), ip);
    const error = expectError(limited, 429);
    expect(error).toEqual({ code: 'rate_limited', message: 'Too many requests. Please try again in 1 minute.' });
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await post(url, body(), freshIp())).statusCode).not.toBe(429);
  });

  it('limits GET /api/verify-email too', async () => {
    const ip = freshIp();
    const get = () => t.app.inject({ method: 'GET', url: '/api/verify-email', query: { token: 'x'.repeat(43) }, remoteAddress: ip });
    for (let i = 0; i < 3; i++) expect((await get()).statusCode).toBe(400);
    expect((await get()).statusCode).toBe(429);
  });
});

describe('per account', () => {
  it('does not lock an e-mail for failures spread over other addresses (the lock is per e-mail and address: login-lockout.test.ts)', async () => {
    for (let i = 0; i < 5; i++)
      expectError(await post('/api/login', { email: 'doctor@dawa.in', password: 'Wrong@2026' }), 401, 'Invalid email or password.');
    expect((await post('/api/login', { email: 'doctor@dawa.in', password: 'Dawa@2026' })).statusCode).toBe(200);
  });

  it('limits code checks per e-mail across addresses', async () => {
    const email = uniqueEmail();
    expect((await post('/api/register', { firstName: 'A', lastName: 'B', email, password: GOOD_PASSWORD })).statusCode).toBe(201);
    const code = codeOf(await latestMail(t, email));
    for (let i = 0; i < 3; i++)
      expectError(await post('/api/verify-email-otp', { email, otp: wrongCode(code) }), 400, 'Invalid OTP. Please try again.');
    expect(expectError(await post('/api/verify-email-otp', { email, otp: code }), 429).message).toBe(
      'Too many incorrect codes. Please try again in 15 minutes.',
    );
  });
});
