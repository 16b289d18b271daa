import { describe, expect, it } from 'vitest';
import { formatInr } from '../money/format.ts';
import { formatIndianInteger, groupIndianDigits, pluralFormOf } from './indian-digits.ts';

// Numbers across every group boundary, and the ends of the safe range.
const integers = [
  0,
  1,
  9,
  10,
  99,
  100,
  999,
  1000,
  9999,
  10000,
  99999,
  100000,
  1234567,
  12345678,
  123456789,
  1e12 + 7,
  Number.MAX_SAFE_INTEGER,
];

describe('Indian grouping without Intl', () => {
  it('groups the last three digits, then pairs', () => {
    expect(groupIndianDigits('1234567890')).toBe('1,23,45,67,890');
    expect(groupIndianDigits('123')).toBe('123');
  });

  it.each(['en-IN', 'hi-IN'])('writes integers as Intl.NumberFormat(%s) does', (locale) => {
    const intl = new Intl.NumberFormat(locale);
    for (const n of [...integers, ...integers.slice(1).map((i) => -i)]) expect(formatIndianInteger(n)).toBe(intl.format(n));
  });

  it('leaves fractions and unsafe numbers to Intl', () => {
    expect(formatIndianInteger(1.5)).toBeUndefined();
    expect(formatIndianInteger(2 ** 60)).toBeUndefined();
  });

  it("writes paise as Intl's INR currency format does", () => {
    const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const paise of [0, 1, 5, 10, 99, 100, 3360, 123450, 10000000, 1234567890, 999999999999])
      expect(formatInr(paise)).toBe(intl.format(paise / 100));
  });
});

describe('plural forms without Intl', () => {
  it.each(['en', 'hi'] as const)('choose the form Intl.PluralRules picks in %s', (language) => {
    const rules = new Intl.PluralRules(language === 'en' ? 'en-IN' : 'hi-IN');
    for (const n of [0, 0.5, 1, 1.5, 2, 3, 10, 11, 21, 100, 101, -1, -2]) expect(pluralFormOf(n, language)).toBe(rules.select(n));
  });
});
