import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateOrderResponseSchema, OrderResponseSchema } from '@dawa/shared/commerce/orders';
import { ReviewMedicineCheckSchema } from '@dawa/shared/prescriptions/review';
import { PrescriptionSchema } from '@dawa/shared/prescriptions/schemas';
import { CustomerMedicinesResponseSchema } from '@dawa/shared/assistant/knowledge/customer-medicines-schemas';
import { orderMedicineChecks, orders, products } from '../../src/db/schema/index.ts';
import { createVerifiedUser, expectError } from '../helpers/accounts.ts';
import { buildProduct, insertTestProducts } from '../helpers/factories.ts';
import { createOrder, orderBody } from '../orders/commerce-helpers.ts';
import { createPaymentsTestApp, orderRow, type PaymentsTestApp } from '../payments/helpers.ts';
import { auditRowsOf, createAccount, type Account } from '../admin/staff-helpers.ts';
import { addRxProduct, approveAll, insertAnalysedPrescription, reviewOf, setRegistration } from './rx-helpers.ts';

let t: PaymentsTestApp;
let pharmacist: Account;

beforeAll(async () => {
  t = await createPaymentsTestApp();
  pharmacist = await createAccount(t, 'pharmacist');
  await setRegistration(t, pharmacist.headers);
});
afterAll(() => t.close());

type Customer = Awaited<ReturnType<typeof createVerifiedUser>>;

async function rxProduct(name: string, activeIngredient: string): Promise<number> {
  const id = await addRxProduct(t, { name });
  await t.database.db.update(products).set({ activeIngredient }).where(eq(products.id, id));
  return id;
}

async function otcProduct(name: string, activeIngredient: string): Promise<number> {
  const [row] = await insertTestProducts(t.database.db, [buildProduct({ name, activeIngredient, stockQuantity: 20 })]);
  return row!.id;
}

async function order(customer: Customer, productId: number, prescriptionIds: number[] = []) {
  const res = await createOrder(t, customer, await orderBody(t, customer, [{ productId, quantity: 1 }], { prescriptionIds }));
  expect(res.statusCode, res.body).toBe(201);
  return CreateOrderResponseSchema.parse(res.json()).order;
}

/** A customer with an active prescription for atorvastatin who orders clarithromycin on a second prescription. */
async function statinCustomerOrdersClarithromycin() {
  const customer = await createVerifiedUser(t);
  const atorva = await rxProduct(`Atorva 10 ${Math.random().toString(36).slice(2, 6)} Tablet`, 'Atorvastatin 10 mg');
  const claribid = await rxProduct(`Claribid 500 ${Math.random().toString(36).slice(2, 6)} Tablet`, 'Clarithromycin 500 mg');
  const statinRx = await insertAnalysedPrescription(t, customer.session.user.id, {
    medicines: [{ productId: atorva }],
    status: 'approved',
  });
  const antibioticRx = await insertAnalysedPrescription(t, customer.session.user.id, { medicines: [{ productId: claribid }] });
  const placed = await order(customer, claribid, [antibioticRx.id]);
  return { customer, atorva, claribid, statinRx, placed };
}

describe('a new order checked against the customer’s other medicines (issue 23)', () => {
  it('warns the customer who has an active atorvastatin prescription and orders clarithromycin', async () => {
    const { statinRx, placed, customer } = await statinCustomerOrdersClarithromycin();
    expect(placed.medicineWarnings).toHaveLength(1);
    expect(placed.medicineWarnings?.[0]).toMatchObject({
      code: 'interaction',
      severity: 'severe',
      ordered: { salt: { id: 'clarithromycin' } },
      existing: { salt: { id: 'atorvastatin' }, origins: [{ kind: 'prescription', id: statinRx.id }] },
    });
    // The order page says it again later: the warnings are kept with the order.
    const res = await t.app.inject({ url: `/api/orders/${placed.id}`, headers: customer.headers });
    expect(OrderResponseSchema.parse(res.json()).order.medicineWarnings).toEqual(placed.medicineWarnings);
  });

  it('warns at checkout, before the order is placed, and only a signed-in customer about their own medicines', async () => {
    const customer = await createVerifiedUser(t);
    const atorva = await rxProduct(`Atorva 80 ${Math.random().toString(36).slice(2, 6)} Tablet`, 'Atorvastatin 80 mg');
    const claribid = await rxProduct(`Claribid 125 ${Math.random().toString(36).slice(2, 6)} Tablet`, 'Clarithromycin 125 mg');
    await insertAnalysedPrescription(t, customer.session.user.id, { medicines: [{ productId: atorva }], status: 'approved' });
    const check = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/ai/my-medicines-check', headers, payload: { productIds: [claribid] } });
    const mine = await check(customer.headers);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(CustomerMedicinesResponseSchema.parse(mine.json()).warnings.map((w) => w.existing.salt.id)).toEqual(['atorvastatin']);
    const other = await createVerifiedUser(t);
    expect(CustomerMedicinesResponseSchema.parse((await check(other.headers)).json()).warnings).toEqual([]);
    expectError(await check({}), 401);
    expectError(
      await t.app.inject({ method: 'POST', url: '/api/ai/my-medicines-check', headers: customer.headers, payload: { productIds: ['x'] } }),
      400,
    );
  });

  it('refuses the pharmacist’s approval until they record reviewing the interaction, which is kept and audit-logged', async () => {
    const { placed } = await statinCustomerOrdersClarithromycin();
    const detail = await reviewOf(t, pharmacist.headers, placed.id);
    expect(detail.medicineCheck).toMatchObject({ reviewedAt: null, reviewedBy: null, warnings: [{ code: 'interaction' }] });

    const refused = expectError(await approveAll(t, pharmacist.headers, placed.id), 409);
    expect(refused.message).toBe(
      `Order #${placed.userOrderNumber} has medicines that interact with the customer's other medicines. Please record that you have reviewed the interactions before approving.`,
    );
    expect((await orderRow(t.database.db, placed.id)).status).toBe('awaiting_prescription');

    const url = `/api/admin/prescription-reviews/${placed.id}/medicine-check`;
    expectError(await t.app.inject({ method: 'POST', url, headers: pharmacist.headers, payload: { note: 'x'.repeat(501) } }), 400);
    const reviewed = await t.app.inject({
      method: 'POST',
      url,
      headers: pharmacist.headers,
      payload: { note: 'Asked the doctor: statin paused for 7 days.' },
    });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    expect(ReviewMedicineCheckSchema.parse(reviewed.json())).toMatchObject({
      reviewedBy: pharmacist.email,
      note: 'Asked the doctor: statin paused for 7 days.',
    });
    const [row] = await t.database.db.select().from(orderMedicineChecks).where(eq(orderMedicineChecks.orderId, placed.id));
    expect(row?.reviewedBy).toBe(pharmacist.session.user.id);
    const audit = (await auditRowsOf(t, 'order', placed.id)).filter(
      (r) => (r.after as { action?: string } | null)?.action === 'review_medicine_check',
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: pharmacist.session.user.id, action: 'update', before: { medicineCheckReviewedAt: null } });

    const approved = await approveAll(t, pharmacist.headers, placed.id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await orderRow(t.database.db, placed.id)).status).toBe('confirmed');
  });

  it('leaves out expired prescriptions and orders older than 90 days; checks recent orders for duplicate therapy', async () => {
    const customer = await createVerifiedUser(t);
    const atorva = await rxProduct(`Atorva 20 ${Math.random().toString(36).slice(2, 6)} Tablet`, 'Atorvastatin 20 mg');
    const claribid = await rxProduct(`Claribid 250 ${Math.random().toString(36).slice(2, 6)} Tablet`, 'Clarithromycin 250 mg');
    await insertAnalysedPrescription(t, customer.session.user.id, { medicines: [{ productId: atorva }], prescribedOn: '2025-01-10' });
    const antibioticRx = await insertAnalysedPrescription(t, customer.session.user.id, { medicines: [{ productId: claribid }] });
    expect((await order(customer, claribid, [antibioticRx.id])).medicineWarnings).toBeUndefined();

    const omez = await otcProduct(`Omez 20 ${Math.random().toString(36).slice(2, 6)} Capsule`, 'Omeprazole 20 mg');
    const pan = await otcProduct(`Pan 40 ${Math.random().toString(36).slice(2, 6)} Tablet`, 'Pantoprazole 40 mg');
    const first = await order(customer, omez);
    const second = await order(customer, pan);
    expect(second.medicineWarnings?.map((w) => [w.code, w.existing.origins])).toEqual([
      ['same_class', [{ kind: 'order', id: first.id, name: expect.any(String) as string }]],
    ]);

    await t.database.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 91 * 24 * 60 * 60 * 1000) })
      .where(eq(orders.userId, customer.session.user.id));
    expect((await order(customer, pan)).medicineWarnings).toBeUndefined();
  });

  it('checks an analysed prescription against the customer’s other prescriptions; a customer with no other medicines gets no warning', async () => {
    const customer = await createVerifiedUser(t);
    const atorva = await rxProduct(`Atorva 40 ${Math.random().toString(36).slice(2, 6)} Tablet`, 'Atorvastatin 40 mg');
    const claribid = await rxProduct(`Claribid XL ${Math.random().toString(36).slice(2, 6)} Tablet`, 'Clarithromycin 500 mg');
    const statinRx = await insertAnalysedPrescription(t, customer.session.user.id, {
      medicines: [{ productId: atorva }],
      status: 'approved',
    });
    const newRx = await insertAnalysedPrescription(t, customer.session.user.id, { medicines: [{ productId: claribid }] });
    const read = async (id: number) => {
      const res = await t.app.inject({ url: `/api/prescriptions/${id}`, headers: customer.headers });
      expect(res.statusCode, res.body).toBe(200);
      return PrescriptionSchema.parse(res.json());
    };
    expect((await read(newRx.id)).medicineWarnings?.map((w) => [w.ordered.salt.id, w.existing.salt.id, w.existing.origins[0]?.id])).toEqual(
      [['clarithromycin', 'atorvastatin', statinRx.id]],
    );
    const other = await createVerifiedUser(t);
    const lone = await insertAnalysedPrescription(t, other.session.user.id, { medicines: [{ productId: claribid }] });
    expect((await t.app.inject({ url: `/api/prescriptions/${lone.id}`, headers: other.headers })).json()).not.toHaveProperty(
      'medicineWarnings',
    );
  });

  it('answers 400 for recording a review of an order that raised no warning', async () => {
    const customer = await createVerifiedUser(t);
    const rx = await addRxProduct(t);
    const p = await insertAnalysedPrescription(t, customer.session.user.id, { medicines: [{ productId: rx }] });
    const placed = await order(customer, rx, [p.id]);
    expect((await reviewOf(t, pharmacist.headers, placed.id)).medicineCheck).toBeNull();
    const url = `/api/admin/prescription-reviews/${placed.id}/medicine-check`;
    expectError(
      await t.app.inject({ method: 'POST', url, headers: pharmacist.headers, payload: {} }),
      400,
      'This order has no interaction warnings to review.',
    );
    expect((await approveAll(t, pharmacist.headers, placed.id)).statusCode).toBe(200);
  });
});
