import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createRedisFailureLimiter } from './failure-limiter-redis.ts';
import { failureLimiterCases } from './failure-limiter.cases.ts';

// Runs only with REDIS_URL (vitest.config.ts); every limiter gets its own prefix so runs never meet.
const redis = new Redis(process.env.REDIS_URL ?? '');
const runPrefix = `dawa-test:${process.pid}:${Date.now()}:`;
let limiterCount = 0;
afterAll(async () => {
  const keys = await redis.keys(`${runPrefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

describe('createRedisFailureLimiter', () => {
  failureLimiterCases((options) => createRedisFailureLimiter({ ...options, redis, prefix: `${runPrefix}${++limiterCount}:` }));

  it('shares its counts with another instance on the same Redis and prefix', async () => {
    const prefix = `${runPrefix}shared:`;
    const first = createRedisFailureLimiter({ redis, prefix, max: 2, windowSeconds: 60 });
    const second = createRedisFailureLimiter({ redis, prefix, max: 2, windowSeconds: 60 });
    await first.recordFailure('login:a@example.in');
    expect(await second.retryAfter('login:a@example.in')).toBe(0);
    await second.recordFailure('login:a@example.in');
    expect(await first.retryAfter('login:a@example.in')).toBeGreaterThan(0);
    await first.clear('login:a@example.in');
    expect(await second.retryAfter('login:a@example.in')).toBe(0);
  });

  it('lets Redis forget a key when its window is over', async () => {
    const prefix = `${runPrefix}expiry:`;
    const limiter = createRedisFailureLimiter({ redis, prefix, max: 1, windowSeconds: 60 });
    await limiter.recordFailure('a');
    const ttl = await redis.pttl(`${prefix}a`);
    expect(ttl).toBeGreaterThan(59_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });
});
