import type { FastifyBaseLogger } from 'fastify';
import { ANALYSIS_FAILED_MESSAGE, type PrescriptionAnalysis } from '@dawa/shared/prescriptions/analysis';
import type { PrescriptionContentType } from '@dawa/shared/prescriptions/status';
import { inTransaction, type Database } from '../../db/client.ts';
import { runInRequest } from '../../lib/request-context.ts';
import type { FileStorage } from '../../providers/storage/types.ts';
import * as jobs from './analysis-jobs.repository.ts';
import { movePrescriptionsWhereAllowed } from './prescription-transitions.ts';
import * as repo from './prescriptions.repository.ts';

/** A stored prescription document, as the reading pipeline receives it. */
export interface PrescriptionDocument {
  bytes: Buffer;
  contentType: PrescriptionContentType;
  originalName: string;
}

/**
 * Reads a document and matches its medicines to the catalogue (the reading pipeline, decision 024).
 * Throws when it cannot; an error with `permanent: true` (or a DocumentReadingError whose reason
 * says the file itself is at fault) is not retried.
 */
export type AnalyzeDocument = (document: PrescriptionDocument) => Promise<PrescriptionAnalysis>;

export interface AnalysisRunnerOptions {
  /** How long a claimed job is a worker's before another may take it over. */
  leaseSeconds: number;
  /** Time limit of one analysis; past it the attempt fails (and is retried). */
  timeoutMs: number;
  /** Attempts before the analysis is given up as failed. */
  maxAttempts: number;
  /** Delay before the second attempt; doubled for each further one. */
  retryBaseSeconds: number;
}

/** How long the poller waits after a look that found no job (decision 025): an idle shop queries twice a minute, not every 2 s. */
export const IDLE_POLL_MS = 30_000;
/** How long stopping waits for the analysis in hand before giving its lease back (a shutdown has its grace period). */
export const STOP_WAIT_MS = 5_000;

export const DEFAULT_RUNNER_OPTIONS: AnalysisRunnerOptions = { leaseSeconds: 180, timeoutMs: 90_000, maxAttempts: 3, retryBaseSeconds: 15 };

export interface AnalysisRunnerDeps {
  db: Database;
  storage: FileStorage;
  analyze: AnalyzeDocument;
  log: FastifyBaseLogger;
  options?: Partial<AnalysisRunnerOptions>;
}

/** Failures that another attempt cannot fix: the file is refused or unreadable as such. */
const PERMANENT_READING_REASONS = new Set([
  'empty',
  'too-large',
  'unsupported',
  'unreadable',
  'too-many-pixels',
  'too-many-pages',
  'no-text',
]);

function isPermanent(error: unknown): boolean {
  const e = error as { permanent?: unknown; reason?: unknown };
  return e.permanent === true || (typeof e.reason === 'string' && PERMANENT_READING_REASONS.has(e.reason));
}

/** The reason a customer reads after 'Failed to analyze prescription'. */
function readableReason(error: unknown): string {
  const message = error instanceof Error ? error.message.trim() : '';
  // The reading pipeline's errors are sentences for customers; anything else (a bug) is not shown.
  const fromPipeline = (error as { reason?: unknown }).reason !== undefined || (error as { permanent?: unknown }).permanent !== undefined;
  return fromPipeline && message ? message : 'The document could not be read. Please try again or upload a clearer copy.';
}

export class AnalysisTimeoutError extends Error {
  readonly reason = 'timeout';
  constructor(ms: number) {
    super(`Reading the prescription took longer than ${Math.round(ms / 1000)} seconds. Please upload a clearer or smaller file.`);
  }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new AnalysisTimeoutError(ms)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The rows an analysis result becomes (the shape of prescription_medicines). */
function medicineRows(analysis: PrescriptionAnalysis): repo.NewMedicineRow[] {
  return analysis.medicines.map((m) => ({
    nameAsWritten: m.nameAsWritten,
    strength: m.strength,
    form: m.form,
    dose: m.dose,
    frequency: m.frequency,
    duration: m.duration,
    durationDays: m.durationDays,
    quantity: m.quantity,
    instructions: m.instructions,
    productId: m.productId,
    matchedBy: m.matchedBy,
    confidence: Math.min(1, Math.max(0, m.confidence)),
    readAs: m.readAs ?? null,
    readingFlags: m.flags ?? [],
  }));
}

/**
 * The analysis queue's worker (decision 025): claims due jobs one at a time, reads the document
 * through the pipeline with a time limit, and stores the result (medicines replaced, status analyzed,
 * doctor from the document) in one transaction. A failed attempt is retried with a doubling delay;
 * the last one marks the prescription failed with 'Failed to analyze prescription' and the reason.
 */
export function createAnalysisRunner(deps: AnalysisRunnerDeps) {
  const { db, storage, analyze, log } = deps;
  const options = { ...DEFAULT_RUNNER_OPTIONS, ...deps.options };
  const listeners = new Set<() => void>();

  async function fail(job: jobs.AnalysisJobRow, error: unknown): Promise<void> {
    const reason = readableReason(error);
    const giveUp = isPermanent(error) || job.attempts >= options.maxAttempts;
    await inTransaction(db, async (tx) => {
      if (!(await jobs.lockOwnedJob(tx, job))) return;
      if (!giveUp) {
        await jobs.retryJobLater(tx, job.id, reason, options.retryBaseSeconds * 2 ** (job.attempts - 1));
        return;
      }
      await jobs.finishJob(tx, job.id, 'failed', reason);
      // Only while it is still being analysed and not deleted (the table's row, in the statement).
      await movePrescriptionsWhereAllowed(
        tx,
        [job.prescriptionId],
        'analysis_failed',
        { analysisError: `${ANALYSIS_FAILED_MESSAGE}: ${reason}` },
        { live: true, now: new Date() },
      );
    });
  }

  async function store(job: jobs.AnalysisJobRow, analysis: PrescriptionAnalysis): Promise<void> {
    await inTransaction(db, async (tx) => {
      if (!(await jobs.lockOwnedJob(tx, job))) return;
      await jobs.finishJob(tx, job.id, 'done', null);
      const moved = await movePrescriptionsWhereAllowed(
        tx,
        [job.prescriptionId],
        'analysis_succeeded',
        {
          doctorName: analysis.doctor.name,
          doctorRegistrationNumber: analysis.doctor.registrationNumber,
          prescribedOn: analysis.prescribedOn,
          patientName: analysis.patientName,
          patientAge: analysis.patientAge ?? null,
          patientSex: analysis.patientSex ?? null,
          extractedText: analysis.text,
          readingMethod: analysis.method,
          analysisError: null,
          analyzedAt: new Date(),
        },
        { live: true, now: new Date() },
      );
      // Deleted, or reviewed by a pharmacist while it was being read: its medicines stay as they are.
      if (moved.length === 1) await repo.replaceMedicines(tx, job.prescriptionId, medicineRows(analysis));
    });
  }

  /** Runs one claimed job to its end (stored, retried later or failed). Never throws. */
  async function runJob(job: jobs.AnalysisJobRow): Promise<void> {
    try {
      const prescription = await repo.findById(db, job.prescriptionId);
      if (!prescription || prescription.deletedAt || !prescription.fileKey) {
        await inTransaction(db, async (tx) => {
          if (await jobs.lockOwnedJob(tx, job)) await jobs.finishJob(tx, job.id, 'failed', 'The prescription was deleted.');
        });
        return;
      }
      const bytes = await storage.get(prescription.fileKey);
      if (!bytes) throw Object.assign(new Error('The prescription file is missing. Please upload it again.'), { permanent: true });
      const document: PrescriptionDocument = {
        bytes,
        contentType: (prescription.contentType ?? 'application/octet-stream') as PrescriptionContentType,
        originalName: prescription.originalName,
      };
      const analysis = await withTimeout(analyze(document), options.timeoutMs);
      await store(job, analysis);
      log.info(
        { jobId: job.id, prescriptionId: job.prescriptionId, attempt: job.attempts, method: analysis.method },
        'prescription analysed',
      );
    } catch (error) {
      log.warn({ err: error, prescriptionId: job.prescriptionId, attempt: job.attempts }, 'prescription analysis failed');
      try {
        await fail(job, error);
      } catch (storeError) {
        // The lease runs out and the job is claimed again.
        log.error({ err: storeError, jobId: job.id }, 'recording a failed prescription analysis failed');
      }
    } finally {
      for (const listener of listeners) listener();
    }
  }

  /**
   * Runs the jobs that are due now, one after another, until none is left or `limit` have run.
   * Tests call it to drive the queue synchronously; the poller calls it on every tick.
   */
  async function runDueAnalysisJobs(limit = 10, stopped: () => boolean = () => false): Promise<number> {
    let ran = 0;
    while (ran < limit && !stopped()) {
      const job = await jobs.claimDueJob(db, options.leaseSeconds);
      if (!job) break;
      inHand = job;
      try {
        // As part of the request that queued it: every line logged while it runs carries that request's id.
        await (job.requestId ? runInRequest(job.requestId, () => runJob(job)) : runJob(job));
      } finally {
        inHand = null;
      }
      ran += 1;
    }
    return ran;
  }

  /** The job the poller is working on now (released on shutdown if it does not finish in time). */
  let inHand: jobs.AnalysisJobRow | null = null;

  let wake: (() => void) | null = null;

  /**
   * Starts the in-process poller: while jobs keep coming it looks again every `intervalMs`; after a
   * look that found nothing it waits `idleMs` (uploads and 'Analyze' wake it at once through `nudge`,
   * so the idle looks only catch retries that fell due and jobs queued by another instance).
   * Returns its stop function, which waits for the job in hand.
   */
  function start(intervalMs: number, idleMs = Math.max(intervalMs, IDLE_POLL_MS)): (releaseAfterMs?: number) => Promise<void> {
    if (intervalMs <= 0) return async () => {};
    let stopped = false;
    let running: Promise<void> = Promise.resolve();
    let timer: NodeJS.Timeout | null = null;
    const schedule = (ms: number) => {
      if (stopped) return;
      if (timer) clearTimeout(timer);
      timer = setTimeout(tick, ms);
      timer.unref();
    };
    const tick = () => {
      if (stopped) return;
      running = running
        .then(async () => {
          if (stopped) return;
          const ran = await runDueAnalysisJobs(10, () => stopped);
          schedule(ran > 0 ? intervalMs : idleMs);
        })
        .catch((error: unknown) => {
          log.error({ err: error }, 'prescription analysis poll failed');
          schedule(idleMs);
        });
    };
    schedule(intervalMs);
    wake = tick;
    // Shutting down: the job in hand may finish within `releaseAfterMs`; else its lease is given back.
    return async (releaseAfterMs = STOP_WAIT_MS) => {
      stopped = true;
      wake = null;
      if (timer) clearTimeout(timer);
      let waited: NodeJS.Timeout | undefined;
      const finished = await Promise.race([
        running.then(() => true),
        new Promise<false>((resolve) => {
          waited = setTimeout(() => resolve(false), releaseAfterMs);
        }),
      ]);
      clearTimeout(waited);
      const job = inHand;
      if (finished || !job) return;
      await jobs
        .releaseJob(db, job)
        .catch((error: unknown) =>
          log.warn({ err: error, jobId: job.id }, 'could not give back the analysis job in hand; its lease runs out'),
        );
      log.info({ jobId: job.id, prescriptionId: job.prescriptionId }, 'shutting down: gave back the prescription analysis in hand');
    };
  }

  return {
    runDueAnalysisJobs,
    start,
    /** Looks for due jobs now (after a commit that queued one), when the poller runs. */
    nudge: () => wake?.(),
    /** Called after every finished attempt (tests wait on it). */
    onJobFinished(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
export type AnalysisRunner = ReturnType<typeof createAnalysisRunner>;
