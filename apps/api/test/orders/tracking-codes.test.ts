import { readFile } from 'node:fs/promises';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminOrderDetailSchema } from '@dawa/shared/admin/orders';
import { TrackingRecordSchema, type TrackingEvent } from '@dawa/shared/commerce/orders';
import { orderEvents } from '../../src/db/schema/index.ts';
import { createVerifiedUser } from '../helpers/accounts.ts';
import { createAccount, type Account } from '../admin/staff-helpers.ts';
import { chargeCard, createPaymentsTestApp, eventsOf, orderRow, placeOrder, type PaymentsTestApp } from '../payments/helpers.ts';

let t: PaymentsTestApp;
let admin: Account;
let customer: Awaited<ReturnType<typeof createVerifiedUser>>;

beforeAll(async () => {
  t = await createPaymentsTestApp();
  admin = await createAccount(t, 'admin');
  customer = await createVerifiedUser(t);
});
afterAll(() => t.close());

async function trackingOf(orderId: number) {
  const res = await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/tracking`, headers: customer.headers });
  expect(res.statusCode, res.body).toBe(200);
  return TrackingRecordSchema.parse(res.json());
}
const codes = (events: readonly TrackingEvent[]) => events.map((e) => [e.status, e.messageKey, e.messageParams]);

describe('tracking events as codes', () => {
  it('stores and answers each event of a paid card order as its key and values, with the English sentence beside them', async () => {
    const { order } = await placeOrder(t, customer.headers, { method: 'card' });
    expect((await chargeCard(t, customer.headers, order.id, '4242 4242 4242 4242')).statusCode).toBe(200);
    await t.app.services.payments.sweep(new Date(Date.now() + 5_000));
    const version = (await orderRow(t.database.db, order.id)).version;
    const packed = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${order.id}/status`, headers: admin.headers, payload: { action: 'pack', version } });
    expect(packed.statusCode, packed.body).toBe(200);

    const tracking = await trackingOf(order.id);
    const received = tracking.events.find((e) => e.status === 'Payment Received');
    const transaction = received?.messageParams.transaction ?? '';
    expect(transaction).not.toBe('');
    expect(codes(tracking.events)).toEqual([
      ['Packed', 'packed', {}],
      ['Order Confirmed', 'confirmed', {}],
      ['Payment Received', 'paymentReceived', { transaction }],
      ['Order Placed', 'placed', {}],
    ]);
    expect(received?.description).toBe(`Payment received (transaction ${transaction}).`);
    expect(tracking.events[0]?.description).toBe('Your order has been packed.');

    // The rows hold the codes; staff read the same events, with the English sentence.
    const rows = await eventsOf(t.database.db, order.id);
    expect(rows.map((r) => r.messageKey)).toEqual(['placed', 'paymentReceived', 'confirmed', 'packed']);
    const staff = AdminOrderDetailSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${order.id}`, headers: admin.headers })).json(),
    );
    expect(staff.events.find((e) => e.status === 'Payment Received')).toMatchObject({
      description: `Payment received (transaction ${transaction}).`,
      messageKey: 'paymentReceived',
      messageParams: { transaction },
    });
  });

  it("keeps a declined payment's reason as free text without a key", async () => {
    const { order } = await placeOrder(t, customer.headers, { method: 'card' });
    expect((await chargeCard(t, customer.headers, order.id, '4000 0000 0000 0002')).statusCode).toBe(200);
    await t.app.services.payments.sweep(new Date(Date.now() + 5_000));
    const failed = (await trackingOf(order.id)).events.find((e) => e.status === 'Payment Failed');
    expect(failed).toMatchObject({ messageKey: null, messageParams: {} });
    expect(failed?.description).not.toBe('');
  });
});

describe('migration 0033 backfill', () => {
  /** The migration's UPDATE statements, run again over rows written before it (message_key still null). */
  async function runBackfill() {
    const file = new URL('../../src/db/migrations/0033_tracking_event_codes.sql', import.meta.url);
    const statements = (await readFile(file, 'utf8'))
      .split('--> statement-breakpoint')
      .map((s) => s.replace(/^--.*$/gm, '').trim())
      .filter((s) => s.startsWith('UPDATE'));
    expect(statements).toHaveLength(5);
    for (const statement of statements) await t.database.db.execute(sql.raw(statement));
  }

  it('gives the known sentences of old rows their key and values, and leaves other words as they are', async () => {
    const { order } = await placeOrder(t, customer.headers, { method: 'card' });
    const legacy = [
      ['Order Placed', 'Your order has been placed.'],
      ['Payment Received', 'Payment received (transaction T-OLD-1).'],
      ['Payment Refunded', 'A payment (transaction T-OLD-2) arrived that this order did not need; it was refunded automatically and reaches you in 5-7 business days.'],
      ['Refunded', 'Your payment (transaction T-OLD-3) was refunded; it reaches you in 5-7 business days.'],
      ['Prescription Rejected', 'A pharmacist could not approve your prescription: Dolo 650: illegible.\nPlease upload a clearer photo.'],
      ['Out for Delivery', 'Your order is out for delivery.'],
      ['Payment Failed', 'Card declined by the issuer'],
    ] as const;
    await t.database.db.delete(orderEvents).where(eq(orderEvents.orderId, order.id));
    await t.database.db.insert(orderEvents).values(legacy.map(([status, description]) => ({ orderId: order.id, status, location: 'Dawa Pharmacy', description })));
    await t.database.db.execute(sql`update order_events set message_key = null where order_id = ${order.id}`);

    await runBackfill();

    const rows = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(asc(orderEvents.id));
    expect(rows.map((r) => [r.messageKey, r.messageParams])).toEqual([
      ['placed', {}],
      ['paymentReceived', { transaction: 'T-OLD-1' }],
      ['paymentRefunded', { transaction: 'T-OLD-2' }],
      ['refunded', { transaction: 'T-OLD-3' }],
      ['prescriptionRejected', { reason: 'Dolo 650: illegible.\nPlease upload a clearer photo.' }],
      ['outForDelivery', {}],
      [null, {}],
    ]);
    // The English stays as it was, for staff and API callers.
    expect(rows.map((r) => r.description)).toEqual(legacy.map(([, description]) => description));
  });
});
