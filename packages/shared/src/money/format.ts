import { groupIndianDigits } from '../i18n/indian-digits.ts';

/** Integer paise, the only representation of money in Dawa (never floats). */
export type Paise = number;

/**
 * Formats paise as `₹1,234.50` with Indian digit grouping (₹1,00,000.00), from the integer itself:
 * exact for every safe integer, and no Intl.NumberFormat, whose first creation costs a phone's first
 * page about 200 ms of main thread (i18n/indian-digits.ts). The sign goes before the symbol ("-₹12.00").
 */
export function formatInr(paise: Paise): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`formatInr expects integer paise, got ${paise}`);
  const abs = Math.abs(paise);
  const text = `₹${groupIndianDigits(String(Math.floor(abs / 100)))}.${String(abs % 100).padStart(2, '0')}`;
  return paise < 0 ? `-${text}` : text;
}

/** Whole rupees without decimals, for compact labels such as filter chips (`₹1,200`). */
export function formatInrWhole(paise: Paise): string {
  return formatInr(Math.round(paise / 100) * 100).replace(/\.00$/, '');
}

/** Converts a rupee amount typed by a person (e.g. 99.5) to integer paise; null when not a finite non-negative number. */
export function rupeesToPaise(rupees: number): Paise | null {
  if (!Number.isFinite(rupees) || rupees < 0) return null;
  return Math.round(rupees * 100);
}

/** Paise to rupees as a number, for inputs that show rupees (never for arithmetic on money). */
export function paiseToRupees(paise: Paise): number {
  return paise / 100;
}

/** Whole percentage saved against the MRP; 0 when there is no saving. */
export function discountPercent(pricePaise: Paise, mrpPaise: Paise): number {
  if (mrpPaise <= 0 || pricePaise >= mrpPaise) return 0;
  return Math.round(((mrpPaise - pricePaise) / mrpPaise) * 100);
}
