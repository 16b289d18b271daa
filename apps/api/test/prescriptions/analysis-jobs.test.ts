import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PrescriptionAnalysis } from '@dawa/shared/prescriptions/analysis';
import { prescriptionAnalysisJobs, prescriptionMedicines, products } from '../../src/db/schema/index.ts';
import { createAnalysisRunner, type AnalyzeDocument, type PrescriptionDocument } from '../../src/modules/prescriptions/analysis-runner.ts';
import { createLocalStorage } from '../../src/providers/storage/local.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createAccount, type Account } from '../admin/staff-helpers.ts';
import { getPrescription, typedPrescriptionPng, uploadPng, SAMPLE_PRESCRIPTION_LINES } from './prescription-helpers.ts';

/*
 * The analysis queue's lifecycle with readers of the test's own (one that answers, one that fails,
 * one that hangs): the queue, lease, retries, time limit and stored result are what is under test.
 * The real OCR pipeline is exercised in analysis-pipeline.test.ts.
 */

let t: TestApp;
let customer: Account;
let png: Buffer;
let doloId: number;

beforeAll(async () => {
  t = await createTestApp();
  customer = await createAccount(t, 'user', 'customer');
  png = await typedPrescriptionPng(SAMPLE_PRESCRIPTION_LINES);
  // The seeded catalogue's Dolo 650.
  const [dolo] = await t.database.db.select({ id: products.id }).from(products).where(eq(products.slug, 'dolo-650-tablet'));
  if (!dolo) throw new Error('the seed has no dolo-650-tablet');
  doloId = dolo.id;
});
afterAll(() => t.close());

const silentLog = { warn: () => {}, error: () => {}, info: () => {}, debug: () => {} } as never;

function runnerWith(analyze: AnalyzeDocument, options: Parameters<typeof createAnalysisRunner>[0]['options'] = {}) {
  return createAnalysisRunner({
    db: t.database.db,
    storage: createLocalStorage(path.join(t.dataDir, 'uploads')),
    analyze,
    log: silentLog,
    options: { retryBaseSeconds: 0, ...options },
  });
}

const analysis = (overrides: Partial<PrescriptionAnalysis> = {}): PrescriptionAnalysis => ({
  text: SAMPLE_PRESCRIPTION_LINES.join('\n'),
  method: 'ocr',
  pages: 1,
  millis: 420,
  doctor: { name: 'Meera Sharma', registrationNumber: 'MMC 2011/04/1234' },
  prescribedOn: '2026-11-12',
  patientName: 'Ravi Kumar',
  medicines: [
    {
      nameAsWritten: 'Dolo 650',
      strength: '650 mg',
      form: 'tablet',
      dose: '1 tab',
      frequency: '1-0-1',
      duration: '5 days',
      durationDays: 5,
      quantity: 10,
      instructions: 'after food',
      productId: doloId,
      productName: 'Dolo 650 Tablet',
      productSlug: 'dolo-650-tablet',
      matchedBy: 'brand',
      confidence: 0.93,
    },
    {
      nameAsWritten: 'Crocin Advance',
      strength: '500 mg',
      form: 'tablet',
      dose: null,
      frequency: 'SOS',
      duration: '3 days',
      durationDays: 3,
      quantity: null,
      instructions: null,
      productId: null,
      productName: null,
      productSlug: null,
      matchedBy: null,
      confidence: 0,
    },
  ],
  ...overrides,
});

const jobsOf = (prescriptionId: number) =>
  t.database.db.select().from(prescriptionAnalysisJobs).where(eq(prescriptionAnalysisJobs.prescriptionId, prescriptionId)).orderBy(prescriptionAnalysisJobs.id);

/** Makes every queued job due now (tests do not wait out the backoff). */
const makeDue = () => t.database.db.execute(sql`update prescription_analysis_jobs set run_after = now() where status = 'queued'`);

describe('the prescription analysis queue', () => {
  // Each test counts the readings of its own uploads: close what earlier tests left open.
  beforeEach(async () => {
    await t.database.db.execute(sql`update prescription_analysis_jobs set status = 'done' where status in ('queued', 'running')`);
  });

  it('queued → analyzed: the document reaches the reader, the result replaces the medicines, the doctor comes from the document', async () => {
    const seen: PrescriptionDocument[] = [];
    const runner = runnerWith(async (doc) => {
      seen.push(doc);
      return analysis();
    });
    const created = await uploadPng(t, customer.headers, png, 'note');
    expect(await runner.runDueAnalysisJobs()).toBeGreaterThanOrEqual(1);
    expect(seen.at(-1)?.bytes.equals(png)).toBe(true);
    expect(seen.at(-1)?.contentType).toBe('image/png');

    const analysed = await getPrescription(t, customer.headers, created.id);
    expect(analysed).toMatchObject({
      status: 'analyzed',
      doctor: 'Meera Sharma',
      doctorRegistrationNumber: 'MMC 2011/04/1234',
      date: '2026-11-12',
      patientName: 'Ravi Kumar',
      readingMethod: 'ocr',
      analysisError: null,
      extractedText: SAMPLE_PRESCRIPTION_LINES.join('\n'),
    });
    expect(analysed.analyzedAt).not.toBeNull();
    expect(analysed.medicines).toMatchObject([
      {
        name: 'Dolo 650',
        strength: '650 mg',
        dosage: '1 tab',
        frequency: '1-0-1',
        duration: '5 days',
        confidence: expect.closeTo(0.93, 5) as number,
        matchedBy: 'brand',
        product: { id: doloId, name: 'Dolo 650 Tablet', inStock: true, sold: true },
      },
      { name: 'Crocin Advance', frequency: 'SOS', confidence: 0, product: null },
    ]);
    expect((await jobsOf(created.id)).map((j) => j.status)).toEqual(['done']);

    // 'Reanalyze' replaces the medicines in one go (no leftovers of the first reading).
    const again = runnerWith(async () => analysis({ medicines: analysis().medicines.slice(1), doctor: { name: 'Meera Sharma', registrationNumber: null } }));
    const res = await t.app.inject({ method: 'POST', url: `/api/prescriptions/analyze/${created.id}`, headers: customer.headers });
    expect(res.statusCode).toBe(202);
    expect((await getPrescription(t, customer.headers, created.id)).status).toBe('analyzing');
    await again.runDueAnalysisJobs();
    const reread = await getPrescription(t, customer.headers, created.id);
    expect(reread.status).toBe('analyzed');
    expect(reread.medicines.map((m) => m.name)).toEqual(['Crocin Advance']);
    const rows = await t.database.db.select().from(prescriptionMedicines).where(eq(prescriptionMedicines.prescriptionId, created.id));
    expect(rows.map((r) => r.position)).toEqual([1]);
  });

  it("a reader's refusal fails the analysis at once with 'Failed to analyze prescription' and its reason", async () => {
    let calls = 0;
    const runner = runnerWith(async () => {
      calls += 1;
      throw Object.assign(new Error('The image is too large to read (at most 40 megapixels).'), { reason: 'too-many-pixels' });
    });
    const created = await uploadPng(t, customer.headers, png);
    await runner.runDueAnalysisJobs();
    const failed = await getPrescription(t, customer.headers, created.id);
    expect(failed.status).toBe('failed');
    expect(failed.analysisError).toBe('Failed to analyze prescription: The image is too large to read (at most 40 megapixels).');
    expect(calls).toBe(1);
    expect(await jobsOf(created.id)).toMatchObject([{ status: 'failed', attempts: 1 }]);
    // A failed analysis can be asked for again.
    const res = await t.app.inject({ method: 'POST', url: `/api/prescriptions/analyze/${created.id}`, headers: customer.headers });
    expect(res.statusCode).toBe(202);
    expect((await getPrescription(t, customer.headers, created.id)).analysisError).toBeNull();
  });

  it('a crash is retried with a backoff, then given up with a readable message (never the internal error)', async () => {
    let calls = 0;
    const runner = runnerWith(
      async () => {
        calls += 1;
        throw new TypeError('Cannot read properties of undefined (reading "x")');
      },
      { maxAttempts: 3, retryBaseSeconds: 60 },
    );
    const created = await uploadPng(t, customer.headers, png);
    await runner.runDueAnalysisJobs();
    const [waiting] = await jobsOf(created.id);
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
    expect(waiting?.runAfter.getTime()).toBeGreaterThan(Date.now() + 50_000);
    expect((await getPrescription(t, customer.headers, created.id)).status).toBe('analyzing');
    // Not due yet: nothing runs.
    expect(await runner.runDueAnalysisJobs()).toBe(0);
    await makeDue();
    await runner.runDueAnalysisJobs();
    await makeDue();
    await runner.runDueAnalysisJobs();
    expect(calls).toBe(3);
    const failed = await getPrescription(t, customer.headers, created.id);
    expect(failed.status).toBe('failed');
    expect(failed.analysisError).toBe('Failed to analyze prescription: The document could not be read. Please try again or upload a clearer copy.');
  });

  it('a reader that hangs is stopped by the time limit', async () => {
    const runner = runnerWith(() => new Promise(() => {}), { timeoutMs: 200, maxAttempts: 1 });
    const created = await uploadPng(t, customer.headers, png);
    const started = Date.now();
    await runner.runDueAnalysisJobs();
    expect(Date.now() - started).toBeLessThan(5_000);
    const failed = await getPrescription(t, customer.headers, created.id);
    expect(failed.status).toBe('failed');
    expect(failed.analysisError).toMatch(/^Failed to analyze prescription: Reading the prescription took longer than/);
  });

  it('a job whose worker died (lease ran out) is claimed again; a deleted prescription is not read', async () => {
    const runner = runnerWith(async () => analysis());
    const created = await uploadPng(t, customer.headers, png);
    await t.database.db.execute(
      sql`update prescription_analysis_jobs set status = 'running', attempts = 1, locked_until = now() - interval '1 second' where prescription_id = ${created.id}`,
    );
    await runner.runDueAnalysisJobs();
    expect((await getPrescription(t, customer.headers, created.id)).status).toBe('analyzed');
    expect(await jobsOf(created.id)).toMatchObject([{ status: 'done', attempts: 2 }]);

    let read = 0;
    const counting = runnerWith(async () => {
      read += 1;
      return analysis();
    });
    const deleted = await uploadPng(t, customer.headers, png);
    await t.app.inject({ method: 'DELETE', url: `/api/prescriptions/${deleted.id}`, headers: customer.headers });
    await counting.runDueAnalysisJobs();
    expect(read).toBe(0);
    expect(await jobsOf(deleted.id)).toMatchObject([{ status: 'failed' }]);
  });

  it('the poller started with the app picks up an upload at once', async () => {
    const runner = runnerWith(async () => analysis());
    const stop = runner.start(60_000);
    try {
      const created = await uploadPng(t, customer.headers, png);
      // The app's own runner is the one nudged by uploads; this one is woken by its own nudge.
      const finished = new Promise<void>((resolve) => runner.onJobFinished(resolve));
      runner.nudge();
      await finished;
      expect((await getPrescription(t, customer.headers, created.id)).status).toBe('analyzed');
    } finally {
      await stop();
    }
  });
});

describe('the poller', () => {
  it('looks every interval while busy but waits the idle interval after finding nothing; a nudge looks at once', async () => {
    let looks = 0;
    // Counts the claim queries (the poller's looks) without changing what they do.
    const db = new Proxy(t.database.db, {
      get(target, key, receiver) {
        const value: unknown = Reflect.get(target, key, receiver);
        if (key !== 'execute' || typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          looks += 1;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
    const runner = createAnalysisRunner({ db, storage: createLocalStorage(path.join(t.dataDir, 'uploads')), analyze: () => Promise.resolve(analysis()), log: silentLog });
    await t.database.db.delete(prescriptionAnalysisJobs);
    const stop = runner.start(20, 60_000);
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      // One look after the first interval, then the idle wait: not one every 20 ms.
      expect(looks).toBe(1);
      runner.nudge();
      await expect.poll(() => looks).toBe(2);
    } finally {
      await stop();
    }
  });
});
