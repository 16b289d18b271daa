import { unitsPerPack } from '../assistant/refills.ts';

/**
 * How many packs a prescribed course needs (an e-prescription of 1-0-0 × 30 days of a strip of 15
 * is 2 strips): units a day from the frequency (and dose) × days, divided by the units in a pack,
 * rounded up. Null whenever one of them cannot be counted ('SOS', a syrup, no duration): the
 * pharmacist then decides, and we never guess a quantity low.
 */

/** Units a day of a standard Indian frequency, for a dose of one unit each time. */
const TIMES_A_DAY: Record<string, number> = { od: 1, qd: 1, hs: 1, qhs: 1, bd: 2, bid: 2, tds: 3, tid: 3, qid: 4, qds: 4 };

/** '1 tablet' → 1, '2 capsules' → 2, '½ tablet' → 0.5; a dose that names no count is one unit. */
function unitsPerDose(dose: string | null | undefined): number | null {
  if (!dose?.trim()) return 1;
  const text = dose.trim().toLowerCase();
  if (/^(½|1\/2|half)(?![\d/])/.test(text)) return 0.5;
  const count = /^(\d+(?:\.\d+)?)\b/.exec(text);
  if (!count) return 1;
  const units = Number(count[1]);
  return units > 0 && units <= 10 ? units : null;
}

/** Units a day: a pattern such as 1-0-1 or 1-1-1-1 (each part the units at that time), or OD, BD, TDS, QID, HS with the dose. */
export function unitsPerDayOf(frequency: string | null | undefined, dose?: string | null): number | null {
  const text = frequency?.trim().toLowerCase();
  if (!text) return null;
  const pattern = /^([0-9½]+(?:\.5)?)(?:\s*-\s*([0-9½]+(?:\.5)?)){2,3}$/.exec(text);
  if (pattern) {
    const parts = text.split('-').map((p) => (p.trim() === '½' ? 0.5 : Number(p.trim())));
    if (parts.some((p) => !Number.isFinite(p) || p < 0 || p > 10)) return null;
    const sum = parts.reduce((a, b) => a + b, 0);
    return sum > 0 ? sum : null;
  }
  const times = TIMES_A_DAY[text.replace(/\./g, '')];
  const perDose = unitsPerDose(dose);
  return times !== undefined && perDose !== null ? times * perDose : null;
}

const DAYS_PER: Record<string, number> = { day: 1, days: 1, d: 1, week: 7, weeks: 7, wk: 7, wks: 7, w: 7, month: 30, months: 30, mo: 30 };

/** '30 days' → 30, '2 weeks' → 14, '1 month' → 30, 'x 5 d' → 5; null when it is not a length of time ('till review', 'SOS'). */
export function courseDaysOf(duration: string | null | undefined): number | null {
  const match = /^(?:[x×]\s*)?(\d{1,3})\s*([a-z]+)\.?$/.exec(duration?.trim().toLowerCase() ?? '');
  if (!match) return null;
  const per = DAYS_PER[match[2] ?? ''];
  const days = Number(match[1]) * (per ?? NaN);
  return Number.isInteger(days) && days > 0 && days <= 365 ? days : null;
}

/** Packs of `packSize` ('Strip of 15 tablets') for the course, or null when it cannot be counted. */
export function packsForCourse(course: {
  frequency?: string | null;
  dose?: string | null;
  duration?: string | null;
  packSize: string | null;
}): number | null {
  const perDay = unitsPerDayOf(course.frequency, course.dose);
  const days = courseDaysOf(course.duration);
  const perPack = unitsPerPack(course.packSize);
  if (perDay === null || days === null || perPack === null) return null;
  return Math.ceil((perDay * days) / perPack);
}

/** A prescription line as the ledger counts it: where it came from and what was written or read. */
export interface PrescribedLine {
  source: 'upload' | 'e_prescription';
  quantity: number | null;
  frequency: string | null;
  dose: string | null;
  durationDays: number | null;
}

/**
 * Packs a prescription line allows, the unit a cart counts in. A doctor's e-prescription stores packs
 * already (computed when it was written); an uploaded one holds units as written or read ('Qty 30',
 * '(10 tabs)'), or only the course, so it is divided by the product's pack. Null when it cannot be
 * counted (a syrup's '1 bottle' against no countable pack, 'SOS'): the pharmacist then decides, and a
 * count in tablets is never compared with a count in strips.
 */
export function packsPrescribed(line: PrescribedLine, packSize: string | null): number | null {
  if (line.source === 'e_prescription') return line.quantity;
  const perPack = unitsPerPack(packSize);
  if (perPack === null) return null;
  if (line.quantity !== null) return Math.ceil(line.quantity / perPack);
  const perDay = unitsPerDayOf(line.frequency, line.dose);
  const days = line.durationDays !== null && line.durationDays > 0 && line.durationDays <= 365 ? line.durationDays : null;
  return perDay === null || days === null ? null : Math.ceil((perDay * days) / perPack);
}
