import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import * as schema from '../../src/db/schema/index.ts';
import { rowsOf } from '../../src/modules/catalog/stock.repository.ts';
import { readSnapshot, snapshotFiles, snapshotOfCode } from '../../src/db/tools/snapshot-baseline.ts';
import { openTestDatabase } from '../helpers/test-app.ts';

// Drizzle's TypeScript schema is what the repositories query; the SQL migrations are what builds the
// database. Nothing else compares them, so a column added to one and forgotten in the other would only
// show as a failing query in production. This test migrates a fresh database and compares the two.

interface ColumnShape {
  type: string;
  notNull: boolean;
}

/** Spellings PostgreSQL reports for the types Drizzle writes, so both sides compare as one. */
const TYPE_ALIASES: Record<string, string> = {
  'timestamp with time zone': 'timestamptz',
  'timestamp without time zone': 'timestamp',
  'time without time zone': 'time',
  'time with time zone': 'timetz',
  'character varying': 'varchar',
  character: 'char',
  'double precision': 'float8',
  boolean: 'bool',
  integer: 'int4',
  serial: 'int4',
  bigint: 'int8',
  bigserial: 'int8',
  smallint: 'int2',
  smallserial: 'int2',
  real: 'float4',
};

function normaliseType(type: string): string {
  const bare = type
    .toLowerCase()
    .replace(/\(.*\)/, '')
    .trim();
  const isArray = bare.endsWith('[]');
  const base = isArray ? bare.slice(0, -2) : bare;
  return (TYPE_ALIASES[base] ?? base) + (isArray ? '[]' : '');
}

function drizzleTables(): Map<string, Map<string, ColumnShape>> {
  const tables = new Map<string, Map<string, ColumnShape>>();
  for (const value of Object.values(schema)) {
    if (!(value instanceof PgTable)) continue;
    const config = getTableConfig(value);
    const columns = new Map<string, ColumnShape>();
    for (const column of config.columns) {
      columns.set(column.name, { type: normaliseType(column.getSQLType()), notNull: column.notNull });
    }
    tables.set(config.name, columns);
  }
  return tables;
}

async function databaseTables(database: DatabaseHandle): Promise<Map<string, Map<string, ColumnShape>>> {
  const result = await database.db.execute(sql`
    select c.table_name, c.column_name, c.data_type, c.udt_name, c.is_nullable
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'`);
  const rows = rowsOf<{ table_name: string; column_name: string; data_type: string; udt_name: string; is_nullable: string }>(result);
  const tables = new Map<string, Map<string, ColumnShape>>();
  for (const row of rows) {
    const type =
      row.data_type === 'ARRAY' ? `${row.udt_name.replace(/^_/, '')}[]` : row.data_type === 'USER-DEFINED' ? row.udt_name : row.data_type;
    const columns = tables.get(row.table_name) ?? new Map<string, ColumnShape>();
    columns.set(row.column_name, { type: normaliseType(type), notNull: row.is_nullable === 'NO' });
    tables.set(row.table_name, columns);
  }
  return tables;
}

describe('the migration journal', () => {
  it('lists every SQL file once, in the order of their numbers (Drizzle applies the journal, not the folder)', () => {
    const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../src/db/migrations');
    const files = fs
      .readdirSync(folder)
      .filter((name) => name.endsWith('.sql'))
      .map((name) => name.replace(/\.sql$/, ''))
      .sort();
    const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
      entries: { tag: string; when: number }[];
    };
    expect(journal.entries.map((entry) => entry.tag)).toEqual(files);
    const times = journal.entries.map((entry) => entry.when);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });
});

describe("drizzle-kit's baseline", () => {
  it('is the snapshot of the newest migration and matches the schema in code (so db:generate diffs against the truth)', () => {
    const journal = JSON.parse(
      fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../../src/db/migrations/meta/_journal.json'), 'utf8'),
    ) as { entries: { tag: string }[] };
    const baseline = snapshotFiles().at(-1)!;
    expect(baseline.slice(0, 4), 'run `npm run db:snapshot -w apps/api` after adding a migration').toBe(
      journal.entries.at(-1)!.tag.slice(0, 4),
    );
    expect(readSnapshot(baseline).tables, 'run `npm run db:snapshot -w apps/api`').toEqual(snapshotOfCode('').tables);
  });

  it("leaves arrays as they were (drizzle-kit's enumerable Array.prototype.random broke later responses with a 500)", () => {
    const keys: string[] = [];
    // A for…in over an array is what fast-json-stringify's schema clone does: exactly what must not change.
    // eslint-disable-next-line @typescript-eslint/no-for-in-array
    for (const key in ['a']) keys.push(key);
    expect(keys).toEqual(['0']);
  });
});

describe('the Drizzle schema and the migrations build the same database', () => {
  let database: DatabaseHandle;
  let fromCode: Map<string, Map<string, ColumnShape>>;
  let fromMigrations: Map<string, Map<string, ColumnShape>>;

  beforeAll(async () => {
    database = await openTestDatabase();
    fromCode = drizzleTables();
    fromMigrations = await databaseTables(database);
  });
  afterAll(() => database.close());

  it('finds the schema modules at all (guards the comparison itself)', () => {
    expect(fromCode.size).toBeGreaterThan(30);
    expect(fromCode.get('products')?.has('id')).toBe(true);
  });

  it('every table in the code exists in the migrated database, with every column', () => {
    const missing: string[] = [];
    for (const [table, columns] of fromCode) {
      const built = fromMigrations.get(table);
      if (!built) {
        missing.push(`table ${table}`);
        continue;
      }
      for (const column of columns.keys()) if (!built.has(column)) missing.push(`${table}.${column}`);
    }
    expect(missing).toEqual([]);
  });

  it('every column the migrations build that the code declares has the same type and nullability', () => {
    const differences: string[] = [];
    for (const [table, columns] of fromCode) {
      const built = fromMigrations.get(table);
      if (!built) continue;
      for (const [name, shape] of columns) {
        const actual = built.get(name);
        if (!actual) continue;
        if (actual.type !== shape.type) differences.push(`${table}.${name}: code ${shape.type}, database ${actual.type}`);
        if (actual.notNull !== shape.notNull)
          differences.push(
            `${table}.${name}: code ${shape.notNull ? 'not null' : 'nullable'}, database ${actual.notNull ? 'not null' : 'nullable'}`,
          );
      }
    }
    expect(differences).toEqual([]);
  });

  it('a NOT NULL column the migrations add without a default is known to the code (inserts would fail)', () => {
    const unknown: string[] = [];
    for (const [table, columns] of fromMigrations) {
      const declared = fromCode.get(table);
      if (!declared) continue;
      for (const [name, shape] of columns) if (!declared.has(name) && shape.notNull) unknown.push(`${table}.${name}`);
    }
    expect(unknown).toEqual([]);
  });
});
