import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayChargeResponseSchema, PaymentVerificationSchema, SANDBOX_DECLINED_CARD, SANDBOX_DECLINED_UPI_PREFIX } from '@dawa/shared/commerce/payments';
import { PAYMENT_MESSAGES } from '@dawa/shared/commerce/payment-details';
import { payments } from '../../src/db/schema/index.ts';
import { createVerifiedUser, expectError } from '../helpers/accounts.ts';
import { createPaymentsTestApp, orderRow, placeOrder, stockOf, type PaymentsTestApp } from './helpers.ts';

let t: PaymentsTestApp;
let customer: Awaited<ReturnType<typeof createVerifiedUser>>;

beforeAll(async () => {
  t = await createPaymentsTestApp({ captureLogs: true });
  customer = await createVerifiedUser(t);
});
afterAll(() => t.close());

const GOOD_CARD = '4242 4242 4242 4242';
const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
const card = (number: string, overrides: Record<string, string> = {}) => ({ number, expiry: `12/${nextYear}`, cvv: '936', name: 'Asha Verma', ...overrides });

async function charge(payload: Record<string, unknown>, headers = customer.headers) {
  return t.app.inject({ method: 'POST', url: '/api/payments/gateway/charge', headers, payload });
}

async function status(merchantTransactionId: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/payments/${merchantTransactionId}/status`, headers: customer.headers });
  expect(res.statusCode, res.body).toBe(200);
  return PaymentVerificationSchema.parse(res.json());
}

/** Polls as the checkout page does until the gateway has answered (it takes 1 to 3 s). */
async function settled(merchantTransactionId: string) {
  for (let i = 0; i < 20; i++) {
    const answer = await status(merchantTransactionId);
    if (answer.paymentStatus !== 'pending') return answer;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the gateway never settled');
}

describe('card, UPI and net banking through the sandbox gateway', () => {
  it('takes a card payment: pending at first, paid 1 to 3 s later; only the last 4 digits are kept', async () => {
    const { order } = await placeOrder(t, customer.headers, { method: 'card' });
    const res = await charge({ orderId: order.id, method: 'card', card: card(GOOD_CARD) });
    expect(res.statusCode, res.body).toBe(200);
    const { merchantTransactionId, paymentStatus } = GatewayChargeResponseSchema.parse(res.json());
    expect(paymentStatus).toBe('pending');
    expect((await status(merchantTransactionId)).paymentStatus).toBe('pending');

    const [row] = await t.database.db.select().from(payments).where(eq(payments.merchantTransactionId, merchantTransactionId));
    expect(row).toMatchObject({ instrument: 'Visa •••• 4242', cardLast4: '4242', method: 'card', amountPaise: order.totalPaise });
    const settleIn = (row?.settleAt?.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(settleIn).toBeGreaterThanOrEqual(900);
    expect(settleIn).toBeLessThanOrEqual(3100);

    const answer = await settled(merchantTransactionId);
    expect(answer).toMatchObject({ success: true, paymentStatus: 'success', amountPaise: order.totalPaise, orderId: order.id });
    expect(await orderRow(t.database.db, order.id)).toMatchObject({ paymentStatus: 'paid', status: 'confirmed' });
  });

  it('declines the sandbox decline card: the payment fails, the order becomes an unpaid attempt and its stock is back', async () => {
    const { order, productId } = await placeOrder(t, customer.headers, { method: 'card', quantity: 4, stock: 10 });
    expect(await stockOf(t.database.db, productId)).toBe(6);
    const res = await charge({ orderId: order.id, method: 'card', card: card(SANDBOX_DECLINED_CARD) });
    const { merchantTransactionId } = GatewayChargeResponseSchema.parse(res.json());
    // The reconciliation sweep 5 s on settles it as the status call would.
    await t.app.services.payments.sweep(new Date(Date.now() + 5_000));
    const answer = await status(merchantTransactionId);
    expect(answer).toMatchObject({ success: false, paymentStatus: 'failed', message: 'The card payment was declined. Nothing was taken. You can pay again from My Orders.' });
    expect(await orderRow(t.database.db, order.id)).toMatchObject({ status: 'unpaid', paymentStatus: 'failed', cancelledAt: null });
    expect(await stockOf(t.database.db, productId)).toBe(10);
  });

  it('takes UPI and net banking, declines the sandbox decline UPI id, and keeps the UPI id masked', async () => {
    const { order: upiOrder } = await placeOrder(t, customer.headers, { method: 'upi' });
    const upi = GatewayChargeResponseSchema.parse((await charge({ orderId: upiOrder.id, method: 'upi', upiId: 'asha.verma@okhdfc' })).json());
    const { order: bankOrder } = await placeOrder(t, customer.headers, { method: 'netbanking' });
    const bank = GatewayChargeResponseSchema.parse((await charge({ orderId: bankOrder.id, method: 'netbanking', bank: 'HDFC' })).json());
    const { order: failOrder } = await placeOrder(t, customer.headers, { method: 'upi' });
    const failing = GatewayChargeResponseSchema.parse(
      (await charge({ orderId: failOrder.id, method: 'upi', upiId: `${SANDBOX_DECLINED_UPI_PREFIX}.test@okaxis` })).json(),
    );
    await t.app.services.payments.sweep(new Date(Date.now() + 5_000));

    expect((await status(upi.merchantTransactionId)).paymentStatus).toBe('success');
    expect((await status(bank.merchantTransactionId)).paymentStatus).toBe('success');
    expect(await status(failing.merchantTransactionId)).toMatchObject({ paymentStatus: 'failed', message: 'The UPI payment was declined. Nothing was taken. You can pay again from My Orders.' });
    const rows = await t.database.db.select({ mtid: payments.merchantTransactionId, instrument: payments.instrument }).from(payments);
    const instrumentOf = (mtid: string) => rows.find((r) => r.mtid === mtid)?.instrument;
    expect(instrumentOf(upi.merchantTransactionId)).toBe('UPI a***@okhdfc');
    expect(instrumentOf(bank.merchantTransactionId)).toBe('HDFC');
  });

  it('refuses invalid details with the messages of the checkout form', async () => {
    const { order } = await placeOrder(t, customer.headers, { method: 'card' });
    expectError(await charge({ orderId: order.id, method: 'card', card: card('4242 4242 4242 4241') }), 400, PAYMENT_MESSAGES.cardNumber);
    expectError(await charge({ orderId: order.id, method: 'card', card: card('4242 4242 42') }), 400, 'Invalid card number.');
    expectError(await charge({ orderId: order.id, method: 'card', card: card(GOOD_CARD, { expiry: '01/20' }) }), 400, 'Invalid expiry date.');
    expectError(await charge({ orderId: order.id, method: 'card', card: card(GOOD_CARD, { cvv: '12' }) }), 400, 'Invalid CVV.');
    expectError(await charge({ orderId: order.id, method: 'card', card: card(GOOD_CARD, { name: ' ' }) }), 400, 'Please fill in all card details.');

    const { order: upiOrder } = await placeOrder(t, customer.headers, { method: 'upi' });
    expectError(await charge({ orderId: upiOrder.id, method: 'upi', upiId: 'not-an-upi-id' }), 400, 'Please enter a valid UPI ID.');
    const { order: bankOrder } = await placeOrder(t, customer.headers, { method: 'netbanking' });
    const noBank = expectError(await charge({ orderId: bankOrder.id, method: 'netbanking', bank: 'Bank of Nowhere' }), 400);
    expect(noBank.fieldErrors?.bank).toEqual(['Please select a bank.']);

    // Nothing was charged or written for any of them.
    const written = await t.database.db.select().from(payments).where(sql`${payments.orderId} in (${order.id}, ${upiOrder.id}, ${bankOrder.id})`);
    expect(written).toEqual([]);
  });

  it('never keeps or logs the card number, expiry or CVV', async () => {
    const { order } = await placeOrder(t, customer.headers, { method: 'card' });
    const number = '4111111111111111';
    const res = await charge({ orderId: order.id, method: 'card', card: { number, expiry: `11/${nextYear}`, cvv: '737', name: 'Asha Verma' } });
    const { merchantTransactionId } = GatewayChargeResponseSchema.parse(res.json());
    await t.app.services.payments.sweep(new Date(Date.now() + 5_000));
    expect((await status(merchantTransactionId)).paymentStatus).toBe('success');
    // A refused attempt with another card number is not kept either.
    await charge({ orderId: order.id, method: 'card', card: { number: '5555555555554444', expiry: '13/99', cvv: '123', name: 'A' } });

    const dump = JSON.stringify([
      await t.database.db.execute(sql`select * from payments`),
      await t.database.db.execute(sql`select * from payment_events`),
    ]);
    expect(dump).toContain('1111');
    for (const secret of [number, '5555555555554444', '4111 1111', `11/${nextYear}`, '"737"']) expect(dump).not.toContain(secret);
    const logs = t.logs.join('');
    expect(logs).toContain('/api/payments/gateway/charge');
    for (const secret of [number, '5555555555554444', '"737"', `11/${nextYear}`, '"cvv"', '"card"']) expect(logs).not.toContain(secret);
  });

  it('charges once on a double click, checks the method, and hides other customers’ orders and payments', async () => {
    const { order } = await placeOrder(t, customer.headers, { method: 'card' });
    const first = GatewayChargeResponseSchema.parse((await charge({ orderId: order.id, method: 'card', card: card(GOOD_CARD) })).json());
    const second = GatewayChargeResponseSchema.parse((await charge({ orderId: order.id, method: 'card', card: card(GOOD_CARD) })).json());
    expect(second.merchantTransactionId).toBe(first.merchantTransactionId);

    expectError(await charge({ orderId: order.id, method: 'upi', upiId: 'asha@okhdfc' }), 409, 'This order is to be paid with Credit / Debit Card, not UPI.');
    const stranger = await createVerifiedUser(t);
    expectError(await charge({ orderId: order.id, method: 'card', card: card(GOOD_CARD) }, stranger.headers), 404, 'Order not found');
    const peek = await t.app.inject({ method: 'GET', url: `/api/payments/${first.merchantTransactionId}/status`, headers: stranger.headers });
    expectError(peek, 404, 'Invalid payment reference');
  });
});
