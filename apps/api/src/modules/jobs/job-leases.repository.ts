import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jobLeases } from '../../db/schema/index.ts';

export type JobLeaseRow = typeof jobLeases.$inferSelect;

/**
 * Claims the job for `holder` when it is due and nobody holds a live lease, in one statement (the row
 * lock of the upsert makes two instances' claims take turns: the second sees the first's lease). The
 * next run is due `everyMs` after this claim, whoever runs it.
 */
export async function claimJobLease(
  db: Database,
  claim: { name: string; holder: string; now: Date; leaseMs: number; everyMs: number },
): Promise<boolean> {
  const leaseUntil = new Date(claim.now.getTime() + claim.leaseMs);
  const nextRunAt = new Date(claim.now.getTime() + claim.everyMs);
  const claimed = await db
    .insert(jobLeases)
    .values({ name: claim.name, holder: claim.holder, leaseUntil, nextRunAt, lastStartedAt: claim.now })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: { holder: claim.holder, leaseUntil, nextRunAt, lastStartedAt: claim.now },
      setWhere: and(lte(jobLeases.nextRunAt, claim.now), or(isNull(jobLeases.leaseUntil), lte(jobLeases.leaseUntil, claim.now))),
    })
    .returning({ name: jobLeases.name });
  return claimed.length > 0;
}

/** Gives the lease back (the run ended, or the instance is stopping); only the holder can. */
export async function releaseJobLease(
  db: Database,
  release: { name: string; holder: string; now: Date; error: string | null },
): Promise<void> {
  await db
    .update(jobLeases)
    .set({ holder: null, leaseUntil: null, lastFinishedAt: release.now, lastError: release.error })
    .where(and(eq(jobLeases.name, release.name), eq(jobLeases.holder, release.holder)));
}

/** Makes the job due now (an operator's "run now", or a test). */
export async function makeJobDue(db: Database, name: string, now: Date): Promise<void> {
  await db.update(jobLeases).set({ nextRunAt: now }).where(eq(jobLeases.name, name));
}

export async function findJobLease(db: Database, name: string): Promise<JobLeaseRow | null> {
  const [row] = await db.select().from(jobLeases).where(eq(jobLeases.name, name));
  return row ?? null;
}

/** Every job's lease, for the operator's view and the metrics. */
export function listJobLeases(db: Database): Promise<JobLeaseRow[]> {
  return db
    .select()
    .from(jobLeases)
    .orderBy(sql`${jobLeases.name}`);
}
