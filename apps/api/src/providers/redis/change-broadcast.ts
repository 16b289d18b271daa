import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

export interface ChangeBroadcast {
  /** Tells the other instances that something changed (this instance has already acted on it). */
  announce(): void;
  close(): Promise<void>;
}

/**
 * "The catalogue changed" between API instances on one Redis, by pub/sub: each instance keeps its
 * response caches in its own memory, so an admin's write on one instance must make the others drop
 * theirs at once, not after their TTL. A message from this instance itself is ignored (it cleared
 * its caches before announcing). A message lost while Redis is down costs at most the cache TTL
 * (CATALOG_CACHE_SECONDS) of staleness on the other instances.
 */
export async function createChangeBroadcast({
  redis,
  channel,
  onChange,
  log,
}: {
  redis: Redis;
  channel: string;
  onChange: () => void;
  log: FastifyBaseLogger;
}): Promise<ChangeBroadcast> {
  const self = randomUUID();
  // A subscribed connection can do nothing else, so it is a second one; it queues while reconnecting.
  const subscriber = redis.duplicate({ enableOfflineQueue: true, lazyConnect: true });
  subscriber.on('error', () => {
    // The publishing connection reports outages (redis-client.ts); ioredis reconnects this one and resubscribes.
  });
  subscriber.on('message', (from: string, sender: string) => {
    if (from === channel && sender !== self) onChange();
  });
  await subscriber.connect();
  await subscriber.subscribe(channel);
  return {
    announce() {
      redis.publish(channel, self).catch((error: unknown) => log.warn({ err: error }, `Redis failed: other instances drop ${channel} caches by their TTL`));
    },
    async close() {
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
