import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRESCRIPTION_MESSAGES } from '@dawa/shared/prescriptions/messages';
import { expectError } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createAccount, type Account } from '../admin/staff-helpers.ts';
import { getPrescription, postUpload, tinyPdf, typedPrescriptionPng, uploadPng, SAMPLE_PRESCRIPTION_LINES } from './prescription-helpers.ts';

/* The analysis queue through the real reading pipeline (OCR in its worker thread, parser, matcher). */

let t: TestApp;
let customer: Account;

beforeAll(async () => {
  t = await createTestApp();
  customer = await createAccount(t, 'user', 'customer');
});
afterAll(() => t.close());

const runQueue = () => t.app.services.prescriptionAnalysis.runDueAnalysisJobs();

/** A PNG that declares 20,000 x 20,000 grey pixels (all zero): about 400 kB on disk, 400 MB decoded. */
async function hugePng(side = 20_000): Promise<Buffer> {
  const crcTable = (buf: Buffer) => zlib.crc32(buf);
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crcTable(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(0, 9); // greyscale
  const deflate = zlib.createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (b: Buffer) => parts.push(b));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const row = Buffer.alloc(side + 1);
  for (let y = 0; y < side; y++) {
    if (!deflate.write(row)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', Buffer.concat(parts)), chunk('IEND', Buffer.alloc(0))]);
}

describe('analysis through the reading pipeline', () => {
  it('a typed prescription: analyzed, the doctor read from the document, the medicines matched to the seeded catalogue', async () => {
    const created = await uploadPng(t, customer.headers, await typedPrescriptionPng(SAMPLE_PRESCRIPTION_LINES));
    expect(created.status).toBe('analyzing');
    expect(await runQueue()).toBe(1);
    const analysed = await getPrescription(t, customer.headers, created.id);
    expect(analysed.status, analysed.analysisError ?? '').toBe('analyzed');
    expect(analysed.readingMethod).toBe('ocr');
    expect(analysed.extractedText).toContain('Dolo 650');
    expect(analysed.doctor).toMatch(/Meera Sharma/);
    expect(analysed.date).toBe('2026-11-12');
    const dolo = analysed.medicines.find((m) => m.product?.slug === 'dolo-650-tablet');
    expect(dolo, JSON.stringify(analysed.medicines)).toBeDefined();
    expect(dolo?.frequency).toBe('1-0-1');
    expect(dolo?.confidence).toBeGreaterThan(0.5);
    expect(analysed.medicines.some((m) => m.product?.slug === 'crocin-advance-tablet')).toBe(true);
    // The search finds it by the medicine read from it.
    const found = await t.app.inject({ method: 'GET', url: '/api/prescriptions?search=dolo', headers: customer.headers });
    expect(found.json<{ items: { id: number }[] }>().items.map((p) => p.id)).toContain(created.id);
  }, 60_000);

  it("a 20,000 x 20,000 image is stored, then fails its analysis with a readable message (no crash), and has no preview", async () => {
    const bomb = await hugePng();
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const created = await uploadPng(t, customer.headers, bomb);
    await runQueue();
    const failed = await getPrescription(t, customer.headers, created.id);
    expect(failed.status).toBe('failed');
    // The reader's own sentence for a file it refuses (too many pixels, or unreadable as an image).
    expect(failed.analysisError).toMatch(/^Failed to analyze prescription: The (image|file) /);
    expectError(await t.app.inject({ method: 'GET', url: `/api/prescriptions/${created.id}/thumbnail`, headers: customer.headers }), 404, PRESCRIPTION_MESSAGES.noPreview);
    // The app still answers.
    expect((await t.app.inject({ method: 'GET', url: '/api/prescriptions', headers: customer.headers })).statusCode).toBe(200);
  }, 60_000);

  it("a PDF's text layer is read without OCR", async () => {
    const pdf = tinyPdf('Dr. Meera Sharma Tab. Dolo 650 mg 1-0-1 x 5 days');
    const res = await postUpload(t, customer.headers, [{ filename: 'rx.pdf', contentType: 'application/pdf', data: pdf }]);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ prescription: { id: number } }>().prescription.id;
    await runQueue();
    const analysed = await getPrescription(t, customer.headers, id);
    expect(analysed.status, analysed.analysisError ?? '').toBe('analyzed');
    expect(analysed.extractedText).toContain('Dolo 650');
  }, 60_000);
});
