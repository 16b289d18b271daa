/**
 * Typo tolerance for search (decision 032): the words of the catalogue's names, brands and salts,
 * and the closest of them to a word a customer typed ('paracetmol' → 'paracetamol'), by trigram
 * similarity as pg_trgm computes it. The corrected words then go through the same full-text match
 * as any search, so a typo finds and ranks exactly what the right spelling would (plus the typo's own
 * prefix matches), and the hot path (a word that matches enough) never comes here.
 */

/** pg_trgm's trigrams of one word: padded with two spaces before and one after. */
export function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  return grams;
}

/** pg_trgm similarity(): shared trigrams over all trigrams of both words. */
export function similarity(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const gram of a) if (b.has(gram)) shared++;
  return shared / (a.size + b.size - shared);
}

/** How alike a correction must be (pg_trgm's own default threshold is 0.3; one wrong letter in a five-letter word scores about 0.44). */
export const CORRECTION_MIN_SIMILARITY = 0.4;
/** Words shorter than this are not corrected: 'dol' is a prefix being typed, not a typo. */
export const CORRECTION_MIN_LENGTH = 4;
const CORRECTIONS_PER_WORD = 3;

export class SearchLexicon {
  private readonly entries: { word: string; grams: Set<string> }[];

  constructor(words: Iterable<string>) {
    this.entries = [...new Set(words)].filter((w) => w.length >= CORRECTION_MIN_LENGTH && /^[a-z]/.test(w)).map((word) => ({ word, grams: trigrams(word) }));
  }

  get size(): number {
    return this.entries.length;
  }

  /**
   * The catalogue words closest to a typed word, best first: at most three, each at least
   * CORRECTION_MIN_SIMILARITY alike. None for a short word, or for one the catalogue has as a word or a
   * word's start (its prefix match already finds those).
   */
  corrections(typed: string): string[] {
    if (typed.length < CORRECTION_MIN_LENGTH || !/^[a-z]+$/.test(typed)) return [];
    if (this.entries.some((e) => e.word.startsWith(typed))) return [];
    const grams = trigrams(typed);
    return this.entries
      .map((e) => ({ word: e.word, score: similarity(grams, e.grams) }))
      .filter((c) => c.score >= CORRECTION_MIN_SIMILARITY)
      .sort((a, b) => b.score - a.score || a.word.localeCompare(b.word))
      .slice(0, CORRECTIONS_PER_WORD)
      .map((c) => c.word);
  }

  /**
   * A prefix tsquery of the typed words in which each word with corrections may also be one of them
   * (`(paracetmol:* | paracetamol) & 650:*`), or null when no word has one.
   */
  correctedTsQuery(tokens: readonly string[]): string | null {
    let corrected = false;
    const parts = tokens.map((token) => {
      const alternatives = this.corrections(token);
      if (alternatives.length === 0) return `${token}:*`;
      corrected = true;
      return `(${[`${token}:*`, ...alternatives].join(' | ')})`;
    });
    return corrected ? parts.join(' & ') : null;
  }
}
