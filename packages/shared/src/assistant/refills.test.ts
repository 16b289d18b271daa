import { describe, expect, it } from 'vitest';
import { daysOfSupply, refillStatus, unitsPerDay, unitsPerPack } from './refills.ts';

describe('refills', () => {
  it.each([
    ['15 tablets', 15],
    ['Strip of 10 Tablets', 10],
    ['30 capsules', 30],
    ['100 ml', null],
    ['30 g', null],
    [null, null],
  ])('a pack of %s holds %s units', (pack, units) => {
    expect(unitsPerPack(pack)).toBe(units);
  });

  it.each([
    ['1 tablet once or twice a day after food, or as directed by the physician.', 1],
    ['1 tablet twice a day', 2],
    ['Adults: 1 tablet 3 times a day after meals', 3],
    ['2 capsules daily', 2],
    ['Adults: 1 tablet every 4-6 hours as needed; not more than 4 tablets in 24 hours.', null],
    ['Apply a thin layer 3 times a day', null],
    [null, null],
  ])('%s → %s a day', (dosage, perDay) => {
    expect(unitsPerDay(dosage)).toBe(perDay);
  });

  it('days of supply: units × packs ÷ units a day', () => {
    expect(daysOfSupply('15 tablets', '1 tablet twice a day', 2)).toBe(15);
    expect(daysOfSupply('30 tablets', '1 tablet once a day', 1)).toBe(30);
    expect(daysOfSupply('100 ml', '10 ml twice a day', 1)).toBeNull();
  });

  it('is due from a week before running out to a month after', () => {
    const ordered = new Date('2026-11-01T00:00:00Z');
    expect(refillStatus(ordered, 30, new Date('2026-11-10T00:00:00Z')).due).toBe(false);
    expect(refillStatus(ordered, 30, new Date('2026-11-25T00:00:00Z')).due).toBe(true);
    expect(refillStatus(ordered, 30, new Date('2026-12-20T00:00:00Z')).due).toBe(true);
    expect(refillStatus(ordered, 30, new Date('2027-01-15T00:00:00Z')).due).toBe(false);
  });
});
