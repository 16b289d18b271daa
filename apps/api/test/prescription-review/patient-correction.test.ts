import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateOrderResponseSchema } from '@dawa/shared/commerce/orders';
import { CorrectionResponseSchema } from '@dawa/shared/prescriptions/corrections';
import { auditLog, prescriptionReadingCorrections, prescriptions } from '../../src/db/schema/index.ts';
import { createVerifiedUser, expectError } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createAccount, type Account } from '../admin/staff-helpers.ts';
import { createOrder, orderBody } from '../orders/commerce-helpers.ts';
import { getPrescription, postUpload, textPdf } from '../prescriptions/prescription-helpers.ts';
import { addRxProduct, reviewOf, setRegistration } from './rx-helpers.ts';

/*
 * The pharmacist's correction of the patient read from a prescription (issue 24 item 5): the upload
 * is analysed by the real queue (a PDF's text layer), attached to an order, and corrected from the
 * Prescription Queue's route; the owner sees the corrected patient read-only.
 */

let t: TestApp;
let pharmacist: Account;
let admin: Account;

beforeAll(async () => {
  t = await createTestApp();
  pharmacist = await createAccount(t, 'pharmacist');
  admin = await createAccount(t, 'admin');
  await setRegistration(t, pharmacist.headers);
});
afterAll(() => t.close());

/** A customer's upload that writes 'Age/Sex: 34/F', analysed, and an order awaiting the pharmacist with it attached. */
async function analysedAndOrdered() {
  const customer = await createVerifiedUser(t, { firstName: 'Asha', lastName: 'Verma' });
  const upload = await postUpload(t, customer.headers, [
    {
      filename: 'rx.pdf',
      contentType: 'application/pdf',
      data: textPdf([
        'Dr. Meera Rao, MBBS',
        'Reg. No. KMC 45821',
        'Date: 12/11/2026',
        'Patient: Asha Verma    Age/Sex: 34/F',
        'Rx',
        '1. Tab. Cefixo 200 mg   1-0-1   x 5 days',
      ]),
    },
  ]);
  expect(upload.statusCode, upload.body).toBe(201);
  const prescriptionId = upload.json<{ prescription: { id: number } }>().prescription.id;
  await t.app.services.prescriptionAnalysis.runDueAnalysisJobs();
  const product = await addRxProduct(t, { name: `Cefixo ${Math.random().toString(36).slice(2, 6)} 200 mg Tablet` });
  const res = await createOrder(
    t,
    customer,
    await orderBody(t, customer, [{ productId: product, quantity: 1 }], { paymentMethod: 'cod', prescriptionIds: [prescriptionId] }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return { customer, prescriptionId, orderId: CreateOrderResponseSchema.parse(res.json()).order.id };
}

const url = (orderId: number, prescriptionId: number) => `/api/admin/prescription-reviews/${orderId}/prescriptions/${prescriptionId}`;

async function patientRow(id: number) {
  const [row] = await t.database.db
    .select({ name: prescriptions.patientName, age: prescriptions.patientAge, sex: prescriptions.patientSex })
    .from(prescriptions)
    .where(eq(prescriptions.id, id));
  return row;
}

describe("the pharmacist's correction of the patient's age and sex", () => {
  it('stores what the analysis read; the pharmacist corrects it in one go, kept field by field and audit-logged; the owner sees it', async () => {
    const { customer, prescriptionId, orderId } = await analysedAndOrdered();
    expect(await patientRow(prescriptionId)).toEqual({ name: 'Asha Verma', age: '34 years', sex: 'F' });
    expect((await reviewOf(t, pharmacist.headers, orderId)).prescriptions[0]).toMatchObject({ patientAge: '34 years', patientSex: 'F' });

    const res = await t.app.inject({
      method: 'PATCH',
      url: url(orderId, prescriptionId),
      headers: pharmacist.headers,
      payload: { patientAge: { count: 43, unit: 'years' }, patientSex: 'F', patientName: 'Asha R. Verma' },
    });
    expect(res.statusCode, res.body).toBe(200);
    // The sex was read right: only what differs is a correction.
    expect(CorrectionResponseSchema.parse(res.json())).toEqual({
      success: true,
      message: '2 fields corrected.',
      corrected: ['patientName', 'patientAge'],
    });
    expect(await patientRow(prescriptionId)).toEqual({ name: 'Asha R. Verma', age: '43 years', sex: 'F' });

    const kept = await t.database.db
      .select()
      .from(prescriptionReadingCorrections)
      .where(eq(prescriptionReadingCorrections.prescriptionId, prescriptionId));
    expect(kept.map((c) => [c.field, c.readValue, c.correctedValue, c.correctedBy]).sort()).toEqual([
      ['patientAge', '34 years', '43 years', pharmacist.session.user.id],
      ['patientName', 'Asha Verma', 'Asha R. Verma', pharmacist.session.user.id],
    ]);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.actorId, pharmacist.session.user.id),
          eq(auditLog.action, 'update'),
          eq(auditLog.entityType, 'prescription'),
          eq(auditLog.entityId, String(prescriptionId)),
        ),
      );
    expect(audit).toMatchObject({
      action: 'update',
      actorRole: 'pharmacist',
      before: { patientAge: '34 years', patientName: 'Asha Verma' },
      after: { orderId, patientAge: '43 years', patientName: 'Asha R. Verma' },
    });

    // An admin may correct too: an infant's age in months, the sex as its code.
    const byAdmin = await t.app.inject({
      method: 'PATCH',
      url: url(orderId, prescriptionId),
      headers: admin.headers,
      payload: { patientAge: { count: 1, unit: 'months' }, patientSex: 'O' },
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    const own = await getPrescription(t, customer.headers, prescriptionId);
    expect({ age: own.patientAge, sex: own.patientSex }).toEqual({ age: '1 month', sex: 'O' });
  });

  it('refuses a customer (the owner too) and a doctor, and bad input with 400; nothing changes, nothing is kept or logged', async () => {
    const { customer, prescriptionId, orderId } = await analysedAndOrdered();
    const doctor = await createAccount(t, 'doctor');
    for (const headers of [customer.headers, (await createVerifiedUser(t)).headers, doctor.headers]) {
      const res = await t.app.inject({ method: 'PATCH', url: url(orderId, prescriptionId), headers, payload: { patientSex: 'M' } });
      expect([403, 404]).toContain(res.statusCode);
    }
    const bad = [
      { patientAge: { count: 121, unit: 'years' } },
      { patientAge: { count: -1, unit: 'years' } },
      { patientAge: { count: 3.5, unit: 'years' } },
      { patientAge: { count: '34', unit: 'years' } },
      { patientAge: { count: 34, unit: 'weeks' } },
      { patientAge: '34 years' },
      { patientSex: 'female' },
      { patientSex: 'X' },
      // One good field does not carry a bad one through.
      { patientName: 'Asha R. Verma', patientAge: { count: 200, unit: 'years' } },
      { patientAge: { count: 34, unit: 'years' }, patientSex: 'F' },
      {},
    ];
    for (const payload of bad) {
      const res = await t.app.inject({ method: 'PATCH', url: url(orderId, prescriptionId), headers: pharmacist.headers, payload });
      expectError(res, 400);
    }
    expect(await patientRow(prescriptionId)).toEqual({ name: 'Asha Verma', age: '34 years', sex: 'F' });
    expect(
      await t.database.db.select().from(prescriptionReadingCorrections).where(eq(prescriptionReadingCorrections.prescriptionId, prescriptionId)),
    ).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'prescription'), eq(auditLog.entityId, String(prescriptionId)), eq(auditLog.action, 'update'))),
    ).toEqual([]);
  });
});
