import crypto from 'node:crypto';
import zlib from 'node:zlib';

/** A product page's answer as it goes on the wire, with its validator. */
export interface DetailAnswer {
  id: number;
  slug: string;
  /** The JSON body, serialized once and gzipped: sent as it is to the browsers (they all take gzip), a third of its size in memory. */
  gzip: Buffer;
  /** A strong ETag of the JSON: a browser asking again with it gets a 304. */
  etag: string;
}

/** The answer of a serialized page. Fastest gzip level: a page is written at every miss, and level 6 saves only a tenth more. */
export function detailAnswerOf(id: number, slug: string, json: string): DetailAnswer {
  const body = Buffer.from(json);
  return { id, slug, gzip: zlib.gzipSync(body, { level: 1 }), etag: `"${crypto.createHash('sha1').update(body).digest('base64url')}"` };
}

/** The JSON of an answer, for a client that does not take gzip. */
export const jsonOf = (answer: DetailAnswer): Buffer => zlib.gunzipSync(answer.gzip);

/** Bytes an entry costs beyond its body (the entry, its two keys, the ETag): measured roughly, kept generous. */
const ENTRY_OVERHEAD_BYTES = 400;

/**
 * Product pages kept in memory, least recently used first out once `maxBytes` is reached (decision 043).
 * Nothing here expires: an entry is right until its product changes, and the owner calls `forget` with
 * the ids each committed write changed (or 'all'). A load that was under way when a change came in
 * is answered but not kept, since it may have read the row before the change committed.
 * Pages that were not found are never kept (a product added later must show at once).
 */
export function createProductDetailCache(maxBytes: number) {
  const byId = new Map<number, DetailAnswer>();
  const idBySlug = new Map<string, number>();
  const loading = new Map<string, Promise<DetailAnswer>>();
  let bytes = 0;
  /** Moves on with every change: a load that started under an older one must not be kept. */
  let generation = 0;

  const costOf = (answer: DetailAnswer) => answer.gzip.byteLength + ENTRY_OVERHEAD_BYTES;

  function remove(id: number): void {
    const answer = byId.get(id);
    if (!answer) return;
    byId.delete(id);
    if (idBySlug.get(answer.slug) === id) idBySlug.delete(answer.slug);
    bytes -= costOf(answer);
  }

  function keep(answer: DetailAnswer): void {
    if (costOf(answer) > maxBytes) return;
    remove(answer.id);
    byId.set(answer.id, answer);
    idBySlug.set(answer.slug, answer.id);
    bytes += costOf(answer);
    // A Map iterates in insertion order, and a hit re-inserts its entry: the first is the least recently used.
    for (const oldest of byId.keys()) {
      if (bytes <= maxBytes) break;
      remove(oldest);
    }
  }

  function peek(key: { id: number } | { slug: string }): DetailAnswer | undefined {
    const id = 'id' in key ? key.id : idBySlug.get(key.slug);
    const answer = id === undefined ? undefined : byId.get(id);
    if (!answer) return undefined;
    byId.delete(answer.id);
    byId.set(answer.id, answer);
    return answer;
  }

  return {
    /** The kept answer for the key, else `load`'s (kept unless a change came in meanwhile); concurrent misses share one load. */
    get(key: { id: number } | { slug: string }, load: () => Promise<DetailAnswer>): Promise<DetailAnswer> {
      const hit = peek(key);
      if (hit) return Promise.resolve(hit);
      const name = 'id' in key ? `id:${key.id}` : `slug:${key.slug}`;
      const pending = loading.get(name);
      if (pending) return pending;
      const startedAt = generation;
      const loaded = load().then(
        (answer) => {
          if (generation === startedAt) keep(answer);
          return answer;
        },
      );
      const settle = () => {
        if (loading.get(name) === loaded) loading.delete(name);
      };
      loading.set(name, loaded);
      loaded.then(settle, settle);
      return loaded;
    },
    /**
     * Keeps a page read ahead of any asker (the warm-up) unless a change came in since `startedAt` (a
     * generation()) or it would push another page out; answers false when the cache is full.
     */
    prime(answer: DetailAnswer, startedAt: number): boolean {
      if (bytes + costOf(answer) > maxBytes) return false;
      if (generation === startedAt && !byId.has(answer.id)) keep(answer);
      return true;
    },
    /** The current change count, for prime. */
    generation: () => generation,
    /** Drops the pages of products a committed write changed; loads under way are not kept. */
    forget(changed: readonly number[] | 'all'): void {
      generation++;
      // A load under way may have read the old row: the next asker loads again rather than share it.
      loading.clear();
      if (changed === 'all') {
        byId.clear();
        idBySlug.clear();
        bytes = 0;
        return;
      }
      for (const id of changed) remove(id);
    },
    /** What the cache holds now (tests, and the decision's memory figures). */
    size(): { entries: number; bytes: number } {
      return { entries: byId.size, bytes };
    },
  };
}

export type ProductDetailCache = ReturnType<typeof createProductDetailCache>;
