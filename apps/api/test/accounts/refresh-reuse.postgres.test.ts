import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionResponseSchema } from '@dawa/shared/auth/schemas';
import { refreshTokens } from '../../src/db/schema/index.ts';
import { bearer, createVerifiedUser } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// Runs only on the PostgreSQL server (DATABASE_URL; see vitest.config.ts): PGlite executes one
// statement at a time, so it could not show a race even if there were one.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  expect(t.database.kind).toBe('postgres');
});
afterAll(() => t.close());

const sha256 = (token: string) => crypto.createHash('sha256').update(token).digest('base64url');
const refresh = (refreshToken: string) => t.app.inject({ method: 'POST', url: '/api/refresh-token', payload: { refreshToken } });

describe('refresh-token rotation under concurrency (PostgreSQL)', () => {
  it('8 parallel refreshes of one token: one family, one live successor, the same one in every answer', async () => {
    const user = await createVerifiedUser(t);
    const answers = await Promise.all(Array.from({ length: 8 }, () => refresh(user.session.refreshToken)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array.from({ length: 8 }, () => 200));
    const sessions = answers.map((res) => SessionResponseSchema.parse(res.json()));
    expect(new Set(sessions.map((s) => s.refreshToken)).size).toBe(1);
    const sid = decodeJwt(user.session.accessToken).sid;
    for (const s of sessions) expect(decodeJwt(s.accessToken).sid).toBe(sid);

    const rows = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.session.user.id));
    expect(new Set(rows.map((r) => r.familyId))).toEqual(new Set([sid]));
    expect(rows).toHaveLength(2);
    const live = rows.filter((r) => !r.usedAt && !r.revokedAt);
    expect(live.map((r) => r.tokenHash)).toEqual([sha256(sessions[0]?.refreshToken ?? '')]);

    // The session goes on from that one successor.
    const next = await refresh(sessions[0]?.refreshToken ?? '');
    expect(next.statusCode, next.body).toBe(200);
    const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(SessionResponseSchema.parse(next.json()).accessToken) });
    expect(profile.statusCode).toBe(200);
  });

  it('8 parallel refreshes of the successor after it was used once more: the family is revoked, nothing forks', async () => {
    const user = await createVerifiedUser(t);
    const second = SessionResponseSchema.parse((await refresh(user.session.refreshToken)).json());
    await refresh(second.refreshToken);
    const answers = await Promise.all(Array.from({ length: 8 }, () => refresh(user.session.refreshToken)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array.from({ length: 8 }, () => 401));
    const rows = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.session.user.id));
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.revokedAt instanceof Date)).toBe(true);
  });
});
