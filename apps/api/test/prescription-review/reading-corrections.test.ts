import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CorrectionResponseSchema, ReadingAccuracyResponseSchema } from '@dawa/shared/prescriptions/corrections';
import { CreateOrderResponseSchema } from '@dawa/shared/commerce/orders';
import {
  auditLog,
  prescriptionMedicines,
  prescriptionReadingCorrections,
  prescriptions,
  scheduleH1Register,
} from '../../src/db/schema/index.ts';
import { createVerifiedUser, expectError } from '../helpers/accounts.ts';
import { createOrder, orderBody } from '../orders/commerce-helpers.ts';
import { createPaymentsTestApp, orderRow, type PaymentsTestApp } from '../payments/helpers.ts';
import { createAccount, type Account } from '../admin/staff-helpers.ts';
import { addRxProduct, approveAll, insertAnalysedPrescription, reviewOf, setRegistration } from './rx-helpers.ts';

let t: PaymentsTestApp;
let admin: Account;
let pharmacist: Account;

beforeAll(async () => {
  t = await createPaymentsTestApp();
  admin = await createAccount(t, 'admin');
  pharmacist = await createAccount(t, 'pharmacist');
  await setRegistration(t, pharmacist.headers);
});
afterAll(() => t.close());

/** A customer's order of one H1 medicine, with an analysed prescription attached, awaiting the pharmacist. */
async function orderAwaitingReview(quantityOnPrescription = 40) {
  const customer = await createVerifiedUser(t, { firstName: 'Asha', lastName: 'Verma' });
  const product = await addRxProduct(t, { schedule: 'H1', name: `Cefixo ${Math.random().toString(36).slice(2, 6)} 200 mg Tablet` });
  const rx = await insertAnalysedPrescription(t, customer.session.user.id, {
    medicines: [{ productId: product, name: 'Cefixo 200', quantity: quantityOnPrescription }],
  });
  const res = await createOrder(
    t,
    customer,
    await orderBody(t, customer, [{ productId: product, quantity: 2 }], { paymentMethod: 'cod', prescriptionIds: [rx.id] }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return { customer, product, rx, order: CreateOrderResponseSchema.parse(res.json()).order };
}

const medicineUrl = (orderId: number, prescriptionId: number, medicineId: number) =>
  `/api/admin/prescription-reviews/${orderId}/prescriptions/${prescriptionId}/medicines/${medicineId}`;
const prescriptionUrl = (orderId: number, prescriptionId: number) =>
  `/api/admin/prescription-reviews/${orderId}/prescriptions/${prescriptionId}`;

describe("the pharmacist's corrections of what the reader read", () => {
  it('corrects medicine fields and the patient: the rows change, the corrections are kept and audit-logged, the Queue shows them', async () => {
    const { order, rx } = await orderAwaitingReview();
    const medicineId = rx.medicineIds[0]!;
    const res = await t.app.inject({
      method: 'PATCH',
      url: medicineUrl(order.id, rx.id, medicineId),
      headers: pharmacist.headers,
      payload: { strength: '200 mg', frequency: 'BD', durationDays: 5, quantity: 10 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(CorrectionResponseSchema.parse(res.json())).toEqual({
      success: true,
      message: '4 fields corrected.',
      corrected: ['strength', 'frequency', 'durationDays', 'quantity'],
    });

    const [medicine] = await t.database.db.select().from(prescriptionMedicines).where(eq(prescriptionMedicines.id, medicineId));
    expect(medicine).toMatchObject({ strength: '200 mg', frequency: 'BD', durationDays: 5, duration: '5 days', quantity: 10 });
    const kept = await t.database.db
      .select()
      .from(prescriptionReadingCorrections)
      .where(eq(prescriptionReadingCorrections.prescriptionMedicineId, medicineId));
    expect(kept.map((c) => [c.field, c.readValue, c.correctedValue]).sort()).toEqual([
      ['durationDays', null, '5'],
      ['frequency', null, 'BD'],
      ['quantity', '40', '10'],
      ['strength', '500 mg', '200 mg'],
    ]);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.actorId, pharmacist.session.user.id));
    expect(
      audits.find((a) => a.entityType === 'prescription' && a.action === 'update' && a.entityId === String(rx.id))?.after,
    ).toMatchObject({ medicineId, strength: '200 mg', frequency: 'BD' });

    const patient = await t.app.inject({
      method: 'PATCH',
      url: prescriptionUrl(order.id, rx.id),
      headers: pharmacist.headers,
      payload: { patientName: 'Asha R. Verma', doctorRegistrationNumber: 'KMC-45821' },
    });
    expect(patient.statusCode, patient.body).toBe(200);
    expect(CorrectionResponseSchema.parse(patient.json()).corrected).toEqual(['patientName']);

    const detail = await reviewOf(t, pharmacist.headers, order.id);
    expect(detail.prescriptions[0]).toMatchObject({ patientName: 'Asha R. Verma' });
    expect(detail.prescriptions[0]!.medicines[0]).toMatchObject({ strength: '200 mg', frequency: 'BD', durationDays: 5 });
    expect(detail.prescriptions[0]!.medicines[0]!.corrected.sort()).toEqual(['durationDays', 'frequency', 'quantity', 'strength']);
  });

  it('the H1 register uses the corrected prescription when the order ships', async () => {
    const { order, rx } = await orderAwaitingReview();
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: prescriptionUrl(order.id, rx.id),
          headers: pharmacist.headers,
          payload: { patientName: 'Asha Rani Verma', doctorName: 'Dr. Meera Rao Kulkarni' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await approveAll(t, pharmacist.headers, order.id)).statusCode).toBe(200);
    for (const action of ['pack', 'ship']) {
      const version = (await orderRow(t.database.db, order.id)).version;
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.id}/status`,
        headers: pharmacist.headers,
        payload: { action, version, courier: 'Delhivery', trackingNumber: 'DL99' },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const [entry] = await t.database.db.select().from(scheduleH1Register).where(eq(scheduleH1Register.orderId, order.id));
    expect(entry).toMatchObject({ patientName: 'Asha Rani Verma', prescriberName: 'Dr. Meera Rao Kulkarni' });
  });

  it('refuses bad corrections with a 4xx and changes nothing', async () => {
    const { order, rx } = await orderAwaitingReview();
    const other = await orderAwaitingReview();
    const medicineId = rx.medicineIds[0]!;
    const attempts = [
      { url: medicineUrl(order.id, rx.id, medicineId), payload: {}, status: 400 },
      { url: medicineUrl(order.id, rx.id, medicineId), payload: { strength: '500 mg' }, status: 400 },
      { url: medicineUrl(order.id, rx.id, medicineId), payload: { colour: 'red' }, status: 400 },
      { url: medicineUrl(order.id, rx.id, medicineId), payload: { durationDays: 0 }, status: 400 },
      { url: medicineUrl(order.id, rx.id, medicineId), payload: { productId: 999_999 }, status: 400 },
      { url: medicineUrl(order.id, rx.id, other.rx.medicineIds[0]!), payload: { strength: '1 g' }, status: 404 },
      { url: medicineUrl(order.id, other.rx.id, other.rx.medicineIds[0]!), payload: { strength: '1 g' }, status: 404 },
      { url: prescriptionUrl(order.id, rx.id), payload: { prescribedOn: '31-02-2025' }, status: 400 },
    ];
    for (const attempt of attempts) {
      const res = await t.app.inject({ method: 'PATCH', url: attempt.url, headers: pharmacist.headers, payload: attempt.payload });
      expectError(res, attempt.status);
    }
    expectError(
      await t.app.inject({
        method: 'PATCH',
        url: medicineUrl(order.id, rx.id, medicineId),
        headers: (await createVerifiedUser(t)).headers,
        payload: { strength: '1 g' },
      }),
      403,
    );
    const [medicine] = await t.database.db.select().from(prescriptionMedicines).where(eq(prescriptionMedicines.id, medicineId));
    expect(medicine).toMatchObject({ strength: '500 mg', durationDays: null });
    const [prescription] = await t.database.db.select().from(prescriptions).where(eq(prescriptions.id, rx.id));
    expect(prescription?.prescribedOn).not.toBeNull();
    expect(
      await t.database.db.select().from(prescriptionReadingCorrections).where(eq(prescriptionReadingCorrections.prescriptionId, rx.id)),
    ).toEqual([]);
  });

  it("gives admins the reader's accuracy per field and month against what pharmacists approved", async () => {
    const before = ReadingAccuracyResponseSchema.parse(
      (await t.app.inject({ url: '/api/admin/prescription-reading-accuracy', headers: admin.headers })).json(),
    );
    const { order, rx } = await orderAwaitingReview();
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: medicineUrl(order.id, rx.id, rx.medicineIds[0]!),
          headers: pharmacist.headers,
          payload: { frequency: 'TDS' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await approveAll(t, pharmacist.headers, order.id)).statusCode).toBe(200);
    const res = await t.app.inject({ url: '/api/admin/prescription-reading-accuracy', headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    const after = ReadingAccuracyResponseSchema.parse(res.json());
    const month = after.months.at(-1)!;
    const previous = before.months.find((m) => m.month === month.month);
    expect(month.approvedMedicines).toBe((previous?.approvedMedicines ?? 0) + 1);
    const frequency = (m: typeof month | undefined) => m?.fields.find((f) => f.field === 'frequency')?.corrected ?? 0;
    expect(frequency(month)).toBe(frequency(previous) + 1);
    expect(month.fields.find((f) => f.field === 'frequency')!.accuracy).toBeLessThan(1);
    expect((await t.app.inject({ url: '/api/admin/prescription-reading-accuracy', headers: pharmacist.headers })).statusCode).toBe(403);
  });
});
