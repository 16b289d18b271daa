/**
 * Text preparation for red-flag triage: lower case, one spelling of Devanagari's variant marks,
 * apostrophes dropped ("can't" → "cant"), words split into clauses so a negation or a context word
 * does not reach across "but", "lekin" or a full stop.
 */

export interface Token {
  /** The word, normalised. */
  text: string;
  /** Which clause of the message it is in (clauses end at punctuation and at words such as 'but'). */
  clause: number;
  /**
   * Which sentence it is in: like `clause`, but a comma does not end it, so a negation can reach along a
   * list ('no fever, rash or stiff neck').
   */
  sentence: number;
}

// Words that start a new clause: what was said before them does not negate what follows.
const CLAUSE_WORDS = new Set(['but', 'however', 'though', 'although', 'lekin', 'magar', 'parantu', 'लेकिन', 'मगर', 'परंतु']);

/** Lower case, NFC, Devanagari chandrabindu → anusvara, nukta dropped, apostrophes removed. */
export function normaliseText(raw: string): string {
  return (
    raw
      .normalize('NFC')
      .toLowerCase()
      // ज़ and ज, साँस and सांस are written both ways: one spelling each.
      .replace(/\u093C/g, '')
      .replace(/\u0901/g, '\u0902')
      .replace(/[\u0958-\u095F]/g, (ch) => 'कखगजडढफय'.charAt(ch.charCodeAt(0) - 0x0958))
      .replace(/['’`]/g, '')
  );
}

/** The message as words (letters with their combining marks, or digits), each with its clause number. */
export function tokenise(raw: string): Token[] {
  const tokens: Token[] = [];
  let clause = 0;
  let sentence = 0;
  // A word, or a run of punctuation that ends a clause.
  const pattern = /[\p{L}\p{M}]+|\p{N}+|[.,;:!?|।\n()]+/gu;
  for (const match of normaliseText(raw).matchAll(pattern)) {
    const piece = match[0];
    if (/^[.,;:!?|।\n()]+$/u.test(piece)) {
      clause += 1;
      // A comma or a bracket ('kutte (vaccinated hai) ne') goes on with the sentence.
      if (/[.;:!?|।\n]/u.test(piece)) sentence += 1;
      continue;
    }
    if (CLAUSE_WORDS.has(piece)) {
      clause += 1;
      sentence += 1;
      continue;
    }
    tokens.push({ text: piece, clause, sentence });
  }
  return tokens;
}

/**
 * Optimal string alignment distance (Levenshtein plus adjacent transposition), stopping early once it
 * must exceed `limit`: 'chset' is one edit from 'chest', 'breatheing' one from 'breathing'.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i += 1) {
    const row: number[] = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((rows[i - 1]?.[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (rows[i - 1]?.[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, (rows[i - 2]?.[j - 2] ?? 0) + 1);
      row.push(value);
      best = Math.min(best, value);
    }
    rows.push(row);
    if (i > 0 && best > limit) return limit + 1;
  }
  return rows[a.length]?.[b.length] ?? limit + 1;
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  fifty: 50,
  hundred: 100,
  few: 3,
  couple: 2,
  a: 1,
  an: 1,
  ek: 1,
  do: 2,
  teen: 3,
  tin: 3,
  char: 4,
  chaar: 4,
  panch: 5,
  paanch: 5,
  chhe: 6,
  saat: 7,
  aath: 8,
  nau: 9,
  das: 10,
  bees: 20,
  pachas: 50,
  एक: 1,
  दो: 2,
  तीन: 3,
  चार: 4,
  पांच: 5,
  छह: 6,
  सात: 7,
  आठ: 8,
  नौ: 9,
  दस: 10,
  बीस: 20,
};

/** A count written as digits or as a common English or Hindi number word; null otherwise. */
export function numberOf(word: string): number | null {
  if (/^\d+$/.test(word)) return Number(word);
  if (/^[०-९]+$/.test(word)) return Number([...word].map((d) => d.charCodeAt(0) - 0x0966).join(''));
  return NUMBER_WORDS[word] ?? null;
}
