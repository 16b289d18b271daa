import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadEnv } from '../../src/config/env.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { expectError, uniqueEmail } from '../helpers/accounts.ts';
import { openTestDatabase } from '../helpers/test-app.ts';

// A throwaway Redis of this file's own (not REDIS_URL's), so it can be stopped and started again.
let port: number;
let redisServer: ChildProcess | null = null;
let database: DatabaseHandle;
let dataDir: string;
let app: FastifyInstance;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: free } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return free;
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Every redis-server this file started, stopped at the end whatever happened. */
const started: ChildProcess[] = [];

async function startRedis(): Promise<void> {
  if (redisServer && redisServer.exitCode === null) throw new Error('the test Redis is already running');
  redisServer = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  started.push(redisServer);
  const probe = new Redis({ port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => {});
  try {
    await until('redis-server to start', async () => {
      try {
        if (probe.status !== 'ready') await probe.connect();
        return (await probe.ping()) === 'PONG';
      } catch {
        return false;
      }
    });
  } finally {
    probe.disconnect();
  }
}

async function stopRedis(): Promise<void> {
  const server = redisServer;
  if (!server || server.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    server.once('exit', () => resolve());
    server.kill('SIGKILL');
  });
  redisServer = null;
}

const health = async () => {
  const res = await app.inject('/api/health');
  return { status: res.statusCode, body: res.json<{ status: string; checks: { database: string; redis?: string }; message?: string }>() };
};
const login = (email: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/login', payload: { email, password: 'Wrong@2026' }, remoteAddress });

beforeAll(async () => {
  port = await freePort();
  await startRedis();
  database = await openTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dawa-app-'));
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    DATA_DIR: dataDir,
    REDIS_URL: `redis://127.0.0.1:${port}`,
    // Above the account limit, so one address can reach the per-account lock-out before its own limit.
    RATE_LIMIT_IP_MAX: '5',
    RATE_LIMIT_ACCOUNT_MAX: '3',
  });
  app = await buildApp({ env, database, redisKeyPrefix: 'dawa-outage:' });
  await app.ready();
}, 30_000);
let closed = false;
afterAll(async () => {
  if (!closed) await app.close();
  await database.close();
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('Redis briefly gone', () => {
  it('is reported by /api/health (503 naming Redis), and its return too', async () => {
    expect(await health()).toEqual({ status: 200, body: { status: 'ok', database: database.kind, checks: { database: 'up', redis: 'up' } } });
    await stopRedis();
    await until('health to notice', async () => (await health()).status === 503);
    expect((await health()).body).toEqual({
      status: 'down',
      database: database.kind,
      checks: { database: 'up', redis: 'down' },
      message: 'Redis does not answer.',
    });
  });

  it('keeps the rate-limited routes answering, counting in memory: per address and per account', async () => {
    expect((await health()).status).toBe(503);
    // Per client address: 5 a window, then 429, never 500.
    const ip = '10.77.0.1';
    for (let i = 0; i < 5; i++) expectError(await login(uniqueEmail(), ip), 401, 'Invalid email or password.');
    expect(expectError(await login(uniqueEmail(), ip), 429).message).toMatch(/^Too many requests\. Please try again in /);
    // Per account and address (decision 007): 3 failures from one address lock it out there, not elsewhere.
    const email = uniqueEmail();
    for (let i = 0; i < 3; i++) expectError(await login(email, '10.77.1.1'), 401, 'Invalid email or password.');
    expectError(await login(email, '10.77.1.1'), 429, 'Too many failed login attempts. Please try again in 15 minutes.');
    expectError(await login(email, '10.77.1.2'), 401, 'Invalid email or password.');
  });

  it('shares the counters in Redis again once it is back', async () => {
    await startRedis();
    await until('health to recover', async () => (await health()).status === 200);
    const ip = '10.77.2.1';
    for (let i = 0; i < 5; i++) expectError(await login(uniqueEmail(), ip), 401);
    expectError(await login(uniqueEmail(), ip), 429);
    const redis = new Redis({ port, host: '127.0.0.1' });
    try {
      const keys = await redis.keys('dawa-outage:*');
      expect(keys.some((key) => key.startsWith('dawa-outage:rate-limit:'))).toBe(true);
      expect(keys.some((key) => key.startsWith('dawa-outage:failures:login:'))).toBe(true);
    } finally {
      await redis.quit();
    }
  }, 30_000);

  it('shuts down cleanly while Redis is gone', async () => {
    await stopRedis();
    await until('health to notice', async () => (await health()).status === 503);
    closed = true;
    await expect(app.close()).resolves.toBeUndefined();
  });
});
