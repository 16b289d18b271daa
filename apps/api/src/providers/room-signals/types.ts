/**
 * What the video rooms share between API instances (decision 035): single-use tickets, who holds
 * each party's place in a room, and a bus that carries signalling to the instance holding a party's
 * socket. In one process (local.ts) all of it is memory; with REDIS_URL (redis.ts) it is Redis, so a
 * patient and a doctor connected to two different instances still meet. Values are opaque strings:
 * the rooms module gives them their meaning.
 */
export interface RoomSignals {
  /** Keeps a ticket for `ttlMs`. */
  putTicket(ticket: string, value: string, ttlMs: number): Promise<void>;
  /** The ticket's value, removed in the same step (a ticket is used once, on whichever instance). */
  takeTicket(ticket: string): Promise<string | null>;
  /** Makes `connectionId` the holder of a place (`appointment:role`) for `ttlMs`; answers the holder it replaced. */
  claim(place: string, connectionId: string, ttlMs: number): Promise<string | null>;
  /** Whether someone holds the place now. */
  isHeld(place: string): Promise<boolean>;
  /** Gives the place up if `connectionId` still holds it; answers whether it did. */
  release(place: string, connectionId: string): Promise<boolean>;
  /** Sends an event to every instance (this one too), in order. */
  publish(event: string): Promise<void>;
  /** The one receiver of published events. */
  onEvent(handler: (event: string) => void): void;
  close(): Promise<void>;
}
