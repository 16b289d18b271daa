import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULE_MESSAGES, ScheduleResponseSchema } from '@dawa/shared/care/doctor-schedule';
import { appointments, products } from '../../src/db/schema/index.ts';
import { indiaDayStart } from '../../src/modules/doctor-schedule/schedule.service.ts';
import { expectError } from '../helpers/accounts.ts';
import { buildProduct, insertTestProducts } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { auditRowsOf, createAccount, setRole, type Account } from '../admin/staff-helpers.ts';
import { insertAppointment, insertDoctorProfile } from './care-room-fixtures.ts';

const MINUTE = 60_000;

/** What this test reads of GET /api/prescriptions (the prescriptions module's own tests check the whole shape). */
interface PrescriptionList {
  total: number;
  items: {
    id: number;
    status: string;
    source: string;
    doctorRegistrationNumber: string | null;
    medicines: {
      name: string;
      dosage: string | null;
      frequency: string | null;
      duration: string | null;
      quantity: number | null;
      confidence: number;
      product: { id: number } | null;
    }[];
  }[];
}
const prescriptionsOf = async (account: Account) =>
  (await t.app.inject({ method: 'GET', url: '/api/prescriptions', headers: account.headers })).json<PrescriptionList>();
let t: TestApp;
let patient: Account;
let doctor: Account;
let otherDoctor: Account;
let admin: Account;
let doctorProfile: number;
let started: number;
let later: number;
let paracetamol: number;
let scheduleX: number;
let tramadol: number;
beforeAll(async () => {
  t = await createTestApp();
  patient = await createAccount(t, 'user', 'patient');
  doctor = await createAccount(t, 'doctor');
  otherDoctor = await createAccount(t, 'doctor', 'other');
  admin = await createAccount(t, 'admin');
  doctorProfile = await insertDoctorProfile(t, doctor.session.user.id, {
    name: 'Dr. Rohan Test',
    registrationNumber: 'DMC/R/77123',
    medicalCouncil: 'DMC',
  });
  await insertDoctorProfile(t, otherDoctor.session.user.id);
  started = await insertAppointment(t, {
    patientId: patient.session.user.id,
    doctorId: doctorProfile,
    startsAt: new Date(Date.now() - 5 * MINUTE),
    minutes: 30,
    mode: 'clinic',
  });
  later = await insertAppointment(t, {
    patientId: patient.session.user.id,
    doctorId: doctorProfile,
    startsAt: new Date(Date.now() + 2 * 86_400_000),
    minutes: 15,
  });
  const inserted = await insertTestProducts(t.database.db, [
    buildProduct({ name: 'Paracip 500 Tablet', activeIngredient: 'Paracetamol 500 mg' }),
    buildProduct({ name: 'Xcontrol Tablet', activeIngredient: 'Secobarbital 100 mg' }),
    buildProduct({ name: 'Tramazac 50 Capsule', activeIngredient: 'Tramadol 50 mg' }),
  ]);
  [paracetamol, scheduleX, tramadol] = inserted.map((p) => p.id) as [number, number, number];
  await t.database.db
    .update(products)
    .set({ drugSchedule: 'X', requiresPrescription: true, active: false })
    .where(eq(products.id, scheduleX));
  await t.database.db.update(products).set({ drugSchedule: 'H1', requiresPrescription: true }).where(eq(products.id, tramadol));
});
afterAll(() => t.close());

const get = (account: Account) => t.app.inject({ method: 'GET', url: '/api/admin/schedule', headers: account.headers });
const status = (account: Account, id: number, value: string) =>
  t.app.inject({ method: 'POST', url: `/api/admin/schedule/${id}/status`, headers: account.headers, payload: { status: value } });
const notes = (account: Account, id: number, value: string) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/schedule/${id}/notes`, headers: account.headers, payload: { notes: value } });
const prescribe = (account: Account, id: number, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/admin/schedule/${id}/e-prescription`, headers: account.headers, payload: body });
const statusOf = async (id: number) =>
  (await t.database.db.select({ s: appointments.status }).from(appointments).where(eq(appointments.id, id)))[0]?.s;

describe('the schedule', () => {
  it("lists the doctor's appointments of today and the week, with their registration number", async () => {
    const res = await get(doctor);
    expect(res.statusCode, res.body).toBe(200);
    const schedule = ScheduleResponseSchema.parse(res.json());
    expect(schedule.doctor).toMatchObject({ name: 'Dr. Rohan Test', registrationNumber: 'DMC/R/77123', medicalCouncil: 'DMC' });
    expect(schedule.appointments.map((a) => a.id)).toEqual([started, later]);
    expect(schedule.appointments[0]).toMatchObject({ patientName: 'Patient Tester', mode: 'clinic', status: 'confirmed' });
  });

  it('is for doctors only; another doctor sees none of these', async () => {
    expectError(await get(patient), 403);
    expectError(await get(admin), 403);
    expect(ScheduleResponseSchema.parse((await get(otherDoctor)).json()).appointments).toEqual([]);
  });

  it('says so when no profile is linked', async () => {
    const unlinked = await createAccount(t, 'doctor', 'unlinked');
    expectError(await get(unlinked), 404, SCHEDULE_MESSAGES.noProfile);
  });

  it('days run in India time', () => {
    expect(indiaDayStart(new Date('2026-11-24T18:29:59Z'))).toEqual({ date: '2026-11-24', start: new Date('2026-11-23T18:30:00Z') });
    expect(indiaDayStart(new Date('2026-11-24T18:30:00Z'))).toEqual({ date: '2026-11-25', start: new Date('2026-11-24T18:30:00Z') });
    expect(indiaDayStart(new Date('2026-12-31T20:00:00Z')).date).toBe('2027-01-01');
  });
});

describe("yesterday's visits", () => {
  it('keeps the still-unmarked ones (a consultation running past midnight) and drops the marked and older ones', async () => {
    const night = await createAccount(t, 'doctor', 'night');
    const profile = await insertDoctorProfile(t, night.session.user.id);
    const { start } = indiaDayStart(new Date());
    const at = (minutesFromDayStart: number) => new Date(start.getTime() + minutesFromDayStart * MINUTE);
    const patientId = (await createAccount(t, 'user', 'owl')).session.user.id;
    const acrossMidnight = await insertAppointment(t, { patientId, doctorId: profile, startsAt: at(-10), minutes: 30 });
    const lateUnmarked = await insertAppointment(t, { patientId, doctorId: profile, startsAt: at(-120), mode: 'clinic' });
    await insertAppointment(t, { patientId, doctorId: profile, startsAt: at(-180), status: 'completed' });
    await insertAppointment(t, { patientId, doctorId: profile, startsAt: at(-240), status: 'no_show' });
    await insertAppointment(t, { patientId, doctorId: profile, startsAt: at(-2 * 24 * 60), mode: 'clinic' });
    const schedule = ScheduleResponseSchema.parse((await get(night)).json());
    expect(schedule.appointments.map((a) => a.id)).toEqual([lateUnmarked, acrossMidnight]);
  });
});

describe('completed and no-show', () => {
  it('refuses before the start, and leaves the appointment as it was', async () => {
    expectError(await status(doctor, later, 'completed'), 409, SCHEDULE_MESSAGES.notStarted);
    expectError(await status(doctor, later, 'no_show'), 409, SCHEDULE_MESSAGES.notStarted);
    expect(await statusOf(later)).toBe('confirmed');
  });

  it("refuses another doctor's appointment (404) and bad values (400)", async () => {
    expectError(await status(otherDoctor, started, 'completed'), 404, SCHEDULE_MESSAGES.notFound);
    expectError(await status(doctor, started, 'cancelled'), 400);
    expect(await statusOf(started)).toBe('confirmed');
  });

  it('marks a started appointment completed, audit-logged; a second change is refused', async () => {
    const res = await status(doctor, started, 'completed');
    expect(res.statusCode, res.body).toBe(200);
    expect(await statusOf(started)).toBe('completed');
    expect((await auditRowsOf(t, 'appointment', started)).at(-1)).toMatchObject({
      action: 'status_change',
      actorRole: 'doctor',
      before: { status: 'confirmed' },
      after: { status: 'completed' },
    });
    expectError(await status(doctor, started, 'no_show'), 409, SCHEDULE_MESSAGES.notLive);
  });

  it('a doctor who lost the role can no longer act', async () => {
    const former = await createAccount(t, 'doctor', 'former');
    const profile = await insertDoctorProfile(t, former.session.user.id);
    const id = await insertAppointment(t, {
      patientId: patient.session.user.id,
      doctorId: profile,
      startsAt: new Date(Date.now() - 3 * 86_400_000),
      minutes: 15,
    });
    await setRole(t, former.session.user.id, 'user');
    expect([401, 403]).toContain((await status(former, id, 'no_show')).statusCode);
    expect(await statusOf(id)).toBe('confirmed');
  });
});

describe('consultation notes', () => {
  it('saves them (the audit log says only that they changed)', async () => {
    expect((await notes(doctor, later, 'BP 130/85. Continue amlodipine.')).statusCode).toBe(200);
    const schedule = ScheduleResponseSchema.parse((await get(doctor)).json());
    expect(schedule.appointments.find((a) => a.id === later)?.consultationNotes).toBe('BP 130/85. Continue amlodipine.');
    const audit = (await auditRowsOf(t, 'appointment', later)).at(-1);
    expect(JSON.stringify(audit)).not.toContain('amlodipine');
  });

  it('refuses 10,001 characters and another doctor', async () => {
    expectError(await notes(doctor, later, 'x'.repeat(10_001)), 400);
    expectError(await notes(otherDoctor, later, 'hi'), 404);
  });
});

describe('e-prescriptions', () => {
  const line = (productId: number) => ({ productId, dose: '1 tablet', frequency: '1-0-1', duration: '5 days' });

  it("lands in the patient's prescriptions as approved, with the doctor's registration number", async () => {
    const res = await prescribe(doctor, started, { medicines: [line(paracetamol)], note: 'After food' });
    expect(res.statusCode, res.body).toBe(201);
    const issued = res.json<{ prescriptionId: number; registrationNumber: string; medicalCouncil: string; message: string }>();
    expect(issued).toMatchObject({ registrationNumber: 'DMC/R/77123', medicalCouncil: 'DMC', message: SCHEDULE_MESSAGES.prescribed });
    const mine = await prescriptionsOf(patient);
    const found = mine.items.find((p) => p.id === issued.prescriptionId);
    expect(found).toMatchObject({ status: 'approved', source: 'e_prescription', doctorRegistrationNumber: 'DMC/R/77123 (DMC)' });
    expect(found?.medicines[0]).toMatchObject({
      name: 'Paracip 500 Tablet',
      dosage: '1 tablet',
      frequency: '1-0-1',
      duration: '5 days',
      confidence: 1,
    });
    expect(found?.medicines[0]?.product?.id).toBe(paracetamol);
    expect(ScheduleResponseSchema.parse((await get(doctor)).json()).appointments.find((a) => a.id === started)?.prescriptionIds).toEqual([
      issued.prescriptionId,
    ]);
    expect((await auditRowsOf(t, 'prescription', issued.prescriptionId)).at(-1)).toMatchObject({ action: 'create', actorRole: 'doctor' });
    // Checkout offers it as an e-prescription, so the page names it by its date in the customer's language (#21 item 3).
    const offered = await t.app.inject({ url: `/api/checkout/prescriptions?productIds=${paracetamol}`, headers: patient.headers });
    expect(offered.statusCode, offered.body).toBe(200);
    expect(
      offered.json<{ prescriptions: { id: number; source: string }[] }>().prescriptions.find((p) => p.id === issued.prescriptionId),
    ).toMatchObject({
      source: 'e_prescription',
    });
  });

  it('records the packs the course needs: 1-0-0 × 30 days of a strip of 15 is 2 strips, × 14 days 1, SOS not counted', async () => {
    await t.database.db.update(products).set({ packSize: 'Strip of 15 tablets' }).where(eq(products.id, paracetamol));
    const course = (frequency: string, duration: string) => ({ productId: paracetamol, dose: '1 tablet', frequency, duration });
    const res = await prescribe(doctor, started, {
      medicines: [course('1-0-0', '30 days'), course('1-0-0', '14 days'), course('SOS', '3 days')],
    });
    expect(res.statusCode, res.body).toBe(201);
    const found = (await prescriptionsOf(patient)).items.find((p) => p.id === res.json<{ prescriptionId: number }>().prescriptionId);
    expect(found?.medicines.map((m) => m.quantity)).toEqual([2, 1, null]);
  });

  it.each([
    ['a Schedule X product', () => scheduleX, SCHEDULE_MESSAGES.scheduleX],
    ['a narcotic (tramadol, NDPS)', () => tramadol, SCHEDULE_MESSAGES.narcotic],
  ])('refuses %s and writes nothing', async (_name, id, message) => {
    const before = (await prescriptionsOf(patient)).total;
    const res = await prescribe(doctor, later, { medicines: [line(paracetamol), line(id())] });
    expect(expectError(res, 400).message).toContain(message);
    const after = (await prescriptionsOf(patient)).total;
    expect(after).toBe(before);
  });

  it('refuses an empty list, missing dose, unknown products, and another doctor’s appointment', async () => {
    expect(expectError(await prescribe(doctor, later, { medicines: [] }), 400).message).toContain(SCHEDULE_MESSAGES.medicinesRequired);
    expectError(
      await prescribe(doctor, later, { medicines: [{ productId: paracetamol, dose: ' ', frequency: 'OD', duration: '3 days' }] }),
      400,
    );
    expect(expectError(await prescribe(doctor, later, { medicines: [line(99_999_999)] }), 400).message).toContain(
      SCHEDULE_MESSAGES.unknownProduct,
    );
    expectError(await prescribe(otherDoctor, later, { medicines: [line(paracetamol)] }), 404);
  });
});
