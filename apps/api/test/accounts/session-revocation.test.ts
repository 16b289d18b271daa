import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SessionResponseSchema } from '@dawa/shared/auth/schemas';
import { loadSecrets } from '../../src/config/secrets.ts';
import { users } from '../../src/db/schema/index.ts';
import { createAccessTokens } from '../../src/modules/accounts/access-token.ts';
import { REFRESH_REUSE_GRACE_MS } from '../../src/modules/accounts/sessions.service.ts';
import { bearer, codeOf, createVerifiedUser, expectError, latestMail, login } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { addProduct, ADDRESS } from '../orders/commerce-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const addAddress = (accessToken: string) => t.app.inject({ method: 'POST', url: '/api/addresses', headers: bearer(accessToken), payload: ADDRESS });
const listOrders = (accessToken: string) => t.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(accessToken) });
const post = (url: string, accessToken: string | null, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, ...(accessToken ? { headers: bearer(accessToken) } : {}), payload });

/** The token works (and is now cached as alive), so a later 401 proves the cache let go of it at once. */
async function expectWorks(accessToken: string): Promise<void> {
  expect((await listOrders(accessToken)).statusCode).toBe(200);
  expect((await addAddress(accessToken)).statusCode).toBe(201);
}

async function expectDead(accessToken: string): Promise<void> {
  expectError(await addAddress(accessToken), 401, 'Authentication required');
  expectError(await listOrders(accessToken), 401, 'Authentication required');
}

describe('an access token dies with its session, at once', () => {
  it('after logout', async () => {
    const user = await createVerifiedUser(t);
    await expectWorks(user.session.accessToken);
    expect((await post('/api/logout', null, { refreshToken: user.session.refreshToken })).statusCode).toBe(200);
    await expectDead(user.session.accessToken);
  });

  it('after logout with only the bearer token', async () => {
    const user = await createVerifiedUser(t);
    await expectWorks(user.session.accessToken);
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: user.headers })).statusCode).toBe(200);
    await expectDead(user.session.accessToken);
  });

  it('after a password change, on every other device; the device that changed it stays signed in', async () => {
    const user = await createVerifiedUser(t);
    const otherDevice = await login(t, user.email, user.password);
    await expectWorks(otherDevice.accessToken);
    const res = await post('/api/settings/change-password', user.session.accessToken, { currentPassword: user.password, newPassword: 'Changed@2026' });
    expect(res.statusCode, res.body).toBe(200);
    await expectDead(otherDevice.accessToken);
    await expectWorks(user.session.accessToken);
  });

  it('after a password reset, everywhere', async () => {
    const user = await createVerifiedUser(t);
    await expectWorks(user.session.accessToken);
    await post('/api/forgot-password-otp', null, { email: user.email });
    const otp = codeOf(await latestMail(t, user.email));
    expect((await post('/api/reset-password', null, { email: user.email, otp, newPassword: 'Changed@2026' })).statusCode).toBe(200);
    await expectDead(user.session.accessToken);
  });

  it('after the family is revoked for a replayed refresh token', async () => {
    const user = await createVerifiedUser(t);
    const next = SessionResponseSchema.parse((await post('/api/refresh-token', null, { refreshToken: user.session.refreshToken })).json());
    await expectWorks(next.accessToken);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + REFRESH_REUSE_GRACE_MS + 1_000);
    expectError(await post('/api/refresh-token', null, { refreshToken: user.session.refreshToken }), 401);
    await expectDead(next.accessToken);
    await expectDead(user.session.accessToken);
  });

  it('after account deletion: the old token can create no address, order or review, and read nothing', async () => {
    const user = await createVerifiedUser(t);
    const productId = await addProduct(t);
    await expectWorks(user.session.accessToken);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/settings/delete-account',
      headers: user.headers,
      payload: { password: user.password, confirmation: 'DELETE MY ACCOUNT' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await expectDead(user.session.accessToken);
    const order = {
      lines: [{ productId, quantity: 1 }],
      address: ADDRESS,
      phone: '9876543210',
      paymentMethod: 'cod',
      totalPaise: 100_000,
    };
    expectError(await post('/api/orders/create', user.session.accessToken, order), 401, 'Authentication required');
    expectError(await post(`/api/products/${productId}/reviews`, user.session.accessToken, { rating: 5, comment: 'Works well for me.' }), 401);
    expectError(await t.app.inject({ method: 'GET', url: '/api/profile', headers: user.headers }), 401, 'Authentication required');
  });
});

describe('tokens that name no live account', () => {
  const keys = () => createAccessTokens(loadSecrets({ DATA_DIR: t.dataDir, JWT_SECRET: undefined }).jwtKey);

  it('answers 401, never a 500, for a well-signed token of a user id that does not exist', async () => {
    const token = await keys().sign({ id: 2_000_000_000, role: 'user', sessionId: crypto.randomUUID() });
    await expectDead(token);
  });

  it("answers 401 for a well-signed token that pairs one user's id with another user's session", async () => {
    const owner = await createVerifiedUser(t);
    const other = await createVerifiedUser(t);
    const sid = String(decodeJwt(owner.session.accessToken).sid);
    await expectDead(await keys().sign({ id: other.session.user.id, role: 'admin', sessionId: sid }));
  });
});

describe('the role is the account’s current one', () => {
  it('is read from the database, not from the token, once the user is invalidated; revokeAllOf ends every session', async () => {
    const user = await createVerifiedUser(t);
    const { sessions } = t.app.services;
    expect((await sessions.authenticate(user.session.accessToken))?.role).toBe('user');
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.email, user.email));
    await sessions.invalidateUser(user.session.user.id);
    expect((await sessions.authenticate(user.session.accessToken))?.role).toBe('admin');
    await t.database.db.update(users).set({ role: 'user' }).where(eq(users.email, user.email));
    await sessions.invalidateUser(user.session.user.id);
    expect((await sessions.authenticate(user.session.accessToken))?.role).toBe('user');

    const second = await login(t, user.email, user.password);
    await sessions.revokeAllOf(user.session.user.id);
    expect(await sessions.authenticate(user.session.accessToken)).toBeNull();
    expect(await sessions.authenticate(second.accessToken)).toBeNull();
    expectError(await post('/api/refresh-token', null, { refreshToken: second.refreshToken }), 401);
  });
});
