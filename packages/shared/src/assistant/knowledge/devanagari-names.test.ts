import { describe, expect, it } from 'vitest';
import { DEVANAGARI_NAMES } from './devanagari-names.ts';
import { findDrug, searchDrugs } from './drugs.ts';
import { findMonograph, searchMonographs } from './lookup.ts';
import { normalizeName } from './normalize.ts';

describe('salts written in Devanagari (issue 23 item 3)', () => {
  it('normalisation keeps Devanagari: no name becomes an empty key', () => {
    expect(normalizeName('पैरासिटामोल')).toBe('पैरासिटामोल');
    expect(normalizeName('पैरासिटामोल की खुराक क्या है?')).toBe('पैरासिटामोल की खुराक क्या है');
    // The danda is punctuation; a nukta is not a different name.
    expect(normalizeName('वारफ़ेरिन।')).toBe(normalizeName('वारफेरिन'));
    for (const names of Object.values(DEVANAGARI_NAMES)) for (const name of names) expect(normalizeName(name)).not.toBe('');
  });

  it('names at least the 60 most common salts and brands', () => {
    expect(Object.keys(DEVANAGARI_NAMES).length).toBeGreaterThanOrEqual(60);
  });

  it.each(Object.entries(DEVANAGARI_NAMES))('%s: every spelling finds it, in the checker and in the monographs', (id, names) => {
    for (const name of names) {
      expect(findDrug(name)?.id, name).toBe(id);
      expect(
        searchDrugs(`क्या ${name} सुरक्षित है?`).map((d) => d.id),
        name,
      ).toEqual([id]);
      const monograph = findMonograph(name);
      if (monograph) expect(monograph.id).toBe(id);
    }
  });

  it('finds both medicines of a Devanagari interaction question, in order', () => {
    expect(searchDrugs('क्या मैं आइबुप्रोफेन और वारफेरिन साथ ले सकता हूँ').map((d) => d.id)).toEqual(['ibuprofen', 'warfarin']);
    expect(searchDrugs('डोलो के साथ ब्रुफेन ले सकते हैं?').map((d) => d.id)).toEqual(['paracetamol', 'ibuprofen']);
    expect(searchDrugs('Crocin और वारफ़ेरिन').map((d) => d.id)).toEqual(['paracetamol', 'warfarin']);
  });

  it('finds the salt of a Devanagari dose question in the monographs', () => {
    expect(searchMonographs('पैरासिटामोल की खुराक क्या है').map((m) => m.id)).toEqual(['paracetamol']);
    expect(findMonograph('मेटफॉर्मिन')?.id).toBe('metformin');
  });

  it('does not read everyday Hindi words as medicines', () => {
    expect(searchDrugs('क्या मैं यह दवा खाने के बाद ले सकता हूँ')).toEqual([]);
  });
});
