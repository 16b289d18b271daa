import type { RoomSignals } from './types.ts';

/**
 * The rooms' shared state in this process only (no REDIS_URL): maps for tickets and places, and
 * events handed to the receiver at once (the order of publishing is the order of delivery).
 */
export function createLocalRoomSignals(now: () => number = Date.now): RoomSignals {
  const tickets = new Map<string, { value: string; expiresAt: number }>();
  const places = new Map<string, { holder: string; expiresAt: number }>();
  let receiver: (event: string) => void = () => {};
  const live = <T extends { expiresAt: number }>(entry: T | undefined) => (entry && entry.expiresAt > now() ? entry : undefined);

  return {
    async putTicket(ticket, value, ttlMs) {
      const t = now();
      for (const [key, entry] of tickets) if (entry.expiresAt <= t) tickets.delete(key);
      tickets.set(ticket, { value, expiresAt: t + ttlMs });
    },
    async takeTicket(ticket) {
      const entry = live(tickets.get(ticket));
      tickets.delete(ticket);
      return entry?.value ?? null;
    },
    async claim(place, connectionId, ttlMs) {
      const previous = live(places.get(place))?.holder ?? null;
      places.set(place, { holder: connectionId, expiresAt: now() + ttlMs });
      return previous;
    },
    async isHeld(place) {
      return live(places.get(place)) !== undefined;
    },
    async release(place, connectionId) {
      if (places.get(place)?.holder !== connectionId) return false;
      places.delete(place);
      return true;
    },
    async publish(event) {
      receiver(event);
    },
    onEvent(handler) {
      receiver = handler;
    },
    async close() {
      tickets.clear();
      places.clear();
    },
  };
}
