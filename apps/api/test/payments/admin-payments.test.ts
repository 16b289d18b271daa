import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminPaymentListResponseSchema,
  AdminPaymentMismatchesResponseSchema,
  AdminReconcileResponseSchema,
  type AdminPaymentMismatch,
} from '@dawa/shared/admin/payments';
import { PhonePeInitiateResponseSchema } from '@dawa/shared/commerce/payments';
import { auditLog, orders, payments } from '../../src/db/schema/index.ts';
import { expectError } from '../helpers/accounts.ts';
import { createAccount, type Account } from '../admin/staff-helpers.ts';
import { chargeCard, choosePhonePe, createPaymentsTestApp, initiatePhonePe, orderRow, paymentsOf, placeOrder, type PaymentsTestApp } from './helpers.ts';

let t: PaymentsTestApp;
let admin: Account;
let pharmacist: Account;
let customer: Account;

const HOUR = 60 * 60 * 1000;

/** An order paid through the PhonePe sandbox's page (the real initiate, page and callback); answers its captured attempt. */
async function payByPhonePe() {
  const { order } = await placeOrder(t, customer.headers, { method: 'phonepe' });
  const started = await initiatePhonePe(t, customer.headers, order.id);
  expect(started.statusCode, started.body).toBe(200);
  await choosePhonePe(t, PhonePeInitiateResponseSchema.parse(started.json()).paymentUrl, 'success');
  const [payment] = await paymentsOf(t.database.db, order.id);
  expect(payment?.status).toBe('success');
  return { order, payment: payment! };
}

/** Moves an attempt's creation time back, as if the customer had paid then (the list's date filter reads it). */
const createdAt = (paymentId: number, at: string) =>
  t.database.db.update(payments).set({ createdAt: new Date(at) }).where(eq(payments.id, paymentId));

const get = (url: string, query: Record<string, string> = {}, account: Account = admin) =>
  t.app.inject({ method: 'GET', url, query, headers: account.headers });

async function list(query: Record<string, string>) {
  const res = await get('/api/admin/payments', query);
  expect(res.statusCode, res.body).toBe(200);
  return AdminPaymentListResponseSchema.parse(res.json());
}

async function mismatches() {
  const res = await get('/api/admin/payments/mismatches');
  expect(res.statusCode, res.body).toBe(200);
  return AdminPaymentMismatchesResponseSchema.parse(res.json()).items;
}

const about = (items: AdminPaymentMismatch[], orderId: number) => items.filter((m) => m.orderId === orderId).map((m) => m.code);

// Early March 2025, far from the demo orders. India is UTC+5:30: 20:00 UTC on the 1st is already the 2nd there.
let phonePeOnFirst: Awaited<ReturnType<typeof payByPhonePe>>;
let phonePeOnSecond: Awaited<ReturnType<typeof payByPhonePe>>;
let cardAttempt: { id: number; merchantTransactionId: string; orderId: number };

beforeAll(async () => {
  t = await createPaymentsTestApp();
  admin = await createAccount(t, 'admin');
  pharmacist = await createAccount(t, 'pharmacist');
  customer = await createAccount(t, 'user', 'buyer');

  phonePeOnFirst = await payByPhonePe();
  await createdAt(phonePeOnFirst.payment.id, '2025-03-01T08:00:00Z');
  phonePeOnSecond = await payByPhonePe();
  await createdAt(phonePeOnSecond.payment.id, '2025-03-01T20:00:00Z');
  // A card attempt opened at Razorpay and paid on its page, not yet settled by us.
  const { order: cardOrder } = await placeOrder(t, customer.headers, { method: 'card' });
  const opened = await chargeCard(t, customer.headers, cardOrder.id, '4111 1111 1111 1111');
  expect(opened.statusCode, opened.body).toBe(200);
  const [card] = await paymentsOf(t.database.db, cardOrder.id);
  cardAttempt = { id: card!.id, merchantTransactionId: card!.merchantTransactionId, orderId: cardOrder.id };
  await createdAt(card!.id, '2025-03-03T06:00:00Z');
});
afterAll(() => t.close());

describe('GET /api/admin/payments', () => {
  it('lists attempts with their provider ids, newest first, within India days', async () => {
    const page = await list({ from: '2025-03-01', to: '2025-03-03' });
    expect(page.items.map((p) => p.id)).toEqual([cardAttempt.id, phonePeOnSecond.payment.id, phonePeOnFirst.payment.id]);
    expect(page.total).toBe(3);
    expect(page.items[2]).toMatchObject({
      orderId: phonePeOnFirst.order.id,
      userOrderNumber: phonePeOnFirst.order.userOrderNumber,
      provider: 'phonepe',
      status: 'success',
      merchantTransactionId: phonePeOnFirst.payment.merchantTransactionId,
      providerTransactionId: phonePeOnFirst.payment.providerTransactionId,
      amountPaise: phonePeOnFirst.order.totalPaise,
    });
    const card = page.items[0]!;
    expect(card).toMatchObject({ provider: 'razorpay', method: 'card', merchantTransactionId: cardAttempt.merchantTransactionId });
    expect(card.providerOrderId).toMatch(/^order_/);

    // 20:00 UTC on 1 March is 2 March in India.
    expect((await list({ from: '2025-03-01', to: '2025-03-01' })).items.map((p) => p.id)).toEqual([phonePeOnFirst.payment.id]);
    expect((await list({ from: '2025-03-02', to: '2025-03-02' })).items.map((p) => p.id)).toEqual([phonePeOnSecond.payment.id]);
  });

  it('filters by provider and by state on the server', async () => {
    const range = { from: '2025-03-01', to: '2025-03-03' };
    expect((await list({ ...range, provider: 'razorpay' })).items.map((p) => p.id)).toEqual([cardAttempt.id]);
    const phonePe = await list({ ...range, provider: 'phonepe', status: 'success' });
    expect(phonePe.items.map((p) => p.id)).toEqual([phonePeOnSecond.payment.id, phonePeOnFirst.payment.id]);
    expect((await list({ ...range, status: 'refunded' })).items).toEqual([]);
  });

  it('pages with a total', async () => {
    const first = await list({ from: '2025-03-01', to: '2025-03-03', pageSize: '2' });
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2, pageCount: 2 });
    expect(first.items).toHaveLength(2);
    const second = await list({ from: '2025-03-01', to: '2025-03-03', pageSize: '2', page: '2' });
    expect(second.items.map((p) => p.id)).toEqual([phonePeOnFirst.payment.id]);
  });

  it('audit-logs the view', async () => {
    await list({ provider: 'phonepe' });
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'payment'), eq(auditLog.actorId, admin.session.user.id)))
      .orderBy(asc(auditLog.id));
    const views = rows.filter((r) => r.action === 'view');
    expect(views.at(-1)?.after).toEqual({ list: 'payments', provider: 'phonepe' });
  });

  it('is for admins only', async () => {
    for (const url of ['/api/admin/payments', '/api/admin/payments/mismatches', '/api/admin/payments.csv']) {
      expectError(await get(url, {}, customer), 403);
      expectError(await get(url, {}, pharmacist), 403, 'Access denied. Admins only.');
    }
    const reconcile = await t.app.inject({ method: 'POST', url: '/api/admin/payments/reconcile', headers: pharmacist.headers });
    expectError(reconcile, 403, 'Access denied. Admins only.');
    expectError(await t.app.inject({ method: 'GET', url: '/api/admin/payments' }), 401);
  });

  it.each([
    [{ from: '2025-02-30' }, 'From must be a real date'],
    [{ to: '03/01/2025' }, 'To must be a date (yyyy-mm-dd)'],
    [{ from: '2025-03-03', to: '2025-03-01' }, 'From must not be after To'],
    [{ provider: 'paypal' }, 'Choose a provider from the list'],
    [{ status: 'captured' }, 'Choose a state from the list'],
    [{ page: '0' }, undefined],
    [{ pageSize: 'lots' }, undefined],
    [{ sort: 'amount' }, undefined],
  ])('refuses %j with 400', async (query, message) => {
    const body = expectError(await get('/api/admin/payments', query), 400);
    if (message) expect(JSON.stringify(body)).toContain(message);
    expectError(await get('/api/admin/payments.csv', query), 400);
  });
});

describe('GET /api/admin/payments.csv', () => {
  it('exports the filtered rows with their provider ids', async () => {
    const res = await get('/api/admin/payments.csv', { from: '2025-03-01', to: '2025-03-03', provider: 'phonepe' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="payments-phonepe-from-2025-03-01-to-2025-03-03.csv"');
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'id,createdAt,provider,method,status,amountPaise,orderId,userOrderNumber,appointmentId,merchantTransactionId,providerTransactionId,providerOrderId,refundTransactionId,responseCode,updatedAt,refundedAt',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`,phonepe,phonepe,success,${phonePeOnSecond.order.totalPaise},${phonePeOnSecond.order.id},`);
    expect(lines[1]).toContain(phonePeOnSecond.payment.merchantTransactionId);
    expect(lines[2]).toContain(phonePeOnFirst.payment.providerTransactionId!);
    expect(res.body).not.toContain(cardAttempt.merchantTransactionId);
    expect(res.body).not.toContain('null');
  });
});

describe('GET /api/admin/payments/mismatches', () => {
  // Our flows never leave these states (that is what the exactly-once tests prove): the fixtures
  // break the records the way a bug, a lost write or a hand edit of the database would.
  it('finds money captured for an order that is not paid, or was cancelled', async () => {
    const unpaid = await payByPhonePe();
    await t.database.db.update(orders).set({ status: 'pending', paymentStatus: 'pending' }).where(eq(orders.id, unpaid.order.id));
    const cancelled = await payByPhonePe();
    await t.database.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, cancelled.order.id));

    const items = await mismatches();
    expect(about(items, unpaid.order.id)).toEqual(['captured_order_unpaid']);
    expect(about(items, cancelled.order.id)).toEqual(['captured_order_cancelled']);
    expect(items.find((m) => m.orderId === unpaid.order.id)).toMatchObject({
      paymentId: unpaid.payment.id,
      provider: 'phonepe',
      merchantTransactionId: unpaid.payment.merchantTransactionId,
      orderPaymentStatus: 'pending',
    });
    // A well-kept paid order is not a mismatch.
    expect(about(items, phonePeOnFirst.order.id)).toEqual([]);
  });

  it('finds an online order marked paid with no captured payment, but not cash on delivery', async () => {
    const { order } = await placeOrder(t, customer.headers, { method: 'upi' });
    await t.database.db.update(orders).set({ status: 'confirmed', paymentStatus: 'paid' }).where(eq(orders.id, order.id));
    const { order: cod } = await placeOrder(t, customer.headers, { method: 'cod' });
    await t.database.db.update(orders).set({ status: 'delivered', paymentStatus: 'paid' }).where(eq(orders.id, cod.id));

    const items = await mismatches();
    expect(items.find((m) => m.orderId === order.id)).toMatchObject({ code: 'paid_without_capture', paymentId: null, amountPaise: order.totalPaise });
    expect(about(items, cod.id)).toEqual([]);
  });

  it('finds a refund pending for more than 24 hours, and the reconciliation run on demand gives the money back', async () => {
    const stale = await payByPhonePe();
    const fresh = await payByPhonePe();
    for (const [paid, hoursAgo] of [
      [stale, 25],
      [fresh, 2],
    ] as const) {
      await t.database.db.update(orders).set({ status: 'cancelled', paymentStatus: 'refund_pending' }).where(eq(orders.id, paid.order.id));
      await t.database.db
        .update(payments)
        .set({ status: 'refund_pending', updatedAt: new Date(Date.now() - hoursAgo * HOUR) })
        .where(eq(payments.id, paid.payment.id));
    }
    const before = await mismatches();
    expect(about(before, stale.order.id)).toEqual(['refund_pending_too_long']);
    expect(about(before, fresh.order.id)).toEqual([]);

    const res = await t.app.inject({ method: 'POST', url: '/api/admin/payments/reconcile', headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    const result = AdminReconcileResponseSchema.parse(res.json());
    // The card attempt was still open, both refunds were waiting.
    expect(result.checked).toBeGreaterThanOrEqual(1);
    expect(result.refundsTried).toBeGreaterThanOrEqual(2);

    expect((await paymentsOf(t.database.db, stale.order.id))[0]?.status).toBe('refunded');
    expect((await orderRow(t.database.db, stale.order.id)).paymentStatus).toBe('refunded');
    expect(about(await mismatches(), stale.order.id)).toEqual([]);
    // The sweep settled the card payment Razorpay had captured.
    expect((await list({ provider: 'razorpay', from: '2025-03-03', to: '2025-03-03' })).items[0]?.status).toBe('success');
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'payment'), eq(auditLog.action, 'update')));
    expect(audited.map((r) => r.actorId)).toEqual([admin.session.user.id]);
    expect(audited[0]?.after).toMatchObject({ reconcile: true, checked: result.checked, refundsTried: result.refundsTried });
  });
});
