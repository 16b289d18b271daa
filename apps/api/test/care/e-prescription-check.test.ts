import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EPrescriptionCheckResponseSchema, type PrescribingWarning } from '@dawa/shared/care/prescribing-check';
import { SCHEDULE_MESSAGES } from '@dawa/shared/care/doctor-schedule';
import { expectError } from '../helpers/accounts.ts';
import { buildProduct, insertTestProducts } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { auditRowsOf, createAccount, type Account } from '../admin/staff-helpers.ts';
import { insertAnalysedPrescription } from '../prescription-review/rx-helpers.ts';
import { insertAppointment, insertDoctorProfile } from './care-room-fixtures.ts';

/** The doctor's e-prescription form warns while prescribing (issue 23, item 4). */
let t: TestApp;
let doctor: Account;
let otherDoctor: Account;
let patient: Account;
let appointment: number;
let freshPatientAppointment: number;
let atorvastatin: number;
let clarithromycin: number;
let paracetamol: number;
let cetirizine: number;
let pantoprazole: number;
let omeprazole: number;
let simvastatinOfPatient: number;

beforeAll(async () => {
  t = await createTestApp();
  doctor = await createAccount(t, 'doctor');
  otherDoctor = await createAccount(t, 'doctor', 'other');
  patient = await createAccount(t, 'user', 'patient');
  const fresh = await createAccount(t, 'user', 'fresh');
  const profile = await insertDoctorProfile(t, doctor.session.user.id);
  await insertDoctorProfile(t, otherDoctor.session.user.id);
  const startsAt = new Date(Date.now() - 5 * 60_000);
  appointment = await insertAppointment(t, { patientId: patient.session.user.id, doctorId: profile, startsAt, minutes: 30 });
  freshPatientAppointment = await insertAppointment(t, {
    patientId: fresh.session.user.id,
    doctorId: profile,
    startsAt: new Date(startsAt.getTime() + 60 * 60_000),
    minutes: 30,
  });
  const inserted = await insertTestProducts(t.database.db, [
    buildProduct({ name: 'Eprx Atorva 10 Tablet', activeIngredient: 'Atorvastatin 10 mg' }),
    buildProduct({ name: 'Eprx Claribid 500 Tablet', activeIngredient: 'Clarithromycin 500 mg' }),
    buildProduct({ name: 'Eprx Dolo 650 Tablet', activeIngredient: 'Paracetamol 650 mg', dosage: '1 tablet up to 4 times a day' }),
    buildProduct({ name: 'Eprx Okacet Tablet', activeIngredient: 'Cetirizine 10 mg', dosage: '1 tablet once a day' }),
    buildProduct({ name: 'Eprx Pantocid 40 Tablet', activeIngredient: 'Pantoprazole 40 mg' }),
    buildProduct({ name: 'Eprx Omez 20 Capsule', activeIngredient: 'Omeprazole 20 mg' }),
    buildProduct({ name: 'Eprx Simvotin 20 Tablet', activeIngredient: 'Simvastatin 20 mg' }),
  ]);
  [atorvastatin, clarithromycin, paracetamol, cetirizine, pantoprazole, omeprazole, simvastatinOfPatient] = inserted.map((p) => p.id) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  // The patient already takes simvastatin on an approved prescription (still within its validity).
  await insertAnalysedPrescription(t, patient.session.user.id, { medicines: [{ productId: simvastatinOfPatient }], status: 'approved' });
});
afterAll(() => t.close());

type Line = { productId: number; dose?: string; frequency?: string; duration?: string };
const check = (account: Account, id: number, medicines: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/admin/schedule/${id}/e-prescription/check`, headers: account.headers, payload: { medicines } });
async function warningsOf(id: number, medicines: Line[]): Promise<PrescribingWarning[]> {
  const res = await check(doctor, id, medicines);
  expect(res.statusCode, res.body).toBe(200);
  return EPrescriptionCheckResponseSchema.parse(res.json()).warnings;
}

describe('the draft against itself', () => {
  it('warns of atorvastatin with clarithromycin as serious, with what to do, first in the list', async () => {
    const warnings = await warningsOf(freshPatientAppointment, [
      { productId: pantoprazole },
      { productId: atorvastatin, dose: '1 tablet', frequency: '0-0-1' },
      { productId: omeprazole },
      { productId: clarithromycin, dose: '1 tablet', frequency: '1-0-1' },
    ]);
    expect(warnings[0]).toMatchObject({
      priority: 'serious',
      action: 'avoid_combination',
      scope: 'draft',
      warning: { code: 'interaction', severity: 'severe' },
    });
    const first = warnings[0];
    if (first?.scope !== 'draft' || first.warning.code !== 'interaction') throw new Error('expected an interaction in the draft first');
    expect([first.warning.a.salt.id, first.warning.b.salt.id].sort()).toEqual(['atorvastatin', 'clarithromycin']);
    expect(first.warning.advice.length).toBeGreaterThan(10);
    // Two PPIs are duplicate therapy, a caution after the serious one.
    const ppis = warnings.slice(1).find((w) => w.warning.code === 'same_class' && w.warning.drugClass === 'ppi');
    expect(ppis).toMatchObject({ priority: 'caution', action: 'review_duplicate' });
    const ranks = warnings.map((w) => ['serious', 'caution', 'note'].indexOf(w.priority));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it('warns of a daily total over the maximum at the dose written, and not at a usual dose', async () => {
    const over = await warningsOf(freshPatientAppointment, [{ productId: paracetamol, dose: '2 tablets', frequency: 'QID' }]);
    expect(over).toHaveLength(1);
    expect(over[0]).toMatchObject({
      priority: 'caution',
      action: 'review_dose',
      warning: { code: 'over_max_daily_dose', totalMg: 5200, maxMg: 4000 },
    });
    expect(await warningsOf(freshPatientAppointment, [{ productId: paracetamol, dose: '1 tablet', frequency: '1-1-1' }])).toEqual([]);
  });

  it('raises nothing for a harmless pair (paracetamol and cetirizine)', async () => {
    const lines = [
      { productId: paracetamol, dose: '1 tablet', frequency: 'TDS', duration: '3 days' },
      { productId: cetirizine, dose: '1 tablet', frequency: 'HS', duration: '5 days' },
    ];
    expect(await warningsOf(appointment, lines)).toEqual([]);
  });
});

describe("the draft against the patient's other medicines", () => {
  it('warns of clarithromycin against the simvastatin of their active prescription', async () => {
    const warnings = await warningsOf(appointment, [{ productId: clarithromycin, dose: '1 tablet', frequency: '1-0-1' }]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({
      priority: 'serious',
      scope: 'patient',
      warning: {
        code: 'interaction',
        severity: 'severe',
        ordered: { salt: { id: 'clarithromycin' } },
        existing: { salt: { id: 'simvastatin' }, origins: [{ kind: 'prescription' }] },
      },
    });
    // Another patient, no such prescription: nothing.
    expect(await warningsOf(freshPatientAppointment, [{ productId: clarithromycin }])).toEqual([]);
  });

  it('never stops the doctor: issuing goes ahead, and the log keeps what was warned and the tick', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/schedule/${appointment}/e-prescription`,
      headers: doctor.headers,
      payload: {
        medicines: [{ productId: clarithromycin, dose: '1 tablet', frequency: '1-0-1', duration: '7 days' }],
        warningsReviewed: true,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const audit = (await auditRowsOf(t, 'prescription', res.json<{ prescriptionId: number }>().prescriptionId)).at(-1);
    expect(audit).toMatchObject({
      action: 'create',
      after: { warningsReviewed: true, warnings: [{ priority: 'serious', scope: 'patient', code: 'interaction' }] },
    });
    // Health data of other prescriptions stays out of the log: codes, not names.
    expect(JSON.stringify(audit)).not.toContain('Eprx Simvotin');
  });
});

describe('who may ask, and what', () => {
  it("answers 404 for another doctor's appointment, 403 for a patient", async () => {
    expectError(await check(otherDoctor, appointment, [{ productId: clarithromycin }]), 404, SCHEDULE_MESSAGES.notFound);
    expectError(await check(doctor, 99_999_999, [{ productId: clarithromycin }]), 404);
    expectError(await check(patient, appointment, [{ productId: clarithromycin }]), 403);
  });

  it('refuses a bad body with 400', async () => {
    expect(expectError(await check(doctor, appointment, []), 400).message).toContain(SCHEDULE_MESSAGES.medicinesRequired);
    expectError(await check(doctor, appointment, [{ productId: 'x' }]), 400);
    expectError(await check(doctor, appointment, [{ productId: clarithromycin, dose: 'x'.repeat(101) }]), 400);
    expectError(await check(doctor, appointment, [{ productId: clarithromycin, colour: 'red' }]), 400);
    expectError(await check(doctor, appointment, 'clarithromycin'), 400);
  });
});
