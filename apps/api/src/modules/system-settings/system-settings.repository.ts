import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { systemSettings } from '../../db/schema/index.ts';

export interface StoredSetting {
  key: string;
  value: unknown;
  updatedAt: Date;
}

/** Every stored setting row. */
export async function findAllSettings(db: Database): Promise<StoredSetting[]> {
  return db.select({ key: systemSettings.key, value: systemSettings.value, updatedAt: systemSettings.updatedAt }).from(systemSettings);
}

/** The stored rows of these keys, locked until the transaction ends (two admins saving at once apply one after the other). */
export async function lockSettings(tx: Database, keys: readonly string[]): Promise<StoredSetting[]> {
  if (keys.length === 0) return [];
  return tx
    .select({ key: systemSettings.key, value: systemSettings.value, updatedAt: systemSettings.updatedAt })
    .from(systemSettings)
    .where(inArray(systemSettings.key, [...keys]))
    .for('update');
}

/** Writes (inserts or replaces) settings, stamped with who and when. */
export async function upsertSettings(
  tx: Database,
  values: ReadonlyArray<{ key: string; value: unknown }>,
  updatedBy: number,
  now: Date,
): Promise<void> {
  if (values.length === 0) return;
  await tx
    .insert(systemSettings)
    // Written as JSON text: a JSON null (no cancellation hour limit) must stay a value, not become SQL NULL.
    .values(values.map((v) => ({ key: v.key, value: sql`${JSON.stringify(v.value)}::jsonb`, updatedBy, updatedAt: now })))
    .onConflictDoUpdate({
      target: systemSettings.key,
      set: { value: sql`excluded.value`, updatedBy: sql`excluded.updated_by`, updatedAt: sql`excluded.updated_at` },
    });
}
