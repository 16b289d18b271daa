/**
 * Writes drizzle-kit's snapshot of today's Drizzle schema as the baseline for the newest migration, so that
 * `npm run db:generate` diffs against what the migrations really build. The migrations are written by hand
 * (decision 004), which leaves drizzle-kit's own snapshots behind; run this after adding one
 * (`npm run db:snapshot -w apps/api`). The schema-drift test fails while the baseline is stale.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateDrizzleJson } from 'drizzle-kit/api';
import * as schema from '../schema/index.ts';

// drizzle-kit's api bundle adds an enumerable `Array.prototype.random` when it loads. Every `for…in`
// over an array then meets 'random': fast-json-stringify's schema clone copied it into `enum` lists as
// `undefined`, and every later response with such a schema failed with a 500 in the same process (the
// API tests share a module graph per worker). It stays callable, as drizzle-kit uses it, but hidden.
Object.defineProperty(Array.prototype, 'random', { enumerable: false });

export const metaFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), '../migrations/meta');

interface Snapshot {
  id: string;
  prevId: string;
  tables: Record<string, unknown>;
}

/** The snapshot files in order of their migration number; the last is the baseline. */
export function snapshotFiles(): string[] {
  return fs
    .readdirSync(metaFolder)
    .filter((name) => /^\d{4}_snapshot\.json$/.test(name))
    .sort();
}

export function readSnapshot(name: string): Snapshot {
  return JSON.parse(fs.readFileSync(path.join(metaFolder, name), 'utf8')) as Snapshot;
}

/** drizzle-kit's view of the schema in code (its `tables` are what a diff compares). */
export function snapshotOfCode(prevId: string): Snapshot {
  // drizzle-kit's types for its programmatic API do not resolve under our module settings.
  const snapshot: unknown = generateDrizzleJson(schema, prevId);
  return snapshot as Snapshot;
}

function newestMigrationNumber(): string {
  const journal = JSON.parse(fs.readFileSync(path.join(metaFolder, '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  return journal.entries.at(-1)!.tag.slice(0, 4);
}

/** drizzle-kit wrote snapshots 0000-0004; every later one is a baseline this script wrote. */
const LAST_DRIZZLE_KIT_SNAPSHOT = '0004_snapshot.json';

function writeBaseline(): void {
  const target = `${newestMigrationNumber()}_snapshot.json`;
  for (const name of snapshotFiles()) if (name > LAST_DRIZZLE_KIT_SNAPSHOT && name !== target) fs.rmSync(path.join(metaFolder, name));
  // The baseline follows drizzle-kit's last snapshot, keeping the chain of ids drizzle-kit checks.
  const snapshot = snapshotOfCode(readSnapshot(LAST_DRIZZLE_KIT_SNAPSHOT).id);
  fs.writeFileSync(path.join(metaFolder, target), `${JSON.stringify(snapshot, null, 2)}\n`);
  console.log(`wrote ${target} (${Object.keys(snapshot.tables).length} tables)`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) writeBaseline();
