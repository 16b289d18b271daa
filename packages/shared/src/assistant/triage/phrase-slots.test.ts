import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// A phrase is words separated by spaces, each word's alternatives joined by '|'. Alternatives written
// with spaces ('fine now|better now', 'end it|end it all') silently become extra words that no message
// has, so the phrase never matches: 'end it|end it all' had kept 'I want to end it' out of the red flags.
// Such a phrase repeats one word in two places; the few that mean it ('baar baar') are listed.
const MEANT = new Set(['baar|बार baar|बार', 'jaldi|जल्दी jaldi|जल्दी', 'red|hot|laal hot|red|swollen|garam']);
const SIDE = /half side\|sided\|half|one\|left\|right\|half side/;
const PHRASE_KEYS = new Set(['match', 'any', 'all', 'none', 'phrases', 'unless', 'settled']);

function phrasesOf(value: unknown, out: string[] = [], inPhrases = false): string[] {
  if (typeof value === 'string') {
    if (inPhrases) out.push(value);
  } else if (Array.isArray(value)) value.forEach((item) => phrasesOf(item, out, inPhrases));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) phrasesOf(item, out, inPhrases || PHRASE_KEYS.has(key));
  return out;
}

function repeatsAWord(phrase: string): boolean {
  const slots = phrase
    .split(/\s+/)
    .filter((slot) => slot !== '~' && slot !== '~~')
    .map((slot) => slot.split('|').map((word) => word.replace(/^=/, '')));
  const at = new Map<string, number>();
  return slots.some((words, index) => words.some((word) => (at.get(word) ?? index) !== index || !at.set(word, index)));
}

describe('triage phrases', () => {
  const folder = import.meta.dirname;
  const files = [
    'red-flags.json',
    ...fs
      .readdirSync(path.join(folder, 'protocols'))
      .filter((f) => f.endsWith('.json'))
      .map((f) => `protocols/${f}`),
  ];

  it('never write an alternative with a space in it', () => {
    const suspicious = files.flatMap((file) => {
      const data: unknown = JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8'));
      return phrasesOf(data)
        .filter((phrase) => repeatsAWord(phrase) && ![...MEANT].some((meant) => phrase.includes(meant)) && !SIDE.test(phrase))
        .map((phrase) => `${file}: ${phrase}`);
    });
    expect(suspicious).toEqual([]);
  });

  it('catch the mistake they guard against', () => {
    expect(repeatsAWord('end it|end it all')).toBe(true);
    expect(repeatsAWord('fine|better ~ now')).toBe(false);
  });
});
