import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxResponseSchema, ProfileSchema } from '@dawa/shared/auth/schemas';
import { oneTimeCodes, outboxEmails, users } from '../../src/db/schema/index.ts';
import { bearer, expectError, GOOD_PASSWORD, login, registerUser, uniqueEmail } from '../helpers/accounts.ts';
import { createTestApp, openTestDatabase, type TestApp } from '../helpers/test-app.ts';

describe('the development mailbox (demo mode, outbox transport)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'development' });
  });
  afterAll(() => t.close());

  it('lists kept mails newest first, filtered by ?to=', async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    const all = OutboxResponseSchema.parse((await t.app.inject('/api/dev/outbox')).json()).mails;
    expect(all.slice(0, 2).map((m) => m.to)).toEqual([b.email, a.email]);
    expect(all[0]?.id).toBeGreaterThan(all[1]?.id ?? Infinity);
    const onlyA = OutboxResponseSchema.parse(
      (await t.app.inject({ url: '/api/dev/outbox', query: { to: a.email.toUpperCase() } })).json(),
    ).mails;
    expect(onlyA.map((m) => m.to)).toEqual([a.email]);
    expect(onlyA[0]?.text).toMatch(/\b\d{6}\b/);
    const [row] = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, a.email));
    expect(row).toMatchObject({ subject: 'Verify your email for Dawa' });
  });

  it('shows them on an HTML page with clickable links and escaped content', async () => {
    // Names with markup are refused at the door now; one from before that rule is still escaped.
    const user = await registerUser(t, { firstName: 'Ravi' });
    const [row] = await t.database.db.update(users).set({ firstName: '<b>Ravi</b>' }).where(eq(users.email, user.email)).returning();
    await t.database.db.delete(outboxEmails).where(eq(outboxEmails.to, user.email));
    await t.database.db
      .update(oneTimeCodes)
      .set({ lastSentAt: new Date(Date.now() - 61_000) })
      .where(eq(oneTimeCodes.userId, row?.id ?? 0));
    expect((await t.app.inject({ method: 'POST', url: '/api/resend-verification-otp', payload: { email: user.email } })).statusCode).toBe(200);
    const res = await t.app.inject({ url: '/api/dev/mailbox', query: { to: user.email } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.body).toContain('Verify your email for Dawa');
    expect(res.body).toMatch(/<a href="http:\/\/localhost:3000\/verify-email\?token=[A-Za-z0-9_-]+">/);
    expect(res.body).not.toContain('<b>Ravi</b>');
    expect(res.body).toContain('&#60;b&#62;Ravi&#60;/b&#62;');
  });

  it('documents the account routes in the OpenAPI document, with the bearer scheme', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json<{
      paths: Record<string, unknown>;
      components: { securitySchemes: Record<string, unknown> };
    }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/register',
        '/api/login',
        '/api/refresh-token',
        '/api/logout',
        '/api/verify-email-otp',
        '/api/verify-email',
        '/api/resend-verification-otp',
        '/api/forgot-password-otp',
        '/api/reset-password',
        '/api/profile',
        '/api/profile/upload',
        '/api/profile/profile-picture',
        '/api/settings',
        '/api/settings/change-password',
        '/api/settings/delete-account',
        '/api/settings/download-data',
        '/api/site-lock/status',
        '/api/site-lock/unlock',
        '/api/dev/outbox',
      ]),
    );
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });
});

describe('no development mailbox outside demo mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production', DEMO_MODE: 'off' });
  });
  afterAll(() => t.close());

  it('answers 404 for both pages, while mail still goes to the outbox table', async () => {
    expectError(await t.app.inject('/api/dev/outbox'), 404);
    expectError(await t.app.inject('/api/dev/mailbox'), 404);
    const email = uniqueEmail();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { firstName: 'A', lastName: 'B', email, password: GOOD_PASSWORD },
    });
    expect(res.statusCode).toBe(201);
    expect(await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, email))).toHaveLength(1);
  });
});

describe('no development mailbox with SMTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens there: sending fails, which must not fail the registration.
    t = await createTestApp({ NODE_ENV: 'development', SMTP_URL: 'smtp://127.0.0.1:9' });
  });
  afterAll(() => t.close());

  it('answers 404 for both pages and sends through SMTP instead of keeping mail', async () => {
    expectError(await t.app.inject('/api/dev/outbox'), 404);
    expectError(await t.app.inject('/api/dev/mailbox'), 404);
    const email = uniqueEmail();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { firstName: 'A', lastName: 'B', email, password: GOOD_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, email))).toHaveLength(0);
    expect((await t.database.db.select().from(users).where(eq(users.email, email))).length).toBe(1);
  });
});

describe('demo accounts and the start-up admin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAIL: 'Ops@Dawa.in', ADMIN_PASSWORD: 'Ops@Admin2026' });
  });
  afterAll(() => t.close());

  it.each([
    ['admin@dawa.in', 'admin'],
    ['doctor@dawa.in', 'doctor'],
    ['pharmacist@dawa.in', 'pharmacist'],
    ['customer@dawa.in', 'user'],
  ])('seeds %s (%s), verified, with the demo password', async (email, role) => {
    const session = await login(t, email, 'Dawa@2026');
    expect(session.user).toMatchObject({ email, role, emailVerified: true });
    expect(decodeJwt(session.accessToken).role).toBe(role);
  });

  it('creates the ADMIN_EMAIL admin at start', async () => {
    const session = await login(t, 'ops@dawa.in', 'Ops@Admin2026');
    expect(session.user).toMatchObject({ role: 'admin', emailVerified: true });
    expect(ProfileSchema.parse((await t.app.inject({ url: '/api/profile', headers: bearer(session.accessToken) })).json()).email).toBe(
      'ops@dawa.in',
    );
  });

  it('updates an existing account to admin with the given password', async () => {
    const other = await createTestApp({ ADMIN_EMAIL: 'customer@dawa.in', ADMIN_PASSWORD: 'Promoted@2026' });
    try {
      const session = await login(other, 'customer@dawa.in', 'Promoted@2026');
      expect(session.user.role).toBe('admin');
      expectError(
        await other.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'customer@dawa.in', password: 'Dawa@2026' } }),
        401,
      );
      expect(await other.database.db.select().from(users).where(eq(users.email, 'customer@dawa.in'))).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});

describe('the generated JWT secret', () => {
  it('is kept in DATA_DIR/secrets.json, so a restart keeps the sessions', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dawa-secret-'));
    // Both starts run on one database, as a restarted server does: the session must still be there.
    const database = await openTestDatabase();
    try {
      const first = await createTestApp({ DATA_DIR: dataDir }, { database });
      const session = await login(first, 'customer@dawa.in', 'Dawa@2026');
      await first.close();
      const file = path.join(dataDir, 'secrets.json');
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect((JSON.parse(fs.readFileSync(file, 'utf8')) as { jwtSecret: string }).jwtSecret.length).toBeGreaterThanOrEqual(32);

      const restarted = await createTestApp({ DATA_DIR: dataDir }, { database });
      try {
        expect((await restarted.app.inject({ url: '/api/profile', headers: bearer(session.accessToken) })).statusCode).toBe(200);
      } finally {
        await restarted.close();
      }
      const otherSecret = await createTestApp({ JWT_SECRET: 'x'.repeat(40) }, { database });
      try {
        expectError(await otherSecret.app.inject({ url: '/api/profile', headers: bearer(session.accessToken) }), 401);
      } finally {
        await otherSecret.close();
      }
    } finally {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
