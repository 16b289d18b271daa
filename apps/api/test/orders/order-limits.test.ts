import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataExportSchema } from '@dawa/shared/account/data-export';
import { OrderListResponseSchema } from '@dawa/shared/commerce/orders';
import { orders, products } from '../../src/db/schema/index.ts';
import { createVerifiedUser, expectError } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { addProduct, addPromo, createOrder, orderBody, placeOrder, quote, stockOf } from './commerce-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const limitTo = (productId: number, maxPerOrder: number) =>
  t.database.db.update(products).set({ maxPerOrder }).where(eq(products.id, productId));

describe('per-product maximum quantity per order', () => {
  it('explains the limit in the quote and refuses an order above it; the default is 30, and 10 for a prescription medicine', async () => {
    const customer = await createVerifiedUser(t);
    const name = `Limitol ${Date.now()} Tablet`;
    const productId = await addProduct(t, { name, stockQuantity: 80 });
    const prescribed = await addProduct(t, { requiresPrescription: true, stockQuantity: 80 });

    const defaults = await quote(t, [
      { productId, quantity: 31 },
      { productId: prescribed, quantity: 11 },
    ]);
    expect(defaults.lines.map((l) => [l.maxPerOrder, l.problem])).toEqual([
      [30, `You can order at most 30 of ${name} in one order.`],
      [10, expect.stringMatching(/^You can order at most 10 of .+ in one order\.$/)],
    ]);
    expect(defaults.hasProblems).toBe(true);

    await limitTo(productId, 3);
    const body = await orderBody(t, customer, [{ productId, quantity: 3 }]);
    expectError(
      await createOrder(t, customer, { ...body, lines: [{ productId, quantity: 4 }] }),
      400,
      `You can order at most 3 of ${name} in one order.`,
    );
    expect(await stockOf(t, productId)).toBe(80);
    expect((await createOrder(t, customer, body)).statusCode).toBe(201);
  });
});

describe('per-customer promo limits', () => {
  it('explains the per-customer limit in the quote and refuses a second use by the same customer, atomically at order creation', async () => {
    const code = `ONCE${Date.now() % 100000}`;
    await addPromo(t, { code, perUserLimit: 1 });
    const customer = await createVerifiedUser(t);
    const productId = await addProduct(t, { stockQuantity: 50 });
    const lines = [{ productId, quantity: 1 }];

    expect((await quote(t, lines, code)).promo?.limitNote).toBe(`${code} can be used 1 time per customer.`);
    expect((await quote(t, lines, code, customer.headers)).promo?.limitNote).toBe(
      `${code} can be used 1 time per customer; 1 use left for you, counting this order.`,
    );

    // Two checkouts prepared with the code before either is placed: only one may use it.
    const first = await orderBody(t, customer, lines, { promoCode: code });
    const second = await orderBody(t, customer, lines, { promoCode: code });
    expect((await createOrder(t, customer, first)).statusCode).toBe(201);
    expectError(await createOrder(t, customer, second), 400, `You have already used ${code}.`);
    expect((await quote(t, lines, code, customer.headers)).promoError).toBe(`You have already used ${code}.`);

    // Another customer still may.
    const other = await createVerifiedUser(t);
    await placeOrder(t, other, lines, { promoCode: code });
  });
});

describe('unpaid orders: dismiss and invoices', () => {
  it('dismisses only an unpaid order, which then leaves the list (not the data export); others get a readable 409 or 404', async () => {
    const customer = await createVerifiedUser(t);
    const productId = await addProduct(t, { stockQuantity: 20 });
    const unpaid = await placeOrder(t, customer, [{ productId, quantity: 1 }], { paymentMethod: 'card' });
    await t.database.db.update(orders).set({ status: 'unpaid', paymentStatus: 'failed' }).where(eq(orders.id, unpaid.orderId));
    const cod = await placeOrder(t, customer, [{ productId, quantity: 1 }]);

    const stranger = await createVerifiedUser(t);
    expectError(
      await t.app.inject({ method: 'PATCH', url: `/api/orders/${unpaid.orderId}/dismiss`, headers: stranger.headers }),
      404,
      'Order not found',
    );
    expectError(
      await t.app.inject({ method: 'PATCH', url: `/api/orders/${cod.orderId}/dismiss`, headers: customer.headers }),
      409,
      `Order #${cod.order.userOrderNumber} is not an unpaid order.`,
    );
    const dismissed = await t.app.inject({ method: 'PATCH', url: `/api/orders/${unpaid.orderId}/dismiss`, headers: customer.headers });
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(dismissed.json()).toEqual({ success: true, message: `Order #${unpaid.order.userOrderNumber} was removed from your orders.` });

    const list = OrderListResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/orders', headers: customer.headers })).json(),
    );
    expect(list.items.map((o) => o.id)).toEqual([cod.orderId]);
    expect(list.total).toBe(1);
    const exported = DataExportSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/settings/download-data', headers: customer.headers })).json(),
    );
    expect(exported.orders.map((o) => o.id).sort((a, b) => a - b)).toEqual([unpaid.orderId, cod.orderId].sort((a, b) => a - b));
  });

  it('has no invoice for an order cancelled before payment (404) nor one waiting for payment (409); a cash order has one', async () => {
    const customer = await createVerifiedUser(t);
    const productId = await addProduct(t, { stockQuantity: 20 });
    const waiting = await placeOrder(t, customer, [{ productId, quantity: 1 }], { paymentMethod: 'phonepe' });
    const invoice = (id: number) => t.app.inject({ method: 'GET', url: `/api/orders/${id}/invoice.pdf`, headers: customer.headers });
    expectError(await invoice(waiting.orderId), 409, 'The tax invoice is issued once the order is paid.');
    await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${waiting.orderId}/cancel`,
      headers: customer.headers,
      payload: { reason: 'changed_mind' },
    });
    expectError(await invoice(waiting.orderId), 404, 'There is no invoice for this order: it was cancelled before one was issued.');
    const cod = await placeOrder(t, customer, [{ productId, quantity: 1 }]);
    expect((await invoice(cod.orderId)).statusCode).toBe(200);
    expect(cod.order.hasInvoice).toBe(true);
    expect(waiting.order.hasInvoice).toBe(false);
  });

  it('paying again re-checks the stock: refused with what is left when the units went meanwhile', async () => {
    const customer = await createVerifiedUser(t);
    const name = `Scarcitol ${Date.now()} Tablet`;
    const productId = await addProduct(t, { name, stockQuantity: 5 });
    const unpaid = await placeOrder(t, customer, [{ productId, quantity: 2 }], { paymentMethod: 'card' });
    await t.database.db.update(orders).set({ status: 'unpaid', paymentStatus: 'failed' }).where(eq(orders.id, unpaid.orderId));
    await t.database.db.update(products).set({ stockQuantity: 1 }).where(eq(products.id, productId));

    expectError(
      await t.app.inject({ method: 'POST', url: `/api/orders/${unpaid.orderId}/pay-again`, headers: customer.headers }),
      409,
      `Only 1 left of ${name}`,
    );
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, unpaid.orderId));
    expect(row).toMatchObject({ status: 'unpaid', paymentStatus: 'failed' });
    expect(await stockOf(t, productId)).toBe(1);
  });
});
