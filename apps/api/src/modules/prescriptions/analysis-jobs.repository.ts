import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { prescriptionAnalysisJobs } from '../../db/schema/index.ts';
import { currentRequestId } from '../../lib/request-context.ts';

export type AnalysisJobRow = typeof prescriptionAnalysisJobs.$inferSelect;

/**
 * Queues an analysis unless one is already open for this prescription (the partial unique index
 * prescription_analysis_jobs_open_key): a second 'Analyze' joins the running one.
 */
export async function enqueueJob(tx: Database, prescriptionId: number): Promise<void> {
  await tx.execute(sql`
    insert into ${prescriptionAnalysisJobs} (prescription_id, request_id) values (${prescriptionId}, ${currentRequestId()})
    on conflict (prescription_id) where status in ('queued', 'running') do nothing`);
}

/**
 * Claims the oldest due job: a queued one whose time has come, or a running one whose worker's lease
 * ran out (the worker died or hung). FOR UPDATE SKIP LOCKED lets several workers claim side by side.
 */
export async function claimDueJob(db: Database, leaseSeconds: number): Promise<AnalysisJobRow | undefined> {
  const result = await db.execute(sql`
    update ${prescriptionAnalysisJobs} set
      status = 'running',
      attempts = attempts + 1,
      locked_until = now() + make_interval(secs => ${leaseSeconds})
    where id = (
      select id from ${prescriptionAnalysisJobs}
      where (status = 'queued' and run_after <= now()) or (status = 'running' and locked_until < now())
      order by run_after, id
      limit 1
      for update skip locked
    )
    returning id`);
  // node-postgres and PGlite both answer { rows }; the id is a bigint, which node-postgres gives as a string.
  const id = (result as { rows?: { id: number | string }[] }).rows?.[0]?.id;
  if (id === undefined) return undefined;
  const [job] = await db
    .select()
    .from(prescriptionAnalysisJobs)
    .where(eq(prescriptionAnalysisJobs.id, Number(id)));
  return job;
}

/** Is this claim still the job's (not taken over by another worker after the lease ran out)? Locks the job. */
export async function lockOwnedJob(tx: Database, job: AnalysisJobRow): Promise<boolean> {
  const [row] = await tx
    .select({ id: prescriptionAnalysisJobs.id })
    .from(prescriptionAnalysisJobs)
    .where(
      and(
        eq(prescriptionAnalysisJobs.id, job.id),
        eq(prescriptionAnalysisJobs.status, 'running'),
        eq(prescriptionAnalysisJobs.attempts, job.attempts),
      ),
    )
    .for('update');
  return row !== undefined;
}

export async function finishJob(tx: Database, id: number, status: 'done' | 'failed', error: string | null): Promise<void> {
  await tx
    .update(prescriptionAnalysisJobs)
    .set({ status, error, lockedUntil: null, finishedAt: new Date() })
    .where(eq(prescriptionAnalysisJobs.id, id));
}

/**
 * Gives a claimed job back (its worker is shutting down): queued again at once, the attempt not
 * counted, so another instance takes it without waiting for the lease to run out. Only while the
 * claim is still this worker's; the worker's late result is then ignored (lockOwnedJob).
 */
export async function releaseJob(db: Database, job: AnalysisJobRow): Promise<void> {
  await db
    .update(prescriptionAnalysisJobs)
    .set({ status: 'queued', lockedUntil: null, attempts: sql`attempts - 1`, runAfter: sql`now()` })
    .where(
      and(
        eq(prescriptionAnalysisJobs.id, job.id),
        eq(prescriptionAnalysisJobs.status, 'running'),
        eq(prescriptionAnalysisJobs.attempts, job.attempts),
      ),
    );
}

/** Puts a job back in the queue to be tried again after `delaySeconds`. */
export async function retryJobLater(tx: Database, id: number, error: string, delaySeconds: number): Promise<void> {
  await tx
    .update(prescriptionAnalysisJobs)
    .set({ status: 'queued', error, lockedUntil: null, runAfter: sql`now() + make_interval(secs => ${delaySeconds})` })
    .where(eq(prescriptionAnalysisJobs.id, id));
}

/** The newest job of a prescription (tests and the detail view's diagnostics). */
export async function latestJobOf(db: Database, prescriptionId: number): Promise<AnalysisJobRow | undefined> {
  const [row] = await db
    .select()
    .from(prescriptionAnalysisJobs)
    .where(eq(prescriptionAnalysisJobs.prescriptionId, prescriptionId))
    .orderBy(sql`${prescriptionAnalysisJobs.id} desc`)
    .limit(1);
  return row;
}
