import { asciiDigits, hasDevanagari, romanize } from './devanagari.ts';
import { HINDI_SEARCH_WORDS } from './hindi-search-words.ts';
import type { SearchLexicon } from './search-lexicon.ts';

/** Words of a text: runs of Devanagari letters and marks, or of Latin letters and digits (danda and punctuation split). */
const WORD = /[\u0900-\u0963\u0971-\u097f]+|[a-z0-9]+/g;

const phrases = Object.entries(HINDI_SEARCH_WORDS.phrases)
  .map(([hindi, english]) => ({ words: hindi.normalize('NFC').split(' '), english }))
  .sort((a, b) => b.words.length - a.words.length);
const ignored = new Set(HINDI_SEARCH_WORDS.ignored.map((w) => w.normalize('NFC')));

/**
 * A search text with its Devanagari read as the catalogue spells it: Hindi words for symptoms and
 * categories by the vocabulary ('सिर दर्द' → 'headache'), brand and salt names by their sound
 * ('डोलो 650' → 'dolo 650'), a word neither knows by its romanization (which the typo correction then
 * takes). A text without Devanagari is returned as it is.
 */
export function readDevanagari(text: string, lexicon: SearchLexicon): string {
  if (!hasDevanagari(text)) return text;
  const words = asciiDigits(text.normalize('NFC').toLowerCase()).match(WORD) ?? [];
  const out: string[] = [];
  for (let i = 0; i < words.length; ) {
    const phrase = phrases.find((p) => p.words.every((w, k) => words[i + k] === w));
    if (phrase) {
      out.push(phrase.english);
      i += phrase.words.length;
      continue;
    }
    const word = words[i] as string;
    i++;
    if (!hasDevanagari(word)) out.push(word);
    else if (!ignored.has(word)) out.push(lexicon.latinSpelling(word) ?? romanize(word));
  }
  return out.join(' ');
}
