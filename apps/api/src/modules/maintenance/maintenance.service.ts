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

/**
 * Runs maintenance now and then every `intervalMinutes` (0: never) on an unref'd timer, so it never
 * keeps the process alive. The returned stop waits for a pass under way, so the database can close after it.
 */
export function startMaintenance(ctx: MaintenanceContext, intervalMinutes: number): () => Promise<void> {
  if (intervalMinutes <= 0) return async () => {};
  let running: Promise<void> | null = null;
  const run = () => {
    // A slow pass must not make passes pile up.
    if (running) return;
    running = runMaintenance(ctx)
      .then(
        () => undefined,
        (error: unknown) => ctx.log.error({ err: error }, 'maintenance (purge of expired rows) failed'),
      )
      .finally(() => {
        running = null;
      });
  };
  run();
  const timer = setInterval(run, intervalMinutes * 60_000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
