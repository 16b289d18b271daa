import { clinicDateOf, clinicTimeOf } from '@dawa/shared/care/slots';
import { describe, expect, it } from 'vitest';
import { lastSlotWithin, nextSlotWithin, recentSlotWithin } from './clinic-hours.ts';
import { SEED_DOCTORS } from './doctors.ts';

// Dr. Rohan Mehta's clinic: Monday to Saturday, 09:30 to 13:30 India time (the seed's first doctor).
const rohan = SEED_DOCTORS[0]!;
const windows = rohan.days.map((dayOfWeek) => ({ dayOfWeek, startTime: rohan.clinic[0], endTime: rohan.clinic[1] }));

describe('seeded clinic visits inside clinic hours', () => {
  it('moves a visit wanted at 10 pm to the next opening of the clinic, and one in the hours to the next slot', () => {
    expect(rohan.clinic).toEqual(['09:30', '13:30']);
    // 22:10 IST on Tuesday 24 Nov 2026.
    const late = nextSlotWithin(windows, new Date('2026-11-24T16:40:00Z'), 15)!;
    expect([clinicDateOf(late), clinicTimeOf(late)]).toEqual(['2026-11-25', '09:30']);
    const morning = nextSlotWithin(windows, new Date('2026-11-24T05:02:00Z'), 15)!; // 10:32 IST
    expect(clinicTimeOf(morning)).toBe('10:45');
  });

  it('skips the days the clinic is closed', () => {
    const closed = [0, 1, 2, 3, 4, 5, 6].find((d) => !rohan.days.includes(d));
    if (closed === undefined) return;
    const slot = nextSlotWithin(windows, new Date('2026-11-22T00:00:00Z'), 15)!; // a Sunday, 05:30 IST
    expect(rohan.days).toContain(new Date(`${clinicDateOf(slot)}T00:00:00Z`).getUTCDay());
  });

  it('puts a visit already held in the latest slot that ended by now, the same day when the clinic has opened', () => {
    const afternoon = lastSlotWithin(windows, new Date('2026-11-24T10:30:00Z'), 15)!; // 16:00 IST
    expect([clinicDateOf(afternoon), clinicTimeOf(afternoon)]).toEqual(['2026-11-24', '13:15']);
    const early = lastSlotWithin(windows, new Date('2026-11-24T02:30:00Z'), 15)!; // 08:00 IST, before opening
    expect([clinicDateOf(early), clinicTimeOf(early)]).toEqual(['2026-11-23', '13:15']);
  });

  it('keeps a visit already held within today and yesterday (what My Schedule lists), at the usual hours after a closed Sunday', () => {
    expect(rohan.days).not.toContain(0);
    // Monday 23 Nov 2026, 08:00 IST: the clinic last opened on Saturday, which My Schedule no longer shows.
    const monday = new Date('2026-11-23T02:30:00Z');
    expect(clinicDateOf(lastSlotWithin(windows, monday, 15)!)).toBe('2026-11-21');
    const held = recentSlotWithin(windows, monday, 15)!;
    expect([clinicDateOf(held), clinicTimeOf(held)]).toEqual(['2026-11-22', '13:15']);
    const tuesday = recentSlotWithin(windows, new Date('2026-11-24T10:30:00Z'), 15)!;
    expect([clinicDateOf(tuesday), clinicTimeOf(tuesday)]).toEqual(['2026-11-24', '13:15']);
  });

  it('has no slot for a doctor without clinic hours', () => {
    expect(nextSlotWithin([], new Date(), 15)).toBeNull();
    expect(lastSlotWithin([], new Date(), 15)).toBeNull();
    expect(recentSlotWithin([], new Date(), 15)).toBeNull();
  });
});
