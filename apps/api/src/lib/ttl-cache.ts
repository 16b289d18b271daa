/**
 * A small time-bounded memo for slow-changing aggregates (category counts, brand lists) that every
 * listing page asks for; a few seconds of staleness is invisible to a shopper and saves a scan of
 * the catalogue per request. Concurrent misses share one load.
 */
export function createTtlCache<V>(ttlMs: number, maxEntries = 500) {
  const entries = new Map<string, { expires: number; value: Promise<V> }>();
  return {
    get(key: string, load: () => Promise<V>): Promise<V> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      const value = load();
      entries.set(key, { expires: now + ttlMs, value });
      value.catch(() => entries.delete(key));
      return value;
    },
    clear(): void {
      entries.clear();
    },
  };
}
