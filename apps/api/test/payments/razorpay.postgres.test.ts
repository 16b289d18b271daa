import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RazorpayCheckoutSchema } from '@dawa/shared/commerce/payments';
import { eq } from 'drizzle-orm';
import { payments } from '../../src/db/schema/index.ts';
import { booked, bookingBody, createBookableDoctor, dayAhead } from '../appointments/helpers.ts';
import { createVerifiedUser } from '../helpers/accounts.ts';
import { createPaymentsTestApp, orderRow, paymentsOf, placeOrder, type PaymentsTestApp } from './helpers.ts';
import { capturesOf, openCheckoutRaw, payOnSandboxPage, verifyCheckout } from './razorpay-helpers.ts';

// Runs only on the PostgreSQL server (DATABASE_URL; see vitest.config.ts): PGlite executes one
// statement at a time, so it could not show a race even if there were one.
let t: PaymentsTestApp;
let customer: Awaited<ReturnType<typeof createVerifiedUser>>;

beforeAll(async () => {
  t = await createPaymentsTestApp();
  expect(t.database.kind).toBe('postgres');
  customer = await createVerifiedUser(t);
});
afterAll(() => t.close());

describe('exactly one capture per order under concurrency, through Razorpay (PostgreSQL)', () => {
  it('8 parallel Checkout openings of one order answer one Razorpay order; 8 parallel verifications capture once', async () => {
    const { order } = await placeOrder(t, customer.headers, { method: 'card' });
    const opened = await Promise.all(Array.from({ length: 8 }, () => openCheckoutRaw(t, customer.headers, order.id, { method: 'card' })));
    const checkouts = opened.map((res) => {
      expect(res.statusCode, res.body).toBe(200);
      return RazorpayCheckoutSchema.parse(res.json());
    });
    expect(new Set(checkouts.map((c) => c.razorpayOrderId)).size).toBe(1);
    const [checkout] = checkouts;
    if (!checkout) throw new Error('no checkout');
    const result = await payOnSandboxPage(t, checkout, 'pay');
    const verified = await Promise.all(
      Array.from({ length: 8 }, () => verifyCheckout(t, customer.headers, checkout.merchantTransactionId, result)),
    );
    for (const res of verified) expect(res.statusCode, res.body).toBe(200);

    expect(capturesOf(t, [checkout.razorpayOrderId])).toHaveLength(1);
    expect((await paymentsOf(t.database.db, order.id)).map((p) => p.status)).toEqual(['success']);
    expect(await orderRow(t.database.db, order.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });

  it('parallel openings with two choices leave one open attempt; paying both Checkouts takes the money once', async () => {
    const { order } = await placeOrder(t, customer.headers, { method: 'upi' });
    const choices = [
      { method: 'upi', upiId: 'asha@okhdfc' },
      { method: 'upi', upiFlow: 'intent' },
    ];
    const opened = await Promise.all(
      Array.from({ length: 6 }, (_, i) => openCheckoutRaw(t, customer.headers, order.id, choices[i % 2] ?? {})),
    );
    const checkouts = opened.map((res) => RazorpayCheckoutSchema.parse(res.json()));
    const distinct = [...new Map(checkouts.map((c) => [c.razorpayOrderId, c])).values()];
    const results = await Promise.all(distinct.map(async (c) => ({ c, result: await payOnSandboxPage(t, c, 'pay') })));
    await Promise.all(results.map(({ c, result }) => verifyCheckout(t, customer.headers, c.merchantTransactionId, result)));
    await t.app.services.payments.sweep();

    const rows = await paymentsOf(t.database.db, order.id);
    expect(rows.filter((p) => p.status === 'success')).toHaveLength(1);
    expect(rows.filter((p) => p.status === 'pending' || p.status === 'initiated')).toHaveLength(0);
    expect(
      capturesOf(
        t,
        distinct.map((c) => c.razorpayOrderId),
      ),
    ).toHaveLength(1);
    expect(await orderRow(t.database.db, order.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });
});

describe('exactly one capture per appointment fee under concurrency: the same engine as orders (PostgreSQL, decision 065)', () => {
  it('8 parallel openings of one fee answer one Razorpay order; 8 parallel verifications capture once and confirm it', async () => {
    const doctor = await createBookableDoctor(t);
    const appointment = await booked(t, customer.headers, bookingBody(doctor.id, dayAhead(5), '20:00', { visitType: 'online' }));
    const opened = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/api/appointments/${appointment.id}/pay`,
          headers: customer.headers,
          payload: { method: 'card' },
        }),
      ),
    );
    const checkouts = opened.map((res) => {
      expect(res.statusCode, res.body).toBe(200);
      return RazorpayCheckoutSchema.parse(res.json());
    });
    expect(new Set(checkouts.map((c) => c.razorpayOrderId)).size).toBe(1);
    const checkout = checkouts[0]!;
    const result = await payOnSandboxPage(t, checkout, 'pay');
    const url = `/api/appointments/${appointment.id}/pay/verify`;
    const verified = await Promise.all(
      Array.from({ length: 8 }, () => verifyCheckout(t, customer.headers, checkout.merchantTransactionId, result, url)),
    );
    for (const res of verified) expect(res.json()).toMatchObject({ paymentStatus: 'success', appointment: { status: 'confirmed' } });

    expect(capturesOf(t, [checkout.razorpayOrderId])).toHaveLength(1);
    const rows = await t.database.db.select().from(payments).where(eq(payments.appointmentId, appointment.id));
    expect(rows.map((p) => p.status)).toEqual(['success']);
  });
});
