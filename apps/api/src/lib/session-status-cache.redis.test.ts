import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisSessionStatusCache } from './session-status-cache-redis.ts';

// Runs only with REDIS_URL (vitest.config.ts).
const redisUrl = process.env.REDIS_URL ?? '';
const prefix = `dawa-test:${process.pid}:${Date.now()}:session:`;
const live = { kind: 'live', userId: 7, role: 'doctor', twoFactorEnrolled: false, secondFactor: false } as const;
let redis: Redis;

beforeAll(() => {
  redis = new Redis(redisUrl);
});
afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

describe('the session-status cache in Redis', () => {
  const errors: unknown[] = [];
  const cache = () => createRedisSessionStatusCache({ redis, prefix, ttlMs: 5_000, deadTtlMs: 900_000, onError: (e) => errors.push(e) });

  it('keeps a filled status for its time to live and never lets a fill overwrite a revocation', async () => {
    const c = cache();
    await c.fill('s1', live);
    expect(await c.get('s1')).toEqual(live);
    const ttl = await redis.pttl(`${prefix}s1`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(5_000);

    await c.markDead(['s1', 's2']);
    await c.fill('s2', live);
    expect(await c.get('s1')).toEqual({ kind: 'dead' });
    expect(await c.get('s2')).toEqual({ kind: 'dead' });
    expect(await redis.pttl(`${prefix}s2`)).toBeGreaterThan(800_000);

    await c.markRecheck(['s3']);
    await c.fill('s3', live);
    expect(await c.get('s3')).toEqual({ kind: 'recheck' });
    expect(errors).toEqual([]);
  });

  it('treats a damaged value as absent', async () => {
    await redis.set(`${prefix}s4`, '{"kind":"live","userId":"7","role":"root"}', 'PX', 5_000);
    expect(await cache().get('s4')).toBeUndefined();
  });

  it('degrades to "not cached" when Redis cannot be reached, telling onError, instead of failing the request', async () => {
    const offline = new Redis(redisUrl, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0 });
    const seen: unknown[] = [];
    const c = createRedisSessionStatusCache({ redis: offline, prefix, ttlMs: 5_000, deadTtlMs: 900_000, onError: (e) => seen.push(e) });
    expect(await c.get('s1')).toBeUndefined();
    await c.fill('s1', live);
    await c.markDead(['s1']);
    expect(seen).toHaveLength(3);
    offline.disconnect();
  });
});
