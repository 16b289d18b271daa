/** At most this many words of a query take part in the text search (longer queries add noise, not precision). */
const MAX_TOKENS = 8;
const MAX_TOKEN_LENGTH = 40;

/** Lower-case words of a search text: letters and digits only, so the tsquery built from them cannot be malformed. */
export function searchTokens(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, MAX_TOKENS)
    .map((t) => t.slice(0, MAX_TOKEN_LENGTH));
}

/**
 * A `to_tsquery('simple', …)` text where every word must match as a prefix (`dol:* & 650:*`), so the
 * results follow the customer's typing. Bound as a parameter, never spliced into SQL.
 */
export function prefixTsQuery(tokens: readonly string[]): string {
  return tokens.map(prefixTerm).join(' & ');
}

/** Letters run into digits, or digits into letters: 'dolo650', '650mg'. */
const RUN_TOGETHER = /^([a-z]+)(\d+)$|^(\d+)([a-z]+)$/;

/**
 * One typed word as a prefix term. A word that runs letters into digits ('dolo650') is also read as
 * its two parts ('dolo 650'), which is how names are written; the word itself still matches names
 * that are spelt run together ('b12').
 */
export function prefixTerm(token: string): string {
  const parts = RUN_TOGETHER.exec(token);
  if (!parts) return `${token}:*`;
  const [first, second] = parts[1] !== undefined ? [parts[1], parts[2]] : [parts[3], parts[4]];
  return `(${token}:* | (${first}:* & ${second}:*))`;
}

/** Escapes LIKE wildcards so a customer's `%` or `_` is matched literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
