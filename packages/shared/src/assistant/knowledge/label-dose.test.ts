import { describe, expect, it } from 'vitest';
import { labelUnitsPerDay, unitVolumeMl } from './label-dose.ts';

describe('labelUnitsPerDay', () => {
  it.each([
    ['Adults: 1 tablet every 4-6 hours as needed; not more than 4 tablets in 24 hours.', null, 4],
    ['Adults and children over 12: 1-2 tablets every 4-6 hours; not more than 8 tablets in 24 hours.', null, 8],
    ['Adults: 1 tablet 2-3 times a day. May cause drowsiness.', null, 3],
    ['Adults: 1 tablet up to 3 times a day after food; not more than 3 days without medical advice.', null, 3],
    ['Adults: 1 tablet when needed; up to 2 tablets a day, 4 hours apart.', null, 2],
    ['1 tablet once a day after a meal; swallow whole, do not crush.', null, 1],
    ['1 tablet twice a day after food for not more than 5 days.', null, 2],
    ['Adults: 1 capsule every 12 hours.', null, 2],
    ['Dissolve 1 drop slowly in the mouth every 2 hours as needed; not more than 10 a day.', null, 10],
    ['Adults: 10 ml 3-4 times a day. Children 6-12 years: 5 ml 3 times a day. May cause drowsiness.', 5, 8],
    ['Adults: 5-10 ml 3 times a day.', 5, 6],
    ['Adults: 10 ml 3 times a day. Children: as prescribed by the doctor.', 10, 3],
    ['1 capsule once a week with milk or a meal, or as prescribed.', null, 1 / 7],
    ['As prescribed, usually once a day in the morning after breakfast.', null, 1],
    ['Apply a thin layer on the painful area and massage gently 3-4 times a day.', null, 4],
    ['As prescribed.', null, null],
    [null, null, null],
  ])('%j', (dosage, volume, expected) => expect(labelUnitsPerDay(dosage, volume)).toBe(expected));
});

describe('unitVolumeMl', () => {
  it('reads the volume a liquid strength is stated for', () => {
    expect(unitVolumeMl('Dextromethorphan hydrobromide 10 mg per 5 ml')).toBe(5);
    expect(unitVolumeMl('Levosalbutamol 1.25 mg + Ipratropium bromide 500 mcg per 2.5 ml')).toBe(2.5);
    expect(unitVolumeMl('Paracetamol 650 mg')).toBeNull();
  });
});
