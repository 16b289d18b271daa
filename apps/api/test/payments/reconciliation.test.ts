import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentVerificationSchema, PhonePeInitiateResponseSchema } from '@dawa/shared/commerce/payments';
import { orderEvents } from '../../src/db/schema/index.ts';
import { createVerifiedUser } from '../helpers/accounts.ts';
import { createPaymentsTestApp, orderRow, placeOrder, stockOf, type PaymentsTestApp } from './helpers.ts';

let t: PaymentsTestApp;
let customer: Awaited<ReturnType<typeof createVerifiedUser>>;

beforeAll(async () => {
  t = await createPaymentsTestApp();
  customer = await createVerifiedUser(t);
});
afterAll(() => t.close());

const MINUTE = 60_000;

async function initiate(orderId: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payments/phonepe/initiate',
    headers: customer.headers,
    payload: { orderId },
  });
  expect(res.statusCode, res.body).toBe(200);
  return PhonePeInitiateResponseSchema.parse(res.json());
}

describe('reconciliation of payments that never complete', () => {
  it('turns an order still unpaid 30 minutes after it was placed into an unpaid attempt and gives its stock back', async () => {
    const placedAt = new Date(Date.now() - 10 * MINUTE);
    const { order, productId } = await placeOrder(t, customer.headers, { method: 'phonepe', quantity: 2, stock: 5, placedAt });
    const started = await initiate(order.id);
    const { order: cod } = await placeOrder(t, customer.headers, { method: 'cod', placedAt });

    // 29 minutes after the order: PhonePe still says pending, so nothing changes.
    const early = await t.app.services.payments.sweep(new Date(placedAt.getTime() + 29 * MINUTE));
    expect(early.expiredOrders).not.toContain(order.id);
    expect((await orderRow(t.database.db, order.id)).status).toBe('pending');

    const late = await t.app.services.payments.sweep(new Date(placedAt.getTime() + 31 * MINUTE));
    expect(late.expiredOrders).toContain(order.id);
    expect(late.expiredOrders).not.toContain(cod.id);
    expect(await orderRow(t.database.db, order.id)).toMatchObject({ status: 'unpaid', paymentStatus: 'failed' });
    expect(await stockOf(t.database.db, productId)).toBe(5);
    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events).toContainEqual(
      expect.objectContaining({ status: 'Payment Failed', description: 'Payment was not completed within 30 minutes.' }),
    );

    const verify = await t.app.inject({
      method: 'GET',
      url: `/api/payments/phonepe/verify/${started.merchantTransactionId}`,
      headers: customer.headers,
    });
    expect(PaymentVerificationSchema.parse(verify.json())).toMatchObject({
      paymentStatus: 'failed',
      message: 'Payment was not completed within 30 minutes. Nothing was taken. You can pay again from My Orders.',
    });
  });

  it('settles a payment PhonePe completed but whose callback was lost, instead of cancelling it', async () => {
    const placedAt = new Date(Date.now() - 5 * MINUTE);
    const { order } = await placeOrder(t, customer.headers, { method: 'phonepe', placedAt });
    const started = await initiate(order.id);
    const token = new URL(started.paymentUrl).searchParams.get('token') ?? '';
    t.network.dropCallbacks = true;
    try {
      await t.app.inject({
        method: 'POST',
        url: '/api/payments/phonepe-sandbox/transact',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `token=${token}&outcome=success`,
      });
    } finally {
      t.network.dropCallbacks = false;
    }
    expect((await orderRow(t.database.db, order.id)).paymentStatus).toBe('pending');
    const result = await t.app.services.payments.sweep(new Date(placedAt.getTime() + 45 * MINUTE));
    expect(result.expiredOrders).not.toContain(order.id);
    expect(await orderRow(t.database.db, order.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });
});
