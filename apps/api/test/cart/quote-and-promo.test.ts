import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppliedPromoSchema } from '@dawa/shared/commerce/cart';
import { products, promoRedemptions } from '../../src/db/schema/index.ts';
import { createVerifiedUser, expectError } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { addProduct, addPromo, placeOrder, quote, rowCount, variantsOf } from '../orders/commerce-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const applyPromo = (promoCode: string, lines: { productId: number; quantity: number }[], headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/apply-promo', headers, payload: { promoCode, lines } });

describe('POST /api/cart/quote', () => {
  it('prices every line from the database, whatever the browser thought it cost', async () => {
    const id = await addProduct(t, { pricePaise: 12_500, mrpPaise: 15_000 });
    const q = await quote(t, [{ productId: id, quantity: 2, seenPricePaise: 1 }]);
    expect(q.lines[0]).toMatchObject({ productId: id, unitPricePaise: 12_500, mrpPaise: 15_000, lineTotalPaise: 25_000, problem: null });
    expect(q).toMatchObject({ subtotalPaise: 25_000, discountPaise: 0, deliveryPaise: 4_000, totalPaise: 29_000, hasProblems: false });
  });

  it('charges ₹40 delivery at a subtotal of exactly ₹499 and nothing above it', async () => {
    const at499 = await addProduct(t, { pricePaise: 49_900 });
    const at500 = await addProduct(t, { pricePaise: 50_000 });
    expect(await quote(t, [{ productId: at499, quantity: 1 }])).toMatchObject({ deliveryPaise: 4_000, totalPaise: 53_900 });
    expect(await quote(t, [{ productId: at500, quantity: 1 }])).toMatchObject({ deliveryPaise: 0, totalPaise: 50_000 });
  });

  it('flags a price that changed since the customer added the item', async () => {
    const id = await addProduct(t, { pricePaise: 20_000, mrpPaise: 30_000 });
    expect((await quote(t, [{ productId: id, quantity: 1, seenPricePaise: 20_000 }])).lines[0]?.previousUnitPricePaise).toBeNull();
    await t.database.db.update(products).set({ pricePaise: 22_000 }).where(eq(products.id, id));
    const line = (await quote(t, [{ productId: id, quantity: 1, seenPricePaise: 20_000 }])).lines[0];
    expect(line).toMatchObject({ unitPricePaise: 22_000, previousUnitPricePaise: 20_000 });
  });

  it('uses the first pack when none is chosen, and the chosen pack when one is', async () => {
    const id = await addProduct(t, {
      variants: [
        { label: 'Strip of 10', sku: `T-${Date.now()}-10`, pricePaise: 3_000, mrpPaise: 3_500, stock: 5 },
        { label: 'Box of 50', sku: `T-${Date.now()}-50`, pricePaise: 14_000, mrpPaise: 17_500, stock: 2 },
      ],
    });
    const [strip, box] = await variantsOf(t, id);
    const q = await quote(t, [
      { productId: id, quantity: 1 },
      { productId: id, variantId: box?.id ?? 0, quantity: 1 },
    ]);
    expect(q.lines.map((l) => [l.variantId, l.variantLabel, l.unitPricePaise])).toEqual([
      [strip?.id, 'Strip of 10', 3_000],
      [box?.id, 'Box of 50', 14_000],
    ]);
  });

  it("says what is wrong with a line: 'Only 3 left in stock', 'Out of stock', 'No longer available'", async () => {
    const few = await addProduct(t, { stockQuantity: 3 });
    const none = await addProduct(t, { stockQuantity: 0 });
    const withdrawn = await addProduct(t);
    await t.database.db.update(products).set({ active: false }).where(eq(products.id, withdrawn));
    const q = await quote(t, [
      { productId: few, quantity: 5 },
      { productId: none, quantity: 1 },
      { productId: withdrawn, quantity: 1 },
      { productId: 99_999_999, quantity: 1 },
    ]);
    expect(q.lines.map((l) => l.problem)).toEqual(['Only 3 left in stock', 'Out of stock', 'No longer available', 'No longer available']);
    expect(q.hasProblems).toBe(true);
  });

  it('marks a cart holding a prescription medicine', async () => {
    const rx = await addProduct(t, { requiresPrescription: true, categorySlug: 'prescription' });
    const q = await quote(t, [{ productId: rx, quantity: 1 }]);
    expect(q.needsPrescription).toBe(true);
    expect(q.lines[0]?.requiresPrescription).toBe(true);
  });

  it('applies a promo code given with the cart, and explains one that does not apply without failing', async () => {
    const pain = await addProduct(t, { pricePaise: 30_000, categorySlug: 'pain-relief' });
    const q = await quote(t, [{ productId: pain, quantity: 1 }], 'pain20');
    expect(q.promo).toEqual({ code: 'PAIN20', discountPaise: 6_000, description: '20% off pain relievers', limitNote: null });
    expect(q).toMatchObject({ subtotalPaise: 30_000, discountPaise: 6_000, deliveryPaise: 4_000, totalPaise: 28_000, promoError: null });
    const other = await quote(t, [{ productId: pain, quantity: 1 }], 'DIAB15');
    expect(other).toMatchObject({
      promo: null,
      discountPaise: 0,
      promoError: 'DIAB15 applies only to Diabetes Care products. Add one to your cart to use it.',
    });
    expect((await quote(t, [{ productId: pain, quantity: 1 }], 'NOSUCHCODE')).promoError).toBe('Invalid promo code');
  });

  it('refuses malformed carts with a readable 400: quantity 0 or 10,000, a promo code of 5,000 characters', async () => {
    const id = await addProduct(t);
    for (const payload of [
      { lines: [{ productId: id, quantity: 0 }] },
      { lines: [{ productId: id, quantity: 10_000 }] },
      { lines: [{ productId: id, quantity: 1 }], promoCode: 'X'.repeat(5_000) },
      { lines: [{ productId: 'one', quantity: 1 }] },
      {
        lines: [
          { productId: id, quantity: 1 },
          { productId: id, quantity: 2 },
        ],
      },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/cart/quote', payload });
      expect(expectError(res, 400).message).toMatch(/quantity must be|Invalid promo code|productId must be|only once/);
    }
  });
});

describe('POST /api/apply-promo', () => {
  it('PAIN20 takes 20% off the Pain Relief items only', async () => {
    const pain = await addProduct(t, { pricePaise: 25_000, categorySlug: 'pain-relief' });
    const other = await addProduct(t, { pricePaise: 40_000, categorySlug: 'antacids' });
    const res = await applyPromo('PAIN20', [
      { productId: pain, quantity: 2 },
      { productId: other, quantity: 1 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(AppliedPromoSchema.parse(res.json())).toEqual({ code: 'PAIN20', discountPaise: 10_000, description: '20% off pain relievers', limitNote: null });
  });

  it('VITCBOGO gives one vitamin C item free for every two of the same item', async () => {
    const vitC = await addProduct(t, { pricePaise: 15_000, categorySlug: 'vitamins-supplements', tags: ['vitamin c', 'immunity'] });
    const vitD = await addProduct(t, { pricePaise: 20_000, categorySlug: 'vitamins-supplements', tags: ['vitamin d'] });
    const res = await applyPromo('VITCBOGO', [
      { productId: vitC, quantity: 3 },
      { productId: vitD, quantity: 2 },
    ]);
    expect(AppliedPromoSchema.parse(res.json()).discountPaise).toBe(15_000);
    expectError(
      await applyPromo('VITCBOGO', [{ productId: vitC, quantity: 1 }]),
      400,
      'VITCBOGO is buy one get one free: add 2 of the same vitamin C supplements item to your cart.',
    );
    expectError(
      await applyPromo('VITCBOGO', [{ productId: vitD, quantity: 2 }]),
      400,
      'VITCBOGO applies only to vitamin C supplements. Add one to your cart to use it.',
    );
  });

  it('DIAB15 takes 15% off Diabetes Care items', async () => {
    const strips = await addProduct(t, { pricePaise: 99_900, categorySlug: 'diabetes' });
    expect(AppliedPromoSchema.parse((await applyPromo('diab15', [{ productId: strips, quantity: 1 }])).json())).toEqual({
      code: 'DIAB15',
      discountPaise: 14_985,
      description: 'Flat 15% off diabetes care',
      limitNote: null,
    });
  });

  it("answers 'Invalid promo code' for a code that does not exist", async () => {
    const id = await addProduct(t);
    expectError(await applyPromo('FREESTUFF', [{ productId: id, quantity: 1 }]), 400, 'Invalid promo code');
  });

  it('refuses an expired code and one whose deal has not started', async () => {
    const id = await addProduct(t);
    await addPromo(t, { code: 'OLDDEAL', validFrom: new Date('2024-01-01'), validUntil: new Date('2024-12-31') });
    await addPromo(t, { code: 'SOONDEAL', validFrom: new Date(Date.now() + 86_400_000) });
    expectError(await applyPromo('OLDDEAL', [{ productId: id, quantity: 1 }]), 400, 'OLDDEAL has expired.');
    expectError(await applyPromo('SOONDEAL', [{ productId: id, quantity: 1 }]), 400, 'SOONDEAL is not active yet.');
  });

  it('refuses a code below its minimum order, saying how much more to add', async () => {
    const id = await addProduct(t, { pricePaise: 30_000 });
    await addPromo(t, { code: 'BIGCART', minOrderPaise: 100_000 });
    expectError(
      await applyPromo('BIGCART', [{ productId: id, quantity: 1 }]),
      400,
      'BIGCART needs a minimum order of ₹1,000.00. Add ₹700.00 more to use it.',
    );
    expect((await applyPromo('BIGCART', [{ productId: id, quantity: 4 }])).statusCode).toBe(200);
  });

  it('refuses a code that reached its usage limit, and one the customer already used', async () => {
    const id = await addProduct(t, { pricePaise: 60_000 });
    await addPromo(t, { code: 'ONCEONLY', usageLimit: 1 });
    await addPromo(t, { code: 'ONEEACH', perUserLimit: 1 });
    const first = await createVerifiedUser(t);
    const second = await createVerifiedUser(t);
    await placeOrder(t, first, [{ productId: id, quantity: 1 }], { promoCode: 'ONCEONLY' });
    expectError(
      await applyPromo('ONCEONLY', [{ productId: id, quantity: 1 }], second.headers),
      400,
      'ONCEONLY has reached its usage limit.',
    );

    await placeOrder(t, first, [{ productId: id, quantity: 1 }], { promoCode: 'ONEEACH' });
    expectError(await applyPromo('ONEEACH', [{ productId: id, quantity: 1 }], first.headers), 400, 'You have already used ONEEACH.');
    expect((await applyPromo('ONEEACH', [{ productId: id, quantity: 1 }], second.headers)).statusCode).toBe(200);
    expect(await rowCount(t, promoRedemptions)).toBeGreaterThanOrEqual(2);
  });

  it('refuses a promo code of 5,000 characters without looking it up', async () => {
    const id = await addProduct(t);
    expect(expectError(await applyPromo('A'.repeat(5_000), [{ productId: id, quantity: 1 }]), 400).message).toContain('Invalid promo code');
  });
});
