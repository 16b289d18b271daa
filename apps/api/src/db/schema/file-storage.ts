import { bigint, bigserial, customType, integer, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';

/** Raw bytes: node-postgres gives a Buffer, PGlite a Uint8Array; the store always sees a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

/** Uploaded files kept in the database (STORAGE=postgres, migration 0043, decision 051): one row per file. */
export const fileObjects = pgTable(
  'file_objects',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Storage key: folder/file name, as in every store. */
    key: text('key').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    /** Hex SHA-256 of the whole file. */
    sha256: text('sha256').notNull(),
    /** Every chunk but the last has this many bytes. */
    chunkBytes: integer('chunk_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('file_objects_key_key').on(t.key)],
);

/** A file's bytes, in order of index. */
export const fileChunks = pgTable(
  'file_chunks',
  {
    objectId: bigint('object_id', { mode: 'number' })
      .notNull()
      .references(() => fileObjects.id, { onDelete: 'cascade' }),
    index: integer('index').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ name: 'file_chunks_pkey', columns: [t.objectId, t.index] })],
);
