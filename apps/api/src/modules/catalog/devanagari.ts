/**
 * Hindi typed in Devanagari, for search (issue 21 item 2). Brand and salt names written in Devanagari
 * ('पैरासिटामोल', 'डोलो') are sound-spellings of the Latin names, so both scripts are reduced to one
 * consonant skeleton ('prstml' for पैरासिटामोल and for paracetamol): the lexicon indexes every catalogue
 * word by its skeleton, and a Devanagari word is looked up in that index (a map read, no scan). Hindi
 * words of their own (बुखार, सिरदर्द) come from the vocabulary in hindi-search-words.json instead.
 *
 * A scholarly romanization (IAST, ISO 15919) spells पैरासिटामोल 'pairāsiṭāmola', which matches no
 * catalogue word; what search needs is the sound, so this is our own small table, not a library.
 */

const DEVANAGARI = /[\u0900-\u097f]/;

export function hasDevanagari(text: string): boolean {
  return DEVANAGARI.test(text);
}

/** Consonants as the skeleton spells them: aspirates fold into the plain sound, retroflex into dental. */
const CONSONANTS: Record<string, string> = {
  क: 'k', ख: 'k', ग: 'g', घ: 'g', ङ: 'n',
  च: 'x', छ: 'x', ज: 'j', झ: 'j', ञ: 'n',
  ट: 't', ठ: 't', ड: 'd', ढ: 'd', ण: 'n',
  त: 't', थ: 't', द: 'd', ध: 'd', न: 'n',
  प: 'p', फ: 'f', ब: 'b', भ: 'b', म: 'm',
  य: '', र: 'r', ल: 'l', ळ: 'l', व: 'v',
  श: 's', ष: 's', स: 's', ह: '',
};
/** Nukta forms, precomposed (U+0958–U+095F); the decomposed ones are composed first. */
const NUKTA_CONSONANTS: Record<string, string> = { क़: 'k', ख़: 'k', ग़: 'g', ज़: 'j', ड़: 'r', ढ़: 'r', फ़: 'f', य़: '' };
/** Latin sounds of consonants and vowels for a readable romanization (ranking candidates, typo fallback). */
const ROMAN_CONSONANTS: Record<string, string> = {
  क: 'k', ख: 'kh', ग: 'g', घ: 'gh', ङ: 'n', च: 'ch', छ: 'chh', ज: 'j', झ: 'jh', ञ: 'n',
  ट: 't', ठ: 'th', ड: 'd', ढ: 'dh', ण: 'n', त: 't', थ: 'th', द: 'd', ध: 'dh', न: 'n',
  प: 'p', फ: 'ph', ब: 'b', भ: 'bh', म: 'm', य: 'y', र: 'r', ल: 'l', ळ: 'l', व: 'v',
  श: 'sh', ष: 'sh', स: 's', ह: 'h', क़: 'q', ख़: 'kh', ग़: 'g', ज़: 'z', ड़: 'r', ढ़: 'rh', फ़: 'f', य़: 'y',
};
const ROMAN_VOWELS: Record<string, string> = {
  अ: 'a', आ: 'a', इ: 'i', ई: 'i', उ: 'u', ऊ: 'u', ऋ: 'ri', ए: 'e', ऐ: 'ai', ओ: 'o', औ: 'au', ऑ: 'o', ऍ: 'e',
  'ा': 'a', 'ि': 'i', 'ी': 'i', 'ु': 'u', 'ू': 'u', 'ृ': 'ri', 'े': 'e', 'ै': 'ai', 'ो': 'o', 'ौ': 'au', 'ॉ': 'o', 'ॅ': 'e',
};
const HALANT = '\u094d';
const ANUSVARA = '\u0902';
const CANDRABINDU = '\u0901';
const NUKTA = '\u093c';
const DEVANAGARI_DIGIT_ZERO = 0x0966;

/** Devanagari digits as ASCII digits ('६५०' → '650'); other characters unchanged. */
export function asciiDigits(text: string): string {
  return text.replace(/[\u0966-\u096f]/g, (d) => String(d.charCodeAt(0) - DEVANAGARI_DIGIT_ZERO));
}

/** Letters of a word, a consonant with a following nukta read as its nukta form. */
function letters(word: string): string[] {
  const out: string[] = [];
  for (const ch of word.normalize('NFC')) {
    if (ch === NUKTA && out.length > 0) out[out.length - 1] = `${out[out.length - 1] as string}${NUKTA}`.normalize('NFC');
    else out.push(ch);
  }
  return out;
}

/** The consonant skeleton of a Devanagari word: 'पैरासिटामोल' → 'prstml', 'डोलो' → 'dl'. */
export function devanagariSkeleton(word: string): string {
  let key = '';
  for (const ch of letters(word)) {
    const sound = NUKTA_CONSONANTS[ch] ?? CONSONANTS[ch] ?? (ch === ANUSVARA ? 'n' : /[0-9a-z]/.test(ch) ? ch : '');
    key += sound;
  }
  return collapse(key);
}

/** The same skeleton of a Latin word as the English spelling of a drug or brand sounds: 'paracetamol' → 'prstml'. */
export function latinSkeleton(word: string): string {
  const key = word
    .toLowerCase()
    .replace(/x/g, 'ks')
    .replace(/ch/g, 'x')
    .replace(/ph/g, 'f')
    .replace(/(?<=[bdgkpst])h/g, '')
    .replace(/ck/g, 'k')
    .replace(/q/g, 'k')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/c/g, 'k')
    .replace(/g(?=[eiy])/g, 'j')
    .replace(/z/g, 'j')
    .replace(/w/g, 'v')
    .replace(/[aeiouyh]/g, '');
  return collapse(key);
}

const collapse = (key: string) => key.replace(/(.)\1+/g, '$1');

/** A readable Latin spelling of a Devanagari word ('पैरासिटामोल' → 'pairasitamol'), with the inherent 'a'. */
export function romanize(word: string): string {
  const chars = letters(word);
  let out = '';
  chars.forEach((ch, i) => {
    const consonant = ROMAN_CONSONANTS[ch];
    if (consonant !== undefined) {
      const next = chars[i + 1];
      const vowelFollows = next !== undefined && (ROMAN_VOWELS[next] !== undefined || next === HALANT);
      // The inherent vowel is written between consonants but not at a word's end ('डोलो' ends on 'o', 'नीम' on 'm').
      out += consonant + (vowelFollows || next === undefined ? '' : 'a');
    } else if (ROMAN_VOWELS[ch] !== undefined) out += ROMAN_VOWELS[ch];
    else if (ch === ANUSVARA || ch === CANDRABINDU) out += 'n';
    else if (/[0-9a-z]/.test(ch)) out += ch;
  });
  return out;
}
