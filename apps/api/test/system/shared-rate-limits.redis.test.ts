import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { expectError, uniqueEmail } from '../helpers/accounts.ts';
import { twoInstancesOnOneRedis } from '../helpers/redis-instances.ts';

// Runs only with REDIS_URL (vitest.config.ts). Two instances of the app on one database and one Redis,
// as behind a load balancer; the key prefix is this run's own, so runs never share counters.
const cluster = twoInstancesOnOneRedis({ RATE_LIMIT_IP_MAX: '3', RATE_LIMIT_ACCOUNT_MAX: '3' });
const { redisUrl, redisKeyPrefix } = cluster;

const instance = (i: number) => cluster.instances[i % cluster.instances.length]!;
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
