/**
 * Catalogue-guided correction of OCR near-misses ('Cweset' → Emeset, 'Calpe' → Calpol, 'She1cal' →
 * Shelcal): a weighted edit distance whose substitutions of shapes OCR confuses (rn/m, cl/d, 0/O,
 * 1/l, e/c, u/n, a/o) cost less than other edits, against a lexicon of the catalogue's brands and
 * salts and the reader's own brand list. The result carries a confidence; the caller decides.
 */
import { READING_KNOWLEDGE } from './knowledge/reading-knowledge.ts';

/** Pairs OCR confuses, both ways, with their cost (a plain substitution costs 1). */
const CONFUSIONS: ReadonlyArray<readonly [string, string, number]> = [
  ['rn', 'm', 0.3],
  ['cl', 'd', 0.35],
  ['vv', 'w', 0.3],
  ['ii', 'u', 0.4],
  ['in', 'm', 0.5],
  ['ri', 'n', 0.5],
  ['li', 'h', 0.5],
  ['0', 'o', 0.1],
  ['1', 'l', 0.1],
  ['1', 'i', 0.2],
  ['l', 'i', 0.3],
  ['|', 'l', 0.1],
  ['5', 's', 0.2],
  ['8', 'b', 0.3],
  ['6', 'b', 0.4],
  ['e', 'c', 0.4],
  ['e', 'o', 0.5],
  ['a', 'o', 0.4],
  ['u', 'n', 0.4],
  ['u', 'v', 0.4],
  ['w', 'm', 0.45],
  ['c', 'e', 0.4],
  ['t', 'f', 0.4],
  ['h', 'b', 0.5],
  ['n', 'h', 0.5],
  ['y', 'v', 0.5],
  ['g', 'q', 0.4],
  ['i', 'j', 0.4],
  ['e', 'a', 0.5],
  ['z', '2', 0.3],
  ['c', 'o', 0.5],
];
const COST = new Map<string, number>();
for (const [a, b, cost] of CONFUSIONS) {
  COST.set(`${a}>${b}`, cost);
  COST.set(`${b}>${a}`, cost);
}

/** Edit distance with OCR's confusions cheap, on lower-case strings. */
export function ocrDistance(read: string, word: string): number {
  const a = read;
  const b = word;
  const d: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = 0; i <= a.length; i++) d[i]![0] = i;
  for (let j = 0; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const same = a[i - 1] === b[j - 1];
      let best = Math.min(
        d[i - 1]![j]! + 1,
        d[i]![j - 1]! + 1,
        d[i - 1]![j - 1]! + (same ? 0 : (COST.get(`${a[i - 1]}>${b[j - 1]}`) ?? 1)),
      );
      // Two characters for one, or one for two ('rn' for 'm', 'd' for 'cl').
      for (const [span, take] of [
        [2, 1],
        [1, 2],
        [2, 2],
      ] as const) {
        if (i >= span && j >= take) {
          const cost = COST.get(`${a.slice(i - span, i)}>${b.slice(j - take, j)}`);
          if (cost !== undefined) best = Math.min(best, d[i - span]![j - take]! + cost);
        }
      }
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

export interface LexiconEntry {
  /** As it should be written: 'Emeset', 'Taxim-O', 'Paracetamol'. */
  name: string;
  salt: string | null;
  unit: string | null;
  /** The families of the forms it is sold in (formFamily), when the catalogue knows them. */
  forms?: readonly string[];
}

/**
 * A dosage form's family: what a prescriber may write for it. 'Tab.' for a capsule brand is
 * common; 'Syp.' for a tablet brand is not.
 */
export function formFamily(form: string | null | undefined): string | null {
  const f = (form ?? '').toLowerCase();
  if (/^(?:tablet|capsule|rotacap)/.test(f)) return 'solid';
  if (/^(?:syrup|suspension|solution|liquid|drops?)/.test(f)) return 'liquid';
  if (/^(?:cream|ointment|gel|lotion|balm|shampoo)/.test(f)) return 'topical';
  if (/^(?:inhaler|respules|spray)/.test(f)) return 'inhaled';
  if (/^(?:sachet|powder|granules)/.test(f)) return 'powder';
  if (/^injection/.test(f)) return 'injection';
  return null;
}

/**
 * A name sold in the written form costs less. One not sold in it costs no more: the catalogue may
 * not stock every form of a brand (a Calpol syrup when it stocks the tablets).
 */
const FORM_AGREES = -0.4;

export interface Correction {
  entry: LexiconEntry;
  /** 0..1: 1 when the word was read exactly. */
  confidence: number;
}

const keyOf = (word: string) => word.toLowerCase().replace(/[^a-z0-9|]/g, '');

/** The reader's own brands and salts, and any catalogue names added to them (first words of brands). */
export class NameLexicon {
  private readonly entries = new Map<string, LexiconEntry>();

  constructor(extra: readonly LexiconEntry[] = []) {
    for (const brand of READING_KNOWLEDGE.brands) this.add({ name: brand.name, salt: brand.salt, unit: brand.unit ?? null });
    for (const salt of READING_KNOWLEDGE.salts) this.add({ name: salt, salt, unit: null });
    for (const entry of extra) this.add(entry);
  }

  add(entry: LexiconEntry): void {
    const key = keyOf(entry.name);
    if (key.length < 3) return;
    const known = this.entries.get(key);
    const forms = [...new Set([...(known?.forms ?? []), ...(entry.forms ?? [])])];
    // The reader's list wins over a catalogue name: it knows the unit.
    if (!known || (known.unit === null && entry.unit !== null))
      this.entries.set(key, { ...entry, unit: entry.unit ?? known?.unit ?? null, forms });
    else this.entries.set(key, { ...known, forms });
  }

  /**
   * The entry a read word most likely is, when the evidence is good enough (see the thresholds). The
   * written dosage form ('Syp. Calpe') weighs for the names sold in that form.
   */
  correct(read: string, form: string | null = null): Correction | null {
    const family = formFamily(form);
    const key = keyOf(read);
    if (key.length < 3) return null;
    const exact = this.entries.get(key);
    if (exact) return { entry: exact, confidence: 1 };
    // A word with digits folded to letters ('she1cal') may be exact after folding.
    const folded = key.replace(/0/g, 'o').replace(/[1|]/g, 'l').replace(/5/g, 's');
    const foldedExact = this.entries.get(folded);
    if (foldedExact) return { entry: foldedExact, confidence: 0.95 };
    let best: { entry: LexiconEntry; cost: number } | null = null;
    let second = Infinity;
    for (const [word, entry] of this.entries) {
      if (Math.abs(word.length - key.length) > 2) continue;
      const forms = entry.forms ?? [];
      const weight = family !== null && forms.includes(family) ? FORM_AGREES : 0;
      const cost = Math.max(0.05, ocrDistance(key, word) + weight);
      if (!best || cost < best.cost) {
        second = best?.cost ?? Infinity;
        best = { entry, cost };
      } else if (cost < second) second = cost;
    }
    if (!best) return null;
    const length = Math.max(key.length, keyOf(best.entry.name).length);
    // Short words have little room for error; a tie between two names is no correction at all.
    const allowed = length <= 4 ? 0.5 : length <= 6 ? 1.6 : Math.max(1.6, 0.2 * length);
    if (best.cost > allowed || second - best.cost < 0.3) return null;
    return { entry: best.entry, confidence: Math.max(0, Math.round((1 - best.cost / length) * 100) / 100) };
  }
}
