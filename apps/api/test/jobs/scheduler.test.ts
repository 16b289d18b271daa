import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { claimJobLease, findJobLease } from '../../src/modules/jobs/job-leases.repository.ts';
import { createJobScheduler } from '../../src/modules/jobs/scheduler.ts';
import { openTestDatabase } from '../helpers/test-app.ts';

// Two schedulers on one database stand for two instances of the shop. The clock is the tests' own, so
// periods and leases pass without waiting. On the PostgreSQL server (CI) the claims really race.

let database: DatabaseHandle;
let clock = new Date('2026-12-03T10:00:00Z');
const now = () => clock;
const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};
const quietLog = { error: vi.fn(), warn: vi.fn(), info: vi.fn() };
let jobNumber = 0;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

function twoInstances() {
  const name = `test.job-${++jobNumber}`;
  const runs: string[] = [];
  const instances = ['a', 'b'].map((id) => {
    const scheduler = createJobScheduler({ db: database.db, log: quietLog, now, holder: `instance-${id}` });
    scheduler.add({ name, everySeconds: 60, run: async () => void runs.push(id) });
    return scheduler;
  });
  return { name, runs, a: instances[0]!, b: instances[1]! };
}

describe('the job scheduler across instances', () => {
  it('runs a due job once however many instances look at the same moment', async () => {
    const { name, runs, a, b } = twoInstances();
    const ran = await Promise.all([a.runDue(name), b.runDue(name), a.runDue(name), b.runDue(name)]);
    expect(runs).toHaveLength(1);
    // A second look on the same instance joins the run under way; exactly one instance claimed it.
    expect(ran[2]).toBe(ran[0]);
    expect(ran[3]).toBe(ran[1]);
    expect([ran[0], ran[1]].filter(Boolean)).toHaveLength(1);
  });

  it('runs it again only when its period has passed, on whichever instance looks first', async () => {
    const { name, runs, a, b } = twoInstances();
    expect(await a.runDue(name)).toBe(true);
    advance(30);
    expect(await b.runDue(name)).toBe(false);
    expect(await a.runDue(name)).toBe(false);
    advance(31);
    expect(await b.runDue(name)).toBe(true);
    expect(runs).toEqual(['a', 'b']);
    const lease = await findJobLease(database.db, name);
    expect(lease?.holder).toBeNull();
    expect(lease?.nextRunAt.getTime()).toBe(clock.getTime() + 60_000);
  });

  it('takes over the job of an instance killed mid-run once its lease runs out, not before', async () => {
    const { name, runs, b } = twoInstances();
    // Instance a claimed the job and died: nobody will ever release its lease (five periods by default).
    expect(await claimJobLease(database.db, { name, holder: 'instance-a', now: clock, leaseMs: 300_000, everyMs: 60_000 })).toBe(true);
    advance(120);
    expect(await b.runDue(name)).toBe(false);
    advance(181);
    expect(await b.runDue(name)).toBe(true);
    expect(runs).toEqual(['b']);
  });

  it('records a failed run, gives the lease back and runs again next period', async () => {
    const name = `test.failing-${++jobNumber}`;
    let attempts = 0;
    const scheduler = createJobScheduler({ db: database.db, log: quietLog, now, holder: 'instance-a' });
    scheduler.add({
      name,
      everySeconds: 10,
      run: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('provider down');
      },
    });
    expect(await scheduler.runDue(name)).toBe(true);
    expect(await findJobLease(database.db, name)).toMatchObject({ holder: null, lastError: 'provider down' });
    expect(quietLog.error).toHaveBeenCalled();
    advance(10);
    expect(await scheduler.runDue(name)).toBe(true);
    expect(attempts).toBe(2);
    expect((await findJobLease(database.db, name))?.lastError).toBeNull();
  });

  it('never overlaps a slow run with itself on one instance', async () => {
    const name = `test.slow-${++jobNumber}`;
    let finish = () => {};
    let runs = 0;
    const scheduler = createJobScheduler({ db: database.db, log: quietLog, now, holder: 'instance-a' });
    scheduler.add({
      name,
      everySeconds: 1,
      run: () => {
        runs += 1;
        return new Promise<void>((resolve) => (finish = resolve));
      },
    });
    const first = scheduler.runDue(name);
    await vi.waitFor(() => expect(runs).toBe(1));
    advance(5);
    const second = scheduler.runDue(name);
    expect(second).toBe(first);
    finish();
    expect(await second).toBe(true);
    expect(runs).toBe(1);
  });

  it('starts jobs that look at once, leaves out switched-off ones, and stops after the run under way', async () => {
    const name = `test.at-start-${++jobNumber}`;
    let finish = () => {};
    let runs = 0;
    const scheduler = createJobScheduler({ db: database.db, log: quietLog, now, holder: 'instance-a' });
    scheduler.add({
      name,
      everySeconds: 3600,
      atStart: true,
      run: () => {
        runs += 1;
        return new Promise<void>((resolve) => (finish = resolve));
      },
    });
    scheduler.add({ name: `${name}-off`, everySeconds: 0, run: async () => {} });
    expect(scheduler.names()).toEqual([name]);
    scheduler.start();
    await vi.waitFor(() => expect(runs).toBe(1));
    let stopped = false;
    const stopping = scheduler.stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect((await findJobLease(database.db, name))?.holder).toBeNull();
  });

  it('refuses a job added twice (two would share one lease)', () => {
    const scheduler = createJobScheduler({ db: database.db, log: quietLog, now });
    scheduler.add({ name: 'test.twice', everySeconds: 5, run: async () => {} });
    expect(() => scheduler.add({ name: 'test.twice', everySeconds: 5, run: async () => {} })).toThrow(/twice/);
  });
});
