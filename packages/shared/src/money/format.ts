/** Integer paise, the only representation of money in Dawa (never floats). */
export type Paise = number;

const inrFormatter = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Formats paise as `₹1,234.50` with Indian digit grouping (₹1,00,000.00). */
export function formatInr(paise: Paise): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`formatInr expects integer paise, got ${paise}`);
  // Intl puts the sign after the symbol for en-IN in some ICU builds; normalise to "-₹12.00".
  const text = inrFormatter.format(Math.abs(paise) / 100);
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
