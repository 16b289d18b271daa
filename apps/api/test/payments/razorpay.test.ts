import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_DATA_REFUSED, PaymentVerificationSchema, SANDBOX_DECLINED_UPI_PREFIX } from '@dawa/shared/commerce/payments';
import { orders, paymentEvents, payments } from '../../src/db/schema/index.ts';
import { createVerifiedUser, expectError } from '../helpers/accounts.ts';
import { createPaymentsTestApp, orderRow, paymentsOf, placeOrder, stockOf, type PaymentsTestApp } from './helpers.ts';
import { capturesOf, openCheckout, openCheckoutRaw, payOnSandboxPage, sandboxKeys, sandboxOf, verifyCheckout } from './razorpay-helpers.ts';

// Our provider code (routes, flows, the Razorpay gateway on the official SDK) against the built-in sandbox.
let t: PaymentsTestApp;
let customer: Awaited<ReturnType<typeof createVerifiedUser>>;

beforeAll(async () => {
  t = await createPaymentsTestApp({ captureLogs: true });
  customer = await createVerifiedUser(t);
});
afterAll(() => t.close());

async function status(merchantTransactionId: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/payments/${merchantTransactionId}/status`, headers: customer.headers });
  expect(res.statusCode, res.body).toBe(200);
  return PaymentVerificationSchema.parse(res.json());
}

const signed = (body: string, secret = sandboxKeys(t).webhookSecret) => crypto.createHmac('sha256', secret).update(body).digest('hex');
const postWebhook = (body: string, signature: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
    payload: body,
  });

describe('card, UPI and net banking through Razorpay (the sandbox in demo mode)', () => {
  it('pays by card: a Razorpay order for the server total, Checkout prefilled with card, paid only once the server verified it', async () => {
    const { order } = await placeOrder(t, customer.headers, { method: 'card' });
    const checkout = await openCheckout(t, customer.headers, order.id, { method: 'card' });
    expect(checkout).toMatchObject({
      amountPaise: order.totalPaise,
      currency: 'INR',
      keyId: sandboxKeys(t).keyId,
      prefill: { method: 'card' },
    });
    expect(checkout.returnPath).toBe(`/payment/callback/${checkout.merchantTransactionId}`);
    expect(sandboxOf(t).order(checkout.razorpayOrderId)).toMatchObject({
      amount: order.totalPaise,
      receipt: checkout.merchantTransactionId,
    });
    const page = await t.app.inject({ method: 'GET', url: checkout.sandboxCheckoutUrl ?? '' });
    expect(page.body).toContain('Pay with Card');
    expect(page.body).toContain('id="card-number"');
    // The card inputs carry no name: the page's form cannot post them.
    expect(page.body).not.toMatch(/name="card_?number"|name="cvv"|name="expiry"/);

    const result = await payOnSandboxPage(t, checkout, 'pay');
    expect(result.location.startsWith(checkout.returnPath)).toBe(true);
    // Razorpay authorized it, but nothing is paid until our server verifies.
    expect(await orderRow(t.database.db, order.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    const res = await verifyCheckout(t, customer.headers, checkout.merchantTransactionId, result);
    expect(res.statusCode, res.body).toBe(200);
    expect(PaymentVerificationSchema.parse(res.json())).toMatchObject({
      success: true,
      paymentStatus: 'success',
      amountPaise: order.totalPaise,
      transactionId: result.razorpay_payment_id,
    });
    expect(await orderRow(t.database.db, order.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(capturesOf(t, [checkout.razorpayOrderId])).toHaveLength(1);
    const [row] = await paymentsOf(t.database.db, order.id);
    expect(row).toMatchObject({
      provider: 'razorpay',
      status: 'success',
      instrument: 'Card',
      providerOrderId: checkout.razorpayOrderId,
      providerTransactionId: result.razorpay_payment_id,
    });

    // The capture's webhooks (payment.captured, order.paid) arrive after: harmless, and so are repeats.
    await sandboxOf(t).idle();
    const hooks = sandboxOf(t)
      .webhooks()
      .filter((w) => w.body.includes(checkout.razorpayOrderId));
    expect(hooks.map((w) => [w.event, w.status])).toEqual([
      ['payment.captured', 200],
      ['order.paid', 200],
    ]);
    for (const w of hooks) expect((await postWebhook(w.body, w.signature)).statusCode).toBe(200);
    expect((await paymentsOf(t.database.db, order.id)).map((p) => p.status)).toEqual(['success']);
    expect(capturesOf(t, [checkout.razorpayOrderId])).toHaveLength(1);
  });

  it('pays by UPI (collect from a UPI id, or the intent flow) and net banking with the chosen bank prefilled', async () => {
    const { order: upiOrder } = await placeOrder(t, customer.headers, { method: 'upi' });
    const upi = await openCheckout(t, customer.headers, upiOrder.id, { method: 'upi', upiId: 'asha.verma@okhdfc' });
    expect(upi).toMatchObject({ prefill: { method: 'upi', vpa: 'asha.verma@okhdfc' }, upiFlow: 'collect' });
    const upiPaid = await verifyCheckout(t, customer.headers, upi.merchantTransactionId, await payOnSandboxPage(t, upi, 'pay'));
    expect(upiPaid.json()).toMatchObject({ paymentStatus: 'success' });

    const { order: intentOrder } = await placeOrder(t, customer.headers, { method: 'upi' });
    const intent = await openCheckout(t, customer.headers, intentOrder.id, { method: 'upi', upiFlow: 'intent' });
    expect(intent.upiFlow).toBe('intent');
    expect(intent.prefill.vpa).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: intent.sandboxCheckoutUrl ?? '' })).body).toContain('Pay with any UPI app');
    expect(
      (await verifyCheckout(t, customer.headers, intent.merchantTransactionId, await payOnSandboxPage(t, intent, 'pay'))).json(),
    ).toMatchObject({ paymentStatus: 'success' });

    const { order: bankOrder } = await placeOrder(t, customer.headers, { method: 'netbanking' });
    const bank = await openCheckout(t, customer.headers, bankOrder.id, { method: 'netbanking', bank: 'Axis' });
    expect(bank.prefill).toMatchObject({ method: 'netbanking', bank: 'UTIB' });
    expect(
      (await verifyCheckout(t, customer.headers, bank.merchantTransactionId, await payOnSandboxPage(t, bank, 'pay'))).json(),
    ).toMatchObject({ paymentStatus: 'success' });

    const rows = await t.database.db.select({ mtid: payments.merchantTransactionId, instrument: payments.instrument }).from(payments);
    const instrumentOf = (mtid: string) => rows.find((r) => r.mtid === mtid)?.instrument;
    expect([
      instrumentOf(upi.merchantTransactionId),
      instrumentOf(intent.merchantTransactionId),
      instrumentOf(bank.merchantTransactionId),
    ]).toEqual(['UPI a***@okhdfc', 'UPI app', 'Axis']);
  });

  it('a declined payment fails the attempt: the order is an unpaid attempt with its stock back', async () => {
    const { order, productId } = await placeOrder(t, customer.headers, { method: 'upi', quantity: 3, stock: 10 });
    const checkout = await openCheckout(t, customer.headers, order.id, {
      method: 'upi',
      upiId: `${SANDBOX_DECLINED_UPI_PREFIX}.test@okaxis`,
    });
    const result = await payOnSandboxPage(t, checkout, 'pay');
    expect(result.razorpay_error).toBe('payment_failed');
    expect(await status(checkout.merchantTransactionId)).toMatchObject({
      success: false,
      paymentStatus: 'failed',
      message: 'The UPI payment was declined. Nothing was taken. You can pay again from My Orders.',
    });
    expect(await orderRow(t.database.db, order.id)).toMatchObject({ status: 'unpaid', paymentStatus: 'failed' });
    expect(await stockOf(t.database.db, productId)).toBe(10);
  });

  it('refuses a Checkout result whose signature is not Razorpay’s, or that names another Razorpay order; the order stays unpaid', async () => {
    const { order } = await placeOrder(t, customer.headers, { method: 'card' });
    const checkout = await openCheckout(t, customer.headers, order.id, { method: 'card' });
    const result = await payOnSandboxPage(t, checkout, 'pay');
    const forged = { ...result, razorpay_signature: signed(`${result.razorpay_order_id}|${result.razorpay_payment_id}`, 'guessed secret') };
    expectError(await verifyCheckout(t, customer.headers, checkout.merchantTransactionId, forged), 400, 'Payment verification failed');
    const { order: other } = await placeOrder(t, customer.headers, { method: 'card' });
    const otherCheckout = await openCheckout(t, customer.headers, other.id, { method: 'card' });
    expectError(await verifyCheckout(t, customer.headers, otherCheckout.merchantTransactionId, result), 400, 'Payment verification failed');
    expect(await orderRow(t.database.db, order.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    expect(capturesOf(t, [checkout.razorpayOrderId])).toHaveLength(0);
    const [row] = await paymentsOf(t.database.db, order.id);
    const events = await t.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentId, row?.id ?? 0));
    expect(events.filter((e) => e.kind === 'razorpay_checkout').map((e) => [e.accepted, (e.detail as { reason?: string }).reason])).toEqual(
      [[false, 'signature mismatch']],
    );
    expect(t.logs.join('')).toContain('Razorpay Checkout result refused');
  });

  it('refuses a webhook with a bad signature with 401 and logs it; settles nothing', async () => {
    const { order } = await placeOrder(t, customer.headers, { method: 'card' });
    const checkout = await openCheckout(t, customer.headers, order.id, { method: 'card' });
    const body = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: {
        payment: { entity: { id: 'pay_Forged00000001', order_id: checkout.razorpayOrderId, amount: order.totalPaise, status: 'captured' } },
      },
    });
    const res = await postWebhook(body, signed(body, 'not the webhook secret'));
    expectError(res, 401, 'Webhook signature mismatch.');
    expect((await postWebhook(body, '')).statusCode).toBe(401);
    expect(await orderRow(t.database.db, order.id)).toMatchObject({ paymentStatus: 'pending' });
    expect(t.logs.join('')).toContain('Razorpay webhook refused');
    const refused = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.kind, 'razorpay_webhook'));
    expect(refused.some((e) => !e.accepted && (e.detail as { reason?: string }).reason === 'signature mismatch')).toBe(true);
  });

  it('never takes card data: a body with a card number is refused with 400 and nothing is stored or logged', async () => {
    const { order } = await placeOrder(t, customer.headers, { method: 'card' });
    const number = '4111111111111111';
    const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
    const bodies: Record<string, unknown>[] = [
      { method: 'card', card: { number, expiry: `11/${nextYear}`, cvv: '737', name: 'Asha Verma' } },
      { method: 'card', cardNumber: number },
      { method: 'card', cvv: '737' },
      { method: 'card', note: `4111 1111 1111 1111` },
    ];
    for (const body of bodies) expectError(await openCheckoutRaw(t, customer.headers, order.id, body), 400, CARD_DATA_REFUSED);
    const appointmentPay = await t.app.inject({
      method: 'POST',
      url: '/api/appointments/1/pay',
      headers: customer.headers,
      payload: { method: 'card', card_number: number },
    });
    expectError(appointmentPay, 400, CARD_DATA_REFUSED);
    expect(await paymentsOf(t.database.db, order.id)).toEqual([]);
    const dump = JSON.stringify([
      await t.database.db.execute(sql`select * from payments`),
      await t.database.db.execute(sql`select * from payment_events`),
    ]);
    for (const secret of [number, '4111 1111', '"737"']) expect(dump).not.toContain(secret);
    expect(t.logs.join('')).toContain('/api/payments/razorpay/order');
    for (const secret of [number, '"737"', '"cvv"']) expect(t.logs.join('')).not.toContain(secret);
  });

  it('a checkout posted with a card number is refused with 400: no order, no stock taken, nothing stored', async () => {
    const { order, productId } = await placeOrder(t, customer.headers, { method: 'card' });
    // Rows through the query builder: the two drivers' raw result objects differ in what else they carry.
    const countOrders = () => t.database.db.select({ n: sql<number>`count(*)::int` }).from(orders);
    const ordersBefore = await countOrders();
    const stockBefore = await stockOf(t.database.db, productId);
    const checkout = {
      lines: [{ productId, quantity: 1 }],
      address: { firstName: 'Asha', lastName: 'Verma', address: '12 MG Road', city: 'Bengaluru', postalCode: '560001' },
      saveAddress: false,
      phone: '9876543210',
      paymentMethod: 'card',
      totalPaise: order.totalPaise,
    };
    // The old card form's fields, and a card number hidden in a free-text field (a valid Luhn digit).
    for (const extra of [
      { card: { number: '4111111111111111', expiry: '12/30', cvv: '737' } },
      { cardNumber: '5555 5555 5555 4444' },
      { address: { ...checkout.address, address: '4000-0566-5566-5556' } },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/orders/create',
        headers: customer.headers,
        payload: { ...checkout, ...extra },
      });
      expectError(res, 400, CARD_DATA_REFUSED);
    }
    expect(await countOrders()).toEqual(ordersBefore);
    expect(await stockOf(t.database.db, productId)).toBe(stockBefore);
    const dump = JSON.stringify(await t.database.db.select().from(orders));
    for (const secret of ['4111111111111111', '5555 5555 5555 4444', '4000-0566-5566-5556']) expect(dump).not.toContain(secret);
  });

  it('one Razorpay order for a double click; another choice replaces it, and the method and the owner are checked', async () => {
    const { order } = await placeOrder(t, customer.headers, { method: 'upi' });
    const first = await openCheckout(t, customer.headers, order.id, { method: 'upi', upiId: 'asha@okhdfc' });
    const again = await openCheckout(t, customer.headers, order.id, { method: 'upi', upiId: 'asha@okhdfc' });
    expect(again.razorpayOrderId).toBe(first.razorpayOrderId);
    const other = await openCheckout(t, customer.headers, order.id, { method: 'upi', upiFlow: 'intent' });
    expect(other.razorpayOrderId).not.toBe(first.razorpayOrderId);
    expect((await paymentsOf(t.database.db, order.id)).map((p) => p.status)).toEqual(['superseded', 'pending']);

    expectError(
      await openCheckoutRaw(t, customer.headers, order.id, { method: 'card' }),
      409,
      'This order is to be paid with UPI, not Credit / Debit Card.',
    );
    expectError(
      await openCheckoutRaw(t, customer.headers, order.id, { method: 'upi', upiId: 'not-an-upi-id' }),
      400,
      'Please enter a valid UPI ID.',
    );
    const stranger = await createVerifiedUser(t);
    expectError(await openCheckoutRaw(t, stranger.headers, order.id, { method: 'upi', upiFlow: 'intent' }), 404, 'Order not found');
    const peek = await verifyCheckout(t, stranger.headers, other.merchantTransactionId, await payOnSandboxPage(t, other, 'pay'));
    expectError(peek, 404, 'Invalid payment reference');
  });

  it('money captured for a replaced attempt is refunded through Razorpay; the order is paid once', async () => {
    const { order } = await placeOrder(t, customer.headers, { method: 'upi' });
    const first = await openCheckout(t, customer.headers, order.id, { method: 'upi', upiId: 'asha@okhdfc' });
    const firstPaid = await payOnSandboxPage(t, first, 'pay');
    // Before verifying, the customer chose the UPI app instead: the first attempt is replaced (Razorpay orders cannot be cancelled).
    const second = await openCheckout(t, customer.headers, order.id, { method: 'upi', upiFlow: 'intent' });
    expect(second.razorpayOrderId).not.toBe(first.razorpayOrderId);
    expect(
      (await verifyCheckout(t, customer.headers, second.merchantTransactionId, await payOnSandboxPage(t, second, 'pay'))).json(),
    ).toMatchObject({ paymentStatus: 'success' });

    // The first, replaced attempt's payment gets captured after all (Razorpay's automatic capture): its webhook brings it.
    const late = PaymentVerificationSchema.parse(
      (await verifyCheckout(t, customer.headers, first.merchantTransactionId, firstPaid)).json(),
    );
    expect(late.paymentStatus).toBe('failed');
    expect(capturesOf(t, [first.razorpayOrderId])).toHaveLength(0);
    const sdkCapture = sandboxOf(t).api(
      'POST',
      `/v1/payments/${firstPaid.razorpay_payment_id}/capture`,
      `Basic ${Buffer.from(`${sandboxKeys(t).keyId}:${sandboxKeys(t).keySecret}`).toString('base64')}`,
      { amount: order.totalPaise, currency: 'INR' },
    );
    expect(sdkCapture.status).toBe(200);
    await sandboxOf(t).idle();

    const rows = await paymentsOf(t.database.db, order.id);
    expect(rows.map((p) => p.status)).toEqual(['refunded', 'success']);
    expect(
      sandboxOf(t)
        .refunds()
        .filter((r) => r.payment_id === firstPaid.razorpay_payment_id),
    ).toEqual([expect.objectContaining({ amount: order.totalPaise, receipt: rows[0]?.refundTransactionId, status: 'processed' })]);
    expect(await orderRow(t.database.db, order.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    await sandboxOf(t).idle();
    const refundHooks = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.kind, 'razorpay_refund_webhook'));
    expect(refundHooks.some((e) => e.paymentId === rows[0]?.id && e.accepted)).toBe(true);
  });

  it('cancelling a paid order refunds it through Razorpay; the order ends refunded', async () => {
    const { order } = await placeOrder(t, customer.headers, { method: 'netbanking' });
    const checkout = await openCheckout(t, customer.headers, order.id, { method: 'netbanking', bank: 'HDFC' });
    const result = await payOnSandboxPage(t, checkout, 'pay');
    await verifyCheckout(t, customer.headers, checkout.merchantTransactionId, result);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${order.id}/cancel`,
      headers: customer.headers,
      payload: { reason: 'changed_mind' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await orderRow(t.database.db, order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(
      sandboxOf(t)
        .refunds()
        .filter((r) => r.payment_id === result.razorpay_payment_id)
        .map((r) => r.amount),
    ).toEqual([order.totalPaise]);
  });

  it("a webhook before the browser's return pays the order; the return and a repeated webhook then change nothing", async () => {
    const { order } = await placeOrder(t, customer.headers, { method: 'upi' });
    const checkout = await openCheckout(t, customer.headers, order.id, { method: 'upi', upiId: 'asha@okhdfc' });
    const result = await payOnSandboxPage(t, checkout, 'pay');
    // Razorpay captures it on its own (automatic capture on the dashboard), before the browser is back.
    const { keyId, keySecret } = sandboxKeys(t);
    const captured = await t.app.inject({
      method: 'POST',
      url: `/api/payments/razorpay-sandbox/v1/payments/${result.razorpay_payment_id}/capture`,
      headers: { authorization: `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`, 'content-type': 'application/json' },
      payload: { amount: order.totalPaise, currency: 'INR' },
    });
    expect(captured.statusCode, captured.body).toBe(200);
    await sandboxOf(t).idle();
    expect(await orderRow(t.database.db, order.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });

    const res = await verifyCheckout(t, customer.headers, checkout.merchantTransactionId, result);
    expect(res.json()).toMatchObject({ success: true, paymentStatus: 'success' });
    const [hook] = sandboxOf(t)
      .webhooks()
      .filter((w) => w.event === 'payment.captured' && w.body.includes(checkout.razorpayOrderId));
    expect((await postWebhook(hook!.body, hook!.signature)).statusCode).toBe(200);
    expect((await paymentsOf(t.database.db, order.id)).map((p) => p.status)).toEqual(['success']);
    expect(capturesOf(t, [checkout.razorpayOrderId])).toHaveLength(1);
    expect(await orderRow(t.database.db, order.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });

  it('the sweep settles a payment whose customer never came back; the late Checkout result is harmless', async () => {
    const { order } = await placeOrder(t, customer.headers, { method: 'card' });
    const checkout = await openCheckout(t, customer.headers, order.id, { method: 'card' });
    const result = await payOnSandboxPage(t, checkout, 'pay');
    await t.app.services.payments.sweep();
    expect(await orderRow(t.database.db, order.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect((await verifyCheckout(t, customer.headers, checkout.merchantTransactionId, result)).json()).toMatchObject({
      paymentStatus: 'success',
    });
    expect(capturesOf(t, [checkout.razorpayOrderId])).toHaveLength(1);
  });
});

describe('Razorpay down', () => {
  it('5xx on opening Checkout: 402 and the order still waits; during an outage a paid attempt stays pending, never failed, and settles after', async () => {
    const { order } = await placeOrder(t, customer.headers, { method: 'card' });
    sandboxOf(t).setOutage(true);
    try {
      expectError(
        await openCheckoutRaw(t, customer.headers, order.id, { method: 'card' }),
        402,
        'Payment processing failed. Please try again.',
      );
    } finally {
      sandboxOf(t).setOutage(false);
    }
    expect(await orderRow(t.database.db, order.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    expect((await paymentsOf(t.database.db, order.id)).map((p) => [p.status, p.responseCode])).toEqual([['failed', 'NETWORK_ERROR']]);

    const checkout = await openCheckout(t, customer.headers, order.id, { method: 'card' });
    const result = await payOnSandboxPage(t, checkout, 'pay');
    sandboxOf(t).setOutage(true);
    try {
      const res = await verifyCheckout(t, customer.headers, checkout.merchantTransactionId, result);
      expect(res.json()).toMatchObject({ success: true, paymentStatus: 'pending' });
      await t.app.services.payments.sweep();
      expect(await orderRow(t.database.db, order.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    } finally {
      sandboxOf(t).setOutage(false);
    }
    expect(t.logs.join('')).toContain('Razorpay status unknown: the attempt stays pending');
    expect(await status(checkout.merchantTransactionId)).toMatchObject({ paymentStatus: 'success' });
    expect(capturesOf(t, [checkout.razorpayOrderId])).toHaveLength(1);
  });
});
