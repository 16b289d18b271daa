import { describe, expect, it } from 'vitest';
import { discountPercent, formatInr, formatInrWhole, rupeesToPaise } from './format.ts';

describe('formatInr', () => {
  it.each([
    [0, '₹0.00'],
    [5, '₹0.05'],
    [3360, '₹33.60'],
    [123450, '₹1,234.50'],
    [10000000, '₹1,00,000.00'],
    [1234567890, '₹1,23,45,678.90'],
    [-4000, '-₹40.00'],
  ])('%i paise is %s', (paise, text) => {
    expect(formatInr(paise)).toBe(text);
  });

  it('refuses fractions of a paisa, which would mean a float slipped into money', () => {
    expect(() => formatInr(10.5)).toThrow(RangeError);
  });

  it('formats whole rupees for chips', () => {
    expect(formatInrWhole(500000)).toBe('₹5,000');
    expect(formatInrWhole(9950)).toBe('₹100');
  });
});

describe('rupeesToPaise', () => {
  it.each([
    [0, 0],
    [99.5, 9950],
    [0.1 + 0.2, 30],
    [1200, 120000],
  ])('%d rupees → %i paise', (rupees, paise) => {
    expect(rupeesToPaise(rupees)).toBe(paise);
  });
  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('%d is not an amount', (rupees) => {
    expect(rupeesToPaise(rupees)).toBeNull();
  });
});

describe('discountPercent', () => {
  it.each([
    [8000, 10000, 20],
    [3360, 3360, 0],
    [5000, 4000, 0],
    [100, 0, 0],
    [2999, 3360, 11],
  ])('price %i against mrp %i is %i%% off', (price, mrp, pct) => {
    expect(discountPercent(price, mrp)).toBe(pct);
  });
});
