/** Counts failures per key (an e-mail address) in a fixed window and blocks the key once it reaches the maximum. */
export interface FailureLimiter {
  /** Seconds until the key may try again; 0 when it may now. */
  retryAfter(key: string): Promise<number>;
  recordFailure(key: string): Promise<void>;
  /** Forgets the key's failures (after a success). */
  clear(key: string): Promise<void>;
}

export interface FailureLimiterOptions {
  max: number;
  windowSeconds: number;
  /** Oldest entries are dropped beyond this many keys, so a flood of invented addresses cannot exhaust memory. */
  maxKeys?: number;
  now?: () => number;
}

/**
 * In-process counters, like @fastify/rate-limit's default store: one instance counts alone. Several
 * instances behind a load balancer share createRedisFailureLimiter instead (REDIS_URL).
 */
export function createMemoryFailureLimiter({
  max,
  windowSeconds,
  maxKeys = 100_000,
  now = Date.now,
}: FailureLimiterOptions): FailureLimiter {
  const entries = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.resetAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async retryAfter(key) {
      const entry = live(key);
      return entry && entry.count >= max ? Math.ceil((entry.resetAt - now()) / 1000) : 0;
    },
    async recordFailure(key) {
      const entry = live(key);
      if (entry) {
        entry.count += 1;
        return;
      }
      if (entries.size >= maxKeys) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(key, { count: 1, resetAt: now() + windowSeconds * 1000 });
    },
    async clear(key) {
      entries.delete(key);
    },
  };
}

/** '45 seconds', '1 minute', '15 minutes': a wait as a person reads it. */
export function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
