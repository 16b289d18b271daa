import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentVerificationSchema, PhonePeInitiateResponseSchema } from '@dawa/shared/commerce/payments';
import { orderEvents, paymentEvents, payments } from '../../src/db/schema/index.ts';
import { callbackChecksum, statusChecksum, toBase64Json } from '../../src/providers/payments/phonepe-checksum.ts';
import { SANDBOX_BANNER } from '../../src/providers/payments/phonepe-sandbox-page.ts';
import { createVerifiedUser, expectError } from '../helpers/accounts.ts';
import { createPaymentsTestApp, orderRow, placeOrder, stockOf, type PaymentsTestApp } from './helpers.ts';

let t: PaymentsTestApp;
let customer: Awaited<ReturnType<typeof createVerifiedUser>>;

beforeAll(async () => {
  t = await createPaymentsTestApp({ captureLogs: true });
  customer = await createVerifiedUser(t);
});
afterAll(() => t.close());

const SANDBOX = '/api/payments/phonepe-sandbox';

async function initiate(orderId: number, extra: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payments/phonepe/initiate',
    headers: customer.headers,
    payload: { orderId, ...extra },
  });
  expect(res.statusCode, res.body).toBe(200);
  return PhonePeInitiateResponseSchema.parse(res.json());
}

/** Opens the hosted page the browser was sent to, and presses one of its buttons. */
async function payOnHostedPage(paymentUrl: string, outcome: 'success' | 'failure' | 'pending') {
  const url = new URL(paymentUrl);
  const page = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
  expect(page.statusCode).toBe(200);
  const token = url.searchParams.get('token') ?? '';
  const choice = await t.app.inject({
    method: 'POST',
    url: `${SANDBOX}/transact`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token, outcome }).toString(),
  });
  return { page, choice };
}

async function verify(merchantTransactionId: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/payments/phonepe/verify/${merchantTransactionId}`,
    headers: customer.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return PaymentVerificationSchema.parse(res.json());
}

/** A callback signed with the app's real salt key (as PhonePe would sign it). */
function signedCallback(document: unknown) {
  const response = toBase64Json(document);
  return { response, xVerify: callbackChecksum(response, t.phonePe.saltKey, t.phonePe.saltIndex) };
}

const successDocument = (merchantTransactionId: string, amount: number) => ({
  success: true,
  code: 'PAYMENT_SUCCESS',
  message: 'Your payment is successful.',
  data: {
    merchantId: t.phonePe.merchantId,
    merchantTransactionId,
    transactionId: 'TFORGED1',
    amount,
    state: 'COMPLETED',
    responseCode: 'SUCCESS',
  },
});

async function postCallback(response: string, xVerify: string) {
  return t.app.inject({ method: 'POST', url: '/api/payments/phonepe/callback', headers: { 'x-verify': xVerify }, payload: { response } });
}

describe('PhonePe through the built-in sandbox', () => {
  it('pays: initiate, hosted page, success, callback; verify says success and the order is paid and confirmed', async () => {
    const { order } = await placeOrder(t, customer.headers, { method: 'phonepe', quantity: 2, unitPricePaise: 250_00 });
    const started = await initiate(order.id, { amount: 500_00, userPhone: '+91 98765 43210' });
    expect(started.success).toBe(true);
    expect(started.merchantTransactionId).toMatch(/^[A-Za-z0-9_-]{1,34}$/);
    expect(started.paymentUrl).toBe(
      `${t.env.PUBLIC_URL}${SANDBOX}/transact?token=${new URL(started.paymentUrl).searchParams.get('token')}`,
    );

    const { page, choice } = await payOnHostedPage(started.paymentUrl, 'success');
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(SANDBOX_BANNER);
    expect(page.body).toContain('₹500.00');
    expect(page.body).toContain(started.merchantTransactionId);
    expect(page.body).toContain('Dawa Pharmacy');
    for (const label of ['Pay successfully', 'Fail payment', 'Leave pending']) expect(page.body).toContain(`>${label}</button>`);
    expect(choice.statusCode).toBe(303);
    expect(choice.headers.location).toBe(`${t.env.PUBLIC_URL}/payment/callback/${started.merchantTransactionId}`);

    // The sandbox's callback has already settled the order, before the browser comes back.
    const paid = await orderRow(t.database.db, order.id);
    expect(paid).toMatchObject({ paymentStatus: 'paid', status: 'confirmed' });
    const verification = await verify(started.merchantTransactionId);
    expect(verification).toMatchObject({ success: true, paymentStatus: 'success', amountPaise: 500_00, orderId: order.id });
    expect(verification.transactionId).toMatch(/^T\d+/);

    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.map((e) => e.status)).toEqual(expect.arrayContaining(['Payment Received', 'Order Confirmed']));

    // PhonePe may repeat a callback: a second identical one is accepted and changes nothing.
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.merchantTransactionId, started.merchantTransactionId));
    const repeat = signedCallback({
      ...successDocument(started.merchantTransactionId, 500_00),
      data: { ...successDocument(started.merchantTransactionId, 500_00).data, transactionId: payment?.providerTransactionId },
    });
    const again = await postCallback(repeat.response, repeat.xVerify);
    expect(again.statusCode, again.body).toBe(200);
    const eventsAfter = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(eventsAfter).toHaveLength(events.length);
  });

  it('fails: the order becomes an unpaid attempt (not cancelled), the payment failed and the stock is back', async () => {
    const { order, productId } = await placeOrder(t, customer.headers, { method: 'phonepe', quantity: 3, stock: 10 });
    expect(await stockOf(t.database.db, productId)).toBe(7);
    const started = await initiate(order.id);
    const { choice } = await payOnHostedPage(started.paymentUrl, 'failure');
    expect(choice.statusCode).toBe(303);

    expect(await orderRow(t.database.db, order.id)).toMatchObject({ status: 'unpaid', paymentStatus: 'failed', cancelledAt: null });
    expect(await stockOf(t.database.db, productId)).toBe(10);
    const verification = await verify(started.merchantTransactionId);
    expect(verification).toMatchObject({
      success: false,
      paymentStatus: 'failed',
      message: 'The PhonePe payment failed. Nothing was taken. You can pay again from My Orders.',
    });
  });

  it('stays pending when left pending: no callback, verify asks PhonePe and says pending', async () => {
    const { order } = await placeOrder(t, customer.headers, { method: 'phonepe' });
    const started = await initiate(order.id);
    const { choice } = await payOnHostedPage(started.paymentUrl, 'pending');
    expect(choice.statusCode).toBe(303);
    const verification = await verify(started.merchantTransactionId);
    expect(verification).toMatchObject({
      success: true,
      paymentStatus: 'pending',
      message: "Your payment is being processed. We'll update you shortly.",
    });
    expect(await orderRow(t.database.db, order.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    const callbacks = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.kind, 'phonepe_callback'));
    expect(
      callbacks.filter((e) => (e.detail as { merchantTransactionId?: string }).merchantTransactionId === started.merchantTransactionId),
    ).toEqual([]);
  });

  it('settles from the status API when the callback is lost', async () => {
    const { order } = await placeOrder(t, customer.headers, { method: 'phonepe' });
    const started = await initiate(order.id);
    t.network.dropCallbacks = true;
    try {
      await payOnHostedPage(started.paymentUrl, 'success');
    } finally {
      t.network.dropCallbacks = false;
    }
    expect((await orderRow(t.database.db, order.id)).paymentStatus).toBe('pending');
    // The result page's verification asks PhonePe's status API and settles from its answer.
    expect((await verify(started.merchantTransactionId)).paymentStatus).toBe('success');
    expect(await orderRow(t.database.db, order.id)).toMatchObject({ paymentStatus: 'paid', status: 'confirmed' });
  });

  it('refuses a forged callback (wrong checksum), records and logs it, and leaves the order alone', async () => {
    const { order } = await placeOrder(t, customer.headers, { method: 'phonepe' });
    const started = await initiate(order.id);
    const response = toBase64Json(successDocument(started.merchantTransactionId, order.totalPaise));
    const forged = await postCallback(response, callbackChecksum(response, 'not-the-salt-key', t.phonePe.saltIndex));
    expectError(forged, 400, 'Callback refused: checksum mismatch.');

    expect(await orderRow(t.database.db, order.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.merchantTransactionId, started.merchantTransactionId));
    const events = await t.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentId, payment?.id ?? -1));
    expect(events).toEqual([expect.objectContaining({ kind: 'phonepe_callback', accepted: false })]);
    expect(t.logs.some((line) => line.includes('PhonePe callback refused') && line.includes('"level":40'))).toBe(true);
    expect((await verify(started.merchantTransactionId)).paymentStatus).toBe('pending');
  });

  it('refuses a correctly signed callback whose amount differs from the payment', async () => {
    const { order } = await placeOrder(t, customer.headers, { method: 'phonepe' });
    const started = await initiate(order.id);
    const cheap = signedCallback(successDocument(started.merchantTransactionId, 100));
    expectError(await postCallback(cheap.response, cheap.xVerify), 400, 'Callback refused: amount mismatch.');
    expect((await orderRow(t.database.db, order.id)).paymentStatus).toBe('pending');

    const [payment] = await t.database.db.select().from(payments).where(eq(payments.merchantTransactionId, started.merchantTransactionId));
    const [event] = await t.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentId, payment?.id ?? -1));
    expect(event).toMatchObject({
      accepted: false,
      detail: expect.objectContaining({ reason: 'amount mismatch', amountPaise: 100 }) as unknown,
    });
  });

  it('refuses callbacks about another merchant or an unknown transaction', async () => {
    const { order } = await placeOrder(t, customer.headers, { method: 'phonepe' });
    const started = await initiate(order.id);
    const document = successDocument(started.merchantTransactionId, order.totalPaise);
    const otherMerchant = signedCallback({ ...document, data: { ...document.data, merchantId: 'SOMEONEELSE' } });
    expectError(await postCallback(otherMerchant.response, otherMerchant.xVerify), 400, 'Callback refused: merchant id mismatch.');
    const unknown = signedCallback({ ...document, data: { ...document.data, merchantTransactionId: 'DW0_unknown' } });
    expectError(await postCallback(unknown.response, unknown.xVerify), 400, 'Callback refused: unknown transaction.');
    expect((await orderRow(t.database.db, order.id)).paymentStatus).toBe('pending');
  });

  it("answers 404 for another customer's order or payment, and 409 for a wrong amount or method", async () => {
    const stranger = await createVerifiedUser(t);
    const { order } = await placeOrder(t, customer.headers, { method: 'phonepe' });
    const started = await initiate(order.id);
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/api/payments/phonepe/initiate',
      headers: stranger.headers,
      payload: { orderId: order.id },
    });
    expectError(theirs, 404, 'Order not found');
    const peek = await t.app.inject({
      method: 'GET',
      url: `/api/payments/phonepe/verify/${started.merchantTransactionId}`,
      headers: stranger.headers,
    });
    expectError(peek, 404, 'Invalid payment reference');
    const unknown = await t.app.inject({ method: 'GET', url: '/api/payments/phonepe/verify/DW1_doesnotexist', headers: customer.headers });
    expectError(unknown, 404, 'Invalid payment reference');

    const wrongAmount = await t.app.inject({
      method: 'POST',
      url: '/api/payments/phonepe/initiate',
      headers: customer.headers,
      payload: { orderId: order.id, amount: order.totalPaise - 1 },
    });
    expectError(wrongAmount, 409, 'The amount does not match the order total. Please reload your order.');
    const { order: cardOrder } = await placeOrder(t, customer.headers, { method: 'card' });
    const wrongMethod = await t.app.inject({
      method: 'POST',
      url: '/api/payments/phonepe/initiate',
      headers: customer.headers,
      payload: { orderId: cardOrder.id },
    });
    expectError(wrongMethod, 409, 'This order is to be paid with Credit / Debit Card, not PhonePe.');
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/payments/phonepe/initiate', payload: { orderId: order.id } });
    expectError(anonymous, 401);
  });

  it('does not let the browser mark an order paid', async () => {
    const { order } = await placeOrder(t, customer.headers, { method: 'phonepe' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${order.id}/payment-status`,
      headers: customer.headers,
      payload: { status: 'paid', paymentMethod: 'phonepe' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect((await orderRow(t.database.db, order.id)).paymentStatus).toBe('pending');
  });
});

describe('the sandbox speaks PhonePe', () => {
  it('refuses a pay request with a wrong X-VERIFY in the AUTHORIZATION_FAILED shape', async () => {
    const request = toBase64Json({ merchantId: t.phonePe.merchantId, merchantTransactionId: 'X1', amount: 100 });
    const res = await t.app.inject({
      method: 'POST',
      url: `${SANDBOX}/pg/v1/pay`,
      headers: { 'x-verify': 'abc###1' },
      payload: { request },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 'AUTHORIZATION_FAILED' });
  });

  it('checks X-VERIFY and X-MERCHANT-ID on status and answers TRANSACTION_NOT_FOUND for an unknown id', async () => {
    const { merchantId, saltKey, saltIndex } = t.phonePe;
    const url = `${SANDBOX}/pg/v1/status/${merchantId}/NOPE1`;
    const good = statusChecksum(merchantId, 'NOPE1', saltKey, saltIndex);
    const noMerchant = await t.app.inject({ method: 'GET', url, headers: { 'x-verify': good } });
    expect(noMerchant.json()).toMatchObject({ code: 'AUTHORIZATION_FAILED' });
    const unknown = await t.app.inject({ method: 'GET', url, headers: { 'x-verify': good, 'x-merchant-id': merchantId } });
    expect(unknown.json()).toMatchObject({ success: false, code: 'TRANSACTION_NOT_FOUND' });
  });

  it('shows a clear page for an unknown pay link', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${SANDBOX}/transact?token=nothing` });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('This payment link is not valid or has expired');
  });
});
