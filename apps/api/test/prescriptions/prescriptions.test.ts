import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataExportSchema } from '@dawa/shared/account/data-export';
import { PRESCRIPTION_MESSAGES } from '@dawa/shared/prescriptions/messages';
import { AnalysisStartedResponseSchema, PrescriptionListResponseSchema } from '@dawa/shared/prescriptions/schemas';
import { PRESCRIPTION_MAX_BYTES } from '@dawa/shared/prescriptions/status';
import { inTransaction } from '../../src/db/client.ts';
import { prescriptionAnalysisJobs, prescriptions, storedFiles } from '../../src/db/schema/index.ts';
import { createEPrescription } from '../../src/modules/prescriptions/prescriptions.service.ts';
import { bearer, expectError, expectReason, login } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { auditRowsOf, createAccount, setRole, type Account } from '../admin/staff-helpers.ts';
import { addProduct, rowCount } from '../orders/commerce-helpers.ts';
import {
  getPrescription,
  postUpload,
  tinyPdf,
  typedPrescriptionPng,
  uploadPng,
  SAMPLE_PRESCRIPTION_LINES,
} from './prescription-helpers.ts';

let t: TestApp;
let customer: Account;
let stranger: Account;
let pharmacist: Account;
let admin: Account;
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  [customer, stranger, pharmacist, admin] = await Promise.all([
    createAccount(t, 'user', 'customer'),
    createAccount(t, 'user', 'stranger'),
    createAccount(t, 'pharmacist'),
    createAccount(t, 'admin'),
  ]);
  png = await typedPrescriptionPng(SAMPLE_PRESCRIPTION_LINES);
});
afterAll(() => t.close());

const list = async (headers: Record<string, string>, query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/prescriptions${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return PrescriptionListResponseSchema.parse(res.json());
};

describe('POST /api/prescriptions/upload', () => {
  it('stores an image with its note, registers the file, queues its analysis, and lists it for its owner only', async () => {
    const created = await uploadPng(t, customer.headers, png, 'Fever for three days');
    expect(created).toMatchObject({
      source: 'upload',
      status: 'analyzing',
      originalName: 'prescription.png',
      contentType: 'image/png',
      sizeBytes: png.length,
      note: 'Fever for three days',
      doctor: null,
      date: null,
      medicines: [],
      fileUrl: `/api/prescriptions/${created.id}/file`,
      thumbnailUrl: `/api/prescriptions/${created.id}/thumbnail`,
    });
    const [row] = await t.database.db.select().from(prescriptions).where(eq(prescriptions.id, created.id));
    expect(row?.fileKey).toMatch(/^prescriptions\/[A-Za-z0-9_-]{24}\.png$/);
    const [registered] = await t.database.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.key, row?.fileKey ?? ''));
    expect(registered).toMatchObject({
      category: 'prescription',
      ownerUserId: customer.session.user.id,
      ownerRef: String(created.id),
      contentType: 'image/png',
    });
    const jobs = await t.database.db.select().from(prescriptionAnalysisJobs).where(eq(prescriptionAnalysisJobs.prescriptionId, created.id));
    expect(jobs).toHaveLength(1);
    expect(jobs[0]?.status).toBe('queued');

    expect((await list(customer.headers)).items.map((p) => p.id)).toContain(created.id);
    expect((await list(stranger.headers)).items.map((p) => p.id)).not.toContain(created.id);
    expect((await getPrescription(t, customer.headers, created.id)).note).toBe('Fever for three days');
  });

  it('accepts JPEG and PDF by their bytes, whatever the name says', async () => {
    const jpeg = await sharp(png).jpeg().toBuffer();
    const asJpeg = await postUpload(t, customer.headers, [{ filename: 'scan.pdf', contentType: 'application/pdf', data: jpeg }]);
    expect(asJpeg.statusCode, asJpeg.body).toBe(201);
    expect(asJpeg.json<{ prescription: { contentType: string } }>().prescription.contentType).toBe('image/jpeg');
    const pdf = await postUpload(t, customer.headers, [{ filename: 'rx.jpeg', contentType: 'image/jpeg', data: tinyPdf() }]);
    expect(pdf.statusCode, pdf.body).toBe(201);
    expect(pdf.json<{ prescription: { contentType: string; thumbnailUrl: string | null } }>().prescription).toMatchObject({
      contentType: 'application/pdf',
      thumbnailUrl: null,
    });
  });

  it('refuses a wrong type with a .png name, an empty file, a missing file and a file over 10MB, storing nothing', async () => {
    const before = await rowCount(t, prescriptions);
    const filesBefore = await rowCount(t, storedFiles);
    const text = await postUpload(t, customer.headers, [
      { filename: 'prescription.png', contentType: 'image/png', data: Buffer.from('Tab. Dolo 650 1-0-1 '.repeat(20)) },
    ]);
    expectReason(expectError(text, 415, PRESCRIPTION_MESSAGES.wrongType), 'prescription_file_type');
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    expectError(
      await postUpload(t, customer.headers, [{ filename: 'rx.png', contentType: 'image/png', data: gif }]),
      415,
      PRESCRIPTION_MESSAGES.wrongType,
    );
    expectReason(
      expectError(
        await postUpload(t, customer.headers, [{ filename: 'rx.png', contentType: 'image/png', data: Buffer.alloc(0) }]),
        400,
        PRESCRIPTION_MESSAGES.emptyFile,
      ),
      'prescription_file_empty',
    );
    expectError(await postUpload(t, customer.headers, [], { note: 'no file' }), 400, PRESCRIPTION_MESSAGES.selectFileFirst);
    // A valid PNG header followed by more than 10 MB: the parser stops it at the limit.
    const huge = Buffer.concat([png, Buffer.alloc(PRESCRIPTION_MAX_BYTES + 1 - png.length + 10)]);
    expectError(
      await postUpload(t, customer.headers, [{ filename: 'big.png', contentType: 'image/png', data: huge }]),
      413,
      PRESCRIPTION_MESSAGES.tooLarge,
    );
    const twoFiles = await postUpload(t, customer.headers, [
      { filename: 'a.png', contentType: 'image/png', data: png },
      { filename: 'b.png', contentType: 'image/png', data: png },
    ]);
    expectError(twoFiles, 400, PRESCRIPTION_MESSAGES.formInvalid);
    expectError(
      await postUpload(t, customer.headers, [{ filename: 'a.png', contentType: 'image/png', data: png }], { note: 'x'.repeat(1001) }),
      400,
    );
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/prescriptions/upload',
      headers: customer.headers,
      payload: { note: 'x' },
    });
    expectError(json, 400, PRESCRIPTION_MESSAGES.formInvalid);
    expect(await rowCount(t, prescriptions)).toBe(before);
    expect(await rowCount(t, storedFiles)).toBe(filesBefore);
  });

  it('answers a visitor 401 on every prescription route', async () => {
    for (const [method, url] of [
      ['GET', '/api/prescriptions'],
      ['GET', '/api/prescriptions/1'],
      ['POST', '/api/prescriptions/upload'],
      ['POST', '/api/prescriptions/analyze/1'],
      ['DELETE', '/api/prescriptions/1'],
      ['GET', '/api/prescriptions/1/file'],
      ['GET', '/api/prescriptions/1/thumbnail'],
    ] as const) {
      expectError(await t.app.inject({ method, url }), 401);
    }
  });
});

describe('search, analyse and delete', () => {
  it("'Search medicine...' filters on detected medicine names and matched product names, on the server", async () => {
    const searcher = await createAccount(t, 'user', 'searcher');
    const productId = await addProduct(t, { name: 'Zyloric 100 Tablet', activeIngredient: 'Allopurinol 100 mg' });
    const ids = await inTransaction(t.database.db, async (tx) => [
      await createEPrescription(tx, {
        userId: searcher.session.user.id,
        appointmentId: null,
        doctorName: 'Asha Rao',
        doctorRegistrationNumber: 'KMC 55123',
        prescribedOn: '2026-11-20',
        patientName: 'Searcher Tester',
        medicines: [{ nameAsWritten: 'Allopurinol 100 mg', strength: '100 mg', frequency: 'OD', productId }],
      }),
      await createEPrescription(tx, {
        userId: searcher.session.user.id,
        appointmentId: null,
        doctorName: 'Asha Rao',
        doctorRegistrationNumber: null,
        prescribedOn: '2026-11-21',
        patientName: null,
        medicines: [{ nameAsWritten: 'Pan 40', frequency: 'OD' }],
      }),
    ]);
    const [allopurinol, pan] = ids.map((r) => r.id);
    expect((await list(searcher.headers, '?search=allopur')).items.map((p) => p.id)).toEqual([allopurinol]);
    expect((await list(searcher.headers, '?search=ZYLORIC')).items.map((p) => p.id)).toEqual([allopurinol]);
    expect((await list(searcher.headers, '?search=pan%2040')).items.map((p) => p.id)).toEqual([pan]);
    // LIKE's wildcards are taken literally.
    expect((await list(searcher.headers, '?search=%25')).items).toEqual([]);
    expect((await list(searcher.headers)).items.map((p) => p.id)).toEqual([pan, allopurinol]);
    const shown = (await list(searcher.headers)).items.find((p) => p.id === allopurinol);
    expect(shown).toMatchObject({
      source: 'e_prescription',
      status: 'approved',
      doctor: 'Asha Rao',
      date: '2026-11-20',
      fileUrl: null,
      readingMethod: 'e-prescription',
      medicines: [
        {
          name: 'Allopurinol 100 mg',
          frequency: 'OD',
          confidence: 1,
          product: { id: productId, name: 'Zyloric 100 Tablet', inStock: true, sold: true },
        },
      ],
    });
    // A doctor's e-prescription is not re-read.
    expectReason(
      expectError(
        await t.app.inject({ method: 'POST', url: `/api/prescriptions/analyze/${allopurinol}`, headers: searcher.headers }),
        409,
        PRESCRIPTION_MESSAGES.notAnalysable,
      ),
      'prescription_not_analysable',
    );
    expectError(await t.app.inject({ method: 'GET', url: '/api/prescriptions?search=a&extra=1', headers: searcher.headers }), 400);
  });

  it("'Analyze' answers 202 and joins the open job; another customer's id is a 404 everywhere", async () => {
    const created = await uploadPng(t, customer.headers, png);
    const res = await t.app.inject({ method: 'POST', url: `/api/prescriptions/analyze/${created.id}`, headers: customer.headers });
    expect(res.statusCode, res.body).toBe(202);
    expect(AnalysisStartedResponseSchema.parse(res.json())).toEqual({
      message: PRESCRIPTION_MESSAGES.analysisQueued,
      id: created.id,
      status: 'analyzing',
    });
    const open = await t.database.db
      .select()
      .from(prescriptionAnalysisJobs)
      .where(and(eq(prescriptionAnalysisJobs.prescriptionId, created.id), eq(prescriptionAnalysisJobs.status, 'queued')));
    expect(open).toHaveLength(1);

    for (const [method, url] of [
      ['GET', `/api/prescriptions/${created.id}`],
      ['POST', `/api/prescriptions/analyze/${created.id}`],
      ['DELETE', `/api/prescriptions/${created.id}`],
      ['GET', `/api/prescriptions/${created.id}/file`],
      ['GET', `/api/prescriptions/${created.id}/thumbnail`],
    ] as const) {
      expectError(await t.app.inject({ method, url, headers: stranger.headers }), 404, PRESCRIPTION_MESSAGES.notFound);
    }
    expectError(
      await t.app.inject({ method: 'GET', url: '/api/prescriptions/99999999', headers: customer.headers }),
      404,
      PRESCRIPTION_MESSAGES.notFound,
    );
    expectError(await t.app.inject({ method: 'GET', url: '/api/prescriptions/abc', headers: customer.headers }), 400);
  });

  it("delete answers 'Prescription deleted successfully' and hides it from every customer route", async () => {
    const created = await uploadPng(t, customer.headers, png);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/prescriptions/${created.id}`, headers: customer.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: PRESCRIPTION_MESSAGES.deleted });
    expect((await list(customer.headers)).items.map((p) => p.id)).not.toContain(created.id);
    for (const [method, url] of [
      ['GET', `/api/prescriptions/${created.id}`],
      ['DELETE', `/api/prescriptions/${created.id}`],
      ['POST', `/api/prescriptions/analyze/${created.id}`],
      ['GET', `/api/prescriptions/${created.id}/file`],
    ] as const) {
      expectError(await t.app.inject({ method, url, headers: customer.headers }), 404);
    }
  });
});

describe('the prescription file', () => {
  it('is served to its owner; pharmacists and admins see it with an audit row each; a stranger gets 404', async () => {
    const created = await uploadPng(t, customer.headers, png);
    const own = await t.app.inject({ method: 'GET', url: `/api/prescriptions/${created.id}/file`, headers: customer.headers });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.headers['content-security-policy']).toBe("default-src 'none'");
    expect(own.rawPayload.equals(png)).toBe(true);
    expect(await auditRowsOf(t, 'prescription', created.id)).toHaveLength(0);

    const thumb = await t.app.inject({ method: 'GET', url: `/api/prescriptions/${created.id}/thumbnail`, headers: customer.headers });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(thumb.rawPayload).metadata()).width).toBeLessThanOrEqual(360);

    for (const staff of [pharmacist, admin]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/prescriptions/${created.id}/file`, headers: staff.headers });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.rawPayload.equals(png)).toBe(true);
    }
    const rows = await auditRowsOf(t, 'prescription', created.id);
    expect(rows.map((r) => [r.action, r.actorRole, r.actorEmail])).toEqual([
      ['view', 'pharmacist', pharmacist.email],
      ['view', 'admin', admin.email],
    ]);
    expect(rows[0]?.after).toMatchObject({ ownerUserId: customer.session.user.id });

    expectError(await t.app.inject({ method: 'GET', url: `/api/prescriptions/${created.id}/file`, headers: stranger.headers }), 404);
    expectError(await t.app.inject({ method: 'GET', url: `/api/prescriptions/${created.id}/file` }), 401);
  });

  it('a pharmacist signed in without a second factor is refused, and nothing is logged', async () => {
    const created = await uploadPng(t, customer.headers, png);
    const person = await createAccount(t, 'user', 'newpharmacist');
    await setRole(t, person.session.user.id, 'pharmacist');
    const session = await login(t, person.email, person.password);
    const res = await t.app.inject({ method: 'GET', url: `/api/prescriptions/${created.id}/file`, headers: bearer(session.accessToken) });
    expectError(res, 403);
    expect(await auditRowsOf(t, 'prescription', created.id)).toHaveLength(0);
  });
});

describe('my-data.json', () => {
  it("holds the customer's own prescriptions with their notes, and nobody else's", async () => {
    const owner = await createAccount(t, 'user', 'exporter');
    const first = await uploadPng(t, owner.headers, png, 'For my cough');
    const second = await uploadPng(t, owner.headers, png);
    await uploadPng(t, stranger.headers, png, 'Not theirs');

    const res = await t.app.inject({ method: 'GET', url: '/api/settings/download-data', headers: owner.headers });
    expect(res.statusCode, res.body).toBe(200);
    const data = DataExportSchema.parse(res.json());
    expect(data.prescriptions.map((p) => p.id)).toEqual([second.id, first.id]);
    expect(data.prescriptions[1]).toMatchObject({ id: first.id, note: 'For my cough', source: 'upload' });
  });
});
