/**
 * Matching a prescribed medicine to a catalogue product (decision record 024).
 *
 * Brand first: the written name against the product's name and brand, tolerant of OCR confusions
 * ('Dol0 650' is Dolo 650) through a character-shape fold and an edit-distance similarity. Salt
 * second: the written name against the active ingredient ('Paracetamol 500 mg' is any product of
 * that salt and strength, preferring one in stock, then the cheapest). Numbers decide between
 * strengths: a written strength that the product does not have costs most of the confidence.
 */
import type { MatchedBy, ParsedMedicine } from './analysis.ts';

export interface MedicineCandidate {
  productId: number;
  name: string;
  slug: string;
  brand: string;
  /** The salt with its strength, as the catalogue stores it: 'Paracetamol 650 mg'. */
  activeIngredient: string | null;
  /** How it is taken ('1 tablet every 6 hours'); strengths are read from name and activeIngredient. */
  dosage: string | null;
  dosageForm: string | null;
  pricePaise: number;
  stock: number;
  active: boolean;
}

export interface MedicineMatch {
  candidate: MedicineCandidate;
  matchedBy: MatchedBy;
  /** 0..1 */
  confidence: number;
}

/** Lowest confidence we still call a match; below it the medicine shows as not found. */
export const MIN_MATCH_CONFIDENCE = 0.5;

const FORM_WORDS = new Set([
  'tablet', 'tablets', 'tab', 'capsule', 'capsules', 'cap', 'syrup', 'suspension', 'injection', 'ointment', 'cream', 'gel', 'drops',
  'drop', 'inhaler', 'rotacap', 'rotacaps', 'respules', 'sachet', 'lotion', 'spray', 'powder', 'solution', 'patch', 'balm', 'granules',
  'shampoo', 'strip', 'vial', 'oral', 'eye', 'ear', 'nasal', 'mouthwash', 'soft', 'gelatin', 'chewable', 'dispersible',
]);

/** Salt spellings Indian prescriptions use interchangeably. */
const SALT_SYNONYMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bacetaminophen\b/g, 'paracetamol'],
  [/\bamoxycillin\b/g, 'amoxicillin'],
  [/\bclavulanate( potassium)?\b/g, 'clavulanic acid'],
  [/\bsalbutamol\b/g, 'salbutamol'],
  [/\balbuterol\b/g, 'salbutamol'],
  [/\bcholecalciferol\b/g, 'vitamin d3'],
  [/\bcetirizine hydrochloride\b/g, 'cetirizine'],
  [/\bmetformin hydrochloride\b/g, 'metformin'],
  [/\brabeprazole sodium\b/g, 'rabeprazole'],
  [/\bpantoprazole sodium\b/g, 'pantoprazole'],
  [/\bdiclofenac sodium\b/g, 'diclofenac'],
  [/\bdiclofenac potassium\b/g, 'diclofenac'],
  [/\bomeprazole magnesium\b/g, 'omeprazole'],
];

/** Folds characters OCR confuses inside words: 'dol0' → 'dolo', '|' → 'l'. Pure numbers stay numbers. */
function foldWord(word: string): string {
  if (/^\d+(?:\.\d+)?$/.test(word)) return word;
  return word.replace(/0/g, 'o').replace(/[1|!]/g, 'l').replace(/5/g, 's').replace(/8/g, 'b');
}

interface NameParts {
  words: string[];
  numbers: number[];
}

function splitName(text: string): NameParts {
  const words: string[] = [];
  const numbers: number[] = [];
  const tokens = text
    .toLowerCase()
    .replace(/(\d)(mg|mcg|ml|g|iu)\b/g, '$1 $2')
    .replace(/([a-z])(\d{2,4})\b/g, (whole, letter: string, digits: string) => (/[a-z]{3,}\d/.test(whole) ? `${letter} ${digits}` : whole))
    .split(/[^a-z0-9.|!%]+/)
    .filter(Boolean);
  for (const raw of tokens) {
    const token = raw.replace(/^\.+|\.+$/g, '');
    if (token === '') continue;
    if (/^\d+(?:\.\d+)?$/.test(token)) {
      numbers.push(Number(token));
      continue;
    }
    const folded = foldWord(token);
    if (FORM_WORDS.has(folded) || ['mg', 'mcg', 'ml', 'g', 'iu', 'w/w', '%'].includes(folded)) continue;
    words.push(folded);
  }
  return { words, numbers };
}

function saltText(text: string): string {
  let salt = text.toLowerCase();
  for (const [re, to] of SALT_SYNONYMS) salt = salt.replace(re, to);
  return salt;
}

/** Edit distance (Levenshtein), two rows. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** 1 for equal strings, 0 for nothing in common (normalised by the longer length). */
export function similarity(a: string, b: string): number {
  if (a === '' || b === '') return 0;
  return 1 - editDistance(a, b) / Math.max(a.length, b.length);
}

function numbersOf(text: string | null): number[] {
  if (!text) return [];
  return (text.match(/\d+(?:\.\d+)?/g) ?? []).map(Number);
}

/** How the written strength agrees with a product: 1 agrees, 0 disagrees, null when nothing was written. */
function strengthAgreement(written: number[], product: number[]): number | null {
  if (written.length === 0) return null;
  if (product.length === 0) return 0.5;
  return written.some((n) => product.includes(n)) ? 1 : 0;
}

/** Word-level similarity that forgives one missing trailing word ('Ascoril' vs 'Ascoril LS' is partial). */
function nameSimilarity(written: string[], product: string[]): number {
  if (written.length === 0 || product.length === 0) return 0;
  const whole = similarity(written.join(' '), product.join(' '));
  const first = similarity(written[0]!, product[0]!);
  // Extra words on either side ('Duo', 'LS', 'Plus') tell variants apart: they cost a little each.
  const extra = Math.abs(written.length - product.length);
  return Math.max(whole, first - 0.08 * extra);
}

function formAgrees(written: string | null, product: string | null): boolean {
  if (!written || !product) return true;
  const p = product.toLowerCase();
  const w = written.toLowerCase();
  if (p.includes(w) || w.includes(p)) return true;
  const liquids = ['syrup', 'suspension', 'solution', 'drops'];
  if (liquids.includes(w) && liquids.some((l) => p.includes(l))) return true;
  const topicals = ['ointment', 'cream', 'gel', 'lotion'];
  if (topicals.includes(w) && topicals.some((l) => p.includes(l))) return true;
  const solids = ['tablet', 'capsule'];
  return solids.includes(w) && solids.some((l) => p.includes(l));
}

/** Better product first when scores tie: in stock, then cheaper, then lower id (stable). */
function preferable(a: MedicineCandidate, b: MedicineCandidate): number {
  const stock = Number(b.stock > 0) - Number(a.stock > 0);
  return stock || a.pricePaise - b.pricePaise || a.productId - b.productId;
}

export function matchMedicine(parsed: ParsedMedicine, candidates: readonly MedicineCandidate[]): MedicineMatch | null {
  const written = splitName(parsed.nameAsWritten);
  if (written.words.length === 0) return null;
  const writtenNumbers = [...written.numbers, ...numbersOf(parsed.strength).slice(0, 1)];
  const writtenSalt = splitName(saltText(parsed.nameAsWritten)).words;
  const scored: MedicineMatch[] = [];

  for (const candidate of candidates) {
    if (!candidate.active) continue;
    const productName = splitName(candidate.name);
    const brand = splitName(candidate.brand);
    const productNumbers = [...productName.numbers, ...numbersOf(candidate.activeIngredient)];
    const agreement = strengthAgreement(writtenNumbers, productNumbers);
    const strengthFactor = agreement === null ? 0.92 : agreement === 1 ? 1 : agreement === 0.5 ? 0.85 : 0.45;
    const formFactor = formAgrees(parsed.form, candidate.dosageForm) ? 1 : 0.85;

    const brandSim = Math.max(nameSimilarity(written.words, productName.words), nameSimilarity(written.words, brand.words) - 0.04);
    if (brandSim >= 0.72) {
      scored.push({ candidate, matchedBy: 'brand', confidence: brandSim * strengthFactor * formFactor });
    }

    if (candidate.activeIngredient) {
      const salt = splitName(saltText(candidate.activeIngredient)).words.filter((w) => w !== '+' && w !== 'and');
      const saltSim = nameSimilarity(writtenSalt, salt);
      if (saltSim >= 0.8) {
        // A salt match is sound but less specific than the brand the doctor wrote.
        scored.push({ candidate, matchedBy: 'salt', confidence: 0.9 * saltSim * strengthFactor * formFactor });
      }
    }
  }
  if (scored.length === 0) return null;
  scored.sort((a, b) => {
    const byConfidence = b.confidence - a.confidence;
    // Near-equal confidences (two packs of one brand, many makers of one salt): the preferable product.
    if (Math.abs(byConfidence) > 0.02) return byConfidence;
    return preferable(a.candidate, b.candidate);
  });
  const best = scored[0]!;
  if (best.confidence < MIN_MATCH_CONFIDENCE) return null;
  return { ...best, confidence: Math.round(Math.min(1, best.confidence) * 100) / 100 };
}

/**
 * Generic substitution: other products with the same salt and strength as `product`, in stock, the
 * cheapest first. For a prescribed brand that is out of stock or not sold.
 */
export function genericSubstitutes(product: MedicineCandidate, candidates: readonly MedicineCandidate[]): MedicineCandidate[] {
  if (!product.activeIngredient) return [];
  const key = saltKey(product.activeIngredient);
  return candidates
    .filter((c) => c.active && c.stock > 0 && c.productId !== product.productId && c.activeIngredient && saltKey(c.activeIngredient) === key)
    .sort((a, b) => a.pricePaise - b.pricePaise || a.productId - b.productId);
}

/** 'Paracetamol 650 mg' and 'paracetamol 650mg' are one salt and strength. */
export function saltKey(activeIngredient: string): string {
  return saltText(activeIngredient).replace(/\s+/g, '').replace(/\.0+(?=mg|mcg|g|ml)/g, '');
}

/** The search terms for the catalogue query: the written name's words ('Dol0 650' → 'dolo'). */
export function searchTermsOf(parsed: Pick<ParsedMedicine, 'nameAsWritten'>): string {
  return splitName(saltText(parsed.nameAsWritten)).words.join(' ');
}
