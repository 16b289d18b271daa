import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerCartSchema } from '@dawa/shared/commerce/cart';
import { products } from '../../src/db/schema/index.ts';
import { createVerifiedUser, expectError } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { addProduct, placeOrder, type Customer } from '../orders/commerce-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = async (c: Customer, method: 'GET' | 'PUT' | 'POST', url: string, lines?: unknown[]) =>
  t.app.inject({ method, url, headers: c.headers, ...(lines ? { payload: { lines } } : {}) });
const cartOf = async (c: Customer) => ServerCartSchema.parse((await call(c, 'GET', '/api/cart')).json()).lines;

describe('the saved cart', () => {
  it('keeps what the browser saves and gives it back on another device', async () => {
    const customer = await createVerifiedUser(t);
    const a = await addProduct(t);
    const b = await addProduct(t);
    expect(await cartOf(customer)).toEqual([]);
    const lines = [
      { productId: b, quantity: 2, seenPricePaise: 10_000 },
      { productId: a, quantity: 1 },
    ];
    expect((await call(customer, 'PUT', '/api/cart', lines)).statusCode).toBe(200);
    expect(await cartOf(customer)).toEqual(lines);
  });

  it('leaves out products the shop does not sell (unknown ids) instead of failing', async () => {
    const customer = await createVerifiedUser(t);
    const a = await addProduct(t);
    const res = await call(customer, 'PUT', '/api/cart', [
      { productId: a, quantity: 1 },
      { productId: 88_888_888, quantity: 1 },
    ]);
    expect(ServerCartSchema.parse(res.json()).lines).toEqual([{ productId: a, quantity: 1 }]);
  });

  it("merges the browser cart on login: quantities added, capped by stock, the product's per-order limit and at 100", async () => {
    const customer = await createVerifiedUser(t);
    const plenty = await addProduct(t, { stockQuantity: 500 });
    await t.database.db.update(products).set({ maxPerOrder: 100 }).where(eq(products.id, plenty));
    const limited = await addProduct(t, { stockQuantity: 500 });
    const scarce = await addProduct(t, { stockQuantity: 5 });
    const onlyBrowser = await addProduct(t);
    await call(customer, 'PUT', '/api/cart', [
      { productId: plenty, quantity: 60 },
      { productId: limited, quantity: 20 },
      { productId: scarce, quantity: 3 },
    ]);
    const res = await call(customer, 'POST', '/api/cart/merge', [
      { productId: plenty, quantity: 70 },
      { productId: limited, quantity: 20 },
      { productId: scarce, quantity: 4 },
      { productId: onlyBrowser, quantity: 2 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const merged = ServerCartSchema.parse(res.json()).lines;
    expect(merged.map((l) => [l.productId, l.quantity])).toEqual([
      [plenty, 100],
      [limited, 30],
      [scarce, 5],
      [onlyBrowser, 2],
    ]);
    expect(await cartOf(customer)).toEqual(merged);
  });

  it('forgets the ordered products once the order is placed', async () => {
    const customer = await createVerifiedUser(t);
    const ordered = await addProduct(t);
    const kept = await addProduct(t);
    await call(customer, 'PUT', '/api/cart', [
      { productId: ordered, quantity: 1 },
      { productId: kept, quantity: 1 },
    ]);
    await placeOrder(t, customer, [{ productId: ordered, quantity: 1 }]);
    expect(await cartOf(customer)).toEqual([{ productId: kept, quantity: 1 }]);
  });

  it('refuses malformed lines and needs a login', async () => {
    const customer = await createVerifiedUser(t);
    const a = await addProduct(t);
    expect(expectError(await call(customer, 'PUT', '/api/cart', [{ productId: a, quantity: 0 }]), 400).message).toContain(
      'quantity must be at least 1',
    );
    expect(await cartOf(customer)).toEqual([]);
    expectError(await t.app.inject({ method: 'GET', url: '/api/cart' }), 401, 'Authentication required');
  });
});
