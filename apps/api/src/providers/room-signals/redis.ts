import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { RoomSignals } from './types.ts';

/** Deletes a place only while this connection still holds it (a newer holder keeps it). */
const RELEASE_IF_HOLDER = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

/**
 * The rooms' shared state in Redis (REDIS_URL), for several API instances: tickets and places are
 * keys with an expiry (GETDEL uses a ticket once; SET ... GET swaps a place's holder in one step),
 * and events go over one pub/sub channel, which Redis delivers in the order they were published.
 * Needs Redis 6.2 or later.
 */
export async function createRedisRoomSignals({ redis, prefix, log }: { redis: Redis; prefix: string; log: FastifyBaseLogger }): Promise<RoomSignals> {
  const channel = `${prefix}room-signals`;
  let receiver: (event: string) => void = () => {};
  // A subscribed connection can do nothing else, so it is a second one; it queues while reconnecting.
  const subscriber = redis.duplicate({ enableOfflineQueue: true, lazyConnect: true });
  subscriber.on('error', () => {
    // The main connection reports outages (redis-client.ts); ioredis reconnects this one and resubscribes.
  });
  subscriber.on('message', (from: string, event: string) => {
    if (from !== channel) return;
    try {
      receiver(event);
    } catch (error) {
      log.error({ err: error }, 'a video room signal could not be delivered');
    }
  });
  await subscriber.connect();
  await subscriber.subscribe(channel);

  return {
    async putTicket(ticket, value, ttlMs) {
      await redis.set(`${prefix}room-ticket:${ticket}`, value, 'PX', ttlMs);
    },
    takeTicket: (ticket) => redis.getdel(`${prefix}room-ticket:${ticket}`),
    claim: (place, connectionId, ttlMs) => redis.set(`${prefix}room-place:${place}`, connectionId, 'PX', Math.max(1, Math.ceil(ttlMs)), 'GET'),
    async isHeld(place) {
      return (await redis.exists(`${prefix}room-place:${place}`)) === 1;
    },
    async release(place, connectionId) {
      return (await redis.eval(RELEASE_IF_HOLDER, 1, `${prefix}room-place:${place}`, connectionId)) === 1;
    },
    async publish(event) {
      await redis.publish(channel, event);
    },
    onEvent(handler) {
      receiver = handler;
    },
    async close() {
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
