import { describe, expect, it } from 'vitest';
import { findPatientAgeSex } from './patient-age-sex.ts';
import { patientAgeParts, patientAgeText } from './patient-age.ts';

describe("a patient's age as stored", () => {
  it("is written as the reader writes it, so a pharmacist's correction and the reader's agree", () => {
    expect(patientAgeText({ count: 43, unit: 'years' })).toBe('43 years');
    expect(patientAgeText({ count: 1, unit: 'months' })).toBe('1 month');
    expect(patientAgeText({ count: 0, unit: 'years' })).toBe('0 years');
    expect(findPatientAgeSex(['Name: Baby Aarohi, 8 months, F'], 0).age).toBe(patientAgeText({ count: 8, unit: 'months' }));
  });

  it('is read back as its count and unit, and anything else as nothing', () => {
    expect(patientAgeParts('34 years')).toEqual({ count: 34, unit: 'years' });
    expect(patientAgeParts('1 day')).toEqual({ count: 1, unit: 'days' });
    expect([patientAgeParts(null), patientAgeParts('thirty'), patientAgeParts('34 yrs')]).toEqual([null, null, null]);
  });
});
