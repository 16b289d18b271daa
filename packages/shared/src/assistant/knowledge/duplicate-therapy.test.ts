import { describe, expect, it } from 'vitest';
import { checkCartSafety, type SafetyProduct } from './cart-safety.ts';

const product = (productId: number, name: string, activeIngredient: string): SafetyProduct => ({
  productId,
  name,
  activeIngredient,
  dosage: null,
});

const brufen = product(1, 'Brufen 400 Tablet', 'Ibuprofen 400 mg');
const voveran = product(2, 'Voveran 50 Tablet', 'Diclofenac sodium 50 mg');
const pan40 = product(3, 'Pan 40 Tablet', 'Pantoprazole 40 mg');
const omez = product(4, 'Omez 20 Capsule', 'Omeprazole 20 mg');
const rosuvas = product(5, 'Rosuvas 10 Tablet', 'Rosuvastatin 10 mg');
const atorva = product(6, 'Atorva 10 Tablet', 'Atorvastatin 10 mg');
const dolo = product(7, 'Dolo 650 Tablet', 'Paracetamol 650 mg');
const combo = product(8, 'Diclo-Ibu Tablet', 'Ibuprofen 400 mg + Diclofenac sodium 50 mg');
const brufen600 = product(9, 'Brufen 600 Tablet', 'Ibuprofen 600 mg');

const duplicates = (products: SafetyProduct[]) =>
  checkCartSafety(products).flatMap((w) => (w.code === 'same_class' ? [[w.drugClass, w.salts.map((s) => s.salt.id)]] : []));

describe('duplicate therapy in the cart check (issue 23, item 5)', () => {
  it.each([
    ['two NSAIDs', [brufen, voveran], [['nsaid', ['ibuprofen', 'diclofenac']]]],
    ['two PPIs', [pan40, omez], [['ppi', ['pantoprazole', 'omeprazole']]]],
    ['two statins', [rosuvas, atorva], [['statin', ['rosuvastatin', 'atorvastatin']]]],
    ['an NSAID with paracetamol', [brufen, dolo], []],
    ['one statin with one PPI', [atorva, pan40], []],
    ['two salts of one fixed-dose product', [combo], []],
    ['the same salt twice (the same-salt check reports it)', [brufen, brufen600], []],
  ] as const)('%s', (_, products, expected) => {
    expect(duplicates([...products])).toEqual(expected);
  });

  it('names the products of each salt and says why it matters', () => {
    const warning = checkCartSafety([pan40, omez]).find((w) => w.code === 'same_class');
    expect(warning).toEqual({
      code: 'same_class',
      drugClass: 'ppi',
      why: expect.stringContaining('one is enough') as string,
      salts: [
        { salt: { id: 'pantoprazole', name: 'Pantoprazole' }, products: [{ productId: 3, name: 'Pan 40 Tablet' }] },
        { salt: { id: 'omeprazole', name: 'Omeprazole' }, products: [{ productId: 4, name: 'Omez 20 Capsule' }] },
      ],
    });
  });

  it('keeps the total daily dose check across products of one salt', () => {
    const dolo2 = { ...product(10, 'Calpol 650 Tablet', 'Paracetamol 650 mg'), dosage: 'Not more than 4 tablets in 24 hours.' };
    const dolo1 = { ...dolo, dosage: 'Not more than 4 tablets in 24 hours.' };
    expect(checkCartSafety([dolo1, dolo2]).map((w) => w.code)).toEqual(['same_salt', 'over_max_daily_dose']);
  });
});
