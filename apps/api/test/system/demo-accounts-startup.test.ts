import { and, eq, gt, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/config/env.ts';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { prepareDatabase, startupPrepareOptions } from '../../src/db/prepare.ts';
import { appointments, users } from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/lib/password.ts';
import { expectError, login } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const DEMO_PASSWORD = 'Dawa@2026';

describe('what a start prepares', () => {
  it('seeds the demo accounts only in demo mode, and locks leftover ones outside it', () => {
    expect(startupPrepareOptions(loadEnv({}))).toEqual({ seed: true, demoAccounts: true, lockDemoAccounts: false });
    expect(startupPrepareOptions(loadEnv({ PUBLIC_URL: 'https://dawa.example.in' }))).toEqual({ seed: true, demoAccounts: false, lockDemoAccounts: true });
    expect(startupPrepareOptions(loadEnv({ DEMO_MODE: 'on', SEED_ON_START: 'false' }))).toEqual({ seed: false, demoAccounts: false, lockDemoAccounts: false });
  });

  it('gives a new database outside demo mode the catalogue but no account at all', async () => {
    const handle = await openDatabase({ kind: 'pglite' });
    try {
      const result = await prepareDatabase(handle, startupPrepareOptions(loadEnv({ DEMO_MODE: 'off' })));
      expect(result).toMatchObject({ demoAccounts: false, lockedDemoAccounts: [] });
      expect(result.products).toBeGreaterThan(300);
      const demo = await handle.db.select({ email: users.email }).from(users).where(eq(users.email, 'admin@dawa.in'));
      expect(demo).toEqual([]);
    } finally {
      await handle.close();
    }
  }, 120_000);
});

describe('a demo database started outside demo mode', () => {
  let demo: TestApp;
  let database: DatabaseHandle;
  beforeAll(async () => {
    // The template database was seeded as the demo store: the demo accounts take the published password.
    demo = await createTestApp({ DEMO_MODE: 'on' });
    database = demo.database;
  });
  afterAll(() => demo.close());

  it('locks the demo accounts that still take the published password and ends their sessions; a changed one is kept', async () => {
    const adminSession = await login(demo, 'admin@dawa.in', DEMO_PASSWORD);
    await database.db
      .update(users)
      .set({ passwordHash: await hashPassword('Changed@2026') })
      .where(eq(users.email, 'doctor@dawa.in'));

    const result = await prepareDatabase(database, startupPrepareOptions(loadEnv({ DEMO_MODE: 'off' })));
    // Every demo account but the doctor, whose password was changed (more demo roles may be added later).
    expect(result.lockedDemoAccounts).toEqual(expect.arrayContaining(['admin@dawa.in', 'customer@dawa.in']));
    expect(result.lockedDemoAccounts).not.toContain('doctor@dawa.in');

    for (const email of ['admin@dawa.in', 'customer@dawa.in']) {
      expectError(await demo.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: DEMO_PASSWORD } }), 401, 'Invalid email or password.');
    }
    expectError(await demo.app.inject({ method: 'POST', url: '/api/refresh-token', payload: { refreshToken: adminSession.refreshToken } }), 401);
    expect((await login(demo, 'doctor@dawa.in', 'Changed@2026')).user.role).toBe('doctor');
    // A second start finds nothing left to lock.
    expect((await prepareDatabase(database, startupPrepareOptions(loadEnv({ DEMO_MODE: 'off' })))).lockedDemoAccounts).toEqual([]);
  });
});

describe('the demo consultations around now', () => {
  let demo: TestApp;
  beforeAll(async () => {
    demo = await createTestApp({ DEMO_MODE: 'on' });
  });
  afterAll(() => demo.close());

  it('are ensured once by each demo start (prepare.ts), never outside demo mode', async () => {
    const { database } = demo;
    expect((await prepareDatabase(database, startupPrepareOptions(loadEnv({ DEMO_MODE: 'off' })))).demoConsultations).toBe(0);
    await prepareDatabase(database, startupPrepareOptions(loadEnv({})));
    // An online consultation whose room is open now or within 10 minutes: one a start made minutes ago
    // (the test database's template, say) is still running and counts, so none is added beside it.
    const soon = await database.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(and(eq(appointments.mode, 'online'), gt(appointments.endsAt, new Date()), lt(appointments.startsAt, new Date(Date.now() + 10 * 60_000))));
    expect(soon.length).toBeGreaterThan(0);
    // A second start finds them there: nothing added twice.
    expect((await prepareDatabase(database, startupPrepareOptions(loadEnv({})))).demoConsultations).toBe(0);
  });
});
