import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PaymentVerificationSchema, PhonePeInitiateResponseSchema } from '@dawa/shared/commerce/payments';
import { paymentEvents, payments } from '../../src/db/schema/index.ts';
import type { PhonePeSandbox } from '../../src/providers/payments/phonepe-sandbox.ts';
import { createVerifiedUser, expectError } from '../helpers/accounts.ts';
import { choosePhonePe, createPaymentsTestApp, eventsOf, orderRow, paymentsOf, placeOrder, type PaymentsTestApp } from './helpers.ts';

/**
 * Failure behaviour (issue 26 item 6): PhonePe down or slow leaves the order pending and asked again,
 * never paid or cancelled by mistake; duplicate webhooks and webhooks before or after the browser's
 * return are harmless.
 */

let t: PaymentsTestApp;
let sandbox: PhonePeSandbox;
let customer: Awaited<ReturnType<typeof createVerifiedUser>>;

beforeAll(async () => {
  // A short timeout so 'slow' needs no long sleep: the sandbox's delay is longer than it.
  t = await createPaymentsTestApp({ env: { PHONEPE_TIMEOUT_MS: '1500' } });
  if (!t.app.services.phonePeSandbox) throw new Error('the sandbox is not mounted');
  sandbox = t.app.services.phonePeSandbox;
  customer = await createVerifiedUser(t);
});
afterEach(() => {
  sandbox.faults.reset();
  t.network.dropCallbacks = false;
});
afterAll(() => t.close());

async function start(orderId: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payments/phonepe/initiate',
    headers: customer.headers,
    payload: { orderId },
  });
  expect(res.statusCode, res.body).toBe(200);
  return PhonePeInitiateResponseSchema.parse(res.json());
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

/** Lets the next verify ask PhonePe at once (the result page asks at most every 3 s). */
const forgetLastCheck = (merchantTransactionId: string) =>
  t.database.db.update(payments).set({ lastCheckedAt: null }).where(eq(payments.merchantTransactionId, merchantTransactionId));

/** A paid order whose webhook was lost on the way: only the status API can tell. */
async function paidWithoutWebhook() {
  const { order } = await placeOrder(t, customer.headers, { method: 'phonepe' });
  const started = await start(order.id);
  t.network.dropCallbacks = true;
  await choosePhonePe(t, started.paymentUrl, 'success');
  t.network.dropCallbacks = false;
  return { order, started };
}

describe('PhonePe down or slow', () => {
  it('status answering 5xx keeps the order pending and asked again; it is paid once PhonePe answers', async () => {
    const { order, started } = await paidWithoutWebhook();
    sandbox.faults.fail('status', 2, 503);
    for (let i = 0; i < 2; i++) {
      expect((await verify(started.merchantTransactionId)).paymentStatus).toBe('pending');
      expect(await orderRow(t.database.db, order.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending', cancelledAt: null });
      await forgetLastCheck(started.merchantTransactionId);
    }
    expect((await paymentsOf(t.database.db, order.id)).map((p) => p.status)).toEqual(['pending']);
    expect((await verify(started.merchantTransactionId)).paymentStatus).toBe('success');
    expect(await orderRow(t.database.db, order.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });

  it('a status call that times out keeps the order pending; the next check settles it', async () => {
    const { order, started } = await paidWithoutWebhook();
    sandbox.faults.delay('status', 4_000);
    const asked = Date.now();
    expect((await verify(started.merchantTransactionId)).paymentStatus).toBe('pending');
    expect(Date.now() - asked).toBeLessThan(4_000);
    expect(await orderRow(t.database.db, order.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    sandbox.faults.reset();
    await forgetLastCheck(started.merchantTransactionId);
    expect((await verify(started.merchantTransactionId)).paymentStatus).toBe('success');
  });

  it('pay answering 5xx or timing out: "Payment initiation failed", the order stays payable, and paying again works', async () => {
    const { order } = await placeOrder(t, customer.headers, { method: 'phonepe' });
    const initiate = () =>
      t.app.inject({ method: 'POST', url: '/api/payments/phonepe/initiate', headers: customer.headers, payload: { orderId: order.id } });
    sandbox.faults.fail('pay', 1, 500);
    expectError(await initiate(), 402, 'Payment initiation failed');
    sandbox.faults.delay('pay', 4_000);
    expectError(await initiate(), 402, 'Payment initiation failed');
    sandbox.faults.reset();
    expect(await orderRow(t.database.db, order.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending', cancelledAt: null });
    const started = await start(order.id);
    await choosePhonePe(t, started.paymentUrl, 'success');
    expect(await orderRow(t.database.db, order.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect((await paymentsOf(t.database.db, order.id)).map((p) => p.status)).toEqual(['failed', 'failed', 'success']);
  });

  it('PhonePe’s scheduled checks settle a payment whose webhook never came, and skip payments not yet due', async () => {
    const { order, started } = await paidWithoutWebhook();
    const [payment] = await paymentsOf(t.database.db, order.id);
    if (!payment) throw new Error('no payment');
    // 10 s after the start nothing is asked yet (the first check is at 20-25 s).
    expect(await t.app.services.payments.pollPhonePe(new Date(payment.createdAt.getTime() + 10_000))).not.toContain(
      started.merchantTransactionId,
    );
    expect((await orderRow(t.database.db, order.id)).paymentStatus).toBe('pending');
    expect(await t.app.services.payments.pollPhonePe(new Date(payment.createdAt.getTime() + 21_000))).toContain(
      started.merchantTransactionId,
    );
    expect(await orderRow(t.database.db, order.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });
});

describe('webhooks', () => {
  it('three copies of the same webhook pay the order once', async () => {
    const { order } = await placeOrder(t, customer.headers, { method: 'phonepe' });
    const started = await start(order.id);
    sandbox.faults.webhookCopies = 3;
    await choosePhonePe(t, started.paymentUrl, 'success');
    expect(await orderRow(t.database.db, order.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    const received = (await eventsOf(t.database.db, order.id)).filter((e) => e.status === 'Payment Received');
    expect(received).toHaveLength(1);
    const [payment] = await paymentsOf(t.database.db, order.id);
    const callbacks = await t.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentId, payment?.id ?? -1));
    const applied = callbacks.filter((e) => e.kind === 'phonepe_callback').map((e) => (e.detail as { applied?: string }).applied);
    expect(applied).toEqual(['paid', 'none', 'none']);
  });

  it('a webhook arriving after the browser’s return already settled the order changes nothing', async () => {
    const { order, started } = await paidWithoutWebhook();
    // The browser came back first and its verification asked PhonePe.
    expect((await verify(started.merchantTransactionId)).paymentStatus).toBe('success');
    const before = await eventsOf(t.database.db, order.id);
    const lost = sandbox
      .deliveries()
      .filter((d) => d.id === started.merchantTransactionId)
      .at(-1);
    if (!lost) throw new Error('no webhook was tried');
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/payments/phonepe/callback',
      headers: { authorization: lost.authorization, 'content-type': 'application/json' },
      payload: lost.body,
    });
    expect(late.statusCode, late.body).toBe(200);
    expect(await eventsOf(t.database.db, order.id)).toHaveLength(before.length);
    expect(await orderRow(t.database.db, order.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });
});
