import { describe, expect, it } from 'vitest';
import { findInteraction, interactionsAmong } from './interaction-checker.ts';
import { findMonograph, monographsForComposition, searchMonographs } from './lookup.ts';

describe('findMonograph', () => {
  it.each([
    ['Paracetamol', 'paracetamol'],
    ['  PARACETAMOL ', 'paracetamol'],
    ['acetaminophen', 'paracetamol'],
    ['Diclofenac sodium', 'diclofenac'],
    ['Diclofenac  Diethylamine', 'diclofenac'],
    ['Tramadol hydrochloride', 'tramadol'],
    ['acetylsalicylic-acid', 'aspirin'],
  ])('%j → %s', (text, id) => expect(findMonograph(text)?.id).toBe(id));

  it('is null for what the knowledge base does not cover', () => {
    expect(findMonograph('Tulsi')).toBeNull();
    expect(findMonograph('unobtainium')).toBeNull();
    expect(findMonograph('')).toBeNull();
  });
});

describe('monographsForComposition', () => {
  it('finds each known salt of a combination once', () => {
    expect(monographsForComposition('Paracetamol 325 mg + Ibuprofen 400 mg').map((m) => m.id)).toEqual(['paracetamol', 'ibuprofen']);
    expect(monographsForComposition('Paracetamol 250 mg + Propyphenazone 150 mg + Caffeine 50 mg').map((m) => m.id)).toEqual([
      'paracetamol',
      'propyphenazone',
      'caffeine',
    ]);
    expect(monographsForComposition(null)).toEqual([]);
  });
});

describe('searchMonographs', () => {
  it('finds salts named in a sentence, in order', () => {
    expect(searchMonographs('Can I take ibuprofen with paracetamol?').map((m) => m.id)).toEqual(['ibuprofen', 'paracetamol']);
    expect(searchMonographs('what is the dose of Acetaminophen')).toHaveLength(1);
    expect(searchMonographs('hello there')).toEqual([]);
  });
});

describe('findInteraction', () => {
  it('finds class rules in either order', () => {
    expect(findInteraction('ibuprofen', 'diclofenac')?.severity).toBe('severe');
    expect(findInteraction('Diclofenac sodium', 'Ibuprofen')?.ruleId).toBe('nsaid-nsaid');
  });

  it('is null for a salt with itself, unknown names and pairs with no known interaction', () => {
    expect(findInteraction('ibuprofen', 'ibuprofen')).toBeNull();
    expect(findInteraction('ibuprofen', 'unobtainium')).toBeNull();
    expect(findInteraction('paracetamol', 'caffeine')).toBeNull();
  });

  it('lists every pair among several salts', () => {
    const found = interactionsAmong(monographsForComposition('Ibuprofen 400 mg + Aspirin 75 mg + Naproxen 500 mg + Paracetamol 500 mg'));
    expect(found).toHaveLength(3);
  });
});
