import { describe, expect, it } from 'vitest';
import { checkCartSafety, type SafetyProduct } from './cart-safety.ts';

// Catalogue-like products (names, ingredient lines and label texts as the seed writes them).
const dolo650: SafetyProduct = {
  productId: 1,
  name: 'Dolo 650 Tablet',
  activeIngredient: 'Paracetamol 650 mg',
  dosage: 'Adults: 1 tablet every 4-6 hours as needed; not more than 4 tablets in 24 hours.',
};
const calpol650: SafetyProduct = {
  productId: 2,
  name: 'Calpol 650 Tablet',
  activeIngredient: 'Paracetamol 650 mg',
  dosage: 'Adults: 1 tablet every 6 hours as needed; not more than 4 tablets in 24 hours.',
};
const sinarest: SafetyProduct = {
  productId: 3,
  name: 'Sinarest New Tablet',
  activeIngredient: 'Paracetamol 500 mg + Phenylephrine hydrochloride 10 mg + Chlorpheniramine maleate 2 mg',
  dosage: 'Adults: 1 tablet 2-3 times a day. May cause drowsiness.',
};
const brufen: SafetyProduct = {
  productId: 4,
  name: 'Brufen 400 Tablet',
  activeIngredient: 'Ibuprofen 400 mg',
  dosage: 'Adults: 1 tablet 3 times a day after meals, or as directed by the physician.',
};
const warf: SafetyProduct = {
  productId: 5,
  name: 'Warf 5 Tablet',
  activeIngredient: 'Warfarin sodium 5 mg',
  dosage: 'Once a day at the same time, in the dose set by your INR tests.',
};
const deplatt: SafetyProduct = {
  productId: 6,
  name: 'Deplatt-A 75 Tablet',
  activeIngredient: 'Clopidogrel 75 mg + Aspirin 75 mg',
  dosage: '1 tablet once a day after food, as prescribed.',
};
const volini: SafetyProduct = {
  productId: 7,
  name: 'Volini Pain Relief Gel',
  activeIngredient: 'Diclofenac diethylamine 1.16% w/w + Methyl salicylate 10% w/w + Menthol 5% w/w + Linseed oil 3% w/w',
  dosage: 'Apply a thin layer on the painful area and massage gently 3-4 times a day.',
};
const becosules: SafetyProduct = {
  productId: 8,
  name: 'Becosules Capsule',
  activeIngredient: 'Thiamine 10 mg + Riboflavin 10 mg + Pyridoxine 3 mg',
  dosage: 'Adults: 1 capsule a day after food.',
};
const neurobion: SafetyProduct = {
  productId: 9,
  name: 'Neurobion Forte Tablet',
  activeIngredient: 'Thiamine mononitrate 10 mg + Pyridoxine 3 mg + Riboflavin 10 mg',
  dosage: 'Adults: 1 tablet a day, or as advised.',
};
const voveran: SafetyProduct = {
  productId: 10,
  name: 'Voveran SR 100 Tablet',
  activeIngredient: 'Diclofenac sodium 100 mg (sustained release)',
  dosage: null,
};
const dicloFast: SafetyProduct = { productId: 11, name: 'Diclo 50 Tablet', activeIngredient: 'Diclofenac sodium 50 mg', dosage: null };

describe('checkCartSafety', () => {
  it('is quiet for one product, or for products that go together', () => {
    expect(checkCartSafety([dolo650])).toEqual([]);
    expect(checkCartSafety([dolo650, brufen])).toEqual([]);
    expect(checkCartSafety([deplatt])).toEqual([]);
  });

  it('warns about two products with the same salt', () => {
    const warnings = checkCartSafety([dolo650, calpol650]);
    expect(warnings[0]).toEqual({
      code: 'same_salt',
      salts: [{ id: 'paracetamol', name: 'Paracetamol' }],
      products: [
        { productId: 1, name: 'Dolo 650 Tablet' },
        { productId: 2, name: 'Calpol 650 Tablet' },
      ],
    });
  });

  it('groups the salts two products share into one warning', () => {
    const warnings = checkCartSafety([becosules, neurobion]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.code === 'same_salt' && warnings[0].salts.map((s) => s.id)).toEqual(['thiamine', 'riboflavin', 'pyridoxine']);
  });

  it('adds up the daily dose from each label: Dolo 650 with a paracetamol cold tablet passes 4 g', () => {
    const over = checkCartSafety([dolo650, sinarest]).find((w) => w.code === 'over_max_daily_dose');
    expect(over).toEqual({
      code: 'over_max_daily_dose',
      salt: { id: 'paracetamol', name: 'Paracetamol' },
      totalMg: 4100,
      maxMg: 4000,
      maxText: expect.stringContaining('4 g') as string,
      products: [
        { product: { productId: 1, name: 'Dolo 650 Tablet' }, mgPerDay: 2600, unitsPerDay: 4, basis: 'label' },
        { product: { productId: 3, name: 'Sinarest New Tablet' }, mgPerDay: 1500, unitsPerDay: 3, basis: 'label' },
      ],
    });
  });

  it('falls back to the monograph frequency, once a day for sustained release', () => {
    const over = checkCartSafety([voveran, dicloFast]).find((w) => w.code === 'over_max_daily_dose');
    expect(over?.code === 'over_max_daily_dose' && over.products.map((p) => [p.mgPerDay, p.basis])).toEqual([
      [100, 'monograph'],
      [150, 'monograph'],
    ]);
  });

  it('reports known interactions between different products, most severe first', () => {
    const warnings = checkCartSafety([warf, brufen, deplatt]).filter((w) => w.code === 'interaction');
    expect(warnings.map((w) => w.code === 'interaction' && [w.a.salt.id, w.b.salt.id, w.severity])).toEqual([
      ['warfarin', 'ibuprofen', 'severe'],
      ['warfarin', 'clopidogrel', 'severe'],
      ['warfarin', 'aspirin', 'severe'],
      ['ibuprofen', 'aspirin', 'severe'],
      ['ibuprofen', 'clopidogrel', 'moderate'],
    ]);
  });

  it('leaves out what is applied to the skin', () => {
    expect(
      checkCartSafety([volini, brufen, warf])
        .filter((w) => w.code === 'interaction')
        .map((w) => w.code === 'interaction' && w.a.salt.id),
    ).toEqual(['ibuprofen']);
  });

  it('counts a product listed twice (two packs) once', () => {
    expect(checkCartSafety([dolo650, dolo650])).toEqual([]);
  });
});
