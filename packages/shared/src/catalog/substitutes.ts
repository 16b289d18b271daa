import { z } from 'zod';
import { ProductSummarySchema } from './schemas.ts';

/**
 * Generic substitution (decision 025): products of other makers with the same salt and strength
 * (the active ingredient line, e.g. 'Paracetamol 650 mg') and the same dosage form, cheapest per unit
 * first. Never a different salt or strength: the match is on the whole ingredient line.
 */

/** Substitutes shown on a product page and beside a prescribed medicine. */
export const SUBSTITUTES_LIMIT = 6;

export const SubstituteSchema = ProductSummarySchema.extend({
  manufacturer: z.string(),
  activeIngredient: z.string(),
  /**
   * What the shopper saves against the product they looked at, for that product's pack (a strip of
   * 15 compares with 15 units of the substitute); null when the substitute is not cheaper.
   */
  savingPaise: z.number().int().positive().nullable(),
});
export type Substitute = z.infer<typeof SubstituteSchema>;

export const SubstituteListResponseSchema = z.object({ items: z.array(SubstituteSchema) });
export type SubstituteListResponse = z.infer<typeof SubstituteListResponseSchema>;

/** Units in a pack: the leading number of '15 tablets', '10 capsules', '100 ml'; 1 when there is none. */
export function packUnits(packSize: string | null): number {
  const n = Number(/^\s*(\d+)/.exec(packSize ?? '')?.[1] ?? '1');
  return Number.isFinite(n) && n > 0 ? n : 1;
}

/** Paise saved on the reference's pack by buying the same number of units of the substitute; null when none. */
export function savingPerPack(
  reference: { pricePaise: number; packSize: string | null },
  substitute: { pricePaise: number; packSize: string | null },
): number | null {
  const units = packUnits(reference.packSize);
  const substituteCost = Math.round((substitute.pricePaise / packUnits(substitute.packSize)) * units);
  const saving = reference.pricePaise - substituteCost;
  return saving > 0 ? saving : null;
}

export { packWord } from './pack-word.ts';
