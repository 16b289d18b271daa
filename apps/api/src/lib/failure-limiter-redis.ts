import type { Redis } from 'ioredis';
import { createMemoryFailureLimiter, type FailureLimiter, type FailureLimiterOptions } from './failure-limiter.ts';

export interface RedisFailureLimiterOptions extends Omit<FailureLimiterOptions, 'maxKeys'> {
  redis: Redis;
  /** Put before every key, so several limiters (and deployments) can share one Redis. */
  prefix: string;
}

/**
 * One failure in one step: a key whose window is over (or absent) starts a new window with a count of
 * 1; otherwise its count grows. The window end is the caller's clock (like the memory limiter), and
 * Redis drops the key when the window is over.
 * KEYS[1] key; ARGV[1] now (ms); ARGV[2] window (ms); ARGV[3] now + window (ms), the new window's end.
 */
const RECORD_FAILURE = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local resetAt = tonumber(redis.call('HGET', KEYS[1], 'resetAt'))
if resetAt == nil or resetAt <= now then
  redis.call('HSET', KEYS[1], 'count', 1, 'resetAt', ARGV[3])
  redis.call('PEXPIRE', KEYS[1], window)
else
  redis.call('HINCRBY', KEYS[1], 'count', 1)
end
return 1
`;

/**
 * The failure counters in Redis, shared by every API instance on it; same behaviour as
 * createMemoryFailureLimiter (no size bound is needed: every key expires with its window).
 * While Redis is briefly gone (a command fails), the counting goes on in this process instead of
 * failing the login with a 500; those counts stay in memory and are not carried back into Redis.
 */
export function createRedisFailureLimiter({ redis, prefix, max, windowSeconds, now = Date.now }: RedisFailureLimiterOptions): FailureLimiter {
  const windowMs = windowSeconds * 1000;
  const memory = createMemoryFailureLimiter({ max, windowSeconds, now });
  const orInMemory = async <T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T> => {
    try {
      return await shared();
    } catch {
      return local();
    }
  };
  return {
    retryAfter: (key) =>
      orInMemory(
        async () => {
          const [count, resetAt] = await redis.hmget(prefix + key, 'count', 'resetAt');
          const left = Number(resetAt) - now();
          const shared = count !== null && resetAt !== null && left > 0 && Number(count) >= max ? Math.ceil(left / 1000) : 0;
          // Failures counted in memory during an outage still block until their window ends.
          return Math.max(shared, await memory.retryAfter(key));
        },
        () => memory.retryAfter(key),
      ),
    recordFailure: (key) =>
      orInMemory(
        async () => {
          const at = now();
          await redis.eval(RECORD_FAILURE, 1, prefix + key, at, windowMs, at + windowMs);
        },
        () => memory.recordFailure(key),
      ),
    clear: async (key) => {
      await memory.clear(key);
      await orInMemory(
        async () => void (await redis.del(prefix + key)),
        async () => {},
      );
    },
  };
}
