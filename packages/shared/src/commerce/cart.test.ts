import { describe, expect, it } from 'vitest';
import { ApplyPromoBodySchema, CartLineSchema, CartLinesSchema, PromoCodeSchema, QuoteBodySchema } from './cart.ts';

describe('cart lines', () => {
  it('accepts 1 to 100 whole units of a product, with an optional pack and seen price', () => {
    expect(CartLineSchema.parse({ productId: 7, variantId: 3, quantity: 100, seenPricePaise: 3_360 })).toEqual({
      productId: 7,
      variantId: 3,
      quantity: 100,
      seenPricePaise: 3_360,
    });
  });

  it.each([
    [{ productId: 7, quantity: 0 }, 'quantity must be at least 1'],
    [{ productId: 7, quantity: 10_000 }, 'quantity must be at most 100'],
    [{ productId: 7, quantity: 1.5 }, 'quantity must be a whole number'],
    [{ productId: -1, quantity: 1 }, 'productId must be positive'],
    [{ productId: '7', quantity: 1 }, 'productId must be a number'],
  ])('refuses %j: %s', (payload, message) => {
    const result = CartLineSchema.safeParse(payload);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('refuses unknown fields (a client price is never taken)', () => {
    expect(CartLineSchema.safeParse({ productId: 7, quantity: 1, pricePaise: 1 }).success).toBe(false);
  });

  it('allows each product and pack once, and at most 50 lines', () => {
    expect(
      CartLinesSchema.safeParse([
        { productId: 1, quantity: 1 },
        { productId: 1, variantId: 2, quantity: 1 },
      ]).success,
    ).toBe(true);
    expect(
      CartLinesSchema.safeParse([
        { productId: 1, quantity: 1 },
        { productId: 1, quantity: 2 },
      ]).error?.issues[0]?.message,
    ).toBe('Each item may appear only once in the cart');
    const many = Array.from({ length: 51 }, (_, i) => ({ productId: i + 1, quantity: 1 }));
    expect(CartLinesSchema.safeParse(many).error?.issues[0]?.message).toBe('A cart holds at most 50 different items');
  });
});

describe('promo codes', () => {
  it('are trimmed and upper-cased', () => {
    expect(PromoCodeSchema.parse('  pain20 ')).toBe('PAIN20');
  });

  it("answer 'Invalid promo code' when absurdly long and ask for one when empty", () => {
    expect(PromoCodeSchema.safeParse('X'.repeat(5_000)).error?.issues[0]?.message).toBe('Invalid promo code');
    expect(PromoCodeSchema.safeParse('   ').error?.issues[0]?.message).toBe('Please enter a promo code');
  });

  it('go with the cart lines to /api/apply-promo and optionally to a quote', () => {
    expect(ApplyPromoBodySchema.parse({ promoCode: 'diab15', lines: [{ productId: 1, quantity: 2 }] }).promoCode).toBe('DIAB15');
    expect(QuoteBodySchema.parse({ lines: [] })).toEqual({ lines: [] });
  });
});
