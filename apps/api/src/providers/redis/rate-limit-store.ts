import { createRequire } from 'node:module';
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

type RateLimitResult = { current: number; ttl: number };
type Callback = (error: Error | null, result?: RateLimitResult) => void;
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];
/** @fastify/rate-limit's own stores (the same code it uses for `redis` and for memory); they carry no types. */
type StoreWithRead = FastifyRateLimitStore & { read(key: string, callback: Callback, timeWindow: number, max: number): void };

const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => StoreWithRead;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (continueExceeding: boolean, exponentialBackoff: boolean) => StoreWithRead;

/** Counts in Redis; when a Redis command fails, counts the same key in this process instead of failing the request. */
class FallbackStore implements FastifyRateLimitStore {
  constructor(
    private readonly shared: StoreWithRead,
    private readonly local: StoreWithRead,
  ) {}

  private run(method: 'incr' | 'read', key: string, callback: Callback, timeWindow: number, max: number): void {
    this.shared[method](
      key,
      (error, result) => (error ? this.local[method](key, callback, timeWindow, max) : callback(null, result)),
      timeWindow,
      max,
    );
  }

  incr(key: string, callback: Callback, timeWindow: number, max: number): void {
    this.run('incr', key, callback, timeWindow, max);
  }

  read(key: string, callback: Callback, timeWindow: number, max: number): void {
    this.run('read', key, callback, timeWindow, max);
  }

  child(routeOptions: ChildOptions): FastifyRateLimitStore {
    return new FallbackStore(this.shared.child(routeOptions) as StoreWithRead, this.local.child(routeOptions) as StoreWithRead);
  }
}

/**
 * The rate-limit store of REDIS_URL: counters shared by every instance, and while Redis is briefly gone,
 * counted in this process (each instance then allows the full limit on its own, better than failing
 * every login with a 500). The counts made meanwhile are not carried back into Redis.
 */
export function createFallbackRateLimitStore(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  return class extends FallbackStore {
    constructor(options: FastifyRateLimitOptions) {
      // The plugin passes its resolved settings, which carry these two (its types leave them out).
      const { continueExceeding = false, exponentialBackoff = false } = options as { continueExceeding?: boolean; exponentialBackoff?: boolean };
      super(new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace), new LocalStore(continueExceeding, exponentialBackoff));
    }
  };
}
