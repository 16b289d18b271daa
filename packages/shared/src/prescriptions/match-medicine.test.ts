import { describe, expect, it } from 'vitest';
import type { ParsedMedicine } from './analysis.ts';
import { genericSubstitutes, matchMedicine, saltKey, searchTermsOf, similarity, type MedicineCandidate } from './match-medicine.ts';

let nextId = 1;
const product = (name: string, brand: string, activeIngredient: string | null, dosageForm: string, pricePaise: number, stock = 50, active = true): MedicineCandidate => ({
  productId: nextId++,
  name,
  slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  brand,
  activeIngredient,
  dosage: null,
  dosageForm,
  pricePaise,
  stock,
  active,
});

const catalogue = [
  product('Dolo 650 Tablet', 'Dolo', 'Paracetamol 650 mg', 'Tablet', 3400),
  product('Calpol 500 Tablet', 'Calpol', 'Paracetamol 500 mg', 'Tablet', 1500),
  product('Calpol 650 Tablet', 'Calpol', 'Paracetamol 650 mg', 'Tablet', 3000),
  product('Crocin Advance Tablet', 'Crocin', 'Paracetamol 500 mg', 'Tablet', 2000),
  product('Pacimol 650 Tablet', 'Pacimol', 'Paracetamol 650 mg', 'Tablet', 2500, 0),
  product('Pan 40 Tablet', 'Pan', 'Pantoprazole 40 mg', 'Tablet', 15500),
  product('Pan-D Capsule', 'Pan', 'Pantoprazole 40 mg + Domperidone 30 mg', 'Capsule', 19900),
  product('Telma 40 Tablet', 'Telma', 'Telmisartan 40 mg', 'Tablet', 22000),
  product('Telma 80 Tablet', 'Telma', 'Telmisartan 80 mg', 'Tablet', 31000),
  product('Glycomet 500 Tablet', 'Glycomet', 'Metformin 500 mg', 'Tablet', 3000),
  product('Glycomet GP 2 Tablet', 'Glycomet', 'Glimepiride 2 mg + Metformin 500 mg', 'Tablet', 16000),
  product('Augmentin 625 Duo Tablet', 'Augmentin', 'Amoxycillin 500 mg + Clavulanic Acid 125 mg', 'Tablet', 22300),
  product('Azithral 500 Tablet', 'Azithral', 'Azithromycin 500 mg', 'Tablet', 11900),
  product('Ascoril LS Syrup', 'Ascoril', 'Ambroxol 30 mg + Levosalbutamol 1 mg + Guaiphenesin 50 mg', 'Syrup', 11800),
  product('Ascoril D Plus Syrup', 'Ascoril', 'Dextromethorphan 10 mg + Phenylephrine 5 mg', 'Syrup', 12500),
  product('Thyronorm 50 mcg Tablet', 'Thyronorm', 'Thyroxine 50 mcg', 'Tablet', 17000),
  product('Old Brand 650 Tablet', 'Oldbrand', 'Paracetamol 650 mg', 'Tablet', 100, 50, false),
];
const byName = (name: string) => catalogue.find((c) => c.name === name)!.productId;

const med = (nameAsWritten: string, more: Partial<ParsedMedicine> = {}): ParsedMedicine => ({
  nameAsWritten,
  strength: null,
  form: null,
  dose: null,
  frequency: null,
  duration: null,
  durationDays: null,
  quantity: null,
  instructions: null,
  ...more,
});

describe('matchMedicine', () => {
  it.each<[string, ParsedMedicine, string, 'brand' | 'salt', number]>([
    ['brand with its number', med('Dolo 650', { form: 'tablet' }), 'Dolo 650 Tablet', 'brand', 0.95],
    ['brand with strength in mg', med('Dolo', { strength: '650 mg' }), 'Dolo 650 Tablet', 'brand', 0.95],
    ['OCR zero for o', med('Dol0 650'), 'Dolo 650 Tablet', 'brand', 0.95],
    ['OCR one letter wrong', med('Dola 650'), 'Dolo 650 Tablet', 'brand', 0.7],
    ['brand strength chooses the pack', med('Telma 80'), 'Telma 80 Tablet', 'brand', 0.95],
    ['brand with a suffix word', med('Augmentin 625 Duo'), 'Augmentin 625 Duo Tablet', 'brand', 0.95],
    ['variant word tells syrups apart', med('Ascoril LS', { form: 'syrup' }), 'Ascoril LS Syrup', 'brand', 0.9],
    ['mcg strength', med('Thyronorm', { strength: '50 mcg' }), 'Thyronorm 50 mcg Tablet', 'brand', 0.95],
    ['generic: cheapest in stock of that salt and strength', med('Paracetamol', { strength: '650 mg' }), 'Calpol 650 Tablet', 'salt', 0.85],
    ['generic 500 mg', med('Paracetamol', { strength: '500 mg' }), 'Calpol 500 Tablet', 'salt', 0.85],
    ['generic synonym', med('Acetaminophen', { strength: '500 mg' }), 'Calpol 500 Tablet', 'salt', 0.85],
    ['generic single salt', med('Metformin', { strength: '500 mg' }), 'Glycomet 500 Tablet', 'salt', 0.85],
  ])('%s', (_label, parsed, expectedName, matchedBy, atLeast) => {
    const match = matchMedicine(parsed, catalogue);
    expect(match?.candidate.productId).toBe(byName(expectedName));
    expect(match?.matchedBy).toBe(matchedBy);
    expect(match!.confidence).toBeGreaterThanOrEqual(atLeast);
    expect(match!.confidence).toBeLessThanOrEqual(1);
  });

  it('a strength the product does not have lowers the confidence a lot', () => {
    const right = matchMedicine(med('Azithral', { strength: '500 mg' }), catalogue)!;
    const wrong = matchMedicine(med('Azithral', { strength: '250 mg' }), catalogue);
    expect(right.confidence).toBeGreaterThan(0.95);
    expect(wrong === null || wrong.confidence < 0.5).toBe(true);
  });

  it('brand beats salt when both could match', () => {
    const match = matchMedicine(med('Crocin', { strength: '500 mg' }), catalogue)!;
    expect(match.candidate.name).toBe('Crocin Advance Tablet');
    expect(match.matchedBy).toBe('brand');
  });

  it.each([['Zyxwvut 20'], ['Drink water'], ['Xy']])('no match for %s', (name) => {
    expect(matchMedicine(med(name), catalogue)).toBeNull();
  });

  it('never matches an inactive product', () => {
    const match = matchMedicine(med('Oldbrand 650'), catalogue);
    expect(match?.candidate.name).not.toBe('Old Brand 650 Tablet');
  });
});

describe('generic substitution and helpers', () => {
  it('offers the same salt and strength from other makers, in stock, cheapest first', () => {
    const dolo = catalogue.find((c) => c.name === 'Dolo 650 Tablet')!;
    expect(genericSubstitutes(dolo, catalogue).map((c) => c.name)).toEqual(['Calpol 650 Tablet']);
  });

  it('folds salt spellings and spaces into one key', () => {
    expect(saltKey('Paracetamol 650 mg')).toBe(saltKey('paracetamol 650mg'));
    expect(saltKey('Amoxycillin 500 mg')).toBe(saltKey('Amoxicillin 500 mg'));
  });

  it('search terms are the folded words of the name', () => {
    expect(searchTermsOf({ nameAsWritten: 'Dol0 650' })).toBe('dolo');
    expect(searchTermsOf({ nameAsWritten: 'Ascoril LS Syrup' })).toBe('ascoril ls');
  });

  it('similarity is 1 for equal strings and falls with edits', () => {
    expect(similarity('dolo', 'dolo')).toBe(1);
    expect(similarity('dolo', 'dola')).toBe(0.75);
    expect(similarity('', 'dolo')).toBe(0);
  });
});
