import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CancelOrderResponseSchema, OrderListResponseSchema } from '@dawa/shared/commerce/orders';
import { PhonePeInitiateResponseSchema } from '@dawa/shared/commerce/payments';
import { payments } from '../../src/db/schema/index.ts';
import { createVerifiedUser } from '../helpers/accounts.ts';
import {
  choosePhonePe,
  createPaymentsTestApp,
  eventsOf,
  initiatePhonePe,
  orderRow,
  paymentsOf,
  placeOrder,
  stockOf,
  type PaymentsTestApp,
} from './helpers.ts';
import { openCheckout, payOnSandboxPage, verifyCheckout } from './razorpay-helpers.ts';

let t: PaymentsTestApp;
let customer: Awaited<ReturnType<typeof createVerifiedUser>>;

beforeAll(async () => {
  t = await createPaymentsTestApp();
  customer = await createVerifiedUser(t);
});
afterAll(() => t.close());

async function start(orderId: number) {
  const res = await initiatePhonePe(t, customer.headers, orderId);
  expect(res.statusCode, res.body).toBe(200);
  return PhonePeInitiateResponseSchema.parse(res.json());
}

/** The sandbox's own books: what PhonePe captured and refunded for these attempts. */
function atPhonePe(merchantTransactionIds: readonly string[]) {
  const sandbox = t.app.services.phonePeSandbox;
  if (!sandbox) throw new Error('the sandbox is not mounted');
  return sandbox.orders().filter((tx) => merchantTransactionIds.includes(tx.merchantOrderId));
}

describe('one payment per order', () => {
  it('a second PhonePe start replaces the first: the sandbox expires it, its pay page takes no money, the order is paid once', async () => {
    const { order } = await placeOrder(t, customer.headers, { method: 'phonepe' });
    const first = await start(order.id);
    const second = await start(order.id);
    expect((await paymentsOf(t.database.db, order.id)).map((p) => p.status)).toEqual(['superseded', 'pending']);

    // The customer still pays on the first, older page: PhonePe (the sandbox) refuses, nothing is taken.
    const oldPage = new URL(first.paymentUrl);
    expect((await t.app.inject({ method: 'GET', url: oldPage.pathname + oldPage.search })).body).toContain(
      'This payment has expired: the shop started a newer one',
    );
    await choosePhonePe(t, first.paymentUrl, 'success');
    expect(await orderRow(t.database.db, order.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    await choosePhonePe(t, second.paymentUrl, 'success');

    expect(await orderRow(t.database.db, order.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect((await paymentsOf(t.database.db, order.id)).map((p) => p.status)).toEqual(['superseded', 'success']);
    const captured = atPhonePe([first.merchantTransactionId, second.merchantTransactionId]).filter((tx) => tx.state === 'COMPLETED');
    expect(captured.map((tx) => tx.merchantOrderId)).toEqual([second.merchantTransactionId]);
  });

  it('money arriving for a replaced attempt (real PhonePe cannot cancel one) is refunded through PhonePe and shown on the order', async () => {
    const { order } = await placeOrder(t, customer.headers, { method: 'phonepe' });
    t.network.dropExpire = true;
    let first;
    let second;
    try {
      first = await start(order.id);
      second = await start(order.id);
    } finally {
      t.network.dropExpire = false;
    }
    await choosePhonePe(t, second.paymentUrl, 'success');
    await choosePhonePe(t, first.paymentUrl, 'success');

    const rows = await paymentsOf(t.database.db, order.id);
    expect(rows.map((p) => p.status)).toEqual(['refunded', 'success']);
    expect(rows[0]?.refundTransactionId).toMatch(/^RF\d+_[0-9a-f]{16}$/);
    expect(await orderRow(t.database.db, order.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    const [late] = atPhonePe([first.merchantTransactionId]);
    expect(late?.refunds).toEqual([expect.objectContaining({ merchantRefundId: rows[0]?.refundTransactionId, amount: order.totalPaise })]);
    const refundEvent = (await eventsOf(t.database.db, order.id)).find((e) => e.status === 'Payment Refunded');
    expect(refundEvent?.description).toBe(
      `A payment (transaction ${late?.attempts.at(-1)?.transactionId}) arrived that this order did not need; it was refunded automatically and reaches you in 5-7 business days.`,
    );
  });

  it('the database admits one open attempt and one successful payment per order', async () => {
    const { order } = await placeOrder(t, customer.headers, { method: 'phonepe' });
    const row = (status: 'pending' | 'success', id: string) => ({
      orderId: order.id,
      provider: 'phonepe',
      method: 'phonepe' as const,
      merchantTransactionId: id,
      amountPaise: order.totalPaise,
      status,
    });
    await t.database.db.insert(payments).values(row('pending', `DWOPEN${order.id}A`));
    await expect(t.database.db.insert(payments).values(row('pending', `DWOPEN${order.id}B`))).rejects.toThrow();
    await t.database.db.insert(payments).values(row('success', `DWPAID${order.id}A`));
    await expect(t.database.db.insert(payments).values(row('success', `DWPAID${order.id}B`))).rejects.toThrow();
  });

  it('cancelling a paid PhonePe order refunds it through PhonePe: the order ends refunded', async () => {
    const { order } = await placeOrder(t, customer.headers, { method: 'phonepe' });
    const started = await start(order.id);
    await choosePhonePe(t, started.paymentUrl, 'success');
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${order.id}/cancel`,
      headers: customer.headers,
      payload: { reason: 'changed_mind' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const cancelled = CancelOrderResponseSchema.parse(res.json());
    expect(cancelled.message).toBe(`Order #${order.userOrderNumber} has been cancelled successfully.`);
    expect(cancelled.tracking.events.map((e) => e.status).slice(0, 2)).toEqual(['Refunded', 'Cancelled']);

    expect(await orderRow(t.database.db, order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    const [payment] = await paymentsOf(t.database.db, order.id);
    expect(payment).toMatchObject({ status: 'refunded' });
    expect(atPhonePe([started.merchantTransactionId])[0]?.refunds).toEqual([
      expect.objectContaining({ merchantRefundId: payment?.refundTransactionId, amount: order.totalPaise }),
    ]);
  });
  // Card, UPI and net banking (Razorpay): razorpay.test.ts.
});

describe('unpaid attempts', () => {
  it('a failed payment leaves an unpaid order, listed with pay again and without an invoice; paying again takes its stock again', async () => {
    const { order, productId } = await placeOrder(t, customer.headers, { method: 'card', quantity: 2, stock: 5 });
    await payOnSandboxPage(t, await openCheckout(t, customer.headers, order.id, { method: 'card' }), 'pay', { card_last4: '0002' });
    await t.app.services.payments.sweep();
    expect(await orderRow(t.database.db, order.id)).toMatchObject({ status: 'unpaid', paymentStatus: 'failed', cancelledAt: null });

    const list = OrderListResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/orders', headers: customer.headers })).json(),
    );
    expect(list.items.find((o) => o.id === order.id)).toMatchObject({ status: 'unpaid', canPayAgain: true, hasInvoice: false });
    const invoice = await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}/invoice.pdf`, headers: customer.headers });
    expect(invoice.statusCode).toBe(404);
    expect(invoice.json()).toEqual({ code: 'not_found', message: 'There is no invoice for this order: it was never paid.' });

    const again = await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/pay-again`, headers: customer.headers });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({
      message: `Order #${order.userOrderNumber} is waiting for your payment again.`,
      order: { status: 'pending', canPayAgain: false },
    });
    expect(await stockOf(t.database.db, productId)).toBe(3);
    const pending = await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}/invoice.pdf`, headers: customer.headers });
    expect(pending.statusCode).toBe(409);
    expect(pending.json()).toEqual({ code: 'conflict', message: 'The tax invoice is issued once the order is paid.' });

    const again2 = await openCheckout(t, customer.headers, order.id, { method: 'card' });
    await verifyCheckout(t, customer.headers, again2.merchantTransactionId, await payOnSandboxPage(t, again2, 'pay'));
    expect(await orderRow(t.database.db, order.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}/invoice.pdf`, headers: customer.headers })).statusCode).toBe(
      200,
    );
  });
});
