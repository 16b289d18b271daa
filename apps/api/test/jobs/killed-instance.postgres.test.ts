import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_CHARGE_PAISE, FREE_DELIVERY_ABOVE_PAISE } from '@dawa/shared/commerce/rules';
import { withDatabaseName } from '../helpers/database-url.ts';
import { multipartForm, SAMPLE_PRESCRIPTION_LINES, typedPrescriptionPng } from '../prescriptions/prescription-helpers.ts';

/*
 * Issue 27 item 3: background work acts once across instances even when one is killed (SIGKILL) in the
 * middle. Three real server processes (src/server.ts through tsx, as the graceful-shutdown test runs it)
 * on one fresh database of the PostgreSQL server: instances a and b run every job; p stands for the
 * payment provider (the PhonePe sandbox lives in its memory, as PhonePe's orders live at PhonePe) and
 * runs no job.
 *
 * "In the middle" is made exact with a table lock the test holds: the instance doing the work gets as far
 * as its last write and waits there inside its transaction (seen in pg_stat_activity, each instance
 * naming itself in application_name); the test SIGKILLs that instance, so the transaction never
 * commits, and lets the other one go. A killed holder's lease is moved to now in the database instead
 * of waiting out its minute (the lease's expiry itself is tested in scheduler.test.ts).
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const serverUrl = process.env.DATABASE_URL ?? '';
const databaseName = `dawa_kill_${process.pid}_${Date.now()}`;
const databaseUrl = withDatabaseName(serverUrl, databaseName);
const CUSTOMER = { email: 'customer@dawa.in', password: 'Dawa@2026' };
const JWT_SECRET = 'killed-instance-test-secret-0123456789abcdef';

type Name = 'a' | 'b' | 'p';
interface Instance {
  name: Name;
  origin: string;
  process: ChildProcess;
  dataDir: string;
  exited: Promise<void>;
}
const running = new Map<Name, Instance>();
let db: pg.Client;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** The database URL with the session's application_name, by which pg_stat_activity tells the instances apart. */
function withApplicationName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('application_name', name);
  return parsed.toString();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, read: () => Promise<T | null | undefined | false>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}`);
    await sleep(100);
  }
}

/** Starts instance `name` and resolves once it is ready; a, b run the jobs every second, p none. */
async function start(name: Name, sandboxOrigin?: string): Promise<Instance> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `dawa-kill-${name}-`));
  const worker = name !== 'p';
  const { REDIS_URL: _redis, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/api/src/server.ts')], {
    cwd: repoRoot,
    env: {
      ...inherited,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'warn',
      DEMO_MODE: 'on',
      JWT_SECRET,
      STORAGE: 'postgres',
      DATABASE_URL: withApplicationName(databaseUrl, `dawa-${name}`),
      // PhonePe's webhook goes nowhere: only reconciliation (asking PhonePe) can settle a payment.
      PUBLIC_URL: 'http://127.0.0.1:9',
      PAYMENT_SANDBOX_URL: sandboxOrigin ?? origin,
      PRODUCT_DETAIL_CACHE_WARM: 'false',
      RATE_LIMIT_IP_MAX: '10000',
      APPOINTMENT_JOBS_SECONDS: worker ? '1' : '0',
      PAYMENT_RECONCILE_SECONDS: worker ? '1' : '0',
      PRESCRIPTION_ANALYSIS_POLL_MS: worker ? '200' : '0',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const instance = { name, origin, process: child, dataDir, exited };
  running.set(name, instance);
  await until(
    `instance ${name} to be ready`,
    async () => {
      if (child.exitCode !== null) throw new Error(`instance ${name} exited (${child.exitCode}): ${errors}`);
      return fetch(`${origin}/api/health/ready`).then(
        (r) => r.ok,
        () => false,
      );
    },
    120_000,
  );
  return instance;
}

async function kill(instance: Instance): Promise<void> {
  instance.process.kill('SIGKILL');
  await instance.exited;
  running.delete(instance.name);
  fs.rmSync(instance.dataDir, { recursive: true, force: true });
}

/** The instances whose database session waits on a lock (the test's), by application_name. */
async function blockedInstances(): Promise<Name[]> {
  const { rows } = await db.query<{ application_name: string }>(
    `select application_name from pg_stat_activity where datname = $1 and wait_event_type = 'Lock' and application_name like 'dawa-%'`,
    [databaseName],
  );
  return rows.map((r) => r.application_name.replace('dawa-', '') as Name);
}

/**
 * Holds `lock table <table>` (reads go on, writes wait) while `work` starts something; resolves with the
 * one instance that got stuck writing to it, after killing it and letting the others go.
 */
async function killWhoeverWrites(table: string, work: () => Promise<void>): Promise<Name> {
  const locker = new pg.Client({ connectionString: databaseUrl });
  await locker.connect();
  try {
    await locker.query('begin');
    await locker.query(`lock table ${table} in exclusive mode`);
    await work();
    const [stuck] = await until(`an instance writing to ${table}`, async () => {
      const names = await blockedInstances();
      return names.length > 0 ? names : null;
    }).catch(async (error: unknown) => {
      const jobs = await db.query(`select status, attempts, last_error from prescription_analysis_jobs`);
      throw new Error(`${String(error)}; analysis jobs: ${JSON.stringify(jobs.rows)}`);
    });
    console.log(`${new Date().toISOString()} ${stuck} waits to write ${table}: killed`);
    const victim = running.get(stuck!);
    if (!victim) throw new Error(`no running instance ${stuck}`);
    await kill(victim);
    // Its session, still waiting, goes on once the lock is gone and finds no client to commit for: rolled back.
    await locker.query('commit');
    // Its leases run out now rather than in a minute (its claimed analysis job's in three).
    const pid = victim.process.pid;
    await db.query(`update job_leases set lease_until = now(), next_run_at = now() where holder like $1`, [`%:${pid}:%`]);
    await db.query(`update prescription_analysis_jobs set locked_until = now() where status = 'running'`);
    return stuck!;
  } finally {
    await locker.end();
  }
}

async function api<T>(instance: Instance, url: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (typeof init.body === 'string') headers.set('content-type', 'application/json');
  const res = await fetch(`${instance.origin}${url}`, { ...init, headers, redirect: 'manual' });
  const text = await res.text();
  if (res.status >= 400) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

const instance = (name: Name): Instance => {
  const found = running.get(name);
  if (!found) throw new Error(`instance ${name} is not running`);
  return found;
};
const workers = (): Instance[] => [...running.values()].filter((i) => i.name !== 'p');

async function logIn(): Promise<string> {
  const session = await api<{ accessToken: string }>(workers()[0]!, '/api/login', { method: 'POST', body: JSON.stringify(CUSTOMER) });
  return session.accessToken;
}

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await db.query<{ n: string }>(sql, params);
  return Number(rows[0]?.n ?? 0);
}

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  await admin.end();
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  // p first: it migrates and seeds the demo store (its consultation starts in 5 minutes; no reminder yet, p runs no job).
  await start('p');
}, 180_000);

afterAll(async () => {
  for (const i of [...running.values()]) await kill(i);
  await db?.end();
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${databaseName} with (force)`);
  await admin.end();
});

describe('two instances, one killed in the middle of a job', () => {
  it('mails the consultation reminder once', { timeout: 180_000 }, async () => {
    const sandbox = instance('p').origin;
    // Both instances start while the outbox is locked: whichever runs the reminders first marks the
    // reminder sent and waits to write its mail; it is killed there.
    const killed = await killWhoeverWrites('outbox_emails', async () => {
      await Promise.all([start('a', sandbox), start('b', sandbox)]);
    });
    try {
      expect(['a', 'b']).toContain(killed);
      const reminders = `select params->>'appointmentId' as appointment, template from outbox_emails where template like 'appointment.reminder%' order by (params->>'appointmentId')::int, template`;
      await until('the reminder mails', async () => (await db.query(reminders)).rows.length > 0);
      // A few more sweeps of the survivor: still one per appointment.
      await sleep(3_000);
      const mailed = (await db.query<{ appointment: string; template: string }>(reminders)).rows;
      const due = await db.query<{ id: number }>(
        `select id from appointments where reminder_1h_sent_at is not null or reminder_24h_sent_at is not null order by id`,
      );
      expect(mailed.map((m) => Number(m.appointment))).toEqual(due.rows.map((r) => r.id));
    } finally {
      await start(killed, sandbox);
    }
  });

  it('settles a PhonePe payment once', { timeout: 120_000 }, async () => {
    const token = await logIn();
    const { rows } = await db.query<{ id: number; price_paise: number }>(
      `select id, price_paise from products p where stock_quantity > 5 and not requires_prescription and active and deleted_at is null
         and not exists (select 1 from product_variants v where v.product_id = p.id) order by id limit 1`,
    );
    const product = rows[0]!;
    const totalPaise = product.price_paise + (product.price_paise > FREE_DELIVERY_ABOVE_PAISE ? 0 : DELIVERY_CHARGE_PAISE);
    const { orderId } = await api<{ orderId: number }>(instance('a'), '/api/orders/create', {
      method: 'POST',
      token,
      body: JSON.stringify({
        lines: [{ productId: product.id, quantity: 1 }],
        address: { firstName: 'Priya', lastName: 'Sharma', address: '12 MG Road', city: 'Bengaluru', postalCode: '560001' },
        saveAddress: false,
        phone: '9876543210',
        paymentMethod: 'phonepe',
        totalPaise,
      }),
    });
    const { paymentUrl } = await api<{ paymentUrl: string }>(instance('b'), '/api/payments/phonepe/initiate', {
      method: 'POST',
      token,
      body: JSON.stringify({ orderId }),
    });
    const stockAfterOrder = await count(`select stock_quantity as n from products where id = $1`, [product.id]);

    // The customer pays at PhonePe; the webhook is lost; the reconciliation that asks PhonePe is killed
    // after marking the payment and the order paid, before its last write.
    await killWhoeverWrites('payment_events', async () => {
      const payToken = new URL(paymentUrl).searchParams.get('token') ?? '';
      const paid = await fetch(`${instance('p').origin}/api/payments/phonepe-sandbox/transact`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token: payToken, outcome: 'success' }).toString(),
        redirect: 'manual',
      });
      expect(paid.status).toBeLessThan(400);
    });
    const paidEvents = `select count(*) as n from payment_events e join payments p on p.id = e.payment_id
      where p.order_id = $1 and e.detail->>'applied' = 'paid'`;
    await until('the payment settled by the other instance', async () => (await count(paidEvents, [orderId])) > 0);
    await sleep(3_000);
    expect(await count(paidEvents, [orderId])).toBe(1);
    expect(await count(`select count(*) as n from payments where order_id = $1 and status = 'success'`, [orderId])).toBe(1);
    expect(await count(`select count(*) as n from orders where id = $1 and payment_status = 'paid'`, [orderId])).toBe(1);
    const mails = await db.query<{ template: string }>(`select template from outbox_emails where params->>'orderId' = $1 order by id`, [
      String(orderId),
    ]);
    expect(mails.rows.map((m) => m.template)).toEqual(['order.placed', 'order.payment_received']);
    expect(await count(`select stock_quantity as n from products where id = $1`, [product.id])).toBe(stockAfterOrder);
  });

  it('reads an uploaded prescription once', { timeout: 180_000 }, async () => {
    for (const name of ['a', 'b'] as const) if (!running.has(name)) await start(name, instance('p').origin);
    const token = await logIn();
    const png = await typedPrescriptionPng(SAMPLE_PRESCRIPTION_LINES);
    const form = multipartForm([{ field: 'file', filename: 'rx.png', contentType: 'image/png', data: png }]);
    let prescriptionId = 0;
    // Whichever instance reads it gets as far as storing the medicines, and is killed there.
    await killWhoeverWrites('prescription_medicines', async () => {
      const uploaded = await api<{ prescription: { id: number } }>(instance('a'), '/api/prescriptions/upload', {
        method: 'POST',
        token,
        headers: form.headers,
        body: form.payload,
      });
      prescriptionId = uploaded.prescription.id;
    });
    const done = `select count(*) as n from prescription_analysis_jobs where prescription_id = $1 and status = 'done'`;
    // The survivor finds it on its next idle look (within 30 s: the upload nudged the killed one only).
    await until('the analysis done by the other instance', async () => (await count(done, [prescriptionId])) > 0, 90_000);
    await sleep(2_000);
    expect(await count(`select count(*) as n from prescription_analysis_jobs where prescription_id = $1`, [prescriptionId])).toBe(1);
    expect(await count(done, [prescriptionId])).toBe(1);
    // The killed reading was rolled back with its instance; the survivor's is the one stored.
    expect(await count(`select attempts as n from prescription_analysis_jobs where prescription_id = $1`, [prescriptionId])).toBe(2);
    const medicines = await db.query<{ name: string }>(
      `select name_as_written as name from prescription_medicines where prescription_id = $1`,
      [prescriptionId],
    );
    const names = medicines.rows.map((r) => r.name);
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names).size, `medicines stored once: ${names.join(', ')}`).toBe(names.length);
  });
});
