/**
 * How many units (tablets, capsules, lozenges, or the stated volume of a liquid) a product's own
 * label lets an adult take in 24 hours, read from its dosage text (decision 036). Null when the
 * label does not say in a form this reader understands; the cart check then falls back to the
 * monograph's usual frequency.
 */
export function labelUnitsPerDay(dosage: string | null | undefined, unitVolumeMl: number | null): number | null {
  if (!dosage) return null;
  const adult = adultPart(dosage);
  const stated = statedMaximum(adult);
  if (stated !== null) return stated;
  const frequency = timesPerDay(adult);
  if (frequency === null) return null;
  const perDose = unitsPerDose(adult, unitVolumeMl);
  return perDose === null ? null : perDose * frequency;
}

/** The volume a liquid's strength is stated for ('... per 5 ml' → 5); null for solid forms. */
export function unitVolumeMl(activeIngredient: string | null | undefined): number | null {
  const match = /\bper\s+(\d+(?:\.\d+)?)\s*ml\b/i.exec(activeIngredient ?? '');
  return match ? Number(match[1]) : null;
}

const UNIT = '(?:tablets?|capsules?|lozenges?|drops?|sachets?|patches?|puffs?|pellets?|pearls?|doses?|respules?)';
const MAXIMUM = new RegExp(
  `(?:not more than|no more than|maximum(?: of)?|up to)\\s+(\\d+)(?:\\s+${UNIT})?\\s+(?:in|a|per)\\s+(?:24 hours|day)`,
  'i',
);
const COUNT = new RegExp(`(\\d+)(?:\\s*-\\s*(\\d+))?\\s+${UNIT}`, 'i');
const MILLILITRES = /(\d+(?:\.\d+)?)(?:\s*-\s*(\d+(?:\.\d+)?))?\s*ml\b/i;

// The adults' instructions when the label gives several ('Adults: 10 ml ... Children 6-12: 5 ml ...').
function adultPart(dosage: string): string {
  const fromAdults = /adults?\b[^:]*:?/i.exec(dosage);
  const text = fromAdults ? dosage.slice(fromAdults.index) : dosage;
  return text.split(/[.;]\s*children\b/i)[0] ?? text;
}

function statedMaximum(text: string): number | null {
  const match = MAXIMUM.exec(text);
  return match ? Number(match[1]) : null;
}

function timesPerDay(text: string): number | null {
  const lower = text.toLowerCase();
  if (/\bonce a week\b|\bonce weekly\b/.test(lower)) return 1 / 7;
  const times = /(\d+)(?:\s*-\s*(\d+))?\s+times\s+(?:a|per|in a)\s+day/.exec(lower);
  if (times) return Number(times[2] ?? times[1]);
  if (/\btwice\s+(?:a|per)\s+day\b|\btwice daily\b/.test(lower)) return 2;
  const every = /every\s+(\d+)(?:\s*-\s*(\d+))?\s+hours/.exec(lower);
  if (every) return Math.floor(24 / Number(every[1]));
  if (/\bonce\s+(?:a|per)\s+day\b|\bonce daily\b|\bat bedtime\b|\b(?:tablet|capsule)s? a day\b/.test(lower)) return 1;
  return null;
}

function unitsPerDose(text: string, volumeMl: number | null): number | null {
  if (volumeMl !== null) {
    const ml = MILLILITRES.exec(text);
    if (ml) return Number(ml[2] ?? ml[1]) / volumeMl;
  }
  const count = COUNT.exec(text);
  if (count) return Number(count[2] ?? count[1]);
  return volumeMl === null ? 1 : null;
}
