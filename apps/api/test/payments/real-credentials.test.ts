import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/config/env.ts';
import { paymentEvents, payments } from '../../src/db/schema/index.ts';
import { createVerifiedUser, expectError } from '../helpers/accounts.ts';
import { createPaymentsTestApp, orderRow, placeOrder, type PaymentsTestApp } from './helpers.ts';

let t: PaymentsTestApp;

beforeAll(async () => {
  // Real-looking credentials: the client talks to this host, which tests cannot reach (as PhonePe being down).
  t = await createPaymentsTestApp({
    env: {
      PHONEPE_MERCHANT_ID: 'DAWAMERCHANT',
      PHONEPE_SALT_KEY: '11111111-2222-3333-4444-555555555555',
      PHONEPE_SALT_INDEX: '2',
      PHONEPE_BASE_URL: 'https://api-preprod.phonepe.example/apis/pg-sandbox',
    },
  });
});
afterAll(() => t.close());

describe('with PhonePe credentials configured', () => {
  it('uses them and does not serve the built-in sandbox', async () => {
    expect(t.phonePe).toMatchObject({ merchantId: 'DAWAMERCHANT', saltIndex: '2' });
    const res = await t.app.inject({ method: 'GET', url: '/api/payments/phonepe-sandbox/transact?token=x' });
    expect(res.statusCode).toBe(404);
    expect(t.app.services.phonePeSandbox).toBeNull();
  });

  it('answers "Payment initiation failed" when PhonePe cannot be reached, and the order stays payable', async () => {
    const customer = await createVerifiedUser(t);
    const { order } = await placeOrder(t, customer.headers, { method: 'phonepe' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/phonepe/initiate',
      headers: customer.headers,
      payload: { orderId: order.id },
    });
    expectError(res, 402, 'Payment initiation failed');
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment).toMatchObject({ status: 'failed', responseCode: 'NETWORK_ERROR' });
    const [event] = await t.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentId, payment?.id ?? -1));
    expect(event).toMatchObject({ kind: 'phonepe_pay', accepted: false });
    expect(await orderRow(t.database.db, order.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
  });

  it('refuses configuration with only some of the credentials', () => {
    expect(() => loadEnv({ NODE_ENV: 'test', PHONEPE_MERCHANT_ID: 'ONLYTHIS' })).toThrow(
      'PHONEPE_MERCHANT_ID, PHONEPE_SALT_KEY and PHONEPE_BASE_URL are set together or not at all',
    );
  });
});
