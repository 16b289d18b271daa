import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { claimJobLease, releaseJobLease } from './job-leases.repository.ts';

/** A background job: what every instance schedules, and what acts on one instance per period. */
export interface ScheduledJob {
  /** Stable and unique: the key of the job's lease row. */
  name: string;
  /** How often it runs across all instances; 0 or less: never (a switch the configuration turns off). */
  everySeconds: number;
  run: () => Promise<unknown>;
  /**
   * How long a run may take before another instance may take the job over (its holder is taken for dead).
   * Default: five periods, at least a minute.
   */
  leaseSeconds?: number;
  /** Look at once when the scheduler starts, not only one period later. */
  atStart?: boolean;
}

export interface JobSchedulerDeps {
  db: Database;
  log: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;
  now: () => Date;
  /** Who holds leases: unique per app instance (several can share a process in tests). */
  holder?: string;
}

/**
 * One scheduler for the app's periodic jobs (the outbox relay, payment reconciliation, appointment
 * reminders and holds, maintenance). Every instance runs it; before a run it claims the job's lease in
 * the database, so a run happens once per period across instances, a slow run never overlaps the next,
 * and a run whose instance was killed is taken over once its lease runs out. Timers are unref'd: the
 * scheduler never keeps the process alive.
 */
export function createJobScheduler(deps: JobSchedulerDeps) {
  const holder = deps.holder ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const jobs = new Map<string, ScheduledJob>();
  const running = new Map<string, Promise<boolean>>();
  const timers: NodeJS.Timeout[] = [];
  let stopped = false;

  async function runIfClaimed(job: ScheduledJob): Promise<boolean> {
    const everyMs = job.everySeconds * 1000;
    const leaseMs = (job.leaseSeconds ?? Math.max(60, job.everySeconds * 5)) * 1000;
    const claimed = await claimJobLease(deps.db, { name: job.name, holder, now: deps.now(), leaseMs, everyMs });
    if (!claimed) return false;
    let error: string | null = null;
    try {
      await job.run();
    } catch (failure) {
      error = failure instanceof Error ? failure.message : String(failure);
      deps.log.error({ err: failure, job: job.name }, `background job ${job.name} failed`);
    }
    await releaseJobLease(deps.db, { name: job.name, holder, now: deps.now(), error });
    return true;
  }

  /** Runs the job here if it is due and not held elsewhere; a run already under way here is awaited instead. */
  function runDue(name: string): Promise<boolean> {
    const job = jobs.get(name);
    if (!job) throw new Error(`no background job named ${name}`);
    const under = running.get(name);
    if (under) return under;
    const run = runIfClaimed(job)
      .catch((failure: unknown) => {
        // The database itself failed (claim or release): the lease runs out and the job is looked at again.
        deps.log.warn({ err: failure, job: name }, `background job ${name} could not be scheduled`);
        return false;
      })
      .finally(() => running.delete(name));
    running.set(name, run);
    return run;
  }

  return {
    holder,
    /** Adds a job; one turned off by its configuration (everySeconds ≤ 0) is left out. */
    add(job: ScheduledJob): void {
      if (jobs.has(job.name)) throw new Error(`background job ${job.name} added twice`);
      if (job.everySeconds > 0) jobs.set(job.name, job);
    },
    names: (): string[] => [...jobs.keys()],
    runDue,
    /**
     * Looks at each job twice a period: another instance's claim moves the due time, so each instance
     * must look again rather than count on its own timer's phase.
     */
    start(): void {
      for (const job of jobs.values()) {
        const look = () => {
          if (!stopped) void runDue(job.name);
        };
        const timer = setInterval(look, Math.max(250, (job.everySeconds * 1000) / 2));
        timer.unref();
        timers.push(timer);
        if (job.atStart) look();
      }
    },
    /** Stops looking and waits for the runs under way; their leases are given back as each ends. */
    async stop(): Promise<void> {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.all(running.values());
    },
  };
}
export type JobScheduler = ReturnType<typeof createJobScheduler>;
