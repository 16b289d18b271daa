import type { Redis } from 'ioredis';
import { ROLES } from '@dawa/shared/auth/rules';
import type { SessionStatus, SessionStatusCache, SessionStatusCacheOptions } from './session-status-cache.ts';

export interface RedisSessionStatusCacheOptions extends Omit<SessionStatusCacheOptions, 'maxEntries' | 'now'> {
  redis: Redis;
  /** Put before every key, so several deployments can share one Redis. */
  prefix: string;
  /** Told when Redis fails; the check then falls back to the database alone. */
  onError: (error: unknown) => void;
}

function parse(raw: string | null): SessionStatus | undefined {
  if (raw === null) return undefined;
  try {
    const value = JSON.parse(raw) as { kind?: unknown; userId?: unknown; role?: unknown; twoFactorEnrolled?: unknown; secondFactor?: unknown };
    if (value.kind === 'dead' || value.kind === 'recheck') return { kind: value.kind };
    const role = ROLES.find((r) => r === value.role);
    if (value.kind === 'live' && typeof value.userId === 'number' && role) {
      // An entry written before two-factor sign-in existed reads as "not enrolled, no second factor": the safe side.
      return { kind: 'live', userId: value.userId, role, twoFactorEnrolled: value.twoFactorEnrolled === true, secondFactor: value.secondFactor === true };
    }
  } catch {
    // A foreign or damaged value: treated as absent, so the database answers.
  }
  return undefined;
}

/**
 * The session statuses in Redis, shared by every API instance on it: a revocation on one instance is
 * seen by all at once. `fill` is SET NX, so it never overwrites a revocation that landed meanwhile.
 * When Redis fails, every call degrades to "not cached" (the database is asked each time) rather than
 * failing the request; a failed `markDead` is harmless because the revocation is already in the database.
 */
export function createRedisSessionStatusCache({ redis, prefix, ttlMs, deadTtlMs, onError }: RedisSessionStatusCacheOptions): SessionStatusCache {
  const key = (sessionId: string) => `${prefix}${sessionId}`;
  const setAll = async (sessionIds: readonly string[], status: SessionStatus, forMs: number) => {
    if (sessionIds.length === 0) return;
    const batch = redis.multi();
    for (const id of sessionIds) batch.set(key(id), JSON.stringify(status), 'PX', forMs);
    await batch.exec();
  };
  const guarded =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>, fallback: R) =>
    async (...args: A): Promise<R> => {
      try {
        return await fn(...args);
      } catch (error) {
        onError(error);
        return fallback;
      }
    };
  return {
    get: guarded(async (sessionId: string) => parse(await redis.get(key(sessionId))), undefined),
    fill: guarded(async (sessionId: string, status: SessionStatus) => {
      await redis.set(key(sessionId), JSON.stringify(status), 'PX', ttlMs, 'NX');
    }, undefined),
    markDead: guarded((sessionIds: readonly string[]) => setAll(sessionIds, { kind: 'dead' }, deadTtlMs), undefined),
    markRecheck: guarded((sessionIds: readonly string[]) => setAll(sessionIds, { kind: 'recheck' }, ttlMs), undefined),
  };
}
