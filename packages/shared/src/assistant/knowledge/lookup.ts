import { ALL_MONOGRAPHS } from './all-monographs.ts';
import { parseComposition } from './composition.ts';
import { devanagariNamesOf } from './devanagari-names.ts';
import { normalizeName, withoutSaltWords } from './normalize.ts';
import type { CompositionPart, Monograph } from './types.ts';

// Built on first use: every normalised name and synonym → its monograph.
let index: Map<string, Monograph> | null = null;

function nameIndex(): Map<string, Monograph> {
  if (index) return index;
  index = new Map();
  for (const monograph of ALL_MONOGRAPHS) {
    for (const name of [monograph.id, monograph.name, ...monograph.synonyms, ...devanagariNamesOf(monograph.id)]) {
      const key = normalizeName(name);
      const existing = index.get(key);
      if (existing && existing.id !== monograph.id) throw new Error(`Name '${name}' is claimed by ${existing.id} and ${monograph.id}`);
      index.set(key, monograph);
    }
  }
  return index;
}

/** Every monograph in the knowledge base. */
export function allMonographs(): readonly Monograph[] {
  return ALL_MONOGRAPHS;
}

/** The monograph with this id, or null. */
export function monographById(id: string): Monograph | null {
  return ALL_MONOGRAPHS.find((m) => m.id === id) ?? null;
}

/**
 * The monograph of one salt named by its name or a synonym, tolerant of case, spacing and
 * punctuation and of salt-form words ('Cetirizine Hydrochloride', 'acetaminophen', ' PARACETAMOL ').
 * A bracketed alternative name is tried too ('Cholecalciferol (Vitamin D3)'). Null when unknown:
 * callers must then say honestly that there is no information.
 */
export function findMonograph(text: string | null | undefined): Monograph | null {
  if (!text) return null;
  const names = nameIndex();
  const bracketed = [...text.matchAll(/\(([^()]*)\)/g)].map((m) => m[1] ?? '');
  const candidates = [text.replace(/\([^()]*\)/g, ' '), text, ...bracketed];
  for (const candidate of candidates) {
    const key = normalizeName(candidate);
    if (!key) continue;
    const found = names.get(key) ?? names.get(withoutSaltWords(key));
    if (found) return found;
  }
  return null;
}

export interface CompositionMatch {
  part: CompositionPart;
  /** Null for ingredients the knowledge base does not cover (herbal, homeopathic, excipient-like). */
  monograph: Monograph | null;
}

/** Each ingredient of an active-ingredient line with its monograph (null where there is none). */
export function matchComposition(activeIngredient: string | null | undefined): CompositionMatch[] {
  return parseComposition(activeIngredient).map((part) => ({ part, monograph: findMonograph(part.name) }));
}

/** The distinct monographs of an active-ingredient line such as 'Paracetamol 325 mg + Ibuprofen 400 mg'. */
export function monographsForComposition(activeIngredient: string | null | undefined): Monograph[] {
  const seen = new Map<string, Monograph>();
  for (const { monograph } of matchComposition(activeIngredient)) if (monograph) seen.set(monograph.id, monograph);
  return [...seen.values()];
}

/**
 * The monographs named anywhere in free text ('can I take ibuprofen with warfarin?'), in the order
 * they appear; whole words only, longest name first so 'levocetirizine' is not read as 'cetirizine'.
 */
export function searchMonographs(text: string): Monograph[] {
  const haystack = ` ${normalizeName(text)} `;
  const hits: { at: number; monograph: Monograph }[] = [];
  const names = [...nameIndex().entries()].sort((x, y) => y[0].length - x[0].length);
  let masked = haystack;
  for (const [name, monograph] of names) {
    const at = masked.indexOf(` ${name} `);
    if (at < 0) continue;
    if (!hits.some((h) => h.monograph.id === monograph.id)) hits.push({ at, monograph });
    masked = masked.replaceAll(` ${name} `, ` ${'#'.repeat(name.length)} `);
  }
  return hits.sort((x, y) => x.at - y.at).map((h) => h.monograph);
}
