import { QuotedLineSchema, type QuotedLine } from '@dawa/shared/commerce/cart';
import { MAX_LINE_QUANTITY } from '@dawa/shared/commerce/rules';
import { afterEach, describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY, cartStore, toApiLines, type StoredCartLine } from './cart-store';
import { promoStore } from './promo-store';

function line(overrides: Partial<StoredCartLine> = {}): StoredCartLine {
  return {
    productId: 1,
    variantId: null,
    quantity: 1,
    seenPricePaise: 3000,
    name: 'Dolo 650',
    slug: 'dolo-650',
    image: '/dolo.svg',
    variantLabel: '15 tablets',
    maxQuantity: 10,
    ...overrides,
  };
}

function quoted(overrides: Partial<QuotedLine> = {}): QuotedLine {
  return QuotedLineSchema.parse({
    productId: 1,
    variantId: 11,
    slug: 'dolo-650',
    name: 'Dolo 650 Tablet',
    variantLabel: 'Strip of 15',
    brand: 'Micro Labs',
    image: '/dolo-new.svg',
    categorySlug: 'pain-relief',
    requiresPrescription: false,
    unitPricePaise: 3000,
    mrpPaise: 3400,
    quantity: 1,
    lineTotalPaise: 3000,
    stock: 8,
    maxPerOrder: 30,
    previousUnitPricePaise: null,
    problem: null,
    ...overrides,
  });
}

afterEach(() => sessionStorage.clear());

describe('cart store', () => {
  it('adds a line and increments it when the same product and pack is added again', () => {
    expect(cartStore.add(line({ quantity: 2 }))).toBe('added');
    expect(cartStore.add(line({ quantity: 3 }))).toBe('added');
    expect(cartStore.lines()).toHaveLength(1);
    expect(cartStore.lines()[0]?.quantity).toBe(5);
    // Another pack of the same product is its own line.
    cartStore.add(line({ variantId: 12 }));
    expect(cartStore.lines()).toHaveLength(2);
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toHaveLength(2);
  });

  it('never goes above the stock, and says the add was limited', () => {
    cartStore.add(line({ quantity: 8, maxQuantity: 10 }));
    expect(cartStore.add(line({ quantity: 5, maxQuantity: 10 }))).toBe('limited');
    expect(cartStore.lines()[0]?.quantity).toBe(10);
  });

  it('keeps a set quantity between 1 and the stock', () => {
    cartStore.add(line({ quantity: 2 }));
    cartStore.setQuantity({ productId: 1, variantId: null }, 0);
    expect(cartStore.lines()[0]?.quantity).toBe(1);
    cartStore.setQuantity({ productId: 1, variantId: null }, 50);
    expect(cartStore.lines()[0]?.quantity).toBe(10);
  });

  it('removes a line, and clear empties the cart and drops the applied promo code', () => {
    cartStore.add(line());
    cartStore.add(line({ productId: 2 }));
    cartStore.remove({ productId: 1, variantId: null });
    expect(cartStore.lines().map((l) => l.productId)).toEqual([2]);
    promoStore.apply({ code: 'PAIN20', discountPaise: 600, description: '20% off pain relievers', limitNote: null });
    cartStore.clear();
    expect(cartStore.lines()).toEqual([]);
    expect(promoStore.get()).toBeNull();
  });

  it('ignores malformed stored data', () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ productId: 'x' }, { productId: 3, quantity: 2 }, 'junk']));
    expect(cartStore.lines()).toMatchObject([{ productId: 3, quantity: 2, maxQuantity: MAX_LINE_QUANTITY }]);
    localStorage.setItem(CART_STORAGE_KEY, '{not json');
    expect(cartStore.lines()).toEqual([]);
  });

  it('learns the pack, names and stock from a quote, joining a line added without a pack to the same pack', () => {
    cartStore.add(line({ quantity: 2, maxQuantity: MAX_LINE_QUANTITY }));
    cartStore.add(line({ variantId: 11, quantity: 1 }));
    const sent = cartStore.lines();
    cartStore.reconcile(sent, [quoted({ quantity: 2 }), quoted({ quantity: 1 })]);
    expect(cartStore.lines()).toEqual([
      line({ variantId: 11, quantity: 3, name: 'Dolo 650 Tablet', image: '/dolo-new.svg', variantLabel: 'Strip of 15', maxQuantity: 8 }),
    ]);
  });

  it('does not lower a quantity above the stock (the quote shows the problem) and skips a quote of an older cart', () => {
    cartStore.add(line({ quantity: 5, maxQuantity: MAX_LINE_QUANTITY }));
    const sent = cartStore.lines();
    cartStore.reconcile(sent, [quoted({ quantity: 5, stock: 3, problem: 'Only 3 left in stock' })]);
    expect(cartStore.lines()[0]).toMatchObject({ quantity: 5, maxQuantity: 5 });

    const before = cartStore.lines();
    cartStore.setQuantity({ productId: 1, variantId: 11 }, 4);
    cartStore.reconcile(before, [quoted({ quantity: 5, stock: 0 })]);
    expect(cartStore.lines()[0]).toMatchObject({ quantity: 4, maxQuantity: 5 });
  });

  it("takes the server's copy, keeping what it knows of each line", () => {
    cartStore.add(line({ variantId: 11 }));
    cartStore.fromServer([
      { productId: 1, variantId: 11, quantity: 4 },
      { productId: 9, variantId: null, quantity: 1, seenPricePaise: 1200 },
    ]);
    expect(cartStore.lines()).toEqual([
      line({ variantId: 11, quantity: 4 }),
      {
        productId: 9,
        variantId: null,
        quantity: 1,
        seenPricePaise: 1200,
        name: '',
        slug: '9',
        image: '',
        variantLabel: null,
        maxQuantity: MAX_LINE_QUANTITY,
      },
    ]);
  });

  it('sends the seen price only when it is known', () => {
    expect(toApiLines([line(), line({ productId: 2, seenPricePaise: 0 })])).toEqual([
      { productId: 1, variantId: null, quantity: 1, seenPricePaise: 3000 },
      { productId: 2, variantId: null, quantity: 1 },
    ]);
  });
});

describe('the applied promo code', () => {
  const promo = { code: 'PAIN20', discountPaise: 2000, description: '20% off Pain Relief', limitNote: null };

  it('stays with the cart in a new visit (a new tab or a restarted browser has a fresh sessionStorage)', () => {
    cartStore.add(line());
    promoStore.apply(promo);
    sessionStorage.clear();
    expect(promoStore.get()).toEqual(promo);
    expect(cartStore.lines()).toHaveLength(1);
  });

  it('goes with the cart when it is emptied', () => {
    cartStore.add(line());
    promoStore.apply(promo);
    cartStore.clear();
    expect(promoStore.get()).toBeNull();
  });
});
