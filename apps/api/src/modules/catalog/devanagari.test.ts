import { describe, expect, it } from 'vitest';
import { asciiDigits, devanagariSkeleton, latinSkeleton, romanize } from './devanagari.ts';
import { readDevanagari } from './hindi-query.ts';
import { SearchLexicon } from './search-lexicon.ts';

describe('one skeleton for both scripts', () => {
  it.each([
    // [how a Hindi pack or a shopper writes it, the catalogue's spelling]
    ['पैरासिटामोल', 'paracetamol'],
    ['डोलो', 'dolo'],
    ['क्रोसिन', 'crocin'],
    ['सेटिरिज़ीन', 'cetirizine'],
    ['सेटिरिजीन', 'cetirizine'],
    ['इबुप्रोफेन', 'ibuprofen'],
    ['एज़िथ्रोमाइसिन', 'azithromycin'],
    ['कॉम्बिफ्लेम', 'combiflam'],
    ['डाइजीन', 'digene'],
    ['पैंटोसिड', 'pantocid'],
    ['अश्वगंधा', 'ashwagandha'],
    ['च्यवनप्राश', 'chyawanprash'],
    ['विक्स', 'vicks'],
    ['नेक्सप्रो', 'nexpro'],
  ])('%s sounds like %s', (hindi, latin) => {
    expect(devanagariSkeleton(hindi)).toBe(latinSkeleton(latin));
  });

  it('reads Devanagari digits and spells a word readably', () => {
    expect(asciiDigits('डोलो ६५०')).toBe('डोलो 650');
    expect(romanize('पैरासिटामोल')).toBe('pairasitamol');
    expect(romanize('डोलो')).toBe('dolo');
  });
});

describe('a Devanagari query read as the catalogue spells it', () => {
  const lexicon = new SearchLexicon(['paracetamol', 'dolo', 'tablet', 'dal', 'crocin', 'advance', 'cetirizine']);
  it.each([
    ['पैरासिटामोल', 'paracetamol'],
    ['डोलो 650', 'dolo 650'],
    ['डोलो ६५०', 'dolo 650'],
    ['क्रोसिन एडवांस', 'crocin advance'],
    ['बुखार की दवा', 'fever'],
    ['सिर दर्द', 'headache'],
    ['सिरदर्द की गोली', 'headache tablet'],
    ['पैरासिटामोल 500 mg', 'paracetamol 500 mg'],
  ])('%s → %s', (typed, read) => {
    expect(readDevanagari(typed, lexicon)).toBe(read);
  });

  it('leaves a Latin query as it is and romanizes a word the catalogue does not know', () => {
    expect(readDevanagari('Dolo 650', lexicon)).toBe('Dolo 650');
    expect(readDevanagari('पैरासिटामोलम', lexicon)).toBe('pairasitamolam');
  });
});
