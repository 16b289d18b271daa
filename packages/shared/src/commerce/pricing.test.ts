import { describe, expect, it } from 'vitest';
import { formatInr } from '../money/format.ts';
import {
  computeTotals,
  deliveryChargePaise,
  evaluatePromo,
  isLineEligible,
  isPromoLive,
  type PricedLine,
  type PromoRule,
} from './pricing.ts';
import { DELIVERY_CHARGE_PAISE, FREE_DELIVERY_ABOVE_PAISE } from './rules.ts';

/** The spec's rule (the defaults of System Settings). */
const SPEC_DELIVERY = { chargePaise: DELIVERY_CHARGE_PAISE, freeAbovePaise: FREE_DELIVERY_ABOVE_PAISE };

const line = (overrides: Partial<PricedLine> = {}): PricedLine => ({
  productId: 1,
  categorySlug: 'pain-relief',
  tags: [],
  unitPricePaise: 10_000,
  quantity: 1,
  ...overrides,
});
const NOW = new Date('2026-06-15T10:00:00Z');
const rule = (overrides: Partial<PromoRule> = {}): PromoRule => ({
  code: 'PAIN20',
  kind: 'percent',
  percentOff: 20,
  categorySlugs: ['pain-relief'],
  tag: null,
  minOrderPaise: 0,
  maxDiscountPaise: null,
  validFrom: new Date('2026-01-01T00:00:00Z'),
  validUntil: new Date('2026-12-31T23:59:59Z'),
  active: true,
  usageLimit: null,
  perUserLimit: null,
  description: '20% off pain relievers',
  scopeLabel: 'Pain Relief products',
  ...overrides,
});
const unused = { timesUsed: 0, timesUsedByUser: 0 };
const evaluate = (r: PromoRule, lines: PricedLine[], usage = unused, now = NOW) => evaluatePromo(r, lines, usage, now, formatInr);

describe('deliveryChargePaise', () => {
  it.each([
    [0, 0],
    [1, 4_000],
    [49_899, 4_000],
    [49_900, 4_000],
    [49_901, 0],
    [100_000, 0],
  ])('a subtotal of %i paise costs %i paise to deliver', (subtotal, charge) => {
    expect(deliveryChargePaise(subtotal, SPEC_DELIVERY)).toBe(charge);
  });

  it.each([
    [{ chargePaise: 7_500, freeAbovePaise: 100_000 }, 60_000, 7_500],
    [{ chargePaise: 7_500, freeAbovePaise: 100_000 }, 100_000, 7_500],
    [{ chargePaise: 7_500, freeAbovePaise: 100_000 }, 100_001, 0],
    [{ chargePaise: 0, freeAbovePaise: 100_000 }, 5_000, 0],
    [{ chargePaise: 4_000, freeAbovePaise: 0 }, 1, 0],
    [{ chargePaise: 4_000, freeAbovePaise: 0 }, 0, 0],
  ])('with the rule %o a subtotal of %i paise costs %i paise to deliver', (rule, subtotal, charge) => {
    expect(deliveryChargePaise(subtotal, rule)).toBe(charge);
  });
});

describe('computeTotals', () => {
  it('adds lines, takes the discount off and adds delivery on the subtotal before the promo', () => {
    expect(computeTotals([line({ unitPricePaise: 15_000, quantity: 2 }), line({ unitPricePaise: 9_950 })], 5_000, SPEC_DELIVERY)).toEqual({
      subtotalPaise: 39_950,
      discountPaise: 5_000,
      deliveryPaise: 4_000,
      totalPaise: 38_950,
    });
  });

  it('never discounts more than the subtotal, nor a negative or fractional amount', () => {
    expect(computeTotals([line()], 50_000, SPEC_DELIVERY).discountPaise).toBe(10_000);
    expect(computeTotals([line()], -300, SPEC_DELIVERY).discountPaise).toBe(0);
    expect(computeTotals([line()], 99.9, SPEC_DELIVERY).discountPaise).toBe(99);
  });

  it('charges nothing for an empty cart', () => {
    expect(computeTotals([], 0, SPEC_DELIVERY)).toEqual({ subtotalPaise: 0, discountPaise: 0, deliveryPaise: 0, totalPaise: 0 });
  });

  it('charges the delivery of the rule it is given, judged on the subtotal before the promo', () => {
    const rule = { chargePaise: 9_900, freeAbovePaise: 20_000 };
    expect(computeTotals([line({ unitPricePaise: 15_000 })], 0, rule)).toEqual({
      subtotalPaise: 15_000,
      discountPaise: 0,
      deliveryPaise: 9_900,
      totalPaise: 24_900,
    });
    expect(computeTotals([line({ unitPricePaise: 25_000 })], 10_000, rule)).toEqual({
      subtotalPaise: 25_000,
      discountPaise: 10_000,
      deliveryPaise: 0,
      totalPaise: 15_000,
    });
  });
});

describe('evaluatePromo', () => {
  it('takes a percentage off the eligible lines only, rounding down to the paisa', () => {
    const outcome = evaluate(rule(), [
      line({ unitPricePaise: 3_333, quantity: 3 }),
      line({ categorySlug: 'antacids', unitPricePaise: 50_000 }),
    ]);
    expect(outcome).toEqual({ ok: true, discountPaise: 1_999, lineDiscountsPaise: [1_999, 0], description: '20% off pain relievers' });
  });

  it('lays a capped discount on the covered lines only, in proportion, adding up to the discount', () => {
    const outcome = evaluate(rule({ maxDiscountPaise: 1_000 }), [
      line({ unitPricePaise: 2_000 }),
      line({ categorySlug: 'vitamins-supplements', unitPricePaise: 90_000 }),
      line({ unitPricePaise: 1_000, quantity: 2 }),
    ]);
    expect(outcome).toMatchObject({ ok: true, discountPaise: 800, lineDiscountsPaise: [400, 0, 400] });
  });

  it('caps the discount at maxDiscountPaise', () => {
    expect(evaluate(rule({ maxDiscountPaise: 5_000 }), [line({ unitPricePaise: 100_000 })])).toMatchObject({
      ok: true,
      discountPaise: 5_000,
    });
  });

  it('buy one get one: one unit free for every two of the same tagged line', () => {
    const bogo = rule({
      code: 'VITCBOGO',
      kind: 'bogo',
      percentOff: null,
      categorySlugs: ['vitamins-supplements'],
      tag: 'vitamin c',
      scopeLabel: 'vitamin C supplements',
    });
    const vitC = (quantity: number, unitPricePaise = 20_000) =>
      line({ categorySlug: 'vitamins-supplements', tags: ['Vitamin C'], unitPricePaise, quantity });
    expect(evaluate(bogo, [vitC(2)])).toMatchObject({ ok: true, discountPaise: 20_000 });
    expect(evaluate(bogo, [vitC(5), vitC(2, 9_900)])).toMatchObject({
      ok: true,
      discountPaise: 49_900,
      lineDiscountsPaise: [40_000, 9_900],
    });
    expect(evaluate(bogo, [vitC(1), vitC(1, 9_900)])).toEqual({
      ok: false,
      message: 'VITCBOGO is buy one get one free: add 2 of the same vitamin C supplements item to your cart.',
    });
  });

  it.each([
    ['inactive', rule({ active: false }), unused, 'Invalid promo code'],
    ['not started', rule({ validFrom: new Date('2026-07-01T00:00:00Z') }), unused, 'PAIN20 is not active yet.'],
    ['expired', rule({ validUntil: new Date('2026-06-01T00:00:00Z') }), unused, 'PAIN20 has expired.'],
    ['used up', rule({ usageLimit: 100 }), { timesUsed: 100, timesUsedByUser: 0 }, 'PAIN20 has reached its usage limit.'],
    ['used by this customer', rule({ perUserLimit: 1 }), { timesUsed: 3, timesUsedByUser: 1 }, 'You have already used PAIN20.'],
    ['below the minimum', rule({ minOrderPaise: 50_000 }), unused, 'PAIN20 needs a minimum order of ₹500.00. Add ₹400.00 more to use it.'],
  ])('refuses a code that is %s', (_label, promo, usage, message) => {
    expect(evaluate(promo, [line()], usage)).toEqual({ ok: false, message });
  });

  it('names the scope when no line is eligible', () => {
    expect(evaluate(rule(), [line({ categorySlug: 'antacids' })])).toEqual({
      ok: false,
      message: 'PAIN20 applies only to Pain Relief products. Add one to your cart to use it.',
    });
  });

  it('is live on the first and the last moment of its window, and open-ended without an end', () => {
    const r = rule();
    expect(isPromoLive(r, r.validFrom)).toBe(true);
    expect(isPromoLive(r, r.validUntil ?? NOW)).toBe(true);
    expect(isPromoLive(r, new Date('2027-01-01T00:00:00Z'))).toBe(false);
    expect(isPromoLive(rule({ validUntil: null }), new Date('2099-01-01T00:00:00Z'))).toBe(true);
  });

  it('matches tags whatever their case, and every category when none is named', () => {
    expect(isLineEligible({ categorySlugs: [], tag: 'vitamin c' }, { categorySlug: 'ayurvedic', tags: ['VITAMIN C'] })).toBe(true);
    expect(isLineEligible({ categorySlugs: [], tag: null }, { categorySlug: 'anything', tags: [] })).toBe(true);
    expect(isLineEligible({ categorySlugs: ['diabetes'], tag: null }, { categorySlug: 'heart', tags: [] })).toBe(false);
  });
});
