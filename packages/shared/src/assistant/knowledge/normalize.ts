// Devanagari letters and vowel signs stay (a name written 'पैरासिटामोल' must not normalise to an
// empty key); the danda ('।', '॥') is a script-neutral punctuation mark, so it is not kept. The nukta is dropped so 'वारफ़ेरिन' and 'वारफेरिन'
// are one name, as people type both.
const NOT_A_NAME_CHARACTER = /[^a-z0-9\p{Script=Devanagari}]+/gu;
const NUKTA = /\u093C/g;

/** Lower case, brackets and punctuation to spaces, single spaces: how names are compared (Latin and Devanagari). */
export function normalizeName(text: string): string {
  return text.toLowerCase().normalize('NFKD').replace(NUKTA, '').replace(NOT_A_NAME_CHARACTER, ' ').trim();
}

// Salt and ester words that name the same medicine in a different form ('Cetirizine hydrochloride',
// 'Losartan potassium', 'Olmesartan medoxomil'): dropped from the end when the whole name is unknown.
const SALT_WORDS = new Set([
  'hydrochloride',
  'dihydrochloride',
  'hcl',
  'maleate',
  'sodium',
  'potassium',
  'magnesium',
  'calcium',
  'hydrobromide',
  'fumarate',
  'succinate',
  'tartrate',
  'besylate',
  'besilate',
  'mesylate',
  'medoxomil',
  'axetil',
  'proxetil',
  'oxalate',
  'sulphate',
  'sulfate',
  'phosphate',
  'dipropionate',
  'propionate',
  'furoate',
  'acetate',
  'nitrate',
  'gluconate',
  'bromide',
  'monohydrate',
  'trihydrate',
  'dihydrate',
  'mononitrate',
  'diethylamine',
  'bitartrate',
  'citrate',
  'dried',
  'micronised',
  'micronized',
  'natural',
]);

/** The name without trailing salt words ('cetirizine hydrochloride' → 'cetirizine'); itself when nothing is left. */
export function withoutSaltWords(normalized: string): string {
  const words = normalized.split(' ');
  while (words.length > 1 && SALT_WORDS.has(words[words.length - 1] ?? '')) words.pop();
  return words.join(' ');
}
