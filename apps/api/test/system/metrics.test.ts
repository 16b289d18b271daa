import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PhonePeInitiateResponseSchema } from '@dawa/shared/commerce/payments';
import { outboxEmails, prescriptionAnalysisJobs } from '../../src/db/schema/index.ts';
import { createAnalysisRunner } from '../../src/modules/prescriptions/analysis-runner.ts';
import { createLocalStorage } from '../../src/providers/storage/local.ts';
import { createVerifiedUser } from '../helpers/accounts.ts';
import { parseExposition, type Exposition } from '../helpers/prometheus-text.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { choosePhonePe, createPaymentsTestApp, orderRow, placeOrder, type PaymentsTestApp } from '../payments/helpers.ts';
import { postUpload, typedPrescriptionPng } from '../prescriptions/prescription-helpers.ts';

/*
 * GET /api/metrics (decision 052) scraped as Prometheus would, its text parsed line by line; and the
 * request id followed from a request into the jobs it queues and their log lines.
 */

const TOKEN = 'metrics-token-for-tests-0123456789';
let t: PaymentsTestApp;
let customer: Awaited<ReturnType<typeof createVerifiedUser>>;
beforeAll(async () => {
  t = await createPaymentsTestApp({ env: { METRICS_TOKEN: TOKEN }, captureLogs: true });
  customer = await createVerifiedUser(t);
});
afterAll(() => t.close());

async function scrape(): Promise<Exposition> {
  const res = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseExposition(res.body);
}

const valueOf = (exposition: Exposition, name: string, labels: Record<string, string>) =>
  exposition.samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value;

describe('GET /api/metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('needs the token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: 'Bearer wrong-token-0123456789' } })).statusCode).toBe(401);
  });

  it('scrapes in the exposition format, counting requests by route pattern, method and status class', async () => {
    for (const id of [1, 2, 3]) await t.app.inject({ method: 'GET', url: `/api/products/${id}` });
    await t.app.inject({ method: 'GET', url: '/api/no-such-route/42' });
    const exposition = await scrape();
    for (const family of ['http_requests_total', 'http_server_errors_total', 'dawa_payment_outcomes_total', 'dawa_queue_jobs', 'dawa_db_pool_connections']) {
      expect(exposition.types.has(family), family).toBe(true);
      expect(exposition.help.get(family)?.length, family).toBeGreaterThan(10);
    }
    expect(exposition.types.get('http_request_duration_seconds')).toBe('histogram');
    const productRequests = exposition.samples
      .filter((s) => s.name === 'http_requests_total' && s.labels.route === '/api/products/:id' && s.labels.method === 'GET')
      .reduce((sum, s) => sum + s.value, 0);
    expect(productRequests).toBe(3);
    expect(valueOf(exposition, 'http_requests_total', { route: 'unmatched', status_class: '4xx' })).toBeGreaterThanOrEqual(1);
    // Route patterns only: no raw URL (a series per product id) ever becomes a label.
    expect(exposition.samples.some((s) => /\/\d+/.test(s.labels.route ?? ''))).toBe(false);

    // Each latency series: buckets rising to +Inf, which equals its count.
    const series = exposition.samples.filter((s) => s.name === 'http_request_duration_seconds_bucket' && s.labels.route === '/api/products/:id');
    expect(series.length).toBeGreaterThan(0);
    const buckets = series.filter((s) => s.labels.status_class === series[0]?.labels.status_class);
    for (let i = 1; i < buckets.length; i++) expect(buckets[i]!.value).toBeGreaterThanOrEqual(buckets[i - 1]!.value);
    expect(buckets.at(-1)?.labels.le).toBe('+Inf');
    const count = valueOf(exposition, 'http_request_duration_seconds_count', { route: '/api/products/:id', status_class: series[0]!.labels.status_class! });
    expect(buckets.at(-1)?.value).toBe(count);
    // Process figures come along (memory, event loop), from this app's own registry.
    expect(exposition.types.has('process_resident_memory_bytes')).toBe(true);
  });

  it('counts a settled payment by provider, and the queues (analysis, outbox)', async () => {
    const before = valueOf(await scrape(), 'dawa_payment_outcomes_total', { provider: 'phonepe', outcome: 'success' }) ?? 0;
    const { order } = await placeOrder(t, customer.headers, { method: 'phonepe' });
    const started = await t.app.inject({ method: 'POST', url: '/api/payments/phonepe/initiate', headers: customer.headers, payload: { orderId: order.id } });
    expect(started.statusCode, started.body).toBe(200);
    await choosePhonePe(t, PhonePeInitiateResponseSchema.parse(started.json()).paymentUrl, 'success');
    expect(await orderRow(t.database.db, order.id)).toMatchObject({ paymentStatus: 'paid' });

    const png = await typedPrescriptionPng(['Dr. Metrics', 'Tab Paracetamol 500mg']);
    const upload = await postUpload(t, customer.headers, [{ filename: 'rx.png', contentType: 'image/png', data: png }]);
    expect(upload.statusCode, upload.body).toBe(201);

    const after = await scrape();
    expect(valueOf(after, 'dawa_payment_outcomes_total', { provider: 'phonepe', outcome: 'success' })).toBe(before + 1);
    expect(valueOf(after, 'dawa_queue_jobs', { queue: 'prescription_analysis', state: 'queued' })).toBeGreaterThanOrEqual(1);
    // The order's mails wait in the outbox (no SMTP here): the outbox depth counts them.
    expect(valueOf(after, 'dawa_queue_jobs', { queue: 'outbox', state: 'unsent' })).toBeGreaterThanOrEqual(1);
    expect(valueOf(after, 'dawa_queue_jobs', { queue: 'appointment_reminders', state: 'due' })).toEqual(expect.any(Number));
  });
});

describe('the request id', () => {
  it('is the caller’s X-Request-Id when valid, echoed back, and in every log line of the request', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products/1', headers: { 'x-request-id': 'lb-1234abcd-req' } });
    expect(res.headers['x-request-id']).toBe('lb-1234abcd-req');
    const lines = t.logs.flatMap((chunk) => chunk.split('\n')).filter((line) => line.includes('lb-1234abcd-req'));
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const line of lines) expect(JSON.parse(line)).toMatchObject({ reqId: 'lb-1234abcd-req' });
  });

  it('is replaced when it is not an id (too short, spaces, control characters)', async () => {
    for (const bad of ['x', 'has spaces in it', 'a'.repeat(200), 'evil\u0001id-0000']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/health/live', headers: { 'x-request-id': bad } });
      expect(res.headers['x-request-id']).not.toBe(bad);
      expect(String(res.headers['x-request-id'])).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('goes with the analysis job and the mails a request queues, and into the job’s log lines', async () => {
    const png = await typedPrescriptionPng(['Dr. Request Id', 'Tab Cetirizine 10mg']);
    const form = { filename: 'rx.png', contentType: 'image/png', data: png };
    const upload = await postUpload(t, { ...customer.headers, 'x-request-id': 'upload-req-0001' }, [form]);
    expect(upload.statusCode, upload.body).toBe(201);
    const [job] = await t.database.db.select().from(prescriptionAnalysisJobs).where(eq(prescriptionAnalysisJobs.requestId, 'upload-req-0001'));
    expect(job).toBeDefined();

    // The queue's worker as the app runs it, reading with a reader that fails at once (OCR is not what is tested here).
    const runner = createAnalysisRunner({
      db: t.database.db,
      storage: createLocalStorage(path.join(t.dataDir, 'uploads')),
      analyze: () => Promise.reject(Object.assign(new Error('unreadable'), { permanent: true })),
      log: t.app.log,
    });
    while ((await runner.runDueAnalysisJobs(10)) > 0);
    const jobLines = t.logs
      .flatMap((chunk) => chunk.split('\n'))
      .filter((line) => line.includes('prescription analysis failed'))
      .map((line) => JSON.parse(line) as { reqId?: string });
    expect(jobLines.some((line) => line.reqId === 'upload-req-0001')).toBe(true);

    // A mail written by a request (the order confirmation of a cash-on-delivery order) keeps the request's id.
    const { order } = await placeOrder(t, { ...customer.headers, 'x-request-id': 'checkout-req-0001' }, { method: 'cod' });
    const mails = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.requestId, 'checkout-req-0001'));
    expect(mails.length, `order ${order.id}`).toBeGreaterThan(0);
  });
});
