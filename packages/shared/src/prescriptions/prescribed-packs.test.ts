import { describe, expect, it } from 'vitest';
import { courseDaysOf, packsForCourse, packsPrescribed, unitsPerDayOf } from './prescribed-packs.ts';

// Cases written from the way Indian prescriptions are written (1-0-1 = morning-afternoon-night
// units; OD/BD/TDS/QID once to four times a day, HS at bedtime, SOS when needed).
describe('prescribed packs', () => {
  it.each([
    ['1-0-0', undefined, 1],
    ['1-0-1', '1 tablet', 2],
    ['1-1-1', undefined, 3],
    ['1-1-1-1', undefined, 4],
    ['½-0-½', undefined, 1],
    ['0-0-2', undefined, 2],
    ['OD', '1 tablet', 1],
    ['BD', '2 capsules', 4],
    ['TDS', undefined, 3],
    ['QID', '½ tablet', 2],
    ['HS', undefined, 1],
    ['SOS', '1 tablet', null],
    ['0-0-0', undefined, null],
    ['', undefined, null],
  ])('%s with dose %s is %s units a day', (frequency, dose, expected) => {
    expect(unitsPerDayOf(frequency, dose)).toBe(expected);
  });

  it.each([
    ['30 days', 30],
    ['14 days', 14],
    ['2 weeks', 14],
    ['1 month', 30],
    ['x 5 d', 5],
    ['× 7 days', 7],
    ['till review', null],
    ['0 days', null],
    ['', null],
  ])('%s is %s days', (duration, expected) => {
    expect(courseDaysOf(duration)).toBe(expected);
  });

  it('1-0-0 × 30 days of a strip of 15 is 2 strips; × 14 days is 1', () => {
    expect(packsForCourse({ frequency: '1-0-0', duration: '30 days', packSize: 'Strip of 15 tablets' })).toBe(2);
    expect(packsForCourse({ frequency: '1-0-0', duration: '14 days', packSize: 'Strip of 15 tablets' })).toBe(1);
  });

  it('rounds up: 1-0-1 × 5 days of 10 tablets is 1 strip, × 6 days is 2', () => {
    expect(packsForCourse({ frequency: '1-0-1', duration: '5 days', packSize: '10 tablets' })).toBe(1);
    expect(packsForCourse({ frequency: '1-0-1', duration: '6 days', packSize: '10 tablets' })).toBe(2);
  });

  it('cannot count a syrup, a when-needed medicine or an open course', () => {
    expect(packsForCourse({ frequency: 'TDS', duration: '5 days', packSize: '100 ml bottle' })).toBeNull();
    expect(packsForCourse({ frequency: 'SOS', duration: '5 days', packSize: 'Strip of 15 tablets' })).toBeNull();
    expect(packsForCourse({ frequency: 'OD', duration: 'continue', packSize: 'Strip of 15 tablets' })).toBeNull();
  });

  describe('packs a prescription line allows', () => {
    const line = { source: 'upload' as const, quantity: null, frequency: null, dose: null, durationDays: null };

    it("an e-prescription's quantity is already packs", () => {
      expect(packsPrescribed({ ...line, source: 'e_prescription', quantity: 2 }, 'Strip of 15 tablets')).toBe(2);
    });

    it("an upload's 30 tablets are 2 strips of 15, not 30 strips", () => {
      expect(packsPrescribed({ ...line, quantity: 30 }, 'Strip of 15 tablets')).toBe(2);
      expect(packsPrescribed({ ...line, quantity: 10 }, 'Strip of 15 tablets')).toBe(1);
    });

    it('an upload with only the course: 1-0-0 for 30 days is 2 strips of 15', () => {
      expect(packsPrescribed({ ...line, frequency: '1-0-0', durationDays: 30 }, 'Strip of 15 tablets')).toBe(2);
    });

    it('cannot count units against a syrup bottle or an unknown pack', () => {
      expect(packsPrescribed({ ...line, quantity: 30 }, '100 ml bottle')).toBeNull();
      expect(packsPrescribed({ ...line, quantity: 30 }, null)).toBeNull();
    });
  });
});
