import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PrescriptionUploadResponseSchema } from '@dawa/shared/prescriptions/schemas';
import { fileObjects, prescriptions } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createAccount, type Account } from '../admin/staff-helpers.ts';
import { postUpload, tinyPdf } from './prescription-helpers.ts';

// Two instances of the shop on one database, each with its own disk, as behind a load balancer:
// with STORAGE=postgres a prescription uploaded through one is read through the other (issue 27).
let a: TestApp;
let b: TestApp;
let owner: Account;
let stranger: Account;
// One JWT_SECRET, as every instance of a shop has.
const shared = { STORAGE: 'postgres', JWT_SECRET: 'one-secret-for-every-instance-of-this-shop' };
beforeAll(async () => {
  a = await createTestApp(shared);
  b = await createTestApp(shared, { database: a.database });
  [owner, stranger] = await Promise.all([createAccount(a, 'user', 'owner'), createAccount(a, 'user', 'stranger')]);
});
afterAll(async () => {
  await b.close();
  await a.close();
});

// A real one-page PDF, padded past two database chunks (256 KiB each) after its end marker, as scans are.
const pdf = Buffer.concat([tinyPdf('Dr. Shared Storage'), Buffer.alloc(600 * 1024, '% padding\n')]);

describe('a prescription uploaded with STORAGE=postgres', () => {
  let fileUrl: string;
  beforeAll(async () => {
    const res = await postUpload(a, owner.headers, [{ filename: 'scan.pdf', contentType: 'application/pdf', data: pdf }]);
    expect(res.statusCode, res.body).toBe(201);
    const created = PrescriptionUploadResponseSchema.parse(res.json()).prescription;
    fileUrl = created.fileUrl ?? '';
    expect(fileUrl).toBe(`/api/prescriptions/${created.id}/file`);
    const [row] = await a.database.db.select().from(prescriptions).where(eq(prescriptions.id, created.id));
    const [stored] = await a.database.db
      .select()
      .from(fileObjects)
      .where(eq(fileObjects.key, row?.fileKey ?? ''));
    expect(stored?.sizeBytes).toBe(pdf.length);
  });

  it('is in the database, not on the receiving instance’s disk', () => {
    expect(fs.existsSync(path.join(a.dataDir, 'uploads', 'prescriptions'))).toBe(false);
  });

  it('is read whole by its owner through the other instance, privately', async () => {
    const res = await b.app.inject({ method: 'GET', url: fileUrl, headers: owner.headers });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(pdf)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(pdf.length),
      'accept-ranges': 'bytes',
      'cache-control': 'private, no-store',
    });
  });

  it('is read a range at a time, as a PDF viewer asks for it, across chunk borders', async () => {
    for (const [range, start, end] of [
      ['bytes=0-1023', 0, 1023],
      ['bytes=262000-524999', 262_000, 524_999],
      ['bytes=-100', pdf.length - 100, pdf.length - 1],
      [`bytes=${pdf.length - 10}-`, pdf.length - 10, pdf.length - 1],
    ] as const) {
      const res = await b.app.inject({ method: 'GET', url: fileUrl, headers: { ...owner.headers, range } });
      expect(res.statusCode, range).toBe(206);
      expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/${pdf.length}`);
      expect(res.rawPayload.equals(pdf.subarray(start, end + 1)), range).toBe(true);
    }
    const beyond = await b.app.inject({ method: 'GET', url: fileUrl, headers: { ...owner.headers, range: `bytes=${pdf.length}-` } });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${pdf.length}`);
  });

  it('is not found for another customer, on either instance, with or without a range', async () => {
    for (const app of [a, b]) {
      for (const headers of [stranger.headers, { ...stranger.headers, range: 'bytes=0-99' }]) {
        const res = await app.app.inject({ method: 'GET', url: fileUrl, headers });
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain('%PDF');
      }
    }
    const anonymous = await b.app.inject({ method: 'GET', url: fileUrl });
    expect(anonymous.statusCode).toBe(401);
  });
});
