import { describe, expect, it } from 'vitest';
import { SearchLexicon, similarity, trigrams } from './search-lexicon.ts';

const lexicon = new SearchLexicon(['paracetamol', 'cetirizine', 'ibuprofen', 'dolo', 'crocin', 'calpol', 'caffeine', 'tablet', 'cold', '650']);

describe('the search lexicon', () => {
  it('scores like pg_trgm similarity()', () => {
    // select similarity('paracetmol', 'paracetamol') = 0.64285713 on PostgreSQL.
    expect(similarity(trigrams('paracetmol'), trigrams('paracetamol'))).toBeCloseTo(0.6429, 3);
    expect(similarity(trigrams('word'), trigrams('word'))).toBe(1);
  });

  it.each([
    ['paracetmol', ['paracetamol']],
    ['paracetamole', ['paracetamol']],
    ['cetrizine', ['cetirizine']],
    ['ibuprofn', ['ibuprofen']],
    ['crocn', ['crocin']],
    // Words being typed, known words and short words are left alone.
    ['parac', []],
    ['tablet', []],
    ['dol', []],
    ['zzzzzz', []],
  ])('corrects %s to %j', (typed, expected) => {
    expect(lexicon.corrections(typed)).toEqual(expected);
  });

  it('builds a tsquery with the corrections as alternatives, or none when nothing needs one', () => {
    expect(lexicon.correctedTsQuery(['paracetmol', '650'])).toBe('(paracetmol:* | paracetamol) & 650:*');
    expect(lexicon.correctedTsQuery(['dolo', '650'])).toBeNull();
  });
});
