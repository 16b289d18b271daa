import type { Redis } from 'ioredis';
import { createTtlCache } from './ttl-cache.ts';

export interface SharedTtlCacheOptions {
  /** How long a computed value is reused; 0 turns the cache off. */
  ttlMs: number;
  /** Redis of REDIS_URL: every instance reuses a value one of them computed. Null keeps it in this process. */
  redis: Redis | null;
  /** Put before every key in Redis. */
  prefix: string;
  /** Told when Redis fails; the value is then computed here, as without Redis. */
  onError: (error: unknown) => void;
  maxEntries?: number;
}

/**
 * A time-bounded memo of an expensive, JSON-shaped answer (the analytics report of a range), shared
 * through Redis when configured. In this process concurrent misses share one load (so 32 admins asking
 * at once cost one computation); across instances the first to compute writes it for the others. A
 * value can be up to twice `ttlMs` old (Redis's copy, then this process's), which is the point: the
 * figures are a report, not a balance.
 */
export function createSharedTtlCache<V>({ ttlMs, redis, prefix, onError, maxEntries = 200 }: SharedTtlCacheOptions) {
  const local = createTtlCache<V>(ttlMs, maxEntries);
  const fromRedis = async (key: string, load: () => Promise<V>): Promise<V> => {
    if (!redis) return load();
    const stored = await redis.get(prefix + key).catch((error: unknown) => {
      onError(error);
      return null;
    });
    if (stored !== null) return JSON.parse(stored) as V;
    const value = await load();
    await redis.set(prefix + key, JSON.stringify(value), 'PX', ttlMs).catch(onError);
    return value;
  };
  return {
    get(key: string, load: () => Promise<V>): Promise<V> {
      return ttlMs > 0 ? local.get(key, () => fromRedis(key, load)) : load();
    },
    clear(): void {
      local.clear();
    },
  };
}
