import { normalizeName } from './normalize.ts';

/**
 * Catalogue ingredients the knowledge base deliberately has no monograph for, each with the reason.
 * For these the assistant says honestly that it has no information, and product pages show no
 * drug-information section. Lines marked '(Ayurvedic' and the homeopathic category are skipped as a
 * whole: traditional remedies are outside the sources this base is written from.
 */
export const NOT_COVERED: readonly { name: string; reason: string }[] = [
  { name: 'Citric acid', reason: 'Acid that makes fruit salts fizz; no medicinal dose' },
  { name: 'Sodium carbonate', reason: 'Fizzing base of fruit salts; covered by the sodium bicarbonate entry' },
  { name: 'Linseed oil', reason: 'Carrier oil of pain gels; no medicinal dose' },
  { name: 'Cajuput oil', reason: 'Aromatic oil of balms; no standalone monograph in our sources' },
  { name: 'Clove bud oil', reason: 'Aromatic oil of balms; no standalone monograph in our sources' },
  { name: 'Mentha oil', reason: 'Peppermint oil of balms; menthol is covered' },
  { name: 'Chlorothymol', reason: 'Aromatic of inhalant capsules; no standalone monograph in our sources' },
  { name: 'Terpineol', reason: 'Aromatic of inhalant capsules; no standalone monograph in our sources' },
  { name: 'Fungal diastase', reason: 'Digestive enzyme of food origin; no monograph in our sources' },
  { name: 'Papain', reason: 'Digestive enzyme of food origin; no monograph in our sources' },
  { name: 'Pepsin', reason: 'Digestive enzyme of food origin; no monograph in our sources' },
  { name: 'Lactic acid bacillus', reason: 'Probiotic (food supplement), not a drug' },
  { name: 'Aspartame', reason: 'Sweetener (food additive), not a drug' },
  { name: 'Octinoxate', reason: 'Sunscreen UV filter (cosmetic)' },
  { name: 'Avobenzone', reason: 'Sunscreen UV filter (cosmetic)' },
  { name: 'Octocrylene', reason: 'Sunscreen UV filter (cosmetic)' },
  { name: 'Kaolin', reason: 'Cosmetic clay of a calamine lotion' },
  { name: 'Aloe vera', reason: 'Herbal ingredient' },
  { name: 'Lactic acid', reason: 'Cosmetic moisturiser ingredient' },
  { name: 'Ceramides', reason: 'Cosmetic moisturiser ingredient' },
  { name: 'Shea butter', reason: 'Cosmetic moisturiser ingredient' },
  { name: 'Ginseng extract', reason: 'Herbal ingredient' },
  { name: 'Ginseng', reason: 'Herbal ingredient' },
  { name: 'Ginkgo biloba', reason: 'Herbal ingredient' },
  { name: 'Grape seed extract', reason: 'Herbal ingredient' },
  { name: 'Lysine', reason: 'Amino acid of a tonic; food supplement' },
  { name: 'Coenzyme Q10', reason: 'Food supplement; no monograph in our sources' },
  { name: 'Arjuna bark extract', reason: 'Herbal ingredient' },
  { name: 'Vitamin B-complex', reason: 'A mixture: its vitamins have their own entries' },
  { name: 'Multivitamins', reason: 'A mixture: its vitamins have their own entries' },
  { name: 'Multiminerals', reason: 'A mixture: its minerals have their own entries' },
  { name: 'Minerals', reason: 'A mixture: its minerals have their own entries' },
  { name: 'Antioxidants', reason: 'A mixture without stated ingredients' },
  { name: 'Protein', reason: 'Food (nutrition powder), not a drug' },
  { name: 'Fibre', reason: 'Food (nutrition powder), not a drug' },
  { name: 'Slow-release carbohydrates', reason: 'Food (nutrition powder), not a drug' },
  { name: 'Slow-digesting carbohydrates', reason: 'Food (nutrition powder), not a drug' },
];

// Mixtures written as a count ('10 vitamins', '24 vitamins and minerals including ...').
const MIXTURE = /^\d+\s+(?:vitamins|minerals|vital nutrients|nutrients)\b|^vitamins and minerals\b/i;

/** Why an ingredient has no monograph, or null when it is not deliberately left out. */
export function notCoveredReason(ingredient: string): string | null {
  if (MIXTURE.test(ingredient.trim())) return 'A mixture without named ingredients';
  const key = normalizeName(ingredient.replace(/\([^()]*\)/g, ' '));
  return NOT_COVERED.find((entry) => normalizeName(entry.name) === key)?.reason ?? null;
}
