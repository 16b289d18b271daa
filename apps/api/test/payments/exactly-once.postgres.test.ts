import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PhonePeInitiateResponseSchema } from '@dawa/shared/commerce/payments';
import { createVerifiedUser } from '../helpers/accounts.ts';
import {
  choosePhonePe,
  createPaymentsTestApp,
  initiatePhonePe,
  orderRow,
  paymentsOf,
  placeOrder,
  type PaymentsTestApp,
} from './helpers.ts';

// Runs only on the PostgreSQL server (DATABASE_URL; see vitest.config.ts): PGlite executes one
// statement at a time, so it could not show a race even if there were one. On main, 8 parallel
// charges of one order captured money 5 times here.
let t: PaymentsTestApp;
let customer: Awaited<ReturnType<typeof createVerifiedUser>>;

beforeAll(async () => {
  t = await createPaymentsTestApp();
  expect(t.database.kind).toBe('postgres');
  customer = await createVerifiedUser(t);
});
afterAll(() => t.close());

describe('exactly one capture per order under concurrency (PostgreSQL)', () => {
  // Card, UPI and net banking (Razorpay): razorpay.postgres.test.ts.
  it('5 parallel PhonePe starts of one order, each paid on its page: PhonePe captures once', async () => {
    const { order } = await placeOrder(t, customer.headers, { method: 'phonepe' });
    const answers = await Promise.all(Array.from({ length: 5 }, () => initiatePhonePe(t, customer.headers, order.id)));
    const started = answers.map((res) => {
      expect(res.statusCode, res.body).toBe(200);
      return PhonePeInitiateResponseSchema.parse(res.json());
    });
    await Promise.all(started.map((s) => choosePhonePe(t, s.paymentUrl, 'success')));

    const ids = started.map((s) => s.merchantTransactionId);
    const captured = (t.app.services.phonePeSandbox?.orders() ?? []).filter((tx) => ids.includes(tx.merchantOrderId) && tx.state === 'COMPLETED');
    expect(captured).toHaveLength(1);
    const rows = await paymentsOf(t.database.db, order.id);
    expect(rows).toHaveLength(5);
    expect(rows.filter((p) => p.status === 'success').map((p) => p.merchantTransactionId)).toEqual(captured.map((tx) => tx.merchantOrderId));
    expect(rows.filter((p) => p.status === 'superseded')).toHaveLength(4);
    expect(await orderRow(t.database.db, order.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });
});
