import { describe, expect, it } from 'vitest';
import type { ParsedMedicine } from './analysis.ts';
import { productStrengths, reconcileWithProduct } from './reconcile-strength.ts';

const medicine = (over: Partial<ParsedMedicine>): ParsedMedicine => ({
  nameAsWritten: 'Azithral 200',
  strength: null,
  form: 'syrup',
  dose: '5 ml',
  frequency: 'OD',
  duration: '3 days',
  durationDays: 3,
  quantity: null,
  instructions: null,
  nameConfidence: 1,
  ...over,
});

describe('reconcileWithProduct', () => {
  it('reads the strengths an active ingredient states, per volume for liquids', () => {
    expect(productStrengths('Azithromycin 200 mg/5 ml').map((s) => s.text)).toEqual(['200 mg/5 ml']);
    expect(productStrengths('Amoxicillin 500 mg + Clavulanic acid 125 mg').map((s) => s.text)).toEqual(['500 mg', '125 mg']);
  });

  it("takes a syrup's strength per volume from the product named by the brand's number", () => {
    const result = reconcileWithProduct(medicine({}), { name: 'Azithral 200 Liquid', activeIngredient: 'Azithromycin 200 mg/5 ml' });
    expect(result).toMatchObject({ strength: '200 mg/5 ml', strengthFrom: 'product' });
  });

  it('flags a written strength the product does not have, and keeps what was written', () => {
    const result = reconcileWithProduct(medicine({ nameAsWritten: 'Dolo', form: 'tablet', strength: '500 mg', strengthFrom: 'line' }), {
      name: 'Dolo 650 Tablet',
      activeIngredient: 'Paracetamol 650 mg',
    });
    expect(result).toMatchObject({ strength: '500 mg', flags: ['strength_disagrees'] });
  });

  it('shows an unmatched name the lexicon does not know as unclear', () => {
    expect(reconcileWithProduct(medicine({ nameAsWritten: 'Xqlorvin', nameConfidence: 0 }), null).flags).toEqual(['unclear']);
    expect(reconcileWithProduct(medicine({ nameAsWritten: 'Emeset', nameConfidence: 0.86 }), null).flags).toBeUndefined();
  });
});
