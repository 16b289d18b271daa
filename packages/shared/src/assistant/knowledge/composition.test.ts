import { describe, expect, it } from 'vitest';
import { parseComposition } from './composition.ts';

describe('parseComposition', () => {
  it.each([
    ['Paracetamol 650 mg', [['Paracetamol', '650 mg', 650]]],
    [
      'Ibuprofen 400 mg + Paracetamol 325 mg',
      [
        ['Ibuprofen', '400 mg', 400],
        ['Paracetamol', '325 mg', 325],
      ],
    ],
    [
      'Ambroxol hydrochloride 15 mg + Salbutamol 1 mg per 5 ml',
      [
        ['Ambroxol hydrochloride', '15 mg', 15],
        ['Salbutamol', '1 mg', 1],
      ],
    ],
    ['Thyroxine sodium 50 mcg', [['Thyroxine sodium', '50 mcg', 0.05]]],
    [
      'Sodium bicarbonate 2.32 g + Citric acid 2.18 g per 5 g',
      [
        ['Sodium bicarbonate', '2.32 g', 2320],
        ['Citric acid', '2.18 g', 2180],
      ],
    ],
    ['Cholecalciferol (Vitamin D3) 60000 IU', [['Cholecalciferol (Vitamin D3)', '60000 IU', null]]],
    [
      'Calcium carbonate 1250 mg (elemental calcium 500 mg) + Vitamin D3 250 IU',
      [
        ['Calcium carbonate', '1250 mg', 1250],
        ['Vitamin D3', '250 IU', null],
      ],
    ],
    ['Human insulin 40 IU/ml (30% soluble + 70% isophane)', [['Human insulin', '40 IU/ml', null]]],
    [
      'Diclofenac diethylamine 1.16% w/w + Menthol 5% w/w',
      [
        ['Diclofenac diethylamine', '1.16% w/w', null],
        ['Menthol', '5% w/w', null],
      ],
    ],
    [
      'Wintergreen oil + Menthol + Eucalyptus oil (Ayurvedic proprietary)',
      [
        ['Wintergreen oil', null, null],
        ['Menthol', null, null],
        ['Eucalyptus oil', null, null],
      ],
    ],
    ['Fish oil 1000 mg (EPA 180 mg + DHA 120 mg) per serving', [['Fish oil', '1000 mg', 1000]]],
    ['Coenzyme Q10 (ubiquinone) 100 mg', [['Coenzyme Q10 (ubiquinone)', '100 mg', 100]]],
    ['2,4-Dichlorobenzyl alcohol 1.2 mg', [['2,4-Dichlorobenzyl alcohol', '1.2 mg', 1.2]]],
    ['Vitamin D3 60,000 IU', [['Vitamin D3', '60,000 IU', null]]],
  ])('%s', (line, expected) => {
    expect(parseComposition(line).map((p) => [p.name, p.strength, p.mg])).toEqual(expected);
  });

  it('marks sustained, extended and modified release lines', () => {
    expect(parseComposition('Diclofenac sodium 100 mg (sustained release)')[0]?.modifiedRelease).toBe(true);
    expect(parseComposition('Metformin hydrochloride 500 mg (extended release)')[0]?.modifiedRelease).toBe(true);
    expect(parseComposition('Metformin hydrochloride 500 mg')[0]?.modifiedRelease).toBe(false);
  });

  it('gives nothing for an empty or missing line', () => {
    expect(parseComposition(null)).toEqual([]);
    expect(parseComposition('  ')).toEqual([]);
  });
});
