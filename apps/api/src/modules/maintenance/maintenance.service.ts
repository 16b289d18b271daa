import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import { purgeExpired, vacuumTables, type PurgeCounts } from './maintenance.repository.ts';

export interface MaintenanceContext {
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  now: () => Date;
}

/**
 * One maintenance pass: the purge, then, on PGlite, a VACUUM of every table it deleted from. PGlite
 * runs no autovacuum, so without it the dead rows would keep their space and skew the planner.
 */
export async function runMaintenance(ctx: MaintenanceContext): Promise<PurgeCounts> {
  const counts = await purgeExpired(ctx.database.db, ctx.now());
  const touched = (Object.keys(counts) as (keyof PurgeCounts)[]).filter((key) => counts[key] > 0);
  if (ctx.database.kind === 'pglite') await vacuumTables(ctx.database.db, touched);
  if (touched.length > 0) ctx.log.info({ purged: counts }, 'purged expired rows');
  return counts;
}

