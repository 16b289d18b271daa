import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateOrderResponseSchema } from '@dawa/shared/commerce/orders';
import { prescriptions } from '../../src/db/schema/index.ts';
import { createVerifiedUser } from '../helpers/accounts.ts';
import { createOrder, orderBody } from '../orders/commerce-helpers.ts';
import { createPaymentsTestApp, type PaymentsTestApp } from '../payments/helpers.ts';
import { createAccount, type Account } from '../admin/staff-helpers.ts';
import { addRxProduct, reviewOf, setRegistration } from '../prescription-review/rx-helpers.ts';
import { getPrescription, postUpload, textPdf } from './prescription-helpers.ts';

/*
 * The patient's age and sex read from the prescription (issue 24 item 4): stored with the analysis
 * (migration 0042), answered to the owner and to the pharmacist reviewing an order, to nobody else.
 * Through the real upload, the analysis queue (a PDF's text layer: no OCR needed) and the routes.
 */

let t: PaymentsTestApp;
let pharmacist: Account;
let doctor: Account;

beforeAll(async () => {
  t = await createPaymentsTestApp();
  pharmacist = await createAccount(t, 'pharmacist');
  doctor = await createAccount(t, 'doctor');
  await setRegistration(t, pharmacist.headers);
});
afterAll(() => t.close());

async function uploadAndAnalyse(headers: Record<string, string>, lines: readonly string[]): Promise<number> {
  const res = await postUpload(t, headers, [{ filename: 'rx.pdf', contentType: 'application/pdf', data: textPdf(lines) }]);
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json<{ prescription: { id: number } }>().prescription.id;
  await t.app.services.prescriptionAnalysis.runDueAnalysisJobs();
  return id;
}

describe("the patient's age and sex read from a prescription", () => {
  it('are stored and shown to the owner; another customer and a doctor get nothing of them', async () => {
    const owner = await createVerifiedUser(t, { firstName: 'Asha', lastName: 'Verma' });
    const stranger = await createVerifiedUser(t, { firstName: 'Ravi', lastName: 'Das' });
    const id = await uploadAndAnalyse(owner.headers, [
      'Dr. Meera Rao, MBBS',
      'Reg. No. KMC 45821',
      'Date: 12/11/2026',
      'Patient: Asha Verma    Age/Sex: 34/F',
      'Rx',
      '1. Tab. Dolo 650 mg   1-0-1   x 5 days',
    ]);

    const own = await getPrescription(t, owner.headers, id);
    expect(own.status, own.analysisError ?? '').toBe('analyzed');
    expect(own.patientName).toBe('Asha Verma');
    expect(own.patientAge).toBe('34 years');
    expect(own.patientSex).toBe('F');
    const [row] = await t.database.db.select().from(prescriptions).where(eq(prescriptions.id, id));
    expect({ age: row?.patientAge, sex: row?.patientSex }).toEqual({ age: '34 years', sex: 'F' });

    const other = await t.app.inject({ url: `/api/prescriptions/${id}`, headers: stranger.headers });
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('34 years');
    const listed = await t.app.inject({ url: '/api/prescriptions', headers: stranger.headers });
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain('34 years');
    // A doctor is staff, but reviewing orders' prescriptions is the pharmacist's work.
    const asDoctor = await t.app.inject({ url: `/api/prescriptions/${id}`, headers: doctor.headers });
    expect(asDoctor.body).not.toContain('34 years');
  });

  it('a pad that writes neither leaves both empty (null), never a guess', async () => {
    const owner = await createVerifiedUser(t, { firstName: 'Kiran', lastName: 'Rao' });
    const id = await uploadAndAnalyse(owner.headers, [
      'Dr. Meera Rao, MBBS',
      'Date: 12/11/2026',
      'Rx',
      '1. Tab. Dolo 650 mg   1-0-1   x 5 days',
    ]);
    const own = await getPrescription(t, owner.headers, id);
    expect(own.status, own.analysisError ?? '').toBe('analyzed');
    expect(own.patientAge).toBeNull();
    expect(own.patientSex).toBeNull();
  });

  it("are in the pharmacist's review of an order the prescription is attached to, and in nobody else's", async () => {
    const owner = await createVerifiedUser(t, { firstName: 'Sunil', lastName: 'Menon' });
    const product = await addRxProduct(t, { name: `Cefixo ${Math.random().toString(36).slice(2, 6)} 200 mg Tablet` });
    const id = await uploadAndAnalyse(owner.headers, [
      'Dr. Meera Rao, MBBS',
      'Date: 12/11/2026',
      'Name: Sunil Menon, 67 Y / M',
      'Rx',
      '1. Tab. Cefixo 200 mg   1-0-1   x 5 days',
    ]);
    const res = await createOrder(
      t,
      owner,
      await orderBody(t, owner, [{ productId: product, quantity: 1 }], { paymentMethod: 'cod', prescriptionIds: [id] }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const orderId = CreateOrderResponseSchema.parse(res.json()).order.id;

    const review = await reviewOf(t, pharmacist.headers, orderId);
    const attached = review.prescriptions.find((p) => p.id === id);
    expect(attached).toMatchObject({ patientName: 'Sunil Menon', patientAge: '67 years', patientSex: 'M' });

    for (const headers of [owner.headers, doctor.headers]) {
      const denied = await t.app.inject({ url: `/api/admin/prescription-reviews/${orderId}`, headers });
      expect(denied.statusCode).toBe(403);
      expect(denied.body).not.toContain('67 years');
    }
  });
});
