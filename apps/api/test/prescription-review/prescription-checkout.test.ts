import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CheckoutPrescriptionsResponseSchema,
  ReviewDecisionResponseSchema,
  ReviewQueueResponseSchema,
} from '@dawa/shared/prescriptions/review';
import { OrderResponseSchema, CreateOrderResponseSchema } from '@dawa/shared/commerce/orders';
import {
  auditLog,
  outboxEmails,
  orderPrescriptions,
  prescriptionLedger,
  prescriptionLineDecisions,
  prescriptions,
  products,
  scheduleH1Register,
} from '../../src/db/schema/index.ts';
import { createVerifiedUser, expectError } from '../helpers/accounts.ts';
import { createOrder, orderBody, quote } from '../orders/commerce-helpers.ts';
import { chargeCard, createPaymentsTestApp, orderRow, paymentsOf, stockOf, type PaymentsTestApp } from '../payments/helpers.ts';
import { auditRowsOf, createAccount, type Account } from '../admin/staff-helpers.ts';
import { addRxProduct, approveAll, decide, insertAnalysedPrescription, reviewOf, setRegistration } from './rx-helpers.ts';

let t: PaymentsTestApp;
let admin: Account;
let pharmacist: Account;

beforeAll(async () => {
  t = await createPaymentsTestApp();
  admin = await createAccount(t, 'admin');
  pharmacist = await createAccount(t, 'pharmacist');
  await setRegistration(t, pharmacist.headers);
  await setRegistration(t, admin.headers, 'ADMIN-PHARM-1');
});
afterAll(() => t.close());

type Customer = Awaited<ReturnType<typeof createVerifiedUser>>;

async function rxOrder(
  customer: Customer,
  productId: number,
  prescriptionIds: number[],
  options: { quantity?: number; method?: 'cod' | 'card' } = {},
) {
  const body = await orderBody(t, customer, [{ productId, quantity: options.quantity ?? 1 }], {
    paymentMethod: options.method ?? 'cod',
    prescriptionIds,
  });
  return createOrder(t, customer, body);
}

async function placedRx(
  customer: Customer,
  productId: number,
  prescriptionIds: number[],
  options: { quantity?: number; method?: 'cod' | 'card' } = {},
) {
  const res = await rxOrder(customer, productId, prescriptionIds, options);
  expect(res.statusCode, res.body).toBe(201);
  return CreateOrderResponseSchema.parse(res.json()).order;
}

async function paidCardRx(customer: Customer, productId: number, prescriptionId: number, quantity = 1) {
  const order = await placedRx(customer, productId, [prescriptionId], { method: 'card', quantity });
  expect(order.status).toBe('pending');
  expect((await chargeCard(t, customer.headers, order.id, '4242 4242 4242 4242')).statusCode).toBe(200);
  await t.app.services.payments.sweep(new Date(Date.now() + 5_000));
  expect(await orderRow(t.database.db, order.id)).toMatchObject({ status: 'awaiting_prescription', paymentStatus: 'paid' });
  return order;
}

describe('checkout of a prescription medicine', () => {
  it('places a cash order with an analysed prescription: stock reserved, awaiting verification, the prescription attached', async () => {
    const customer = await createVerifiedUser(t);
    const rx = await addRxProduct(t, { stock: 5 });
    const p = await insertAnalysedPrescription(t, customer.session.user.id, { medicines: [{ productId: rx }] });
    const order = await placedRx(customer, rx, [p.id], { quantity: 2 });
    expect(order.status).toBe('awaiting_prescription');
    expect(order.paymentStatus).toBe('cod_pending');
    expect(order.prescriptionReview).toEqual({ prescriptionIds: [p.id], rejections: [] });
    expect(await stockOf(t.database.db, rx)).toBe(3);
    expect(await t.database.db.select().from(orderPrescriptions).where(eq(orderPrescriptions.orderId, order.id))).toHaveLength(1);
    expect((await orderRow(t.database.db, order.id)).needsPrescription).toBe(true);
  });

  it('suggests the customer’s own prescriptions naming the cart first, never another customer’s', async () => {
    const customer = await createVerifiedUser(t);
    const other = await createVerifiedUser(t);
    const rx = await addRxProduct(t);
    const naming = await insertAnalysedPrescription(t, customer.session.user.id, { medicines: [{ productId: rx, name: 'Rxomycin' }] });
    const unrelated = await insertAnalysedPrescription(t, customer.session.user.id, { medicines: [{ productId: null }] });
    await insertAnalysedPrescription(t, customer.session.user.id, { medicines: [{ productId: rx }], status: 'uploaded' });
    await insertAnalysedPrescription(t, other.session.user.id, { medicines: [{ productId: rx }] });
    const res = await t.app.inject({ url: `/api/checkout/prescriptions?productIds=${rx}`, headers: customer.headers });
    expect(res.statusCode, res.body).toBe(200);
    const { prescriptions: list } = CheckoutPrescriptionsResponseSchema.parse(res.json());
    expect(list.map((p) => p.id)).toEqual([naming.id, unrelated.id]);
    expect(list[0]).toMatchObject({
      coversProductIds: [rx],
      medicineNames: ['Rxomycin 500 mg'],
      expired: false,
      doctorName: 'Dr. Meera Rao',
    });
    expect((await t.app.inject({ url: '/api/checkout/prescriptions' })).statusCode).toBe(401);
    expectError(await t.app.inject({ url: '/api/checkout/prescriptions?productIds=abc', headers: customer.headers }), 400);
  });

  it('refuses without a prescription, with another customer’s (404), one not yet analysed, an expired one, and nothing is written', async () => {
    const customer = await createVerifiedUser(t);
    const other = await createVerifiedUser(t);
    const rx = await addRxProduct(t, { stock: 5 });
    const name = (await t.database.db.select({ name: products.name }).from(products).where(eq(products.id, rx)))[0]!.name;

    const none = expectError(await rxOrder(customer, rx, []), 422);
    expect(none).toMatchObject({
      code: 'prescription_required',
      message: `${name} needs a prescription. Please attach a prescription to place this order.`,
    });

    const theirs = await insertAnalysedPrescription(t, other.session.user.id, { medicines: [{ productId: rx }] });
    expectError(await rxOrder(customer, rx, [theirs.id]), 404, 'Prescription not found');

    const uploaded = await insertAnalysedPrescription(t, customer.session.user.id, { medicines: [{ productId: rx }], status: 'uploaded' });
    expectError(
      await rxOrder(customer, rx, [uploaded.id]),
      422,
      `Prescription ${uploaded.id} has not been analysed yet. Please wait for its analysis or attach another prescription.`,
    );

    const old = await insertAnalysedPrescription(t, customer.session.user.id, {
      medicines: [{ productId: rx }],
      prescribedOn: '2025-01-10',
    });
    expectError(
      await rxOrder(customer, rx, [old.id]),
      422,
      `Your prescription for ${name} expired on 2025-07-10. Please upload a newer prescription.`,
    );

    // A client field cannot declare the cart prescription-free: the body is strict, the server decides from the lines.
    const body = { ...(await orderBody(t, customer, [{ productId: rx, quantity: 1 }])), needsPrescription: false };
    expectError(await createOrder(t, customer, body), 400);

    expect(await stockOf(t.database.db, rx)).toBe(5);
  });

  it('refuses more than the prescription allows (the ledger), at checkout', async () => {
    const customer = await createVerifiedUser(t);
    const rx = await addRxProduct(t);
    const p = await insertAnalysedPrescription(t, customer.session.user.id, { medicines: [{ productId: rx, quantity: 30 }] });
    const name = (await t.database.db.select({ name: products.name }).from(products).where(eq(products.id, rx)))[0]!.name;
    expectError(
      await rxOrder(customer, rx, [p.id], { quantity: 4 }),
      422,
      `Your prescription allows 3 more of ${name}. Please lower the quantity or upload a new prescription.`,
    );

    const first = await placedRx(customer, rx, [p.id], { quantity: 2 });
    expect((await approveAll(t, pharmacist.headers, first.id)).statusCode).toBe(200);
    expectError(
      await rxOrder(customer, rx, [p.id], { quantity: 2 }),
      422,
      `Your prescription allows 1 more of ${name}. Please lower the quantity or upload a new prescription.`,
    );
    const second = await placedRx(customer, rx, [p.id], { quantity: 1 });
    expect((await approveAll(t, pharmacist.headers, second.id)).statusCode).toBe(200);
    expectError(
      await rxOrder(customer, rx, [p.id], { quantity: 1 }),
      422,
      `Your prescription for ${name} has been used up. Please upload a new prescription.`,
    );
  });
});

describe('Schedule X and narcotic medicines are never sold online', () => {
  it('refuses them in the quote, in the saved cart and at checkout', async () => {
    const customer = await createVerifiedUser(t);
    const x = await addRxProduct(t, { name: 'Xanoxa 1 mg Tablet' });
    const narcotic = await addRxProduct(t, { name: 'Codopain 30 mg Tablet' });
    // Both are inactive by a database CHECK: the shop never offers them (decision 026).
    await t.database.db.update(products).set({ drugSchedule: 'X', active: false }).where(eq(products.id, x));
    await t.database.db.update(products).set({ narcotic: true, active: false }).where(eq(products.id, narcotic));
    await expect(t.database.db.update(products).set({ active: true }).where(eq(products.id, narcotic))).rejects.toThrow();

    const quoted = await quote(
      t,
      [
        { productId: x, quantity: 1 },
        { productId: narcotic, quantity: 1 },
      ],
      undefined,
      customer.headers,
    );
    expect(quoted.lines.map((l) => l.problem)).toEqual(['Not sold online', 'Not sold online']);

    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/cart',
      headers: customer.headers,
      payload: {
        lines: [
          { productId: x, quantity: 1 },
          { productId: narcotic, quantity: 1 },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ lines: unknown[] }>().lines).toEqual([]);

    const p = await insertAnalysedPrescription(t, customer.session.user.id, { medicines: [{ productId: x }, { productId: narcotic }] });
    for (const [id, name] of [
      [x, 'Xanoxa 1 mg Tablet'],
      [narcotic, 'Codopain 30 mg Tablet'],
    ] as const) {
      const body = {
        lines: [{ productId: id, quantity: 1 }],
        address: { firstName: 'Asha', address: '12 MG Road', city: 'Bengaluru' },
        phone: '9876543210',
        paymentMethod: 'cod',
        totalPaise: 0,
        prescriptionIds: [p.id],
      };
      expectError(
        await createOrder(t, customer, body as never),
        400,
        `${name} cannot be sold online (Schedule X and narcotic medicines need a visit to a pharmacy).`,
      );
    }
  });
});

describe('the pharmacist’s queue', () => {
  it('lists orders awaiting verification oldest first; customers and doctors are refused', async () => {
    const customer = await createVerifiedUser(t);
    const rx = await addRxProduct(t);
    const p = await insertAnalysedPrescription(t, customer.session.user.id, { medicines: [{ productId: rx, quantity: 500 }] });
    const a = await placedRx(customer, rx, [p.id]);
    const b = await placedRx(customer, rx, [p.id]);
    const res = await t.app.inject({ url: '/api/admin/prescription-reviews', headers: pharmacist.headers });
    expect(res.statusCode, res.body).toBe(200);
    const queue = ReviewQueueResponseSchema.parse(res.json());
    const ids = queue.orders.map((o) => o.orderId);
    expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(b.id));
    expect(queue.registrationNumber).toBe('KSPC-12345');
    expect((await t.app.inject({ url: '/api/admin/prescription-reviews', headers: customer.headers })).statusCode).toBe(403);
    const doctor = await createAccount(t, 'doctor');
    expect((await t.app.inject({ url: `/api/admin/prescription-reviews/${a.id}`, headers: doctor.headers })).statusCode).toBe(403);
  });

  it('shows the prescription file only for an attached prescription, audit-logging each view; other ids are 404', async () => {
    const customer = await createVerifiedUser(t);
    const rx = await addRxProduct(t);
    const p = await insertAnalysedPrescription(t, customer.session.user.id, { medicines: [{ productId: rx }] });
    const notAttached = await insertAnalysedPrescription(t, customer.session.user.id, { medicines: [{ productId: rx }] });
    const order = await placedRx(customer, rx, [p.id]);
    const detail = await reviewOf(t, pharmacist.headers, order.id);
    expect(detail.prescriptions[0]).toMatchObject({
      id: p.id,
      doctorName: 'Dr. Meera Rao',
      doctorRegistrationNumber: 'KMC-45821',
      patientName: 'Asha Verma',
    });
    const file = await t.app.inject({ url: detail.prescriptions[0]!.fileUrl!, headers: pharmacist.headers });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(Buffer.compare(file.rawPayload, p.fileBytes!)).toBe(0);
    const views = await auditRowsOf(t, 'prescription', p.id);
    expect(views.map((v) => [v.action, v.actorId])).toEqual([['view', pharmacist.session.user.id]]);
    expect((await auditRowsOf(t, 'order', order.id)).some((r) => r.action === 'view')).toBe(true);

    expectError(
      await t.app.inject({
        url: `/api/admin/prescription-reviews/${order.id}/prescriptions/${notAttached.id}/file`,
        headers: pharmacist.headers,
      }),
      404,
    );
    expectError(await t.app.inject({ url: `/api/admin/prescription-reviews/${order.id + 100000}`, headers: pharmacist.headers }), 404);
    // An order without a prescription is not this queue's.
    const plain = await createVerifiedUser(t);
    const otc = (
      await t.database.db
        .insert(products)
        .values({
          ...(await t.database.db.select().from(products).where(eq(products.id, rx)))[0]!,
          id: undefined,
          slug: `otc-${Date.now()}`,
          requiresPrescription: false,
          drugSchedule: 'OTC',
        } as never)
        .returning({ id: products.id })
    )[0]!.id;
    const plainOrder = CreateOrderResponseSchema.parse(
      (await createOrder(t, plain, await orderBody(t, plain, [{ productId: otc, quantity: 1 }]))).json(),
    ).order;
    expect(plainOrder.status).toBe('confirmed');
    expectError(await t.app.inject({ url: `/api/admin/prescription-reviews/${plainOrder.id}`, headers: pharmacist.headers }), 404);
    // The customer never reaches the staff file route.
    expect((await t.app.inject({ url: detail.prescriptions[0]!.fileUrl!, headers: customer.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url: detail.prescriptions[0]!.fileUrl! })).statusCode).toBe(401);
  });
});

describe('approval and rejection', () => {
  it('approves a paid card order: confirmed only by the approval, never by the admin confirm step', async () => {
    const customer = await createVerifiedUser(t);
    const rx = await addRxProduct(t);
    const p = await insertAnalysedPrescription(t, customer.session.user.id, { medicines: [{ productId: rx }] });
    const order = await paidCardRx(customer, rx, p.id);
    const version = (await orderRow(t.database.db, order.id)).version;
    for (const action of ['confirm', 'pack']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.id}/status`,
        headers: admin.headers,
        payload: { action, version },
      });
      expect(res.statusCode, `${action}: ${res.body}`).toBe(409);
    }
    expect(ReviewDecisionResponseSchema.parse((await approveAll(t, pharmacist.headers, order.id)).json())).toMatchObject({
      success: true,
      status: 'confirmed',
    });
    expect(await orderRow(t.database.db, order.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    const [decision] = await t.database.db.select().from(prescriptionLineDecisions).where(eq(prescriptionLineDecisions.orderId, order.id));
    expect(decision).toMatchObject({
      decision: 'approved',
      pharmacistId: pharmacist.session.user.id,
      pharmacistRegistration: 'KSPC-12345',
      prescribedQuantity: 10,
    });
    expect((await t.database.db.select({ s: prescriptions.status }).from(prescriptions).where(eq(prescriptions.id, p.id)))[0]!.s).toBe(
      'approved',
    );
    const seen = OrderResponseSchema.parse(
      (await t.app.inject({ url: `/api/orders/${order.id}`, headers: customer.headers })).json(),
    ).order;
    expect(seen.status).toBe('confirmed');
    // Decided once: a second decision is a conflict.
    expect((await approveAll(t, pharmacist.headers, order.id)).statusCode).toBe(409);
  });

  it('rejects a line: cancelled, stock released, the card refunded through the provider, the reason mailed and on the order page', async () => {
    const customer = await createVerifiedUser(t);
    const rx = await addRxProduct(t, { stock: 10 });
    const p = await insertAnalysedPrescription(t, customer.session.user.id, { medicines: [{ productId: rx }] });
    const order = await paidCardRx(customer, rx, p.id, 2);
    expect(await stockOf(t.database.db, rx)).toBe(8);
    const detail = await reviewOf(t, pharmacist.headers, order.id);
    const line = detail.lines[0]!;
    const res = await decide(t, pharmacist.headers, order.id, {
      version: detail.version,
      lines: [{ orderItemId: line.orderItemId, decision: 'reject', reason: 'illegible' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled' });
    expect(await stockOf(t.database.db, rx)).toBe(10);
    expect((await orderRow(t.database.db, order.id)).status).toBe('cancelled');
    expect((await paymentsOf(t.database.db, order.id)).map((x) => x.status)).toContain('refunded');
    const seen = OrderResponseSchema.parse(
      (await t.app.inject({ url: `/api/orders/${order.id}`, headers: customer.headers })).json(),
    ).order;
    expect(seen.paymentStatus).toBe('refunded');
    expect(seen.prescriptionReview?.rejections).toEqual([{ productName: line.productName, reason: 'Illegible' }]);
    // The rejection mail, then the refund's own when the provider has given the money back.
    const mails = await t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, customer.email))
      .orderBy(desc(outboxEmails.id))
      .limit(2);
    expect(mails.map((m) => m.subject)).toEqual([
      `Order #${order.userOrderNumber} has been refunded`,
      `Order #${order.userOrderNumber}: your prescription could not be approved`,
    ]);
    expect(mails[1]?.text).toContain(`${line.productName}: Illegible`);
    const audit = await auditRowsOf(t, 'order', order.id);
    expect(audit.at(-1)).toMatchObject({ action: 'refund', actorId: pharmacist.session.user.id });
  });

  it('rejects a cash order with “Other” and its text; the text is required', async () => {
    const customer = await createVerifiedUser(t);
    const rx = await addRxProduct(t);
    const p = await insertAnalysedPrescription(t, customer.session.user.id, { medicines: [{ productId: rx }] });
    const order = await placedRx(customer, rx, [p.id]);
    const detail = await reviewOf(t, admin.headers, order.id);
    const itemId = detail.lines[0]!.orderItemId;
    expectError(
      await decide(t, admin.headers, order.id, {
        version: detail.version,
        lines: [{ orderItemId: itemId, decision: 'reject', reason: 'other' }],
      }),
      400,
      'Please describe the reason when you choose Other.',
    );
    const res = await decide(t, admin.headers, order.id, {
      version: detail.version,
      lines: [{ orderItemId: itemId, decision: 'reject', reason: 'other', reasonText: 'Dose differs from the label' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const seen = OrderResponseSchema.parse(
      (await t.app.inject({ url: `/api/orders/${order.id}`, headers: customer.headers })).json(),
    ).order;
    expect(seen).toMatchObject({ status: 'cancelled', paymentStatus: 'cod_pending' });
    expect(seen.prescriptionReview?.rejections[0]?.reason).toBe('Other: Dose differs from the label');
  });

  it('refuses a decision without a registration number, on a stale version, with a line missing or a medicine not attached, and at approval beyond validity', async () => {
    const customer = await createVerifiedUser(t);
    const rx = await addRxProduct(t);
    const p = await insertAnalysedPrescription(t, customer.session.user.id, { medicines: [{ productId: rx }] });
    const elsewhere = await insertAnalysedPrescription(t, customer.session.user.id, { medicines: [{ productId: rx }] });
    const order = await placedRx(customer, rx, [p.id]);
    const detail = await reviewOf(t, pharmacist.headers, order.id);
    const itemId = detail.lines[0]!.orderItemId;
    const approve = { orderItemId: itemId, decision: 'approve' as const, prescriptionMedicineId: p.medicineIds[0]! };

    const newcomer = await createAccount(t, 'pharmacist', 'newcomer');
    expectError(
      await decide(t, newcomer.headers, order.id, { version: detail.version, lines: [approve] }),
      400,
      'Please enter your pharmacist registration number before deciding on prescriptions.',
    );
    expectError(
      await decide(t, pharmacist.headers, order.id, { version: detail.version + 1, lines: [approve] }),
      409,
      'This order was changed by someone else. Reload it and try again.',
    );
    expectError(
      await decide(t, pharmacist.headers, order.id, { version: detail.version, lines: [{ ...approve, orderItemId: itemId + 100000 }] }),
      400,
      'That line is not a prescription line of this order.',
    );
    expectError(
      await decide(t, pharmacist.headers, order.id, {
        version: detail.version,
        lines: [{ ...approve, prescriptionMedicineId: elsewhere.medicineIds[0]! }],
      }),
      400,
      'The chosen medicine is not on a prescription attached to this order.',
    );
    expectError(await decide(t, pharmacist.headers, order.id, { version: detail.version, lines: [{ ...approve, reason: 'x' }] }), 400);

    // The prescription turns out older than read at checkout: approval refuses it.
    await t.database.db.update(prescriptions).set({ prescribedOn: '2025-01-10' }).where(eq(prescriptions.id, p.id));
    expectError(await decide(t, pharmacist.headers, order.id, { version: detail.version, lines: [approve] }), 422);
    expect((await orderRow(t.database.db, order.id)).status).toBe('awaiting_prescription');
    expect(await t.database.db.select().from(prescriptionLineDecisions).where(eq(prescriptionLineDecisions.orderId, order.id))).toEqual([]);
  });
});

describe('dispatch, the ledger and the Schedule H1 register', () => {
  it('writes the ledger and the H1 register when the order ships, and the pharmacist who keeps it by law (and an admin) exports it as CSV (audited); a customer cannot', async () => {
    const customer = await createVerifiedUser(t, { firstName: 'Asha', lastName: 'Verma' });
    const h1 = await addRxProduct(t, { schedule: 'H1', name: 'Cefixo 200 mg Tablet' });
    const p = await insertAnalysedPrescription(t, customer.session.user.id, { medicines: [{ productId: h1, quantity: 40 }] });
    const order = await placedRx(customer, h1, [p.id], { quantity: 2 });
    expect((await approveAll(t, pharmacist.headers, order.id)).statusCode).toBe(200);
    for (const action of ['pack', 'ship']) {
      const version = (await orderRow(t.database.db, order.id)).version;
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.id}/status`,
        headers: pharmacist.headers,
        payload: { action, version, courier: 'Delhivery', trackingNumber: 'DL123456' },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const ledger = await t.database.db.select().from(prescriptionLedger).where(eq(prescriptionLedger.orderId, order.id));
    expect(ledger).toMatchObject([{ prescriptionMedicineId: p.medicineIds[0], quantity: 2 }]);
    const [entry] = await t.database.db.select().from(scheduleH1Register).where(eq(scheduleH1Register.orderId, order.id));
    expect(entry).toMatchObject({
      prescriberName: 'Dr. Meera Rao',
      prescriberRegistration: 'KMC-45821',
      patientName: 'Asha Verma',
      drugName: 'Cefixo 200 mg Tablet',
      quantity: 2,
    });

    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const csv = await t.app.inject({ url: `/api/admin/prescription-register.csv?from=${today}&to=${today}`, headers: admin.headers });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = csv.body.trim().split('\n');
    expect(rows[0]).toBe('dispatched_at,order,drug,quantity,patient,prescriber,prescriber_registration,prescription_id');
    expect(rows).toContainEqual(
      expect.stringContaining(`#${order.userOrderNumber},Cefixo 200 mg Tablet,2,Asha Verma,Dr. Meera Rao,KMC-45821,${p.id}`),
    );
    const exports = await t.database.db.select().from(auditLog).where(eq(auditLog.actorId, admin.session.user.id));
    expect(exports.some((r) => r.action === 'view' && JSON.stringify(r.after).includes('schedule_h1_register'))).toBe(true);
    const byPharmacist = await t.app.inject({
      url: `/api/admin/prescription-register.csv?from=${today}&to=${today}`,
      headers: pharmacist.headers,
    });
    expect(byPharmacist.statusCode, byPharmacist.body).toBe(200);
    expect(byPharmacist.body).toContain(`#${order.userOrderNumber},Cefixo 200 mg Tablet,2,`);
    const pharmacistViews = await t.database.db.select().from(auditLog).where(eq(auditLog.actorId, pharmacist.session.user.id));
    expect(pharmacistViews.some((r) => r.action === 'view' && JSON.stringify(r.after).includes('schedule_h1_register'))).toBe(true);
    expect(
      (await t.app.inject({ url: `/api/admin/prescription-register.csv?from=${today}&to=${today}`, headers: customer.headers })).statusCode,
    ).toBe(403);
    expectError(
      await t.app.inject({ url: `/api/admin/prescription-register.csv?from=${today}&to=2020-01-01`, headers: admin.headers }),
      400,
    );

    // Two more would pass the 4 prescribed; three do not.
    expectError(
      await rxOrder(customer, h1, [p.id], { quantity: 3 }),
      422,
      'Your prescription allows 2 more of Cefixo 200 mg Tablet. Please lower the quantity or upload a new prescription.',
    );
  });
});
