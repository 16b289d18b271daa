import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadEnv } from '../../src/config/env.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { openTestDatabase } from './test-app.ts';

export interface RedisInstances {
  readonly redisUrl: string;
  /** This run's own key prefix, so runs never share counters or sessions. */
  readonly redisKeyPrefix: string;
  readonly database: DatabaseHandle;
  readonly instances: [FastifyInstance, FastifyInstance];
}

/**
 * Two instances of the app on one database and one Redis, as behind a load balancer, for a `*.redis.test.ts`
 * file (they run only with REDIS_URL, see vitest.config.ts). Registers the file's beforeAll/afterAll: the
 * returned object is filled before the tests run; afterAll closes both apps and deletes this run's keys.
 */
export function twoInstancesOnOneRedis(limits: { RATE_LIMIT_IP_MAX: string; RATE_LIMIT_ACCOUNT_MAX: string }): RedisInstances {
  const redisUrl = process.env.REDIS_URL ?? '';
  const redisKeyPrefix = `dawa-test:${process.pid}:${Date.now()}:`;
  let database: DatabaseHandle | undefined;
  let instances: [FastifyInstance, FastifyInstance] | undefined;
  let dataDir: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dawa-app-'));
    const env = loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent',
      DATA_DIR: dataDir,
      REDIS_URL: redisUrl,
      ...limits,
    });
    instances = [await buildApp({ env, database, redisKeyPrefix }), await buildApp({ env, database, redisKeyPrefix })];
    await Promise.all(instances.map((app) => app.ready()));
  });
  afterAll(async () => {
    await Promise.all((instances ?? []).map((app) => app.close()));
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${redisKeyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('twoInstancesOnOneRedis: used before beforeAll ran');
    return value;
  };
  return {
    redisUrl,
    redisKeyPrefix,
    get database() {
      return started(database);
    },
    get instances() {
      return started(instances);
    },
  };
}
