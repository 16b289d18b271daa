import { describe, expect, it } from 'vitest';
import { createMemorySessionStatusCache } from './session-status-cache.ts';

const live = { kind: 'live', userId: 7, role: 'user', twoFactorEnrolled: false, secondFactor: false } as const;

function cacheAt(start = 1_000_000) {
  let clock = start;
  const cache = createMemorySessionStatusCache({ ttlMs: 5_000, deadTtlMs: 900_000, maxEntries: 3, now: () => clock });
  return { cache, advance: (ms: number) => (clock += ms) };
}

describe('the in-process session-status cache', () => {
  it('keeps a status for its time to live, then forgets it', async () => {
    const { cache, advance } = cacheAt();
    await cache.fill('s1', live);
    expect(await cache.get('s1')).toEqual(live);
    advance(5_000);
    expect(await cache.get('s1')).toBeUndefined();
  });

  it('never lets a fill overwrite a revocation that landed while the database was read', async () => {
    const { cache, advance } = cacheAt();
    await cache.markDead(['s1']);
    await cache.fill('s1', live);
    expect(await cache.get('s1')).toEqual({ kind: 'dead' });
    advance(899_999);
    expect(await cache.get('s1')).toEqual({ kind: 'dead' });
  });

  it('lets a revocation or a recheck overwrite a cached live status', async () => {
    const { cache } = cacheAt();
    await cache.fill('s1', live);
    await cache.markRecheck(['s1']);
    await cache.fill('s1', { ...live, role: 'admin' });
    expect(await cache.get('s1')).toEqual({ kind: 'recheck' });
    await cache.markDead(['s1']);
    expect(await cache.get('s1')).toEqual({ kind: 'dead' });
  });

  it('drops the oldest entry beyond its size bound (the database stays the truth)', async () => {
    const { cache } = cacheAt();
    for (const id of ['a', 'b', 'c', 'd']) await cache.fill(id, live);
    expect(await cache.get('a')).toBeUndefined();
    expect(await cache.get('d')).toEqual(live);
  });
});
