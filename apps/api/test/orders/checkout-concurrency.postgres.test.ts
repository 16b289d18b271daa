import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateOrderResponseSchema } from '@dawa/shared/commerce/orders';
import { ErrorBodySchema } from '@dawa/shared/errors/codes';
import { orderItems, orders } from '../../src/db/schema/index.ts';
import { createVerifiedUser } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { addProduct, createOrder, orderBody, stockOf } from './commerce-helpers.ts';

// Runs only on the PostgreSQL server (DATABASE_URL; see vitest.config.ts): PGlite executes one
// statement at a time, so it could not show a race even if there were one.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  expect(t.database.kind).toBe('postgres');
});
afterAll(() => t.close());

describe('checkout under concurrency (PostgreSQL)', () => {
  it('50 customers buying the last 10 units at once: exactly 10 orders, 40 clear out-of-stock answers, stock ends at 0', async () => {
    const name = `Racemol ${Date.now()} Tablet`;
    const productId = await addProduct(t, { name, stockQuantity: 10 });
    const customers = [];
    for (let i = 0; i < 50; i++) customers.push(await createVerifiedUser(t));
    const bodies = await Promise.all(customers.map((c) => orderBody(t, c, [{ productId, quantity: 1 }])));

    const answers = await Promise.all(customers.map((c, i) => createOrder(t, c, bodies[i] ?? bodies[0]!, `race-${i}-${Date.now()}`)));

    const created = answers.filter((res) => res.statusCode === 201).map((res) => CreateOrderResponseSchema.parse(res.json()));
    const refused = answers.filter((res) => res.statusCode !== 201);
    expect(created).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const res of refused) {
      expect(res.statusCode).toBe(409);
      expect(ErrorBodySchema.parse(res.json())).toEqual({ code: 'out_of_stock', message: `Sorry, ${name} is out of stock` });
    }
    expect(await stockOf(t, productId)).toBe(0);
    const sold = await t.database.db.select({ orderId: orderItems.orderId }).from(orderItems).where(eq(orderItems.productId, productId));
    expect(sold).toHaveLength(10);
    expect(new Set(created.map((o) => o.order.userOrderNumber))).toEqual(new Set([1]));
    // Fifty registrations with password hashing come first: more than the default 30 s on a busy machine.
  }, 180_000);

  it('one customer double-clicking with one Idempotency-Key gets one order, however many requests race', async () => {
    const customer = await createVerifiedUser(t);
    const productId = await addProduct(t, { stockQuantity: 30 });
    const body = await orderBody(t, customer, [{ productId, quantity: 1 }]);
    const answers = await Promise.all(Array.from({ length: 8 }, () => createOrder(t, customer, body, 'double-click-key')));
    const ids = new Set(answers.map((res) => CreateOrderResponseSchema.parse(res.json()).orderId));
    expect(ids.size).toBe(1);
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(1);
    expect(await t.database.db.select().from(orders).where(eq(orders.userId, customer.session.user.id))).toHaveLength(1);
    expect(await stockOf(t, productId)).toBe(29);
  });

  it('one customer placing several different orders at once gets numbers 1 to 5, no gaps or doubles', async () => {
    const customer = await createVerifiedUser(t);
    const productId = await addProduct(t, { stockQuantity: 30 });
    const body = await orderBody(t, customer, [{ productId, quantity: 1 }]);
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => createOrder(t, customer, body, `parallel-order-${i}`)));
    const numbers = answers.map((res) => CreateOrderResponseSchema.parse(res.json()).order.userOrderNumber).sort();
    expect(numbers).toEqual([1, 2, 3, 4, 5]);
  });
});
