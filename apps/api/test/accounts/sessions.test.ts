import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MessageResponseSchema, ProfileSchema, SessionResponseSchema } from '@dawa/shared/auth/schemas';
import { loadSecrets } from '../../src/config/secrets.ts';
import { refreshTokens, users } from '../../src/db/schema/index.ts';
import { createAccessTokens } from '../../src/modules/accounts/access-token.ts';
import { REFRESH_REUSE_GRACE_MS } from '../../src/modules/accounts/sessions.service.ts';
import { bearer, createVerifiedUser, expectError, login } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

/** Moves the clock (Date only; timers stay real) forward, as if the next request came later. */
function laterBy(ms: number): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + ms);
}

const DEMO_PASSWORD = 'Dawa@2026';
const refresh = (payload?: Record<string, unknown>, cookies?: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/refresh-token', ...(payload ? { payload } : {}), ...(cookies ? { cookies } : {}) });
const profile = (accessToken: string) => t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(accessToken) });
const tokenRow = async (hashOf: string) => {
  const rows = await t.database.db.select().from(refreshTokens);
  return rows.find((r) => r.tokenHash === hashOf);
};
const sha256 = async (token: string) => {
  const { createHash } = await import('node:crypto');
  return createHash('sha256').update(token).digest('base64url');
};

describe('POST /api/login', () => {
  it('answers a 15-minute access token with sub and role from the database, a refresh token, and the refresh cookie', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'Admin@Dawa.in', password: DEMO_PASSWORD } });
    expect(res.statusCode, res.body).toBe(200);
    const session = SessionResponseSchema.parse(res.json());
    expect(session.expiresIn).toBe(900);
    expect(session.user).toMatchObject({ email: 'admin@dawa.in', role: 'admin', emailVerified: true });
    expect(res.body).not.toMatch(/argon2|passwordHash|password_hash/);

    const claims = decodeJwt(session.accessToken);
    expect(claims.sub).toBe(String(session.user.id));
    expect(claims.role).toBe('admin');
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(900);

    const cookie = res.cookies.find((c) => c.name === 'dawa_refresh');
    expect(cookie).toMatchObject({
      value: session.refreshToken,
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api',
      maxAge: 30 * 24 * 60 * 60,
    });

    const stored = await tokenRow(await sha256(session.refreshToken));
    expect(stored).toMatchObject({ userId: session.user.id, usedAt: null, revokedAt: null });
    const days = ((stored?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const all = await t.database.db.select().from(refreshTokens);
    expect(all.some((r) => r.tokenHash === session.refreshToken)).toBe(false);
  });

  it('answers a wrong password and an unknown e-mail with the same 401', async () => {
    const wrong = expectError(
      await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'customer@dawa.in', password: 'Wrong@2026' } }),
      401,
    );
    const unknown = expectError(
      await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'nobody@dawa.in', password: 'Wrong@2026' } }),
      401,
    );
    expect(wrong).toEqual({ code: 'unauthorized', message: 'Invalid email or password.', reason: 'invalid_credentials' });
    expect(unknown).toEqual(wrong);
  });

  it('lets an old password that predates the policy be typed (login checks only length)', async () => {
    expectError(
      await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'customer@dawa.in', password: 'weak' } }),
      401,
      'Invalid email or password.',
    );
    expectError(await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'customer@dawa.in', password: '' } }), 400);
  });
});

describe('authenticate', () => {
  it('accepts a valid bearer token and refuses missing, malformed, forged and expired ones with 401 Authentication required', async () => {
    const session = await login(t, 'customer@dawa.in', DEMO_PASSWORD);
    expect(ProfileSchema.parse((await profile(session.accessToken)).json()).email).toBe('customer@dawa.in');

    expectError(await t.app.inject({ method: 'GET', url: '/api/profile' }), 401, 'Authentication required');
    expectError(await profile('not-a-jwt'), 401, 'Authentication required');
    const forged = await new SignJWT({ role: 'admin', sid: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(session.user.id))
      .setIssuer('dawa')
      .setAudience('dawa-api')
      .setExpirationTime('15m')
      .sign(new TextEncoder().encode('a-secret-that-is-not-the-servers-secret'));
    expectError(await profile(forged), 401, 'Authentication required');
    const [header, payload, signature] = session.accessToken.split('.');
    const elevated = Buffer.from(JSON.stringify({ ...decodeJwt(session.accessToken), role: 'admin' })).toString('base64url');
    expect(payload).not.toBe(elevated);
    expectError(await profile(`${header}.${elevated}.${signature}`), 401, 'Authentication required');

    const keys = loadSecrets({ DATA_DIR: t.dataDir, JWT_SECRET: undefined });
    const sixteenMinutesAgo = createAccessTokens(keys.jwtKey, () => new Date(Date.now() - 16 * 60_000));
    const expired = await sixteenMinutesAgo.sign({ id: session.user.id, role: 'user', sessionId: 'x' });
    expectError(await profile(expired), 401, 'Authentication required');
    const fourteenMinutesAgo = createAccessTokens(keys.jwtKey, () => new Date(Date.now() - 14 * 60_000));
    const sessionId = String(decodeJwt(session.accessToken).sid);
    expect((await profile(await fourteenMinutesAgo.sign({ id: session.user.id, role: 'user', sessionId }))).statusCode).toBe(200);
    // Well signed and fresh, but of no session: refused.
    expectError(await profile(await fourteenMinutesAgo.sign({ id: session.user.id, role: 'user', sessionId: 'x' })), 401, 'Authentication required');
  });

  it('marks personal answers as not to be stored by caches', async () => {
    const session = await login(t, 'customer@dawa.in', DEMO_PASSWORD);
    expect((await profile(session.accessToken)).headers['cache-control']).toBe('no-store');
  });
});

describe('POST /api/refresh-token', () => {
  it('rotates on every use: the old token is marked used, the new one joins the same family', async () => {
    const first = await login(t, 'customer@dawa.in', DEMO_PASSWORD);
    const res = await refresh({ refreshToken: first.refreshToken });
    expect(res.statusCode, res.body).toBe(200);
    const second = SessionResponseSchema.parse(res.json());
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(res.cookies.find((c) => c.name === 'dawa_refresh')?.value).toBe(second.refreshToken);
    const old = await tokenRow(await sha256(first.refreshToken));
    const next = await tokenRow(await sha256(second.refreshToken));
    expect(old?.usedAt).toBeInstanceOf(Date);
    expect(next).toMatchObject({ familyId: old?.familyId, usedAt: null, revokedAt: null });
    expect(decodeJwt(second.accessToken).sid).toBe(old?.familyId);
    expect((await profile(second.accessToken)).statusCode).toBe(200);
  });

  it('revokes the whole family when a used token is presented again after the grace period, and answers 401', async () => {
    const first = await login(t, 'customer@dawa.in', DEMO_PASSWORD);
    const second = SessionResponseSchema.parse((await refresh({ refreshToken: first.refreshToken })).json());
    laterBy(REFRESH_REUSE_GRACE_MS + 1_000);
    const replay = await refresh({ refreshToken: first.refreshToken });
    expectError(replay, 401, 'Your session has expired. Please log in again.');
    const family = await t.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, (await tokenRow(await sha256(first.refreshToken)))?.familyId ?? ''));
    expect(family).toHaveLength(2);
    expect(family.every((r) => r.revokedAt instanceof Date)).toBe(true);
    // The thief's (or the owner's) newer token is dead too.
    expectError(await refresh({ refreshToken: second.refreshToken }), 401, 'Your session has expired. Please log in again.');
    // Other sessions of the same person are untouched.
    const other = await login(t, 'customer@dawa.in', DEMO_PASSWORD);
    expect((await refresh({ refreshToken: other.refreshToken })).statusCode).toBe(200);
  });

  it('serves two simultaneous uses of a token (two tabs, a double reload) with the same successor and one live token', async () => {
    const session = await login(t, 'customer@dawa.in', DEMO_PASSWORD);
    const results = await Promise.all([refresh({ refreshToken: session.refreshToken }), refresh({ refreshToken: session.refreshToken })]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const [a, b] = results.map((r) => SessionResponseSchema.parse(r.json()));
    expect(a?.refreshToken).toBe(b?.refreshToken);
    const family = await t.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, (await tokenRow(await sha256(session.refreshToken)))?.familyId ?? ''));
    expect(family.filter((r) => !r.usedAt && !r.revokedAt)).toHaveLength(1);
  });

  it('answers a replay within the grace window with the same successor and a working access token of the same session', async () => {
    const session = await login(t, 'customer@dawa.in', DEMO_PASSWORD);
    const lost = SessionResponseSchema.parse((await refresh({ refreshToken: session.refreshToken })).json());
    laterBy(REFRESH_REUSE_GRACE_MS - 1_000);
    const retried = await refresh({ refreshToken: session.refreshToken });
    expect(retried.statusCode, retried.body).toBe(200);
    const kept = SessionResponseSchema.parse(retried.json());
    expect(kept.refreshToken).toBe(lost.refreshToken);
    expect(retried.cookies.find((c) => c.name === 'dawa_refresh')?.value).toBe(lost.refreshToken);
    expect(decodeJwt(kept.accessToken).sid).toBe(decodeJwt(session.accessToken).sid);
    expect((await profile(kept.accessToken)).statusCode).toBe(200);
    const familyId = (await tokenRow(await sha256(session.refreshToken)))?.familyId ?? '';
    const family = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.familyId, familyId));
    expect(family).toHaveLength(2);
    expect(family.filter((r) => !r.usedAt && !r.revokedAt)).toHaveLength(1);
    // The successor goes on working after the window.
    laterBy(REFRESH_REUSE_GRACE_MS + 1_000);
    expect((await refresh({ refreshToken: kept.refreshToken })).statusCode).toBe(200);
  });

  it('revokes the family when a token is replayed after its successor was used, even within the grace window', async () => {
    const session = await login(t, 'customer@dawa.in', DEMO_PASSWORD);
    const second = SessionResponseSchema.parse((await refresh({ refreshToken: session.refreshToken })).json());
    const third = SessionResponseSchema.parse((await refresh({ refreshToken: second.refreshToken })).json());
    expectError(await refresh({ refreshToken: session.refreshToken }), 401, 'Your session has expired. Please log in again.');
    const familyId = (await tokenRow(await sha256(session.refreshToken)))?.familyId ?? '';
    const family = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.familyId, familyId));
    expect(family).toHaveLength(3);
    expect(family.every((r) => r.revokedAt instanceof Date)).toBe(true);
    expectError(await refresh({ refreshToken: third.refreshToken }), 401);
    expectError(await profile(third.accessToken), 401, 'Authentication required');
  });

  it('takes the token from the httpOnly cookie when the body has none', async () => {
    const session = await login(t, 'customer@dawa.in', DEMO_PASSWORD);
    const res = await refresh(undefined, { dawa_refresh: session.refreshToken });
    expect(res.statusCode, res.body).toBe(200);
    expect(SessionResponseSchema.parse(res.json()).user.email).toBe('customer@dawa.in');
    laterBy(REFRESH_REUSE_GRACE_MS + 1_000);
    expect((await refresh({}, { dawa_refresh: session.refreshToken })).statusCode).toBe(401);
  });

  it('refuses unknown, expired and missing tokens, and clears the cookie', async () => {
    expectError(await refresh({ refreshToken: 'x'.repeat(43) }), 401, 'Your session has expired. Please log in again.');
    const missing = await refresh();
    expectError(missing, 401, 'Your session has expired. Please log in again.');
    expect(missing.cookies.find((c) => c.name === 'dawa_refresh')?.value).toBe('');
    const session = await login(t, 'customer@dawa.in', DEMO_PASSWORD);
    await t.database.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, await sha256(session.refreshToken)));
    expectError(await refresh({ refreshToken: session.refreshToken }), 401);
    expectError(await refresh({ refreshToken: 'short' }), 400);
  });

  it('reads the role from the database again, never from the client', async () => {
    const user = await createVerifiedUser(t);
    expect(decodeJwt(user.session.accessToken).role).toBe('user');
    await t.database.db.update(users).set({ role: 'doctor' }).where(eq(users.email, user.email));
    const next = SessionResponseSchema.parse((await refresh({ refreshToken: user.session.refreshToken })).json());
    expect(decodeJwt(next.accessToken).role).toBe('doctor');
    expect(next.user.role).toBe('doctor');
  });
});

describe('POST /api/logout', () => {
  it('revokes the session server-side and clears the cookie', async () => {
    const session = await login(t, 'customer@dawa.in', DEMO_PASSWORD);
    const res = await t.app.inject({ method: 'POST', url: '/api/logout', payload: { refreshToken: session.refreshToken } });
    expect(res.statusCode, res.body).toBe(200);
    expect(MessageResponseSchema.parse(res.json()).message).toBe('You have been logged out.');
    const cleared = res.cookies.find((c) => c.name === 'dawa_refresh');
    expect(cleared?.value).toBe('');
    expect(cleared?.path).toBe('/api');
    expect((await tokenRow(await sha256(session.refreshToken)))?.revokedAt).toBeInstanceOf(Date);
    expectError(await refresh({ refreshToken: session.refreshToken }), 401);
  });

  it('works with the cookie, with only the bearer token, and with nothing at all', async () => {
    const viaCookie = await login(t, 'customer@dawa.in', DEMO_PASSWORD);
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', cookies: { dawa_refresh: viaCookie.refreshToken } })).statusCode).toBe(
      200,
    );
    expectError(await refresh({ refreshToken: viaCookie.refreshToken }), 401);

    const viaBearer = await login(t, 'customer@dawa.in', DEMO_PASSWORD);
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(viaBearer.accessToken) })).statusCode).toBe(200);
    expectError(await refresh({ refreshToken: viaBearer.refreshToken }), 401);

    expect((await t.app.inject({ method: 'POST', url: '/api/logout' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', payload: { refreshToken: 'y'.repeat(43) } })).statusCode).toBe(200);
  });
});
