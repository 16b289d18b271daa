import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PrescriptionUploadResponseSchema } from '@dawa/shared/prescriptions/schemas';
import { fileObjects, prescriptions } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { startS3Server, type TestS3Server } from '../helpers/s3-server.ts';
import { createAccount, type Account } from '../admin/staff-helpers.ts';
import { multipartForm, postUpload, tinyPdf } from './prescription-helpers.ts';

// Two instances of the shop on one database, each with its own disk, as behind a load balancer
// (issue 27): with a shared store, what is uploaded through one is read through the other.
// A real one-page PDF, padded past two database chunks (256 KiB each) after its end marker, as scans are.
const pdf = Buffer.concat([tinyPdf('Dr. Shared Storage'), Buffer.alloc(600 * 1024, '% padding\n')]);

describe.each([
  { store: 'postgres', s3: false },
  { store: 's3', s3: true },
])('two instances with STORAGE=$store', ({ store, s3 }) => {
  let a: TestApp;
  let b: TestApp;
  let s3Server: TestS3Server | undefined;
  let owner: Account;
  let stranger: Account;
  let fileUrl: string;
  let fileKey: string;
  beforeAll(async () => {
    s3Server = s3 ? await startS3Server() : undefined;
    const settings = s3Server?.settings;
    // One JWT_SECRET and one store, as every instance of a shop has.
    const shared: Record<string, string> = {
      STORAGE: store,
      JWT_SECRET: 'one-secret-for-every-instance-of-this-shop',
      ...(settings
        ? { S3_ENDPOINT: settings.endpoint ?? '', S3_BUCKET: settings.bucket, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' }
        : {}),
    };
    a = await createTestApp(shared);
    b = await createTestApp(shared, { database: a.database });
    [owner, stranger] = await Promise.all([createAccount(a, 'user', 'owner'), createAccount(a, 'user', 'stranger')]);

    const res = await postUpload(a, owner.headers, [{ filename: 'scan.pdf', contentType: 'application/pdf', data: pdf }]);
    expect(res.statusCode, res.body).toBe(201);
    const created = PrescriptionUploadResponseSchema.parse(res.json()).prescription;
    fileUrl = created.fileUrl ?? '';
    expect(fileUrl).toBe(`/api/prescriptions/${created.id}/file`);
    const [row] = await a.database.db.select().from(prescriptions).where(eq(prescriptions.id, created.id));
    fileKey = row?.fileKey ?? '';
  });
  afterAll(async () => {
    await b.close();
    await a.close();
    await s3Server?.close();
  });

  it('keeps the prescription in the shared store, not on the receiving instance’s disk', async () => {
    expect(fs.existsSync(path.join(a.dataDir, 'uploads', 'prescriptions'))).toBe(false);
    const inDatabase = await a.database.db.select().from(fileObjects).where(eq(fileObjects.key, fileKey));
    expect(inDatabase.map((f) => f.sizeBytes)).toEqual(store === 'postgres' ? [pdf.length] : []);
  });

  it('serves it whole to its owner through the other instance, privately', async () => {
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

  it('serves it a range at a time, as a PDF viewer asks, across chunk borders', async () => {
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

  it('is not found for another customer, on either instance, with or without a range; a stranger must sign in', async () => {
    for (const app of [a, b]) {
      for (const headers of [stranger.headers, { ...stranger.headers, range: 'bytes=0-99' }]) {
        const res = await app.app.inject({ method: 'GET', url: fileUrl, headers });
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain('%PDF');
      }
    }
    expect((await b.app.inject({ method: 'GET', url: fileUrl })).statusCode).toBe(401);
  });

  it('shows a profile picture uploaded through one instance on the other', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 20, g: 120, b: 90 } } })
      .png()
      .toBuffer();
    const form = multipartForm([{ field: 'profilePicture', filename: 'me.png', contentType: 'image/png', data: png }]);
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/profile/upload',
      headers: { ...owner.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const url = JSON.stringify(res.json()).match(/\/api\/media\/avatars\/[A-Za-z0-9_-]+\.jpg/)?.[0] ?? '';
    expect(url).not.toBe('');
    const [fromA, fromB] = await Promise.all([a.app.inject(url), b.app.inject(url)]);
    expect([fromA.statusCode, fromB.statusCode]).toEqual([200, 200]);
    expect(fromB.headers['content-type']).toBe('image/jpeg');
    expect(crypto.createHash('sha256').update(fromB.rawPayload).digest('hex')).toBe(
      crypto.createHash('sha256').update(fromA.rawPayload).digest('hex'),
    );
  });
});
