import Razorpay from 'razorpay';
import { validatePaymentVerification } from 'razorpay/dist/utils/razorpay-utils.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RazorpayCheckoutSchema } from '@dawa/shared/commerce/payments';
import { createRazorpaySdk } from '../../src/providers/payments/razorpay-client.ts';
import { RAZORPAY_SANDBOX_PATH } from '../../src/providers/payments/razorpay-config.ts';
import { createPaymentsTestApp, type PaymentsTestApp } from './helpers.ts';
import { injectFetch, payOnSandboxPage, sandboxKeys, sandboxOf } from './razorpay-helpers.ts';

// The test of fidelity (issue 26 item 3): Razorpay's official Node SDK, unchanged, with only its axios
// instance's host pointed at the built-in sandbox, goes order → pay → signature → capture → webhook →
// refund. A sandbox answer the SDK (or its signature helpers) rejects fails here.
let t: PaymentsTestApp;
let sdk: Razorpay;

beforeAll(async () => {
  t = await createPaymentsTestApp();
  const keys = sandboxKeys(t);
  sdk = createRazorpaySdk({ ...keys, hostUrl: `${t.env.PUBLIC_URL}${RAZORPAY_SANDBOX_PATH}` }, { fetch: injectFetch(t) });
});
afterAll(() => t.close());

type Entity = Record<string, unknown> & { id: string };

describe('the official razorpay SDK against the built-in sandbox', () => {
  it('creates and fetches an order, pays it on the hosted page, verifies the signature, captures, is told by webhook, refunds', async () => {
    const keys = sandboxKeys(t);
    const order = (await sdk.orders.create({
      amount: 54_900,
      currency: 'INR',
      receipt: 'SDK_TEST_1',
      notes: { purpose: 'fidelity' },
    })) as unknown as Entity;
    expect(order).toMatchObject({
      entity: 'order',
      amount: 54_900,
      amount_due: 54_900,
      currency: 'INR',
      receipt: 'SDK_TEST_1',
      status: 'created',
    });
    expect(order.id).toMatch(/^order_[A-Za-z0-9]{14}$/);
    expect(await sdk.orders.fetch(order.id)).toMatchObject({ id: order.id, status: 'created' });

    // The customer pays in the stand-in for Checkout; the browser comes back with Checkout's three fields.
    const checkout = RazorpayCheckoutSchema.parse({
      merchantTransactionId: 'SDK_TEST_1',
      keyId: keys.keyId,
      razorpayOrderId: order.id,
      amountPaise: 54_900,
      currency: 'INR',
      name: 'Dawa',
      description: 'SDK',
      prefill: { method: 'card' },
      upiFlow: null,
      returnPath: '/payment/callback/SDK_TEST_1',
      sandboxCheckoutUrl: `${RAZORPAY_SANDBOX_PATH}/checkout?key_id=${keys.keyId}&order_id=${order.id}&method=card&return_to=%2Fpayment%2Fcallback%2FSDK_TEST_1`,
    });
    const result = await payOnSandboxPage(t, checkout, 'pay');
    expect(result.location.startsWith('/payment/callback/SDK_TEST_1?')).toBe(true);
    expect(result.razorpay_order_id).toBe(order.id);
    expect(
      validatePaymentVerification(
        { order_id: order.id, payment_id: result.razorpay_payment_id },
        result.razorpay_signature ?? '',
        keys.keySecret,
      ),
    ).toBe(true);
    expect(
      validatePaymentVerification(
        { order_id: order.id, payment_id: result.razorpay_payment_id },
        result.razorpay_signature ?? '',
        'another secret',
      ),
    ).toBe(false);

    const authorized = (await sdk.payments.fetch(result.razorpay_payment_id)) as unknown as Entity;
    expect(authorized).toMatchObject({
      entity: 'payment',
      status: 'authorized',
      captured: false,
      amount: 54_900,
      order_id: order.id,
      method: 'card',
      card: { last4: '4242', network: 'Visa' },
    });
    const captured = await sdk.payments.capture(result.razorpay_payment_id, 54_900, 'INR');
    expect(captured).toMatchObject({ status: 'captured', captured: true });
    await expect(sdk.payments.capture(result.razorpay_payment_id, 54_900, 'INR')).rejects.toMatchObject({
      statusCode: 400,
      error: { code: 'BAD_REQUEST_ERROR', description: 'This payment has already been captured' },
    });
    expect(await sdk.orders.fetch(order.id)).toMatchObject({ status: 'paid', amount_paid: 54_900, amount_due: 0 });
    const listed = (await sdk.orders.fetchPayments(order.id)) as unknown as { count: number; items: Entity[] };
    expect(listed).toMatchObject({ entity: 'collection', count: 1, items: [{ id: result.razorpay_payment_id, status: 'captured' }] });

    // Webhooks: signed over the exact body with the webhook secret, as the SDK's helper checks them.
    await sandboxOf(t).idle();
    const webhooks = sandboxOf(t)
      .webhooks()
      .filter((w) => w.body.includes(order.id));
    expect(webhooks.map((w) => w.event)).toEqual(['payment.captured', 'order.paid']);
    for (const w of webhooks) {
      expect(Razorpay.validateWebhookSignature(w.body, w.signature, keys.webhookSecret)).toBe(true);
      expect(Razorpay.validateWebhookSignature(w.body, w.signature, 'wrong secret')).toBe(false);
      expect(JSON.parse(w.body)).toMatchObject({
        entity: 'event',
        event: w.event,
        payload: { payment: { entity: { id: result.razorpay_payment_id } } },
      });
      // Our webhook route accepted it (an order the shop does not know is recorded and answered 200).
      expect(w.status).toBe(200);
    }

    const refund = (await sdk.payments.refund(result.razorpay_payment_id, { amount: 54_900, receipt: 'RF_SDK_1' })) as unknown as Entity;
    expect(refund).toMatchObject({
      entity: 'refund',
      amount: 54_900,
      payment_id: result.razorpay_payment_id,
      receipt: 'RF_SDK_1',
      status: 'processed',
    });
    expect(refund.id).toMatch(/^rfnd_/);
    expect(await sdk.refunds.fetch(refund.id)).toMatchObject({ id: refund.id, status: 'processed' });
    expect(await sdk.payments.fetch(result.razorpay_payment_id)).toMatchObject({
      status: 'refunded',
      amount_refunded: 54_900,
      refund_status: 'full',
    });
    await expect(sdk.payments.refund(result.razorpay_payment_id, { amount: 100 })).rejects.toMatchObject({ statusCode: 400 });
    await sandboxOf(t).idle();
    const refundHook = sandboxOf(t)
      .webhooks()
      .find((w) => w.event === 'refund.processed' && w.body.includes(refund.id));
    expect(refundHook && Razorpay.validateWebhookSignature(refundHook.body, refundHook.signature, keys.webhookSecret)).toBe(true);
  });

  it('answers a failed payment on the hosted page as failed, and refuses wrong keys, bad amounts and unknown ids as Razorpay does', async () => {
    const keys = sandboxKeys(t);
    const order = (await sdk.orders.create({ amount: 20_000, currency: 'INR', receipt: 'SDK_TEST_2' })) as unknown as Entity;
    const result = await payOnSandboxPage(
      t,
      RazorpayCheckoutSchema.parse({
        merchantTransactionId: 'SDK_TEST_2',
        keyId: keys.keyId,
        razorpayOrderId: order.id,
        amountPaise: 20_000,
        currency: 'INR',
        name: 'Dawa',
        description: 'SDK',
        prefill: { method: 'upi', vpa: 'asha@okhdfc' },
        upiFlow: 'collect',
        returnPath: '/payment/callback/SDK_TEST_2',
        sandboxCheckoutUrl: `${RAZORPAY_SANDBOX_PATH}/checkout?key_id=${keys.keyId}&order_id=${order.id}&method=upi&vpa=asha%40okhdfc&return_to=%2Fx`,
      }),
      'fail',
    );
    expect(result.razorpay_error).toBe('payment_failed');
    expect(result.razorpay_signature).toBeUndefined();
    expect(await sdk.payments.fetch(result.razorpay_payment_id)).toMatchObject({
      status: 'failed',
      error_code: 'BAD_REQUEST_ERROR',
      vpa: 'asha@okhdfc',
    });
    await expect(sdk.payments.capture(result.razorpay_payment_id, 20_000, 'INR')).rejects.toMatchObject({ statusCode: 400 });

    const stranger = createRazorpaySdk(
      { ...keys, keySecret: 'not the secret', hostUrl: `${t.env.PUBLIC_URL}${RAZORPAY_SANDBOX_PATH}` },
      { fetch: injectFetch(t) },
    );
    await expect(stranger.orders.fetch(order.id)).rejects.toMatchObject({ statusCode: 401, error: { code: 'BAD_REQUEST_ERROR' } });
    await expect(sdk.orders.create({ amount: 50, currency: 'INR' })).rejects.toMatchObject({ statusCode: 400 });
    await expect(sdk.payments.fetch('pay_doesnotexist00')).rejects.toMatchObject({
      statusCode: 400,
      error: { description: 'The id provided does not exist' },
    });
  });
});
