/**
 * The strength as a pharmacist would check it: what the line wrote, the number in the brand's name,
 * and what the matched product states, reconciled (decision record 024, issue 24). The product gives
 * the unit and the per-volume form of a liquid ('Azithral 200' syrup is 200 mg/5 ml); a written
 * strength the product does not have is kept, and flagged for the pharmacist.
 */
import type { ParsedMedicine } from './analysis.ts';
import type { MedicineCandidate } from './match-medicine.ts';

interface ProductStrength {
  amount: number;
  text: string;
}

/** The strengths an active ingredient states: 'Amoxicillin 500 mg + Clavulanic acid 125 mg' → 500 mg, 125 mg. */
export function productStrengths(activeIngredient: string | null): ProductStrength[] {
  if (!activeIngredient) return [];
  const found: ProductStrength[] = [];
  const re = /(\d+(?:\.\d+)?)\s*(mg|mcg|g|iu|%)(?:\s*\/\s*(\d+(?:\.\d+)?)?\s*(ml|g))?/gi;
  for (const m of activeIngredient.matchAll(re)) {
    const unit = m[2]!.toLowerCase() === 'iu' ? 'IU' : m[2]!.toLowerCase();
    const base = unit === '%' ? `${m[1]}%` : `${m[1]} ${unit}`;
    found.push({ amount: Number(m[1]), text: m[4] ? `${base}/${m[3] ? `${m[3]} ` : ''}${m[4].toLowerCase()}` : base });
  }
  return found;
}

const amountOf = (strength: string | null) => (strength ? Number(/\d+(?:\.\d+)?/.exec(strength)?.[0] ?? NaN) : NaN);
const flagged = (medicine: ParsedMedicine, flag: 'strength_disagrees' | 'unclear'): ParsedMedicine => ({
  ...medicine,
  flags: [...new Set([...(medicine.flags ?? []), flag])],
});

/** Below this name confidence an unmatched line is shown as unclear rather than guessed. */
export const UNCLEAR_NAME_CONFIDENCE = 0.8;

export function reconcileWithProduct(medicine: ParsedMedicine, product: Pick<MedicineCandidate, 'activeIngredient' | 'name'> | null): ParsedMedicine {
  if (!product) return (medicine.nameConfidence ?? 0) < UNCLEAR_NAME_CONFIDENCE ? flagged(medicine, 'unclear') : medicine;
  const stated = productStrengths(product.activeIngredient);
  if (stated.length === 0) return medicine;
  const amount = amountOf(medicine.strength);
  if (medicine.strength === null) {
    // A number in the name the product states ('Azithral 200' → 200 mg/5 ml); the sum of a
    // combination's parts names it too (Augmentin 625 = 500 + 125), in the first part's unit.
    const number = Number(/\s(\d+(?:\.\d+)?)(?:\s+[A-Za-z]{1,6})?$/.exec(medicine.nameAsWritten)?.[1] ?? NaN);
    const same = stated.find((s) => s.amount === number);
    if (same) return { ...medicine, strength: same.text, strengthFrom: 'product' };
    return medicine;
  }
  const same = stated.find((s) => s.amount === amount);
  if (!same) return flagged(medicine, 'strength_disagrees');
  // The product knows a liquid's volume when the line or the name gave only the amount.
  if (medicine.strengthFrom === 'name' && same.text !== medicine.strength) return { ...medicine, strength: same.text };
  return medicine;
}
