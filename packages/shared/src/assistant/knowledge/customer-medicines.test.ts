import { describe, expect, it } from 'vitest';
import { checkAgainstCustomerMedicines, type ExistingMedicine } from './customer-medicines.ts';

const clarithro = { productId: 1, name: 'Claribid 500 Tablet', activeIngredient: 'Clarithromycin 500 mg' };
const pan = { productId: 2, name: 'Pan 40 Tablet', activeIngredient: 'Pantoprazole 40 mg' };
const atorvaRx: ExistingMedicine = {
  origin: { kind: 'prescription', id: 7, name: 'Atorva 10 Tablet' },
  activeIngredient: 'Atorvastatin 10 mg',
  nameAsWritten: 'Tab Atorva 10',
};
const writtenOnly: ExistingMedicine = {
  origin: { kind: 'prescription', id: 8, name: 'Tab. Lipitor' },
  activeIngredient: null,
  nameAsWritten: 'Lipitor',
};
const omezOrder: ExistingMedicine = {
  origin: { kind: 'order', id: 3, name: 'Omez 20 Capsule' },
  activeIngredient: 'Omeprazole 20 mg',
  nameAsWritten: null,
};
const gel: ExistingMedicine = {
  origin: { kind: 'order', id: 4, name: 'Volini Gel' },
  activeIngredient: 'Diclofenac diethylamine 1.16% w/w',
  nameAsWritten: null,
};

describe('a new order against the customer’s other medicines (issue 23, item 4)', () => {
  it('warns about clarithromycin for a customer with an active atorvastatin prescription, naming where each comes from', () => {
    const [warning, ...rest] = checkAgainstCustomerMedicines([clarithro], [atorvaRx]);
    expect(rest).toEqual([]);
    expect(warning).toMatchObject({
      code: 'interaction',
      severity: 'severe',
      ordered: { salt: { id: 'clarithromycin' }, products: [{ productId: 1, name: 'Claribid 500 Tablet' }] },
      existing: { salt: { id: 'atorvastatin' }, origins: [{ kind: 'prescription', id: 7, name: 'Atorva 10 Tablet' }] },
    });
  });

  it('reads a prescription medicine that matched no product by the name written on it', () => {
    expect(checkAgainstCustomerMedicines([clarithro], [writtenOnly]).map((w) => w.existing.salt.id)).toEqual(['atorvastatin']);
  });

  it('reports a second PPI as duplicate therapy, and is quiet for a refill, a skin gel or nothing known', () => {
    expect(checkAgainstCustomerMedicines([pan], [omezOrder]).map((w) => [w.code, w.ordered.salt.id, w.existing.salt.id])).toEqual([
      ['same_class', 'pantoprazole', 'omeprazole'],
    ]);
    const omezAgain = { productId: 9, name: 'Omez 20 Capsule', activeIngredient: 'Omeprazole 20 mg' };
    expect(checkAgainstCustomerMedicines([omezAgain], [omezOrder])).toEqual([]);
    const brufen = { productId: 5, name: 'Brufen 400', activeIngredient: 'Ibuprofen 400 mg' };
    expect(checkAgainstCustomerMedicines([brufen], [gel])).toEqual([]);
    expect(checkAgainstCustomerMedicines([clarithro], [])).toEqual([]);
  });
});
