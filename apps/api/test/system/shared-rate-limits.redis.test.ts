import fs from 'node:fs';
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

// Runs only with REDIS_URL (vitest.config.ts). Two instances of the app on one database and one Redis,
// as behind a load balancer; the key prefix is this run's own, so runs never share counters.
const redisUrl = process.env.REDIS_URL ?? '';
const redisKeyPrefix = `dawa-test:${process.pid}:${Date.now()}:`;
let database: DatabaseHandle;
let dataDir: string;
let instances: FastifyInstance[];

beforeAll(async () => {
  database = await openTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dawa-app-'));
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    DATA_DIR: dataDir,
    REDIS_URL: redisUrl,
    RATE_LIMIT_IP_MAX: '3',
    RATE_LIMIT_ACCOUNT_MAX: '3',
  });
  instances = [await buildApp({ env, database, redisKeyPrefix }), await buildApp({ env, database, redisKeyPrefix })];
  await Promise.all(instances.map((app) => app.ready()));
});
afterAll(async () => {
  await Promise.all(instances.map((app) => app.close()));
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  const redis = new Redis(redisUrl);
  const keys = await redis.keys(`${redisKeyPrefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

const instance = (i: number) => instances[i % instances.length]!;
let ipCounter = 0;
const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const login = (i: number, payload: { email: string; password: string }, remoteAddress: string) =>
  instance(i).inject({ method: 'POST', url: '/api/login', payload, remoteAddress });

describe('two instances on one Redis', () => {
  it('share the per-address limit of a route: requests split across them meet 429 together', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expectError(await login(i, { email: uniqueEmail(), password: 'Wrong@2026' }, ip), 401);
    for (const i of [0, 1]) {
      const limited = expectError(await login(i, { email: uniqueEmail(), password: 'Wrong@2026' }, ip), 429);
      expect(limited.code).toBe('rate_limited');
      // The window is counted from the first request (Redis keeps its time to live), a few seconds ago.
      expect(limited.message).toMatch(/^Too many requests\. Please try again in (1 minute|[1-5]\d seconds)\.$/);
    }
    // Another address is not limited on either instance.
    expectError(await login(1, { email: uniqueEmail(), password: 'Wrong@2026' }, freshIp()), 401);
  });

  it('keep their counters under the configured key prefix only', async () => {
    const redis = new Redis(redisUrl);
    try {
      const keys = await redis.keys(`${redisKeyPrefix}*`);
      expect(keys.some((key) => key.startsWith(`${redisKeyPrefix}rate-limit:`))).toBe(true);
      // Failed logins are counted per e-mail and address: accounts/sessions.redis.test.ts.
      expect(keys.some((key) => key.startsWith(`${redisKeyPrefix}failures:login:`))).toBe(true);
    } finally {
      await redis.quit();
    }
  });
});
