import { Readable } from 'node:stream';
import { and, asc, between, eq, gt, sql } from 'drizzle-orm';
import { inTransaction, type Database } from './client.ts';
import { fileChunks, fileObjects } from './schema/index.ts';
import { checkedKey, sha256Hex } from '../providers/storage/keys.ts';
import type { ByteRange, FileStorage } from '../providers/storage/types.ts';

/** 256 KiB: a PDF's first page is one or two chunks, and a 10 MB upload is 40 rows. */
export const POSTGRES_CHUNK_BYTES = 256 * 1024;
/** Chunks fetched per query while streaming: 1 MiB of memory per reader at most. */
const CHUNKS_PER_READ = 4;
/** Chunks written per INSERT. */
const CHUNKS_PER_WRITE = 8;

/**
 * Files in the PostgreSQL database (or PGlite), chunked, with their hash (migration 0043): every
 * instance on one database shares them with nothing else to run. An overwrite is a new row, so a
 * reader of the old version fails instead of mixing two.
 */
export function createPostgresStorage(db: Database, options: { chunkBytes?: number } = {}): FileStorage {
  const chunkBytes = options.chunkBytes ?? POSTGRES_CHUNK_BYTES;
  const find = async (key: string) =>
    (
      await db
        .select()
        .from(fileObjects)
        .where(eq(fileObjects.key, checkedKey(key)))
        .limit(1)
    )[0];

  /** Chunks `first`..`last` of one version, in order; fewer than asked means it was replaced or deleted meanwhile. */
  async function chunks(objectId: number, first: number, last: number): Promise<Buffer[]> {
    const rows = await db
      .select({ data: fileChunks.data })
      .from(fileChunks)
      .where(and(eq(fileChunks.objectId, objectId), between(fileChunks.index, first, last)))
      .orderBy(asc(fileChunks.index));
    if (rows.length !== last - first + 1) throw new Error('The stored file changed while it was read');
    return rows.map((r) => r.data);
  }

  async function* pieces(object: { id: number; chunkBytes: number }, range: ByteRange): AsyncGenerator<Buffer> {
    const firstChunk = Math.floor(range.start / object.chunkBytes);
    const lastChunk = Math.floor(range.end / object.chunkBytes);
    for (let from = firstChunk; from <= lastChunk; from += CHUNKS_PER_READ) {
      const to = Math.min(lastChunk, from + CHUNKS_PER_READ - 1);
      const got = await chunks(object.id, from, to);
      for (const [i, data] of got.entries()) {
        const offset = (from + i) * object.chunkBytes;
        yield data.subarray(Math.max(0, range.start - offset), Math.min(data.length, range.end - offset + 1));
      }
    }
  }

  return {
    kind: 'postgres',
    async put(key, data) {
      checkedKey(key);
      await inTransaction(db, async (tx) => {
        // Two instances writing one key wait for each other instead of meeting the unique key.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 51))`);
        await tx.delete(fileObjects).where(eq(fileObjects.key, key));
        const [object] = await tx
          .insert(fileObjects)
          .values({ key, sizeBytes: data.length, sha256: sha256Hex(data), chunkBytes })
          .returning({ id: fileObjects.id });
        if (!object) throw new Error('The file row was not written');
        const rows = [];
        for (let index = 0, at = 0; at < data.length; index++, at += chunkBytes) {
          rows.push({ objectId: object.id, index, data: data.subarray(at, at + chunkBytes) });
        }
        for (let i = 0; i < rows.length; i += CHUNKS_PER_WRITE) await tx.insert(fileChunks).values(rows.slice(i, i + CHUNKS_PER_WRITE));
      });
    },
    async get(key) {
      const object = await find(key);
      if (!object) return null;
      if (object.sizeBytes === 0) return Buffer.alloc(0);
      return Buffer.concat(await chunks(object.id, 0, Math.ceil(object.sizeBytes / object.chunkBytes) - 1));
    },
    async stat(key) {
      const object = await find(key);
      return object ? { size: object.sizeBytes, sha256: object.sha256 } : null;
    },
    async read(key, range) {
      const object = await find(key);
      if (!object) return null;
      if (object.sizeBytes === 0) return Readable.from([]);
      return Readable.from(pieces(object, range ?? { start: 0, end: object.sizeBytes - 1 }));
    },
    async delete(key) {
      await db.delete(fileObjects).where(eq(fileObjects.key, checkedKey(key)));
    },
    async *keys() {
      for (let after = ''; ;) {
        const page = await db
          .select({ key: fileObjects.key })
          .from(fileObjects)
          .where(gt(fileObjects.key, after))
          .orderBy(asc(fileObjects.key))
          .limit(500);
        for (const row of page) yield row.key;
        const last = page.at(-1);
        if (!last || page.length < 500) return;
        after = last.key;
      }
    },
  };
}
