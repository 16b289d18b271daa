/**
 * Days of supply of a past purchase (personalised recommendations): units in the pack × packs
 * bought ÷ units a day from the label's dosage. Medicines taken only 'when needed' have no refill
 * date, nor do liquids and creams whose daily use cannot be counted.
 */

const COUNTABLE = /(\d+)\s*(tablets?|tabs?|capsules?|caps|sachets?|softgels?|lozenges?|strips?)\b/i;

/** Tablets, capsules or sachets in one pack ('15 tablets' → 15), or null when they cannot be counted. */
export function unitsPerPack(packSize: string | null): number | null {
  const match = packSize ? COUNTABLE.exec(packSize) : null;
  const units = match ? Number(match[1]) : NaN;
  return Number.isInteger(units) && units > 0 && units <= 1000 ? units : null;
}

const TIMES: [RegExp, number][] = [
  [/\bonce\b/, 1],
  [/\btwice\b/, 2],
  [/\bthrice\b/, 3],
  [/\b(\d)\s*times\b/, -1],
  [/\b(daily|a day|per day|every day|at night|at bedtime|each morning)\b/, 1],
];

/**
 * Units taken a day by the label's dosage ('1 tablet twice a day' → 2; '1 tablet once or twice a day'
 * → 1, the lower, so a refill is never suggested early by our guess); null for 'as needed' or unreadable.
 */
export function unitsPerDay(dosage: string | null): number | null {
  if (!dosage) return null;
  const text = dosage.toLowerCase();
  if (/\b(as needed|when needed|if needed|as required|sos|every \d+(-\d+)? hours)\b/.test(text)) return null;
  const units = Number(/\b(\d+)\s*(tablets?|capsules?|sachets?|softgels?)\b/.exec(text)?.[1] ?? NaN);
  if (!Number.isInteger(units) || units < 1 || units > 4) return null;
  for (const [pattern, times] of TIMES) {
    const match = pattern.exec(text);
    if (match) return units * (times === -1 ? Number(match[1]) : times);
  }
  return null;
}

/** Days a purchase lasts, or null when it cannot be told. */
export function daysOfSupply(packSize: string | null, dosage: string | null, packs: number): number | null {
  const units = unitsPerPack(packSize);
  const perDay = unitsPerDay(dosage);
  if (units === null || perDay === null || packs < 1) return null;
  return Math.floor((units * packs) / perDay);
}

/** A refill is worth showing from a week before the pack runs out until a month after (then it was probably stopped). */
export const REFILL_NOTICE_DAYS = 7;
export const REFILL_LAPSE_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When the purchase runs out and whether a refill is due now. */
export function refillStatus(orderedAt: Date, days: number, now: Date): { runsOut: Date; due: boolean } {
  const runsOut = new Date(orderedAt.getTime() + days * DAY_MS);
  const daysLeft = (runsOut.getTime() - now.getTime()) / DAY_MS;
  return { runsOut, due: daysLeft <= REFILL_NOTICE_DAYS && daysLeft >= -REFILL_LAPSE_DAYS };
}
