/**
 * A pool of one long-lived reading worker thread (decision record 024). Jobs queue here, in order;
 * each has a deadline counted from when it was asked for. A job past its deadline, or a thread that
 * dies, ends the thread (and the tesseract worker inside it); the next job starts a fresh one. The
 * thread is also replaced after READING_LIMITS.jobsPerWorker jobs.
 */
import { Worker } from 'node:worker_threads';
import { DocumentReadingError, READING_MESSAGES } from './document-reading-error.ts';
import { READING_LIMITS } from './limits.ts';
import type { ReadableContentType, ReadRequest, ReadResponse } from './reading-protocol.ts';

type Success = Extract<ReadResponse, { ok: true }>;

interface Job {
  id: number;
  bytes: Uint8Array;
  contentType: ReadableContentType;
  deadline: number;
  resolve: (value: Success) => void;
  reject: (error: Error) => void;
}

// Running from TypeScript sources (tests, tsx) the worker is the .ts file loaded through tsx; in the
// esbuild bundle it is reading-worker.js beside server.js (scripts/build.mjs builds both).
const fromSources = import.meta.url.endsWith('.ts');
const workerUrl = new URL(fromSources ? './reading-worker.ts' : './reading-worker.js', import.meta.url);

// A worker's execArgv '--import tsx' does not reach its entry module on Node 20: register tsx's
// hooks inside the thread, then import the TypeScript entry.
const tsxBootstrap = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(workerUrl.href)}); });`;

export class ReaderPool {
  private worker: Worker | null = null;
  private jobsOnWorker = 0;
  private readonly queue: Job[] = [];
  private current: { job: Job; timer: NodeJS.Timeout } | null = null;
  private nextId = 1;

  read(bytes: Uint8Array, contentType: ReadableContentType, timeoutMs: number): Promise<Success> {
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, bytes, contentType, deadline: Date.now() + timeoutMs, resolve, reject });
      this.pump();
    });
  }

  /** Ends the thread (tests, shutdown). Queued jobs fail; the next read starts a new thread. */
  async close(): Promise<void> {
    for (const job of this.queue.splice(0)) job.reject(new DocumentReadingError('crashed', READING_MESSAGES.crashed));
    this.finishCurrent(new DocumentReadingError('crashed', READING_MESSAGES.crashed));
    await this.stopWorker();
  }

  private pump(): void {
    if (this.current) return;
    const job = this.queue.shift();
    if (!job) return;
    const left = job.deadline - Date.now();
    if (left <= 0) {
      job.reject(new DocumentReadingError('timeout', READING_MESSAGES.timeout));
      this.pump();
      return;
    }
    const worker = this.ensureWorker();
    const timer = setTimeout(() => {
      // Tesseract cannot be interrupted mid-page: end the whole thread.
      this.finishCurrent(new DocumentReadingError('timeout', READING_MESSAGES.timeout));
      void this.stopWorker().then(() => this.pump());
    }, left);
    this.current = { job, timer };
    this.jobsOnWorker++;
    const request: ReadRequest = { id: job.id, bytes: job.bytes, contentType: job.contentType };
    worker.postMessage(request);
  }

  private ensureWorker(): Worker {
    if (this.worker && this.jobsOnWorker < READING_LIMITS.jobsPerWorker) return this.worker;
    if (this.worker) void this.stopWorker();
    const worker = new Worker(fromSources ? tsxBootstrap : workerUrl, {
      eval: fromSources,
      // The JS heap of pdf.js and our code; tesseract's WebAssembly memory is its own.
      resourceLimits: { maxOldGenerationSizeMb: 768 },
    });
    worker.unref();
    worker.on('message', (response: ReadResponse) => {
      if (!this.current || this.current.job.id !== response.id) return;
      const { job } = this.current;
      clearTimeout(this.current.timer);
      this.current = null;
      if (response.ok) job.resolve(response);
      else job.reject(new DocumentReadingError(response.reason, response.message));
      this.pump();
    });
    const onDeath = () => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.finishCurrent(new DocumentReadingError('crashed', READING_MESSAGES.crashed));
      this.pump();
    };
    worker.on('error', onDeath);
    worker.on('exit', onDeath);
    this.worker = worker;
    this.jobsOnWorker = 0;
    return worker;
  }

  private finishCurrent(error: Error): void {
    if (!this.current) return;
    clearTimeout(this.current.timer);
    this.current.job.reject(error);
    this.current = null;
  }

  private async stopWorker(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }
}
