import crypto from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionResponseSchema } from '@dawa/shared/auth/schemas';
import { buildApp } from '../../src/app.ts';
import { loadEnv } from '../../src/config/env.ts';
import { emailVerificationLinks, newsletterSubscriptions, oneTimeCodes, outboxEmails, refreshTokens, users } from '../../src/db/schema/index.ts';
import { runMaintenance } from '../../src/modules/maintenance/maintenance.service.ts';
import { purgeExpired } from '../../src/modules/maintenance/maintenance.repository.ts';
import { SESSION_EXPIRED_MESSAGE } from '../../src/modules/accounts/sessions.service.ts';
import { hashToken } from '../../src/modules/accounts/tokens.ts';
import { createVerifiedUser, expectError, registerUser, uniqueEmail } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const ago = (ms: number, from = new Date()) => new Date(from.getTime() - ms);
const later = (ms: number, from = new Date()) => new Date(from.getTime() + ms);

const refresh = (refreshToken: string) => t.app.inject({ method: 'POST', url: '/api/refresh-token', payload: { refreshToken } });
const tokenRow = async (token: string) => {
  const [row] = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(token)));
  return row;
};

/** Stores a refresh token row of the user directly, dated as a test needs; returns its hash. */
async function storeToken(userId: number, dates: { expiresAt: Date; revokedAt?: Date }): Promise<string> {
  const tokenHash = crypto.randomBytes(16).toString('hex');
  await t.database.db.insert(refreshTokens).values({ userId, familyId: crypto.randomUUID(), tokenHash, ...dates });
  return tokenHash;
}
const tokenHashesLeft = async (hashes: string[]) =>
  (await t.database.db.select({ hash: refreshTokens.tokenHash }).from(refreshTokens).where(inArray(refreshTokens.tokenHash, hashes))).map((r) => r.hash);

async function userIdOf(email: string): Promise<number> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

describe('refresh tokens', () => {
  it('go a week after they expired or were revoked; younger ones stay', async () => {
    const user = await createVerifiedUser(t);
    const id = await userIdOf(user.email);
    const now = new Date();
    const expiredLongAgo = await storeToken(id, { expiresAt: ago(8 * DAY, now) });
    const expiredLately = await storeToken(id, { expiresAt: ago(6 * DAY, now) });
    const revokedLongAgo = await storeToken(id, { expiresAt: later(20 * DAY, now), revokedAt: ago(8 * DAY, now) });
    const revokedLately = await storeToken(id, { expiresAt: later(20 * DAY, now), revokedAt: ago(6 * DAY, now) });

    const counts = await purgeExpired(t.database.db, now);

    expect(counts.refreshTokens).toBeGreaterThanOrEqual(2);
    expect(await tokenHashesLeft([expiredLongAgo, expiredLately, revokedLongAgo, revokedLately])).toEqual(
      expect.arrayContaining([expiredLately, revokedLately]),
    );
    expect(await tokenHashesLeft([expiredLongAgo, revokedLongAgo])).toEqual([]);
    // The user's live session is untouched.
    expect((await refresh(user.session.refreshToken)).statusCode).toBe(200);
  });

  it('keep a used token of a live session, so presenting it again still ends the session', async () => {
    const user = await createVerifiedUser(t);
    const first = user.session.refreshToken;
    const res = await refresh(first);
    expect(res.statusCode, res.body).toBe(200);
    const second = SessionResponseSchema.parse(res.json()).refreshToken;

    // Even 29 days on (both tokens live 30 days), the used one is kept for replay detection.
    await purgeExpired(t.database.db, later(29 * DAY));
    expect((await tokenRow(first))?.usedAt).toBeInstanceOf(Date);

    // The replay (past the grace for a lost answer) ends the whole session, the successor included.
    await t.database.db
      .update(refreshTokens)
      .set({ usedAt: sql`used_at - interval '1 minute'` })
      .where(eq(refreshTokens.tokenHash, hashToken(first)));
    expectError(await refresh(first), 401, SESSION_EXPIRED_MESSAGE);
    expectError(await refresh(second), 401, SESSION_EXPIRED_MESSAGE);

    // A week after that revocation the whole family goes.
    await purgeExpired(t.database.db, later(8 * DAY));
    expect(await tokenRow(first)).toBeUndefined();
    expect(await tokenRow(second)).toBeUndefined();
  });
});

describe('one-time codes and verification links', () => {
  it('go a day after they expired', async () => {
    const { email } = await registerUser(t);
    const id = await userIdOf(email);
    const [code] = await t.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, id));
    const [link] = await t.database.db.select().from(emailVerificationLinks).where(eq(emailVerificationLinks.userId, id));
    if (!code || !link) throw new Error('registration stored no code or link');
    const codeLeft = async () => (await t.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.id, code.id))).length;
    const linkLeft = async () => (await t.database.db.select().from(emailVerificationLinks).where(eq(emailVerificationLinks.id, link.id))).length;

    await purgeExpired(t.database.db, later(DAY - 1000, code.expiresAt));
    expect(await codeLeft()).toBe(1);
    await purgeExpired(t.database.db, later(DAY + 1000, code.expiresAt));
    expect(await codeLeft()).toBe(0);
    // The link lives longer than the code: it stays until a day after its own expiry.
    expect(await linkLeft()).toBe(1);
    await purgeExpired(t.database.db, later(DAY - 1000, link.expiresAt));
    expect(await linkLeft()).toBe(1);
    await purgeExpired(t.database.db, later(DAY + 1000, link.expiresAt));
    expect(await linkLeft()).toBe(0);
    // The account itself is not touched.
    expect(await userIdOf(email)).toBe(id);
  });
});

describe('newsletter sign-ups', () => {
  it('go when pending for over 30 days since the last confirmation mail; confirmed and unsubscribed ones stay', async () => {
    const now = new Date();
    const row = (status: 'pending' | 'confirmed' | 'unsubscribed', sentDaysAgo: number) => ({
      email: uniqueEmail('reader'),
      status,
      confirmTokenHash: crypto.randomBytes(16).toString('hex'),
      confirmationSentAt: ago(sentDaysAgo * DAY, now),
      createdAt: ago(60 * DAY, now),
    });
    const rows = {
      stalePending: row('pending', 31),
      freshPending: row('pending', 29),
      oldConfirmed: row('confirmed', 60),
      oldUnsubscribed: row('unsubscribed', 60),
    };
    await t.database.db.insert(newsletterSubscriptions).values(Object.values(rows));

    expect((await purgeExpired(t.database.db, now)).newsletterSubscriptions).toBeGreaterThanOrEqual(1);

    const left = await t.database.db
      .select({ email: newsletterSubscriptions.email })
      .from(newsletterSubscriptions)
      .where(inArray(newsletterSubscriptions.email, Object.values(rows).map((r) => r.email)));
    expect(left.map((r) => r.email).sort()).toEqual([rows.freshPending.email, rows.oldConfirmed.email, rows.oldUnsubscribed.email].sort());
  });
});

describe('outbox mails', () => {
  const mail = (to: string, createdAt: Date) => ({ to, subject: 'Old news', text: 'Hello', createdAt });
  const mailsTo = async (to: string) => (await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, to))).length;

  it('go after a week, in batches', async () => {
    const now = new Date();
    const old = uniqueEmail('old');
    const recent = uniqueEmail('recent');
    await t.database.db.insert(outboxEmails).values(Array.from({ length: 1203 }, () => mail(old, ago(8 * DAY, now))));
    await t.database.db.insert(outboxEmails).values(mail(recent, ago(6 * DAY, now)));

    // 500 rows per statement: three batches, the last one short.
    expect((await purgeExpired(t.database.db, now, 500)).outboxEmails).toBeGreaterThanOrEqual(1203);
    expect(await mailsTo(old)).toBe(0);
    expect(await mailsTo(recent)).toBe(1);
  });

  it('are purged when the app starts, and VACUUM follows on PGlite', async () => {
    const old = uniqueEmail('old');
    await t.database.db.insert(outboxEmails).values(mail(old, ago(8 * DAY)));
    // A second app on the same database: interval 0 (the test default) never purges.
    const env = (minutes: string) =>
      loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', DATA_DIR: t.dataDir, MAINTENANCE_INTERVAL_MINUTES: minutes });
    const idle = await buildApp({ env: env('0'), database: t.database });
    await idle.ready();
    await idle.close();
    expect(await mailsTo(old)).toBe(1);

    // With an interval, the first pass runs at start; closing waits for it.
    const scheduled = await buildApp({ env: env('60'), database: t.database });
    await scheduled.ready();
    await scheduled.close();
    expect(await mailsTo(old)).toBe(0);

    // Both drivers answer raw SQL with { rows }.
    const stats: unknown = await t.database.db.execute(sql`select last_vacuum from pg_stat_user_tables where relname = 'outbox_emails'`);
    const [stat] = (stats as { rows: { last_vacuum: Date | null }[] }).rows;
    // PostgreSQL servers vacuum on their own (autovacuum); only PGlite needs the purge to do it.
    expect(stat?.last_vacuum != null).toBe(t.database.kind === 'pglite');
  });

  it('runMaintenance reports what it purged', async () => {
    const counts = await runMaintenance({ database: t.database, log: t.app.log, now: () => later(365 * DAY) });
    expect(Object.keys(counts).sort()).toEqual(['emailVerificationLinks', 'newsletterSubscriptions', 'oneTimeCodes', 'outboxEmails', 'refreshTokens']);
    // A year on, every mail this file wrote is more than a week old.
    expect(await t.database.db.$count(outboxEmails)).toBe(0);
  });
});
