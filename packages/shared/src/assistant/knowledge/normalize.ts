/** Lower case, brackets and punctuation to spaces, single spaces: how names are compared. */
export function normalizeName(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
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
