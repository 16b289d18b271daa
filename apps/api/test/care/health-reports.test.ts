import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataExportSchema } from '@dawa/shared/account/data-export';
import { HEALTH_REPORT_MESSAGES, HealthReportListResponseSchema, HealthReportSchema, type HealthReport } from '@dawa/shared/care/health-reports';
import { auditLog, healthReports, storedFiles } from '../../src/db/schema/index.ts';
import { expectError } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { auditRowsOf, createAccount, setRole, type Account } from '../admin/staff-helpers.ts';
import { insertAppointment, insertDoctorProfile, multipartForm } from './care-room-fixtures.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a2b3c1c50000000049454e44ae426082', 'hex');

let t: TestApp;
let patient: Account;
let otherPatient: Account;
let doctor: Account;
let admin: Account;
let doctorProfileId: number;
beforeAll(async () => {
  t = await createTestApp();
  patient = await createAccount(t, 'user', 'patient');
  otherPatient = await createAccount(t, 'user', 'stranger');
  doctor = await createAccount(t, 'doctor');
  admin = await createAccount(t, 'admin');
  doctorProfileId = await insertDoctorProfile(t, doctor.session.user.id);
});
afterAll(() => t.close());

const report = { title: 'Blood test', description: 'Fasting sugar 110 mg/dL', food: 'Rice, dal', medicines: 'Metformin 500', allergies: 'Penicillin', foodHabits: 'Vegetarian', pastTreatments: 'None' };

async function addJson(account: Account, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/health-reports', headers: account.headers, payload: body });
}
async function addWithFile(account: Account, body: Record<string, unknown>, file: { filename: string; contentType: string; data: Buffer }) {
  const form = multipartForm({ report: JSON.stringify(body) }, { field: 'file', ...file });
  return t.app.inject({ method: 'POST', url: '/api/health-reports', headers: { ...account.headers, ...form.headers }, payload: form.payload });
}
async function list(account: Account, query = '') {
  return t.app.inject({ method: 'GET', url: `/api/health-reports${query}`, headers: account.headers });
}
const countReports = async () => (await t.database.db.select().from(healthReports)).length;

describe('adding a health report', () => {
  it('keeps every field, newest first in my list', async () => {
    const res = await addJson(patient, report);
    expect(res.statusCode, res.body).toBe(201);
    const created = HealthReportSchema.parse(res.json());
    expect(created).toMatchObject({ ...report, userId: patient.session.user.id, fileUrl: null, fileName: null, patientName: 'Patient Tester' });
    const second = HealthReportSchema.parse((await addJson(patient, { ...report, title: 'X-ray' })).json());
    const page = HealthReportListResponseSchema.parse((await list(patient)).json());
    expect(page.items.map((r) => r.id).slice(0, 2)).toEqual([second.id, created.id]);
  });

  it.each([
    ['no title', { description: 'd' }],
    ['a blank title', { title: '   ', description: 'd' }],
    ['no description', { title: 'T' }],
    ['a blank description', { title: 'T', description: ' \n ' }],
  ])('refuses %s with the spec text and writes nothing', async (_name, body) => {
    const before = await countReports();
    expect(expectError(await addJson(patient, body), 400).message).toContain(HEALTH_REPORT_MESSAGES.required);
    expect(await countReports()).toBe(before);
  });

  it.each(['javascript:alert(1)', 'ftp://example.com/a.pdf', 'data:text/html,hi', 'not a url'])('refuses the file URL %s', async (fileUrl) => {
    const before = await countReports();
    expect(expectError(await addJson(patient, { ...report, fileUrl }), 400).message).toContain(HEALTH_REPORT_MESSAGES.fileUrl);
    expect(await countReports()).toBe(before);
  });

  it('keeps an http(s) URL as the fileUrl', async () => {
    const res = await addJson(patient, { ...report, fileUrl: 'https://lab.example.in/reports/123.pdf' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<HealthReport>().fileUrl).toBe('https://lab.example.in/reports/123.pdf');
  });

  it('refuses over-long texts and unknown fields', async () => {
    expectError(await addJson(patient, { ...report, description: 'x'.repeat(10_000) }), 400);
    expectError(await addJson(patient, { ...report, allergies: 'x'.repeat(2001) }), 400);
    expectError(await addJson(patient, { ...report, userId: otherPatient.session.user.id }), 400);
  });

  it('stores an uploaded PDF privately, registers it, and serves it only through the authorised route', async () => {
    const res = await addWithFile(patient, report, { filename: 'lab report.pdf', contentType: 'application/pdf', data: PDF });
    expect(res.statusCode, res.body).toBe(201);
    const created = HealthReportSchema.parse(res.json());
    expect(created.fileUrl).toBe(`/api/health-reports/${created.id}/file`);
    expect(created.fileName).toBe('lab report.pdf');
    const [row] = await t.database.db.select().from(healthReports).where(eq(healthReports.id, created.id));
    const key = row?.fileKey ?? '';
    expect(key).toMatch(/^health-reports\/[A-Za-z0-9_-]+\.pdf$/);
    expect(fs.readFileSync(path.join(t.dataDir, 'uploads', key))).toEqual(PDF);
    const [registered] = await t.database.db.select().from(storedFiles).where(eq(storedFiles.key, key));
    expect(registered).toMatchObject({ category: 'health_report', ownerUserId: patient.session.user.id, ownerRef: String(created.id), contentType: 'application/pdf' });

    const file = await t.app.inject({ method: 'GET', url: created.fileUrl ?? '', headers: patient.headers });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.rawPayload).toEqual(PDF);
    expectError(await t.app.inject({ method: 'GET', url: created.fileUrl ?? '' }), 401);
    expectError(await t.app.inject({ method: 'GET', url: created.fileUrl ?? '', headers: otherPatient.headers }), 404, HEALTH_REPORT_MESSAGES.notFound);
    // No public folder serves it.
    expect((await t.app.inject({ method: 'GET', url: `/api/media/${key}` })).statusCode).toBe(404);
  });

  it('accepts a PNG by its bytes', async () => {
    const res = await addWithFile(patient, report, { filename: 'scan.png', contentType: 'image/png', data: PNG });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('judges the file by its magic bytes, not its name or header', async () => {
    const before = await countReports();
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    expectError(await addWithFile(patient, report, { filename: 'report.pdf', contentType: 'application/pdf', data: html }), 415, HEALTH_REPORT_MESSAGES.fileType);
    expect(await countReports()).toBe(before);
    expect(fs.existsSync(path.join(t.dataDir, 'uploads', 'health-reports')) ? fs.readdirSync(path.join(t.dataDir, 'uploads', 'health-reports')).length : 0).toBe(
      (await t.database.db.select().from(storedFiles).where(eq(storedFiles.category, 'health_report'))).length,
    );
  });

  it('refuses a file over 10 MB (413) and both a file and a URL', async () => {
    const before = await countReports();
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    expectError(await addWithFile(patient, report, { filename: 'big.pdf', contentType: 'application/pdf', data: big }), 413, HEALTH_REPORT_MESSAGES.fileTooLarge);
    expectError(
      await addWithFile(patient, { ...report, fileUrl: 'https://example.com/a.pdf' }, { filename: 'a.pdf', contentType: 'application/pdf', data: PDF }),
      400,
      HEALTH_REPORT_MESSAGES.fileOrUrl,
    );
    expect(await countReports()).toBe(before);
  });

  it('needs a signed-in user', async () => {
    expectError(await t.app.inject({ method: 'POST', url: '/api/health-reports', payload: report }), 401);
    expectError(await t.app.inject({ method: 'GET', url: '/api/health-reports' }), 401);
  });
});

describe('who reads whose reports', () => {
  let reportOfPatient: HealthReport;
  let reportOfStranger: HealthReport;
  beforeAll(async () => {
    reportOfPatient = HealthReportSchema.parse((await addWithFile(patient, { ...report, title: 'Thyroid panel' }, { filename: 't.pdf', contentType: 'application/pdf', data: PDF })).json());
    reportOfStranger = HealthReportSchema.parse((await addJson(otherPatient, { ...report, title: 'Private of the stranger' })).json());
  });

  it('a patient sees only their own; naming another user is 404', async () => {
    const page = HealthReportListResponseSchema.parse((await list(otherPatient)).json());
    expect(page.items.every((r) => r.userId === otherPatient.session.user.id)).toBe(true);
    expectError(await list(otherPatient, `?userId=${patient.session.user.id}`), 404, HEALTH_REPORT_MESSAGES.notFound);
    expect((await list(otherPatient, `?userId=${otherPatient.session.user.id}`)).statusCode).toBe(200);
  });

  it('a doctor sees nothing of a patient without a booked appointment, then their reports once one exists (audit-logged)', async () => {
    expect(HealthReportListResponseSchema.parse((await list(doctor)).json()).items).toEqual([]);
    expectError(await list(doctor, `?userId=${patient.session.user.id}`), 404);
    expectError(await t.app.inject({ method: 'GET', url: reportOfPatient.fileUrl ?? '', headers: doctor.headers }), 404);
    // A cancelled appointment gives no access.
    await insertAppointment(t, { patientId: patient.session.user.id, doctorId: doctorProfileId, startsAt: new Date(Date.now() + 86_400_000), status: 'cancelled' });
    expect(HealthReportListResponseSchema.parse((await list(doctor)).json()).items).toEqual([]);

    await insertAppointment(t, { patientId: patient.session.user.id, doctorId: doctorProfileId, startsAt: new Date(Date.now() + 2 * 86_400_000) });
    const page = HealthReportListResponseSchema.parse((await list(doctor, `?userId=${patient.session.user.id}`)).json());
    expect(page.items.map((r) => r.id)).toContain(reportOfPatient.id);
    expect(page.items.every((r) => r.userId === patient.session.user.id)).toBe(true);
    const all = HealthReportListResponseSchema.parse((await list(doctor)).json());
    expect(all.items.map((r) => r.id)).not.toContain(reportOfStranger.id);

    const views = await auditRowsOf(t, 'health_report', reportOfPatient.id);
    const listViews = (await t.database.db.select().from(auditLog)).filter(
      (r) => r.entityType === 'health_report' && r.actorId === doctor.session.user.id,
    );
    expect(listViews.length).toBeGreaterThan(0);
    expect(listViews.every((r) => r.action === 'view' && r.actorRole === 'doctor')).toBe(true);
    expect(JSON.stringify(listViews.map((r) => r.after))).toContain(String(reportOfPatient.id));

    const file = await t.app.inject({ method: 'GET', url: reportOfPatient.fileUrl ?? '', headers: doctor.headers });
    expect(file.statusCode).toBe(200);
    const fileViews = (await auditRowsOf(t, 'health_report', reportOfPatient.id)).length;
    expect(fileViews).toBe(views.length + 1);
    expect(expectError(await t.app.inject({ method: 'GET', url: reportOfStranger.fileUrl ?? '/api/health-reports/999999/file', headers: doctor.headers }), 404)).toBeTruthy();
  });

  it('a doctor who lost the role reads only their own', async () => {
    const former = await createAccount(t, 'doctor', 'former');
    const profile = await insertDoctorProfile(t, former.session.user.id);
    await insertAppointment(t, { patientId: patient.session.user.id, doctorId: profile, startsAt: new Date(Date.now() + 5 * 86_400_000) });
    expect(HealthReportListResponseSchema.parse((await list(former)).json()).items.length).toBeGreaterThan(0);
    await setRole(t, former.session.user.id, 'user');
    const res = await list(former);
    // The role change ends the session in the product; with this fixture the token lives on, and still reads nothing of others.
    if (res.statusCode === 200) expect(HealthReportListResponseSchema.parse(res.json()).items).toEqual([]);
    else expect(res.statusCode).toBe(401);
  });

  it('an admin sees everyone’s, each view audit-logged', async () => {
    const page = HealthReportListResponseSchema.parse((await list(admin, '?page=1')).json());
    expect(page.items.map((r) => r.id)).toEqual(expect.arrayContaining([reportOfPatient.id, reportOfStranger.id]));
    const rows = await auditRowsOf(t, 'health_report', reportOfStranger.id);
    const adminRows = (await t.database.db.select().from(auditLog)).filter(
      (r) => r.entityType === 'health_report' && r.actorId === admin.session.user.id,
    );
    expect(adminRows.length + rows.length).toBeGreaterThan(0);
    expect(adminRows.at(-1)).toMatchObject({ action: 'view', actorRole: 'admin' });
    const file = await t.app.inject({ method: 'GET', url: reportOfPatient.fileUrl ?? '', headers: admin.headers });
    expect(file.statusCode).toBe(200);
    expect((await auditRowsOf(t, 'health_report', reportOfPatient.id)).at(-1)).toMatchObject({ action: 'view', actorRole: 'admin', actorId: admin.session.user.id });
  });

  it('a patient reading their own leaves no audit row', async () => {
    const before = (await auditRowsOf(t, 'health_report', reportOfStranger.id)).length;
    await list(otherPatient);
    expect((await auditRowsOf(t, 'health_report', reportOfStranger.id)).length).toBe(before);
  });
});

describe('deleting', () => {
  it('deletes my report with its file and registry row', async () => {
    const created = HealthReportSchema.parse((await addWithFile(patient, report, { filename: 'del.pdf', contentType: 'application/pdf', data: PDF })).json());
    const [row] = await t.database.db.select().from(healthReports).where(eq(healthReports.id, created.id));
    const key = row?.fileKey ?? '';
    const res = await t.app.inject({ method: 'DELETE', url: `/api/health-reports/${created.id}`, headers: patient.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.database.db.select().from(healthReports).where(eq(healthReports.id, created.id))).toEqual([]);
    expect(await t.database.db.select().from(storedFiles).where(eq(storedFiles.key, key))).toEqual([]);
    expect(fs.existsSync(path.join(t.dataDir, 'uploads', key))).toBe(false);
    expectError(await t.app.inject({ method: 'DELETE', url: `/api/health-reports/${created.id}`, headers: patient.headers }), 404, HEALTH_REPORT_MESSAGES.notFound);
  });

  it('another user’s report is 404 and stays, for doctors and admins too', async () => {
    const created = HealthReportSchema.parse((await addJson(patient, report)).json());
    for (const account of [otherPatient, doctor, admin]) {
      expectError(await t.app.inject({ method: 'DELETE', url: `/api/health-reports/${created.id}`, headers: account.headers }), 404, HEALTH_REPORT_MESSAGES.notFound);
    }
    expect(await t.database.db.select().from(healthReports).where(eq(healthReports.id, created.id))).toHaveLength(1);
  });

  it('bad ids are a readable 400 or 404', async () => {
    for (const id of ['abc', '-1', '99999999999', '0']) {
      const res = await t.app.inject({ method: 'DELETE', url: `/api/health-reports/${id}`, headers: patient.headers });
      expect([400, 404]).toContain(res.statusCode);
    }
  });

  it('an admin deleting the file in Uploaded Documents keeps the report, without its file', async () => {
    const created = HealthReportSchema.parse((await addWithFile(patient, report, { filename: 'x.pdf', contentType: 'application/pdf', data: PDF })).json());
    const [row] = await t.database.db.select().from(healthReports).where(eq(healthReports.id, created.id));
    const [doc] = await t.database.db.select().from(storedFiles).where(eq(storedFiles.key, row?.fileKey ?? ''));
    const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/documents/${doc?.id}`, headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    const after = HealthReportListResponseSchema.parse((await list(patient)).json()).items.find((r) => r.id === created.id);
    expect(after).toMatchObject({ fileUrl: null, fileName: null, title: report.title });
  });
});

describe("the patient's own data", () => {
  it('my-data.json carries my health reports (and my appointments), not anyone else\'s', async () => {
    const me = await createAccount(t, 'user', 'exporter');
    const withFile = HealthReportSchema.parse((await addWithFile(me, report, { filename: 'lipids.pdf', contentType: 'application/pdf', data: PDF })).json());
    const plain = HealthReportSchema.parse((await addJson(me, { ...report, title: 'ECG', fileUrl: 'https://lab.example/ecg/1' })).json());
    await addJson(otherPatient, { ...report, title: 'Not mine' });
    const appointmentId = await insertAppointment(t, { patientId: me.session.user.id, doctorId: doctorProfileId, startsAt: new Date(Date.now() + 86_400_000) });

    const res = await t.app.inject({ method: 'GET', url: '/api/settings/download-data', headers: me.headers });
    expect(res.statusCode, res.body).toBe(200);
    const data = DataExportSchema.parse(res.json());
    expect(data.healthReports.map((r) => r.title)).toEqual(['ECG', 'Blood test']);
    expect(data.healthReports[1]).toMatchObject({
      ...report,
      id: withFile.id,
      fileName: 'lipids.pdf',
      fileUrl: `/api/health-reports/${withFile.id}/file`,
    });
    expect(data.healthReports[0]).toMatchObject({ id: plain.id, fileUrl: 'https://lab.example/ecg/1', fileName: null });
    expect(data.appointments).toEqual([expect.objectContaining({ id: appointmentId })]);
  });

  it('deleting my account deletes my reports, their registry rows and the private files in storage', async () => {
    const me = await createAccount(t, 'user', 'leaver');
    const created = HealthReportSchema.parse((await addWithFile(me, report, { filename: 'scan.png', contentType: 'image/png', data: PNG })).json());
    await addJson(me, { ...report, title: 'Second' });
    const [row] = await t.database.db.select().from(healthReports).where(eq(healthReports.id, created.id));
    const key = row?.fileKey ?? '';
    expect(fs.existsSync(path.join(t.dataDir, 'uploads', key))).toBe(true);
    const kept = await countReports();

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/settings/delete-account',
      headers: me.headers,
      payload: { password: me.password, confirmation: 'DELETE MY ACCOUNT' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.database.db.select().from(healthReports).where(eq(healthReports.userId, me.session.user.id))).toEqual([]);
    expect(await countReports()).toBe(kept - 2);
    expect(await t.database.db.select().from(storedFiles).where(eq(storedFiles.key, key))).toEqual([]);
    expect(fs.existsSync(path.join(t.dataDir, 'uploads', key))).toBe(false);
  });
});
