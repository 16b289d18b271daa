import { eq } from 'drizzle-orm';
import { Env, StandardCheckoutClient } from 'pg-sdk-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/config/env.ts';
import { paymentEvents, payments } from '../../src/db/schema/index.ts';
import { createVerifiedUser, expectError } from '../helpers/accounts.ts';
import { createPaymentsTestApp, orderRow, placeOrder, type PaymentsTestApp } from './helpers.ts';

let t: PaymentsTestApp;

/**
 * PhonePe's SDK keeps one client per process, and a test worker runs many files: forget the sandbox's
 * client before (and this file's after), as a fresh process with these credentials would start.
 */
const forgetSdkClient = () => {
  (StandardCheckoutClient as unknown as { _client?: unknown })._client = undefined;
};

beforeAll(async () => {
  forgetSdkClient();
  // Real-looking PG v2 credentials: the SDK talks to PhonePe's UAT host, which tests cannot reach (as PhonePe being down).
  t = await createPaymentsTestApp({
    env: {
      PHONEPE_CLIENT_ID: 'DAWAMERCHANT_UAT',
      PHONEPE_CLIENT_SECRET: '11111111-2222-3333-4444-555555555555',
      PHONEPE_CLIENT_VERSION: '2',
      PHONEPE_ENV: 'sandbox',
      PHONEPE_WEBHOOK_USERNAME: 'dawa_hooks',
      PHONEPE_WEBHOOK_PASSWORD: 'hookpass2026',
      PHONEPE_TIMEOUT_MS: '2000',
    },
  });
  // Tests send nothing off this machine: the SDK client these credentials get (one per process) finds PhonePe unreachable.
  const sdk = StandardCheckoutClient.getInstance('DAWAMERCHANT_UAT', '11111111-2222-3333-4444-555555555555', 2, Env.SANDBOX);
  sdk.httpClient.interceptors.request.use(() =>
    Promise.reject(Object.assign(new Error('connect ECONNREFUSED (PhonePe is unreachable in tests)'), { code: 'ECONNREFUSED' })),
  );
});
afterAll(async () => {
  await t.close();
  forgetSdkClient();
});

describe('with PhonePe credentials configured', () => {
  it('uses them and does not serve the built-in sandbox', async () => {
    expect(t.phonePe).toEqual({ webhookUsername: 'dawa_hooks', webhookPassword: 'hookpass2026' });
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
    expect(payment?.status).toBe('failed');
    const [event] = await t.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentId, payment?.id ?? -1));
    expect(event).toMatchObject({ kind: 'phonepe_pay', accepted: false });
    expect(await orderRow(t.database.db, order.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
  });

  it('refuses configuration with only some of the credentials, and the old PG v1 settings', () => {
    expect(() => loadEnv({ NODE_ENV: 'test', PHONEPE_CLIENT_ID: 'ONLYTHIS' })).toThrow(
      'PHONEPE_CLIENT_ID, PHONEPE_CLIENT_SECRET, PHONEPE_WEBHOOK_USERNAME and PHONEPE_WEBHOOK_PASSWORD are set together or not at all',
    );
    expect(() => loadEnv({ NODE_ENV: 'test', PHONEPE_MERCHANT_ID: 'OLD', PHONEPE_SALT_KEY: 'salt' })).toThrow(
      'PhonePe PG v1 (PHONEPE_MERCHANT_ID, PHONEPE_SALT_KEY) is no longer supported',
    );
    expect(() => loadEnv({ NODE_ENV: 'test', PHONEPE_ENV: 'uat' })).toThrow('PHONEPE_ENV must be sandbox or production');
  });
});
