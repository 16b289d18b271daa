import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SiteLockStatusSchema } from '@dawa/shared/auth/schemas';
import { expectError } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

describe('without SITE_LOCK_PASSWORD', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is not locked and every route answers', async () => {
    expect(SiteLockStatusSchema.parse((await t.app.inject('/api/site-lock/status')).json())).toEqual({ locked: false });
    expect((await t.app.inject('/api/products?pageSize=1')).statusCode).toBe(200);
    const unlock = await t.app.inject({ method: 'POST', url: '/api/site-lock/unlock', payload: { password: 'anything' } });
    expect(unlock.json()).toEqual({ locked: false });
  });
});

describe('with SITE_LOCK_PASSWORD', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SITE_LOCK_PASSWORD: 'open sesame' });
  });
  afterAll(() => t.close());

  const unlockCookie = async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/site-lock/unlock', payload: { password: 'open sesame' } });
    expect(res.statusCode, res.body).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'dawa_unlocked');
    if (!cookie) throw new Error('no unlock cookie');
    return cookie;
  };

  it('answers 423 on every API route but the lock itself and health', async () => {
    for (const url of ['/api/products', '/api/categories', '/api/profile', '/api/dev/outbox', '/api/docs/json', '/api/nothing-here']) {
      const res = await t.app.inject(url);
      expect(expectError(res, 423)).toEqual({ code: 'locked', message: 'This site is password protected for development.' });
    }
    expectError(
      await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'customer@dawa.in', password: 'Dawa@2026' } }),
      423,
    );
    expect((await t.app.inject('/api/health')).statusCode).toBe(200);
    expect(SiteLockStatusSchema.parse((await t.app.inject('/api/site-lock/status')).json())).toEqual({ locked: true });
  });

  it("lets PhonePe's server-to-server callback through (it carries no browser cookie); it is still checked", async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/payments/phonepe/callback', payload: { type: 'CHECKOUT_ORDER_COMPLETED', payload: {} } });
    expect(res.statusCode).not.toBe(423);
    expect(res.statusCode).toBe(401);
    expectError(await t.app.inject('/api/payments/phonepe-sandbox/transact'), 423);
  });

  it('leaves the pages of the web app alone (they show the lock screen themselves)', async () => {
    for (const url of ['/', '/cart', '/apiary', '/login']) expect((await t.app.inject(url)).statusCode, url).not.toBe(423);
  });

  it('refuses a wrong password with 401 Incorrect password.', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/site-lock/unlock', payload: { password: 'open sesame!' } });
    expectError(res, 401, 'Incorrect password.');
    expect(res.cookies.find((c) => c.name === 'dawa_unlocked')).toBeUndefined();
    expectError(await t.app.inject({ method: 'POST', url: '/api/site-lock/unlock', payload: {} }), 400);
  });

  it('remembers the browser with a signed httpOnly cookie once the right password is entered', async () => {
    const cookie = await unlockCookie();
    expect(cookie).toMatchObject({ httpOnly: true, path: '/', sameSite: 'Lax' });
    expect(cookie.value).not.toContain('open sesame');
    const cookies = { dawa_unlocked: cookie.value };
    expect(SiteLockStatusSchema.parse((await t.app.inject({ url: '/api/site-lock/status', cookies })).json())).toEqual({ locked: false });
    expect((await t.app.inject({ url: '/api/products?pageSize=1', cookies })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'customer@dawa.in', password: 'Dawa@2026' }, cookies }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses forged, altered and expired cookies', async () => {
    const { value } = await unlockCookie();
    const [expiry, signature] = value.split('.');
    const forged = [
      'true',
      '1',
      `${Number(expiry) + 1000}.${signature}`,
      `${expiry}.${'A'.repeat(43)}`,
      `${Math.floor(Date.now() / 1000) - 10}.${signature}`,
    ];
    for (const attempt of forged) expectError(await t.app.inject({ url: '/api/products', cookies: { dawa_unlocked: attempt } }), 423);
  });

  it('does not accept a cookie made for another lock password', async () => {
    const other = await createTestApp({ SITE_LOCK_PASSWORD: 'another password', DATA_DIR: t.dataDir });
    try {
      const res = await other.app.inject({ method: 'POST', url: '/api/site-lock/unlock', payload: { password: 'another password' } });
      const cookie = res.cookies.find((c) => c.name === 'dawa_unlocked');
      expectError(await t.app.inject({ url: '/api/products', cookies: { dawa_unlocked: cookie?.value ?? '' } }), 423);
    } finally {
      await other.close();
    }
  });
});
