import type { Redis } from 'ioredis';
import { ACCESS_TOKEN_TTL_SECONDS } from '@dawa/shared/auth/rules';
import { createMemorySessionStatusCache, type SessionStatusCache } from '../../lib/session-status-cache.ts';
import { createRedisSessionStatusCache } from '../../lib/session-status-cache-redis.ts';

/**
 * How long a session found alive is trusted without asking the database again. Revocations through the
 * service clear it at once; only a change made behind the app's back (a manual UPDATE) waits this long.
 */
export const SESSION_STATUS_TTL_MS = 5_000;

/** The session-status cache: in Redis (shared by every instance) when REDIS_URL is set, else in this process. */
export function createSessionStatusCache(redis: Redis | null, prefix: string, log: { warn(details: object, message: string): void }): SessionStatusCache {
  const options = { ttlMs: SESSION_STATUS_TTL_MS, deadTtlMs: ACCESS_TOKEN_TTL_SECONDS * 1000 };
  if (!redis) return createMemorySessionStatusCache(options);
  // Every authenticated request would report the same outage: one line per half minute is enough.
  let lastWarning = 0;
  return createRedisSessionStatusCache({
    redis,
    prefix,
    ...options,
    onError: (error) => {
      if (Date.now() - lastWarning < 30_000) return;
      lastWarning = Date.now();
      log.warn({ err: error }, 'Redis unavailable for the session cache; checking sessions in the database');
    },
  });
}
