import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminOrderDetailSchema,
  AdminOrderListResponseSchema,
  AdminOrderStatusResponseSchema,
  type AdminOrderStatusBody,
} from '@dawa/shared/admin/orders';
import { PhonePeInitiateResponseSchema } from '@dawa/shared/commerce/payments';
import { TrackingListResponseSchema } from '@dawa/shared/commerce/orders';
import { outboxEmails } from '../../src/db/schema/index.ts';
import { createVerifiedUser, expectError } from '../helpers/accounts.ts';
import {
  chargeCard,
  choosePhonePe,
  eventsOf,
  initiatePhonePe,
  orderRow,
  paymentsOf,
  placeOrder,
  createPaymentsTestApp,
  type PaymentsTestApp,
} from '../payments/helpers.ts';
import { auditRowsOf, createAccount, type Account } from './staff-helpers.ts';

let t: PaymentsTestApp;
let admin: Account;
let pharmacist: Account;
let customer: Awaited<ReturnType<typeof createVerifiedUser>>;

beforeAll(async () => {
  t = await createPaymentsTestApp();
  admin = await createAccount(t, 'admin');
  pharmacist = await createAccount(t, 'pharmacist');
  customer = await createVerifiedUser(t, { firstName: 'Asha', lastName: 'Verma' });
});
afterAll(() => t.close());

const step = (who: Account, orderId: number, body: AdminOrderStatusBody | Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/status`, headers: who.headers, payload: body });

async function versionOf(orderId: number) {
  return (await orderRow(t.database.db, orderId)).version;
}

async function lastMailTo(email: string) {
  const [mail] = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, email)).orderBy(desc(outboxEmails.id)).limit(1);
  return mail;
}

async function paidCardOrder() {
  const { order } = await placeOrder(t, customer.headers, { method: 'card' });
  expect((await chargeCard(t, customer.headers, order.id, '4242 4242 4242 4242')).statusCode).toBe(200);
  await t.app.services.payments.sweep(new Date(Date.now() + 5_000));
  expect(await orderRow(t.database.db, order.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  return order;
}

describe('GET /api/admin/orders', () => {
  it('lists every order newest first for admins and pharmacists, filtered and searched on the server', async () => {
    const other = await createVerifiedUser(t, { firstName: 'Ravi', lastName: 'Kumar' });
    const { order: cod } = await placeOrder(t, other.headers, { method: 'cod' });
    const { order: waiting } = await placeOrder(t, customer.headers, { method: 'phonepe' });

    for (const who of [admin, pharmacist]) {
      const res = await t.app.inject({ url: '/api/admin/orders?pageSize=2', headers: who.headers });
      expect(res.statusCode, res.body).toBe(200);
      const page = AdminOrderListResponseSchema.parse(res.json());
      expect(page.items.map((o) => o.id)).toEqual([waiting.id, cod.id]);
      expect(page.pageSize).toBe(2);
    }
    const byStatus = AdminOrderListResponseSchema.parse(
      (await t.app.inject({ url: '/api/admin/orders?status=confirmed&paymentMethod=cod', headers: admin.headers })).json(),
    );
    expect(byStatus.items.map((o) => o.id)).toContain(cod.id);
    expect(byStatus.items.every((o) => o.status === 'confirmed' && o.paymentMethod === 'cod')).toBe(true);
    const byPayment = AdminOrderListResponseSchema.parse(
      (await t.app.inject({ url: '/api/admin/orders?paymentStatus=pending', headers: admin.headers })).json(),
    );
    expect(byPayment.items.map((o) => o.id)).toContain(waiting.id);
    expect(byPayment.items.map((o) => o.id)).not.toContain(cod.id);

    const byEmail = AdminOrderListResponseSchema.parse(
      (
        await t.app.inject({ url: `/api/admin/orders?search=${encodeURIComponent(other.email.toUpperCase())}`, headers: admin.headers })
      ).json(),
    );
    expect(byEmail.items.map((o) => o.id)).toEqual([cod.id]);
    expect(byEmail.items[0]).toMatchObject({ customerEmail: other.email, customerName: 'Ravi Kumar' });
    const byNumber = AdminOrderListResponseSchema.parse(
      (await t.app.inject({ url: `/api/admin/orders?search=${encodeURIComponent(`#${cod.id}`)}`, headers: admin.headers })).json(),
    );
    expect(byNumber.items.map((o) => o.id)).toContain(cod.id);

    // India days: an order placed at 23:30 IST on 1 March belongs to 1 March, not 2 March (UTC).
    const { order: late } = await placeOrder(t, customer.headers, { method: 'cod', placedAt: new Date('2026-03-01T18:00:00Z') });
    const onFirst = AdminOrderListResponseSchema.parse(
      (await t.app.inject({ url: '/api/admin/orders?from=2026-03-01&to=2026-03-01', headers: admin.headers })).json(),
    );
    expect(onFirst.items.map((o) => o.id)).toEqual([late.id]);
    const onSecond = AdminOrderListResponseSchema.parse(
      (await t.app.inject({ url: '/api/admin/orders?from=2026-03-02&to=2026-03-02', headers: admin.headers })).json(),
    );
    expect(onSecond.items).toEqual([]);
  });

  it('refuses bad filters with a message naming the field', async () => {
    expectError(await t.app.inject({ url: '/api/admin/orders?status=lost', headers: admin.headers }), 400);
    expect(expectError(await t.app.inject({ url: '/api/admin/orders?from=2026-02-30', headers: admin.headers }), 400).message).toContain(
      'From must be a real date',
    );
    expect(
      expectError(await t.app.inject({ url: '/api/admin/orders?from=2026-03-02&to=2026-03-01', headers: admin.headers }), 400).message,
    ).toContain('From must not be after To');
  });

  it('answers an order with its items, payments, events and the next allowed steps; 404 for none', async () => {
    const order = await paidCardOrder();
    const res = await t.app.inject({ url: `/api/admin/orders/${order.id}`, headers: pharmacist.headers });
    expect(res.statusCode, res.body).toBe(200);
    const detail = AdminOrderDetailSchema.parse(res.json());
    expect(detail.items).toHaveLength(1);
    expect(detail.payments.map((p) => p.status)).toEqual(['success']);
    expect(detail.events.map((e) => e.status)).toEqual(expect.arrayContaining(['Order Placed', 'Payment Received', 'Order Confirmed']));
    expect(detail.allowedActions).toEqual(['pack', 'cancel']);
    expectError(await t.app.inject({ url: '/api/admin/orders/99999999', headers: admin.headers }), 404, 'Order not found');
  });
});

describe('GET /api/admin/orders/:id/invoice.pdf', () => {
  it("gives staff the customer's GST invoice of a paid order (audit-logged), 409 before payment, 403 to a customer", async () => {
    const { order: unpaid } = await placeOrder(t, customer.headers, { method: 'card' });
    expect(AdminOrderDetailSchema.parse((await t.app.inject({ url: `/api/admin/orders/${unpaid.id}`, headers: admin.headers })).json()).hasInvoice).toBe(false);
    expectError(await t.app.inject({ url: `/api/admin/orders/${unpaid.id}/invoice.pdf`, headers: admin.headers }), 409);

    const order = await paidCardOrder();
    expect(AdminOrderDetailSchema.parse((await t.app.inject({ url: `/api/admin/orders/${order.id}`, headers: pharmacist.headers })).json()).hasInvoice).toBe(true);
    const res = await t.app.inject({ url: `/api/admin/orders/${order.id}/invoice.pdf`, headers: pharmacist.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="invoice-${order.userOrderNumber}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const [view] = (await auditRowsOf(t, 'order', order.id)).filter((r) => r.action === 'view');
    expect(view).toMatchObject({ actorEmail: pharmacist.email, after: { invoice: expect.stringMatching(/\d/) as unknown } });
    // The customer's own download is the same invoice (one number per order).
    const mine = await t.app.inject({ url: `/api/orders/${order.id}/invoice.pdf`, headers: customer.headers });
    expect(mine.statusCode).toBe(200);
    expectError(await t.app.inject({ url: `/api/admin/orders/${order.id}/invoice.pdf`, headers: customer.headers }), 403);
    expectError(await t.app.inject({ url: '/api/admin/orders/99999999/invoice.pdf', headers: admin.headers }), 404, 'Order not found');
  });
});

describe('POST /api/admin/orders/:id/status', () => {
  it('moves a confirmed order to delivered: every step writes its tracking event, an audit row and the customer mail', async () => {
    const { order } = await placeOrder(t, customer.headers, { method: 'cod' });
    const steps: { body: Omit<AdminOrderStatusBody, 'version'>; event: string; to: string; mail: string | null }[] = [
      { body: { action: 'pack' }, event: 'Packed', to: 'packed', mail: null },
      {
        body: { action: 'ship', courier: 'Blue Dart <Express>', trackingNumber: 'BD123456789IN' },
        event: 'Shipped',
        to: 'shipped',
        mail: `Order #${order.userOrderNumber} has shipped`,
      },
      {
        body: { action: 'out_for_delivery' },
        event: 'Out for Delivery',
        to: 'out_for_delivery',
        mail: `Order #${order.userOrderNumber} is out for delivery`,
      },
      { body: { action: 'deliver' }, event: 'Delivered', to: 'delivered', mail: `Order #${order.userOrderNumber} has been delivered` },
    ];
    for (const [i, s] of steps.entries()) {
      const before = await orderRow(t.database.db, order.id);
      const res = await step(admin, order.id, { ...s.body, version: before.version });
      expect(res.statusCode, res.body).toBe(200);
      const answer = AdminOrderStatusResponseSchema.parse(res.json());
      expect(answer.order.status).toBe(s.to);
      expect((await eventsOf(t.database.db, order.id)).at(-1)?.status).toBe(s.event);
      const audit = await auditRowsOf(t, 'order', order.id);
      expect(audit).toHaveLength(i + 1);
      expect(audit.at(-1)).toMatchObject({
        action: 'status_change',
        actorId: admin.session.user.id,
        before: { status: before.status },
        after: { status: s.to },
      });
      const mail = await lastMailTo(customer.email);
      if (s.mail) expect(mail?.subject).toBe(s.mail);
      if (s.body.action === 'ship') {
        expect(mail?.text).toContain('Blue Dart <Express>');
        expect(mail?.text).toContain('BD123456789IN');
        expect(mail?.html).toContain('Blue Dart &#60;Express&#62;');
        expect(mail?.html).not.toContain('<Express>');
      }
    }
    // A delivered cash order is paid; the customer's Tracking tab shows every step with the courier's number.
    expect(await orderRow(t.database.db, order.id)).toMatchObject({
      status: 'delivered',
      paymentStatus: 'paid',
      courier: 'Blue Dart <Express>',
      trackingNumber: 'BD123456789IN',
    });
    const tracking = TrackingListResponseSchema.parse((await t.app.inject({ url: '/api/tracking', headers: customer.headers })).json());
    const card = tracking.items.find((r) => r.orderId === order.id);
    expect(card?.trackingNumber).toBe('BD123456789IN');
    expect(card?.events.map((e) => e.status).slice(0, 4)).toEqual(['Delivered', 'Out for Delivery', 'Shipped', 'Packed']);
  });

  it('refuses moves the state machine does not allow, with its reason, and writes nothing', async () => {
    const { order } = await placeOrder(t, customer.headers, { method: 'cod' });
    expectError(
      await step(admin, order.id, { action: 'deliver', version: await versionOf(order.id) }),
      409,
      `Order #${order.userOrderNumber} cannot be delivered while it is confirmed.`,
    );
    expect((await step(admin, order.id, { action: 'cancel', version: await versionOf(order.id) })).statusCode).toBe(200);
    expectError(
      await step(admin, order.id, { action: 'ship', version: await versionOf(order.id), courier: 'Delhivery', trackingNumber: 'DL1' }),
      409,
      `Order #${order.userOrderNumber} cannot be shipped while it is cancelled.`,
    );
    expectError(
      await step(admin, order.id, { action: 'confirm', version: await versionOf(order.id) }),
      409,
      `Order #${order.userOrderNumber} cannot be confirmed while it is cancelled.`,
    );
    expect(await orderRow(t.database.db, order.id)).toMatchObject({ status: 'cancelled', courier: null, trackingNumber: null });
    expect(await auditRowsOf(t, 'order', order.id)).toHaveLength(1);
    expect((await lastMailTo(customer.email))?.subject).toBe(`Order #${order.userOrderNumber} has been cancelled`);
  });

  it('refuses a ship without courier or tracking number, and an unknown action, naming the field', async () => {
    const { order } = await placeOrder(t, customer.headers, { method: 'cod' });
    const version = await versionOf(order.id);
    expect((await step(admin, order.id, { action: 'pack', version })).statusCode).toBe(200);
    const packed = await versionOf(order.id);
    expect(expectError(await step(admin, order.id, { action: 'ship', version: packed, courier: ' ' }), 400).message).toContain(
      'Courier is required to ship an order',
    );
    expect(expectError(await step(admin, order.id, { action: 'ship', version: packed, courier: 'DTDC' }), 400).message).toContain(
      'Tracking number is required to ship an order',
    );
    expectError(await step(admin, order.id, { action: 'teleport', version: packed }), 400);
    expect(expectError(await step(admin, order.id, { action: 'ship' }), 400).message).toContain('Version');
    expect(await orderRow(t.database.db, order.id)).toMatchObject({ status: 'packed' });
  });

  it('gives one of two admins changing the same order at once a 200 and the other a 409', async () => {
    const { order } = await placeOrder(t, customer.headers, { method: 'cod' });
    const version = await versionOf(order.id);
    const other = await createAccount(t, 'admin', 'second');
    const answers = await Promise.all([
      step(admin, order.id, { action: 'pack', version }),
      step(other, order.id, { action: 'cancel', version }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.statusCode === 409);
    if (!refused) throw new Error('no refusal');
    expectError(refused, 409, 'This order was changed by someone else. Reload it and try again.');
    expect(await auditRowsOf(t, 'order', order.id)).toHaveLength(1);
    // A stale version alone is refused too.
    expectError(
      await step(admin, order.id, { action: 'deliver', version }),
      409,
      'This order was changed by someone else. Reload it and try again.',
    );
  });

  it('cancelling a paid card order refunds it through the gateway: it ends Refunded, audited as a refund, the customer mailed', async () => {
    const order = await paidCardOrder();
    const res = await step(admin, order.id, { action: 'cancel', version: await versionOf(order.id) });
    expect(res.statusCode, res.body).toBe(200);
    const answer = AdminOrderStatusResponseSchema.parse(res.json());
    expect(answer.message).toBe(`Order #${order.userOrderNumber} has been cancelled successfully.`);
    expect(answer.order).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', allowedActions: [] });
    expect(answer.order.events.map((e) => e.status).slice(0, 2)).toEqual(['Refunded', 'Cancelled']);
    expect((await paymentsOf(t.database.db, order.id)).map((p) => p.status)).toEqual(['refunded']);
    expect((await auditRowsOf(t, 'order', order.id)).map((r) => [r.action, r.before])).toEqual([
      ['refund', { status: 'confirmed', paymentStatus: 'paid' }],
    ]);
    expect((await lastMailTo(customer.email))?.subject).toBe(`Order #${order.userOrderNumber} has been refunded`);
  });

  it('cancelling a paid PhonePe order refunds it through the PhonePe sandbox', async () => {
    const { order } = await placeOrder(t, customer.headers, { method: 'phonepe' });
    const started = PhonePeInitiateResponseSchema.parse((await initiatePhonePe(t, customer.headers, order.id)).json());
    await choosePhonePe(t, started.paymentUrl, 'success');
    expect((await step(pharmacist, order.id, { action: 'cancel', version: await versionOf(order.id) })).statusCode).toBe(200);
    expect(await orderRow(t.database.db, order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    const [payment] = await paymentsOf(t.database.db, order.id);
    const atPhonePe = t.app.services.phonePeSandbox
      ?.orders()
      .find((tx) => tx.merchantOrderId === started.merchantTransactionId);
    expect(atPhonePe?.refunds).toEqual([expect.objectContaining({ merchantRefundId: payment?.refundTransactionId, amount: order.totalPaise })]);
  });

  it('refunds a delivered paid order: it stays delivered and shows Refunded', async () => {
    const order = await paidCardOrder();
    for (const body of [
      { action: 'pack' },
      { action: 'ship', courier: 'DTDC', trackingNumber: 'D1' },
      { action: 'out_for_delivery' },
      { action: 'deliver' },
    ] as const) {
      expect((await step(admin, order.id, { ...body, version: await versionOf(order.id) })).statusCode).toBe(200);
    }
    const detail = AdminOrderDetailSchema.parse(
      (await t.app.inject({ url: `/api/admin/orders/${order.id}`, headers: admin.headers })).json(),
    );
    expect(detail.allowedActions).toEqual(['refund']);
    const res = await step(admin, order.id, { action: 'refund', version: detail.version });
    expect(res.statusCode, res.body).toBe(200);
    expect(AdminOrderStatusResponseSchema.parse(res.json()).order).toMatchObject({ status: 'delivered', paymentStatus: 'refunded' });
    expect((await auditRowsOf(t, 'order', order.id)).at(-1)).toMatchObject({
      action: 'refund',
      before: { status: 'delivered', paymentStatus: 'paid' },
    });
    expectError(
      await step(admin, order.id, { action: 'refund', version: await versionOf(order.id) }),
      409,
      `Order #${order.userOrderNumber} has no payment to refund.`,
    );
  });
});

describe('who may use it', () => {
  it.each(['user', 'doctor'] as const)('refuses a %s with 403 and changes nothing', async (role) => {
    const account = role === 'user' ? { headers: customer.headers } : await createAccount(t, role);
    const { order } = await placeOrder(t, customer.headers, { method: 'cod' });
    expectError(
      await t.app.inject({ url: '/api/admin/orders', headers: account.headers }),
      403,
      'Access denied. This part of the dashboard is not open to your role.',
    );
    expectError(await t.app.inject({ url: `/api/admin/orders/${order.id}`, headers: account.headers }), 403);
    expectError(
      await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.id}/status`,
        headers: account.headers,
        payload: { action: 'pack', version: 0 },
      }),
      403,
    );
    expect(await orderRow(t.database.db, order.id)).toMatchObject({ status: 'confirmed' });
    expect(await auditRowsOf(t, 'order', order.id)).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    expectError(await t.app.inject({ url: '/api/admin/orders' }), 401, 'Authentication required');
    expectError(
      await t.app.inject({ method: 'POST', url: '/api/admin/orders/1/status', payload: { action: 'pack', version: 0 } }),
      401,
      'Authentication required',
    );
  });
});
