/**
 * Integers with Indian digit grouping (12,34,567) and the plural form of a count, without Intl.
 *
 * Why by hand: the first Intl.NumberFormat a page creates costs about 50 ms of main thread in Chromium
 * (ICU loads its number data), the first Intl.PluralRules about 13 ms, four times that on a phone;
 * every page paid both while rendering its header's cart badge label and its first price (decision 055).
 * Both languages write Latin digits grouped the Indian way, and their plural rules are two lines of
 * CLDR, so the output is the same as Intl's (indian-digits.test.ts compares them).
 */

/** A string of decimal digits grouped as 1,23,45,678: the last three, then pairs. */
export function groupIndianDigits(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${head},${digits.slice(-3)}`;
}

/** A safe integer with Indian grouping ('-12,34,567'); undefined for anything else (callers use Intl for those). */
export function formatIndianInteger(value: number): string | undefined {
  if (!Number.isSafeInteger(value)) return undefined;
  const text = groupIndianDigits(String(Math.abs(value)));
  return value < 0 ? `-${text}` : text;
}

/**
 * CLDR's cardinal rule for English (one: i = 1 and v = 0) and Hindi (one: i = 0 or n = 1), for the
 * two forms the catalogues carry.
 */
export function pluralFormOf(count: number, language: 'en' | 'hi'): 'one' | 'other' {
  const n = Math.abs(count);
  if (language === 'hi') return n <= 1 ? 'one' : 'other';
  return n === 1 ? 'one' : 'other';
}
