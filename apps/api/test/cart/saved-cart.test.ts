import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerCartSchema } from '@dawa/shared/commerce/cart';
import { products } from '../../src/db/schema/index.ts';
import { createVerifiedUser, expectError } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { addProduct, addPromo, placeOrder, type Customer } from '../orders/commerce-helpers.ts';

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

describe("the saved cart's promo code (issue 21.7)", () => {
  const put = async (c: Customer, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/cart', headers: c.headers, payload });
  const savedOf = async (c: Customer) => ServerCartSchema.parse((await call(c, 'GET', '/api/cart')).json());

  it('keeps the applied code with the cart, so another device gets it; a save without one leaves it; null takes it off', async () => {
    await addPromo(t, { code: 'CARTKEEP10' });
    const customer = await createVerifiedUser(t);
    const lines = [{ productId: await addProduct(t), quantity: 1 }];
    expect(ServerCartSchema.parse((await put(customer, { lines, promoCode: 'cartkeep10' })).json()).promoCode).toBe('CARTKEEP10');
    expect(await savedOf(customer)).toEqual({ lines, promoCode: 'CARTKEEP10' });
    // An older browser saving its lines only does not drop the code.
    await put(customer, { lines: [{ ...lines[0], quantity: 2 }] });
    expect((await savedOf(customer)).promoCode).toBe('CARTKEEP10');
    await put(customer, { lines, promoCode: null });
    expect((await savedOf(customer)).promoCode).toBeNull();
  });

  it('keeps no code for an emptied cart or an unknown code, and refuses a malformed one (400)', async () => {
    await addPromo(t, { code: 'CARTGONE10' });
    const customer = await createVerifiedUser(t);
    const lines = [{ productId: await addProduct(t), quantity: 1 }];
    await put(customer, { lines, promoCode: 'CARTGONE10' });
    await put(customer, { lines: [] });
    expect(await savedOf(customer)).toEqual({ lines: [], promoCode: null });
    expect(ServerCartSchema.parse((await put(customer, { lines, promoCode: 'NOSUCHCODE' })).json()).promoCode).toBeNull();
    expect((await put(customer, { lines, promoCode: 'X'.repeat(41) })).statusCode).toBe(400);
  });

  it("merges at login: this browser's code wins, else the account's stays; an order uses it up", async () => {
    await addPromo(t, { code: 'CARTMERGE10' });
    const customer = await createVerifiedUser(t);
    const productId = await addProduct(t);
    await put(customer, { lines: [{ productId, quantity: 1 }], promoCode: 'CARTMERGE10' });
    const merged = await t.app.inject({ method: 'POST', url: '/api/cart/merge', headers: customer.headers, payload: { lines: [] } });
    expect(ServerCartSchema.parse(merged.json()).promoCode).toBe('CARTMERGE10');
    await placeOrder(t, customer, [{ productId, quantity: 1 }], { promoCode: 'CARTMERGE10' });
    expect(await savedOf(customer)).toEqual({ lines: [], promoCode: null });
  });
});
