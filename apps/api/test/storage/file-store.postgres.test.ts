import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { createPostgresStorage } from '../../src/db/file-store.ts';
import { fileChunks, fileObjects } from '../../src/db/schema/index.ts';
import type { FileStorage } from '../../src/providers/storage/types.ts';
import { openTestDatabase } from '../helpers/test-app.ts';
import { bytesOf, describeFileStorageContract } from './file-storage-contract.ts';

// STORAGE=postgres on the PostgreSQL server (runs with DATABASE_URL; see vitest.config.ts): the same
// contract as on PGlite (file-stores.test.ts), and what only a server can show, writers and readers at once.
let database: DatabaseHandle;
let store: FileStorage;
beforeAll(async () => {
  database = await openTestDatabase();
  expect(database.kind).toBe('postgres');
  store = createPostgresStorage(database.db);
});
afterAll(() => database.close());

describeFileStorageContract('database (PostgreSQL server)', () => store);

describe('database store under concurrency (PostgreSQL)', () => {
  it('8 instances writing one key at once: one whole version wins, with its own chunks only', async () => {
    const key = 'prescriptions/raced.pdf';
    const versions = Array.from({ length: 8 }, () => crypto.randomBytes(300 * 1024 + crypto.randomInt(1000)));
    await Promise.all(versions.map((v) => store.put(key, v)));
    const final = await store.get(key);
    expect(versions.some((v) => final?.equals(v))).toBe(true);
    const rows = await database.db.select().from(fileObjects).where(eq(fileObjects.key, key));
    expect(rows).toHaveLength(1);
    const chunks = await database.db
      .select({ index: fileChunks.index })
      .from(fileChunks)
      .where(eq(fileChunks.objectId, rows[0]?.id ?? 0));
    expect(chunks.map((c) => c.index).sort((x, y) => x - y)).toEqual([0, 1]);
  });

  // 3 MiB is 12 chunks, read in 3 queries: a replacement can land between them.
  it('a reader while the file is replaced gets the old bytes or the new, or an error: never a mix', async () => {
    const key = 'health-reports/replaced.pdf';
    const [before, after] = [crypto.randomBytes(3 * 1024 * 1024), crypto.randomBytes(3 * 1024 * 1024)];
    await store.put(key, before);
    const outcomes = await Promise.all([
      ...Array.from({ length: 6 }, async () => {
        const stream = await store.read(key);
        return bytesOf(stream).then(
          (bytes) => (bytes?.equals(before) ? 'before' : bytes?.equals(after) ? 'after' : 'mixed'),
          () => 'error',
        );
      }),
      store.put(key, after).then(() => 'written'),
    ]);
    expect(outcomes).not.toContain('mixed');
    expect(outcomes).toContain('written');
    expect((await store.get(key))?.equals(after)).toBe(true);
  });
});
