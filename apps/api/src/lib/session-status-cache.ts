import type { Role } from '@dawa/shared/auth/rules';

/**
 * What is known about a session (a refresh-token family) for checking its access tokens: live with its
 * user's current role, dead (revoked, or its user deleted), or 'recheck' (its user changed a moment ago,
 * so nothing may be cached for it until this entry runs out).
 */
export type SessionStatus =
  | { kind: 'live'; userId: number; role: Role; twoFactorEnrolled: boolean; secondFactor: boolean }
  | { kind: 'dead' }
  | { kind: 'recheck' };

/**
 * A short-lived memo of session statuses in front of the database. `fill` never overwrites an entry
 * (a read that started before a revocation must not bring the session back); `markDead` and
 * `markRecheck` always do.
 */
export interface SessionStatusCache {
  get(sessionId: string): Promise<SessionStatus | undefined>;
  /** Caches a status read from the database for `ttlMs`, unless the session already has an entry. */
  fill(sessionId: string, status: SessionStatus): Promise<void>;
  /** Sessions revoked: their access tokens are refused without asking the database until they expire. */
  markDead(sessionIds: readonly string[]): Promise<void>;
  /** Sessions whose user changed (role, deletion): the next requests read the database again. */
  markRecheck(sessionIds: readonly string[]): Promise<void>;
}

export interface SessionStatusCacheOptions {
  /** How long a status read from the database is trusted (a few seconds). */
  ttlMs: number;
  /** How long a revoked session stays marked dead: the access-token lifetime, after which its tokens expire anyway. */
  deadTtlMs: number;
  maxEntries?: number;
  now?: () => number;
}

/** The cache in this process (no REDIS_URL): one instance, so clearing it here reaches every request at once. */
export function createMemorySessionStatusCache({ ttlMs, deadTtlMs, maxEntries = 100_000, now = Date.now }: SessionStatusCacheOptions): SessionStatusCache {
  const entries = new Map<string, { status: SessionStatus; expires: number }>();
  const live = (sessionId: string) => {
    const entry = entries.get(sessionId);
    if (entry && entry.expires <= now()) {
      entries.delete(sessionId);
      return undefined;
    }
    return entry;
  };
  const put = (sessionId: string, status: SessionStatus, forMs: number) => {
    entries.delete(sessionId);
    // The database stays the truth: dropping the oldest entry only costs one query later.
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
    entries.set(sessionId, { status, expires: now() + forMs });
  };
  return {
    async get(sessionId) {
      return live(sessionId)?.status;
    },
    async fill(sessionId, status) {
      if (!live(sessionId)) put(sessionId, status, ttlMs);
    },
    async markDead(sessionIds) {
      for (const id of sessionIds) put(id, { kind: 'dead' }, deadTtlMs);
    },
    async markRecheck(sessionIds) {
      for (const id of sessionIds) put(id, { kind: 'recheck' }, ttlMs);
    },
  };
}
