import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CancelOrderResponseSchema,
  OrderListResponseSchema,
  OrderResponseSchema,
  TrackingListResponseSchema,
  TrackingRecordSchema,
} from '@dawa/shared/commerce/orders';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts.ts';
import { orderEvents, orders, payments, promoCodes, promoRedemptions } from '../../src/db/schema/index.ts';
import { createVerifiedUser, expectError, login, bearer } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { addProduct, placeOrder, stockOf } from './commerce-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
/** A reason from the list: the cancel route asks why (decision 034). */
const CANCEL = { reason: 'changed_mind' };
const patch = (url: string, headers: Record<string, string>, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url, headers, ...(payload ? { payload } : {}) });

async function customerWithOrder(quantity = 1, overrides: Parameters<typeof placeOrder>[3] = {}) {
  const customer = await createVerifiedUser(t);
  const productId = await addProduct(t, { stockQuantity: 20 });
  const { orderId, order } = await placeOrder(t, customer, [{ productId, quantity }], overrides);
  return { customer, productId, orderId, order };
}

async function setStatus(orderId: number, status: 'shipped' | 'delivered', events: string[] = []) {
  await t.database.db.update(orders).set({ status }).where(eq(orders.id, orderId));
  for (const name of events)
    await t.database.db.insert(orderEvents).values({ orderId, status: name, location: 'Bengaluru Hub', description: name });
}

describe('GET /api/orders', () => {
  it("pages 10 orders newest first, with 'Page X of Y' maths (23 orders: 3 pages, the last holding 3)", async () => {
    const customer = await createVerifiedUser(t);
    const productId = await addProduct(t, { stockQuantity: 100, name: `Pagerol ${Date.now()} Tablet` });
    for (let i = 0; i < 23; i++) await placeOrder(t, customer, [{ productId, quantity: 1 }]);
    const first = OrderListResponseSchema.parse((await get('/api/orders', customer.headers)).json());
    expect(first).toMatchObject({ total: 23, page: 1, pageSize: 10, pageCount: 3 });
    expect(first.items.map((o) => o.userOrderNumber)).toEqual([23, 22, 21, 20, 19, 18, 17, 16, 15, 14]);
    expect(first.items[0]).toMatchObject({ itemCount: 1, paymentMethod: 'cod', paymentStatus: 'cod_pending', transactionId: null });
    expect(first.items[0]?.productNames[0]).toMatch(/^Pagerol \d+ Tablet$/);
    const last = OrderListResponseSchema.parse((await get('/api/orders?page=3', customer.headers)).json());
    expect(last.items.map((o) => o.userOrderNumber)).toEqual([3, 2, 1]);
    expect(OrderListResponseSchema.parse((await get('/api/orders?page=4', customer.headers)).json()).items).toEqual([]);
  });

  it('is empty for a new customer and refuses a bad page number', async () => {
    const customer = await createVerifiedUser(t);
    expect(OrderListResponseSchema.parse((await get('/api/orders', customer.headers)).json())).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 10,
      pageCount: 0,
    });
    expect(expectError(await get('/api/orders?page=abc', customer.headers), 400).message).toContain('page must be a whole number');
  });
});

describe('GET /api/orders/:orderId', () => {
  it('shows the owner the order with the transaction id of its successful payment', async () => {
    const { customer, orderId, order } = await customerWithOrder(1, { paymentMethod: 'upi' });
    await t.database.db.insert(payments).values({
      orderId,
      provider: 'sandbox',
      method: 'upi',
      merchantTransactionId: `MT-${orderId}-${Date.now()}`,
      providerTransactionId: `UPI-TXN-${orderId}`,
      amountPaise: order.totalAmountPaise,
      status: 'success',
    });
    const detail = OrderResponseSchema.parse((await get(`/api/orders/${orderId}`, customer.headers)).json());
    expect(detail).toMatchObject({
      success: true,
      order: { id: orderId, transactionId: `UPI-TXN-${orderId}`, estimatedDelivery: '1-2 business days' },
    });
  });

  it("says 'Delivered on <date>' once delivered", async () => {
    const { customer, orderId } = await customerWithOrder();
    await setStatus(orderId, 'delivered', ['Delivered']);
    const detail = OrderResponseSchema.parse((await get(`/api/orders/${orderId}`, customer.headers)).json());
    expect(detail.order.estimatedDelivery).toMatch(/^Delivered on \d{1,2} [A-Z][a-z]+ \d{4}$/);
    expect(detail.order.canCancel).toBe(false);
  });

  it('lets an admin read any order', async () => {
    const { orderId } = await customerWithOrder();
    const admin = await login(t, 'admin@dawa.in', DEMO_PASSWORD);
    expect((await get(`/api/orders/${orderId}`, bearer(admin.accessToken))).statusCode).toBe(200);
  });
});

describe("another customer's order is 404 everywhere", () => {
  it('detail, tracking, cancel, payment status and invoice all answer 404 Order not found, and nothing changes', async () => {
    const { orderId } = await customerWithOrder();
    const stranger = await createVerifiedUser(t);
    for (const res of [
      await get(`/api/orders/${orderId}`, stranger.headers),
      await get(`/api/orders/${orderId}/tracking`, stranger.headers),
      await get(`/api/orders/${orderId}/invoice.pdf`, stranger.headers),
      await patch(`/api/orders/${orderId}/cancel`, stranger.headers, CANCEL),
      await patch(`/api/orders/${orderId}/payment-status`, stranger.headers, { status: 'cod_pending' }),
      await get('/api/orders/99999999', stranger.headers),
    ]) {
      expectError(res, 404, 'Order not found');
    }
    const [row] = await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
    expect(row?.status).toBe('confirmed');
    expect(OrderListResponseSchema.parse((await get('/api/orders', stranger.headers)).json()).total).toBe(0);
  });
});

describe('tracking', () => {
  it('shows status capitalised, progress, events newest first, and a tracking number once shipped', async () => {
    const { customer, orderId } = await customerWithOrder();
    const placed = TrackingRecordSchema.parse((await get(`/api/orders/${orderId}/tracking`, customer.headers)).json());
    expect(placed).toMatchObject({
      status: 'Confirmed',
      progressPercent: 50,
      trackingNumber: null,
      currentLocation: 'Dawa Pharmacy',
      canCancel: true,
    });
    await setStatus(orderId, 'shipped', ['Shipped']);
    const shipped = TrackingRecordSchema.parse((await get(`/api/orders/${orderId}/tracking`, customer.headers)).json());
    expect(shipped).toMatchObject({ status: 'Shipped', progressPercent: 75, canCancel: false });
    expect(shipped.trackingNumber).toMatch(/^DAWA\d{8}$/);
    expect(shipped.events.map((e) => e.status)).toEqual(['Shipped', 'Order Confirmed', 'Order Placed']);
  });

  it('lists the customer’s tracking cards newest first', async () => {
    const customer = await createVerifiedUser(t);
    const productId = await addProduct(t);
    await placeOrder(t, customer, [{ productId, quantity: 1 }]);
    await placeOrder(t, customer, [{ productId, quantity: 1 }], { paymentMethod: 'card' });
    const list = TrackingListResponseSchema.parse((await get('/api/tracking', customer.headers)).json());
    expect(list.items.map((r) => [r.userOrderNumber, r.status, r.progressPercent])).toEqual([
      [2, 'Pending', 25],
      [1, 'Confirmed', 50],
    ]);
    expect(list.items[1]?.events[0]?.status).toBe('Order Confirmed');
  });
});

describe('PATCH /api/orders/:orderId/cancel', () => {
  it('cancels, gives the stock back, puts the Cancelled event on top and says so', async () => {
    const { customer, productId, orderId, order } = await customerWithOrder(4);
    expect(await stockOf(t, productId)).toBe(16);
    const res = await patch(`/api/orders/${orderId}/cancel`, customer.headers, CANCEL);
    expect(res.statusCode, res.body).toBe(200);
    const body = CancelOrderResponseSchema.parse(res.json());
    expect(body.message).toBe(`Order #${order.userOrderNumber} has been cancelled successfully.`);
    expect(body.tracking).toMatchObject({ status: 'Cancelled', currentLocation: 'Cancelled', canCancel: false });
    expect(body.tracking.events[0]).toMatchObject({
      status: 'Cancelled',
      location: 'Dawa Pharmacy',
      description: 'Order has been cancelled as requested',
    });
    expect(await stockOf(t, productId)).toBe(20);
  });

  it('marks a paid order for refund and a pending online payment as failed, and gives the promo use back', async () => {
    const paid = await customerWithOrder(1, { paymentMethod: 'card' });
    await t.database.db.update(orders).set({ paymentStatus: 'paid', status: 'confirmed' }).where(eq(orders.id, paid.orderId));
    await patch(`/api/orders/${paid.orderId}/cancel`, paid.customer.headers, CANCEL);
    const pendingCustomer = await createVerifiedUser(t);
    const painId = await addProduct(t, { categorySlug: 'pain-relief', pricePaise: 30_000 });
    const pending = await placeOrder(t, pendingCustomer, [{ productId: painId, quantity: 1 }], {
      paymentMethod: 'phonepe',
      promoCode: 'PAIN20',
    });
    const [usedBefore] = await t.database.db.select({ n: promoCodes.timesUsed }).from(promoCodes).where(eq(promoCodes.code, 'PAIN20'));
    await patch(`/api/orders/${pending.orderId}/cancel`, pendingCustomer.headers, CANCEL);
    const rows = await t.database.db
      .select({ id: orders.id, paymentStatus: orders.paymentStatus })
      .from(orders)
      .where(eq(orders.id, paid.orderId));
    expect(rows[0]?.paymentStatus).toBe('refund_pending');
    const [pendingRow] = await t.database.db
      .select({ paymentStatus: orders.paymentStatus })
      .from(orders)
      .where(eq(orders.id, pending.orderId));
    expect(pendingRow?.paymentStatus).toBe('failed');
    const [usedAfter] = await t.database.db.select({ n: promoCodes.timesUsed }).from(promoCodes).where(eq(promoCodes.code, 'PAIN20'));
    expect(usedAfter?.n).toBe((usedBefore?.n ?? 0) - 1);
    expect(await t.database.db.select().from(promoRedemptions).where(eq(promoRedemptions.orderId, pending.orderId))).toEqual([]);
  });

  it('refuses shipped, delivered and already cancelled orders with a readable 409', async () => {
    const shipped = await customerWithOrder();
    await setStatus(shipped.orderId, 'shipped');
    expectError(
      await patch(`/api/orders/${shipped.orderId}/cancel`, shipped.customer.headers, CANCEL),
      409,
      'Order #1 has already shipped and can no longer be cancelled.',
    );
    const delivered = await customerWithOrder();
    await setStatus(delivered.orderId, 'delivered');
    expectError(
      await patch(`/api/orders/${delivered.orderId}/cancel`, delivered.customer.headers, CANCEL),
      409,
      'Order #1 has been delivered and can no longer be cancelled.',
    );
    const twice = await customerWithOrder(2);
    await patch(`/api/orders/${twice.orderId}/cancel`, twice.customer.headers, CANCEL);
    expectError(await patch(`/api/orders/${twice.orderId}/cancel`, twice.customer.headers, CANCEL), 409, 'Order #1 is already cancelled.');
    expect(await stockOf(t, twice.productId)).toBe(20);
  });

  it('keeps the reason, shows it on the tracking card and the order, and no delivery estimate', async () => {
    const { customer, orderId } = await customerWithOrder();
    const res = await patch(`/api/orders/${orderId}/cancel`, customer.headers, {
      reason: 'other',
      note: '  Bought it at the shop downstairs ',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { tracking } = CancelOrderResponseSchema.parse(res.json());
    expect(tracking).toMatchObject({
      cancelReason: { code: 'other', note: 'Bought it at the shop downstairs' },
      estimatedDelivery: 'Not delivered: the order was cancelled',
    });
    const detail = (await get(`/api/orders/${orderId}`, customer.headers)).json<unknown>();
    expect(JSON.stringify(detail)).toContain('"cancelReason":{"code":"other","note":"Bought it at the shop downstairs"}');
    const listed = await customerWithOrder();
    await patch(`/api/orders/${listed.orderId}/cancel`, listed.customer.headers, {
      reason: 'found_cheaper',
      note: 'ignored for a listed reason',
    });
    const [row] = await t.database.db
      .select({ code: orders.cancelReason, note: orders.cancelReasonNote })
      .from(orders)
      .where(eq(orders.id, listed.orderId));
    expect(row).toEqual({ code: 'found_cheaper', note: null });
  });

  it.each([
    [undefined, 'Please choose a reason for cancelling.'],
    [{}, 'Please choose a reason for cancelling.'],
    [{ reason: 'bored' }, 'Please choose a reason for cancelling.'],
    [{ reason: 'other' }, 'Please tell us why you are cancelling (at least 3 characters).'],
    [{ reason: 'other', note: ' a ' }, 'Please tell us why you are cancelling (at least 3 characters).'],
    [{ reason: 'other', note: 'x'.repeat(301) }, 'Your reason can have at most 300 characters.'],
    [{ reason: 'changed_mind', extra: 1 }, undefined],
  ])('refuses the body %j with a 400 and cancels nothing', async (payload, message) => {
    const { customer, orderId } = await customerWithOrder();
    const body = expectError(await patch(`/api/orders/${orderId}/cancel`, customer.headers, payload), 400);
    if (message) expect(body.message).toContain(message);
    const [row] = await t.database.db
      .select({ status: orders.status, code: orders.cancelReason })
      .from(orders)
      .where(eq(orders.id, orderId));
    expect(row).toEqual({ status: 'confirmed', code: null });
  });
});

describe('PATCH /api/orders/:orderId/payment-status', () => {
  it('keeps a cash-on-delivery order cod_pending, as often as asked', async () => {
    const { customer, orderId } = await customerWithOrder();
    for (let i = 0; i < 2; i++) {
      const res = await patch(`/api/orders/${orderId}/payment-status`, customer.headers, { status: 'cod_pending', paymentMethod: 'cod' });
      expect(OrderResponseSchema.parse(res.json()).order.paymentStatus).toBe('cod_pending');
    }
  });

  it("never lets the browser mark an order paid: 'Only the payment provider can mark an order paid.'", async () => {
    const online = await customerWithOrder(1, { paymentMethod: 'upi' });
    const res = await patch(`/api/orders/${online.orderId}/payment-status`, online.customer.headers, { status: 'paid' });
    expect(expectError(res, 400).message).toContain('Only the payment provider can mark an order paid.');
    expectError(
      await patch(`/api/orders/${online.orderId}/payment-status`, online.customer.headers, { status: 'cod_pending' }),
      403,
      'Only the payment provider can mark an order paid.',
    );
    const [row] = await t.database.db.select({ paymentStatus: orders.paymentStatus }).from(orders).where(eq(orders.id, online.orderId));
    expect(row?.paymentStatus).toBe('pending');
  });
});

describe('GET /api/orders/:orderId/invoice.pdf', () => {
  it('downloads a PDF named after the order number', async () => {
    const { customer, orderId } = await customerWithOrder(2, { gstNumber: '27AAPFU0939F1ZV', wantsInvoice: true });
    const res = await get(`/api/orders/${orderId}/invoice.pdf`, customer.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="invoice-1.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.rawPayload.length).toBeGreaterThan(1_000);
  });

  it('needs a login', async () => {
    const { orderId } = await customerWithOrder();
    expectError(await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/invoice.pdf` }), 401, 'Authentication required');
  });
});
