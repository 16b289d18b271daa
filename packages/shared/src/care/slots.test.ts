import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addClinicDays,
  availableSlots,
  bookableDays,
  clinicDateOf,
  clinicDates,
  findBookableSlot,
  INVALID_DATE_MESSAGE,
  PAST_DATE_MESSAGE,
  SLOT_UNAVAILABLE_MESSAGE,
  type SlotSchedule,
} from './slots.ts';

const base: SlotSchedule = {
  slotMinutes: 15,
  bufferMinutes: 0,
  minNoticeMinutes: 0,
  bookingWindowDays: 30,
  availability: [
    { mode: 'clinic', dayOfWeek: 2, startTime: '09:00', endTime: '10:00' }, // Tuesday
    { mode: 'online', dayOfWeek: 2, startTime: '18:00:00', endTime: '19:00:00' },
    { mode: 'clinic', dayOfWeek: 1, startTime: '23:00', endTime: '23:45' }, // Monday late
    { mode: 'online', dayOfWeek: 2, startTime: '00:00', endTime: '00:30' }, // Tuesday just after midnight
    { mode: 'clinic', dayOfWeek: 4, startTime: '10:00', endTime: '11:00' }, // Thursday
    { mode: 'online', dayOfWeek: 5, startTime: '05:00', endTime: '05:30' }, // Friday early (still the previous UTC day)
  ],
  overrides: [],
};
/** Monday 2026-11-23, 08:00 IST: every date below is ahead of it. */
const monday = new Date('2026-11-23T02:30:00Z');

const starts = (answer: ReturnType<typeof availableSlots>) => (answer.ok ? answer.slots.map((s) => s.startsAt) : answer.reason);
const labels = (answer: ReturnType<typeof availableSlots>) => (answer.ok ? answer.slots.map((s) => s.label) : answer.reason);

/** Every case runs with the process in both zones: the answers must not change. */
for (const zone of ['UTC', 'Asia/Kolkata']) {
  describe(`slot computation with the process in TZ=${zone}`, () => {
    const previous = process.env.TZ;
    beforeAll(() => {
      process.env.TZ = zone;
    });
    afterAll(() => {
      process.env.TZ = previous;
    });

    it('runs in the zone it says (the process time zone really changed)', () => {
      expect(new Date('2026-01-01T00:00:00Z').getTimezoneOffset()).toBe(zone === 'UTC' ? 0 : -330);
    });

    const table: {
      name: string;
      schedule?: Partial<SlotSchedule>;
      mode?: 'clinic' | 'online';
      date: string;
      now?: Date;
      busy?: [string, string][];
      want: string[] | string;
    }[] = [
      {
        name: 'cuts a window into slots, IST wall clock to UTC',
        date: '2026-11-24',
        want: ['2026-11-24T03:30:00.000Z', '2026-11-24T03:45:00.000Z', '2026-11-24T04:00:00.000Z', '2026-11-24T04:15:00.000Z'],
      },
      {
        name: 'puts the buffer between consultations and drops a slot that would overrun the window',
        schedule: { bufferMinutes: 5 },
        date: '2026-11-24',
        want: ['2026-11-24T03:30:00.000Z', '2026-11-24T03:50:00.000Z', '2026-11-24T04:10:00.000Z'],
      },
      {
        name: 'keeps modes apart (online hours on the same day)',
        mode: 'online',
        date: '2026-11-24',
        want: [
          '2026-11-23T18:30:00.000Z',
          '2026-11-23T18:45:00.000Z',
          '2026-11-24T12:30:00.000Z',
          '2026-11-24T12:45:00.000Z',
          '2026-11-24T13:00:00.000Z',
          '2026-11-24T13:15:00.000Z',
        ],
      },
      {
        name: 'a clinic day just after midnight IST is the previous UTC day',
        mode: 'online',
        date: '2026-12-01',
        schedule: { availability: [{ mode: 'online', dayOfWeek: 2, startTime: '00:00', endTime: '00:30' }] },
        want: ['2026-11-30T18:30:00.000Z', '2026-11-30T18:45:00.000Z'],
      },
      {
        name: 'a late window on the last day of the month stays on that date',
        date: '2026-11-30',
        want: ['2026-11-30T17:30:00.000Z', '2026-11-30T17:45:00.000Z', '2026-11-30T18:00:00.000Z'],
      },
      {
        name: 'across the year end (Friday 1 January 2027, 05:00 IST is 23:30 UTC the day before)',
        mode: 'online',
        schedule: { bookingWindowDays: 60 },
        date: '2027-01-01',
        want: ['2026-12-31T23:30:00.000Z', '2026-12-31T23:45:00.000Z'],
      },
      {
        name: 'drops slots already past today (now 09:20 IST)',
        date: '2026-11-24',
        now: new Date('2026-11-24T03:50:00Z'),
        want: ['2026-11-24T04:00:00.000Z', '2026-11-24T04:15:00.000Z'],
      },
      {
        name: 'a slot starting exactly now is dropped only if minimum notice says so (notice 30 min)',
        schedule: { minNoticeMinutes: 30 },
        date: '2026-11-24',
        now: new Date('2026-11-24T03:30:00Z'),
        want: ['2026-11-24T04:00:00.000Z', '2026-11-24T04:15:00.000Z'],
      },
      {
        name: 'a booking takes its slot and, with a buffer, the one that would touch it',
        schedule: { bufferMinutes: 0 },
        date: '2026-11-24',
        busy: [['2026-11-24T03:45:00Z', '2026-11-24T04:00:00Z']],
        want: ['2026-11-24T03:30:00.000Z', '2026-11-24T04:00:00.000Z', '2026-11-24T04:15:00.000Z'],
      },
      {
        name: 'a booking off the grid blocks every slot it overlaps',
        date: '2026-11-24',
        busy: [['2026-11-24T03:40:00Z', '2026-11-24T04:05:00Z']],
        want: ['2026-11-24T03:30:00.000Z'.replace('03:30', '04:15')],
      },
      {
        name: 'leave across the month end empties the day',
        schedule: { overrides: [{ startDate: '2026-11-30', endDate: '2026-12-02' }] },
        date: '2026-12-01',
        want: [],
      },
      {
        name: 'the day after the leave has slots again',
        schedule: { overrides: [{ startDate: '2026-11-30', endDate: '2026-12-02' }] },
        date: '2026-12-03',
        want: ['2026-12-03T04:30:00.000Z', '2026-12-03T04:45:00.000Z', '2026-12-03T05:00:00.000Z', '2026-12-03T05:15:00.000Z'],
      },
      { name: 'a day without hours has none', date: '2026-11-25', want: [] },
      { name: 'not a real date', date: '2026-02-30', want: 'invalid_date' },
      { name: 'not a date at all', date: '24/11/2026', want: 'invalid_date' },
      { name: 'a date before today', date: '2026-11-22', want: 'past_date' },
      {
        name: 'the last day of the window (today is day 1 of 30)',
        date: '2026-12-22',
        want: ['2026-12-22T03:30:00.000Z', '2026-12-22T03:45:00.000Z', '2026-12-22T04:00:00.000Z', '2026-12-22T04:15:00.000Z'],
      },
      { name: 'one day past the window', date: '2026-12-23', want: 'beyond_window' },
      {
        name: '00:01 IST on 1 December: 30 November is already past in the clinic although it is still 30 November in UTC',
        date: '2026-11-30',
        now: new Date('2026-11-30T18:31:00Z'),
        want: 'past_date',
      },
      {
        name: '23:59 IST on 30 November: the late slots of that day are still to come',
        date: '2026-11-30',
        now: new Date('2026-11-30T17:40:00Z'),
        want: ['2026-11-30T17:45:00.000Z', '2026-11-30T18:00:00.000Z'],
      },
      {
        name: 'leap day 2028',
        schedule: { bookingWindowDays: 90, availability: [{ mode: 'clinic', dayOfWeek: 2, startTime: '12:00', endTime: '12:30' }] },
        date: '2028-02-29',
        now: new Date('2028-02-01T00:00:00Z'),
        want: ['2028-02-29T06:30:00.000Z', '2028-02-29T06:45:00.000Z'],
      },
    ];

    it.each(table)('$name', ({ schedule, mode, date, now, busy, want }) => {
      const answer = availableSlots(
        { ...base, ...schedule },
        mode ?? 'clinic',
        date,
        now ?? monday,
        (busy ?? []).map(([s, e]) => ({ startsAt: new Date(s), endsAt: new Date(e) })),
      );
      expect(starts(answer)).toEqual(want);
    });

    it('labels slots as 12-hour clinic time ranges with their 24-hour times', () => {
      const answer = availableSlots({ ...base, slotMinutes: 30 }, 'online', '2026-11-24', monday, []);
      expect(labels(answer)).toEqual(['12:00 AM - 12:30 AM', '6:00 PM - 6:30 PM', '6:30 PM - 7:00 PM']);
      expect(answer.ok && answer.slots[1]).toMatchObject({ startTime: '18:00', endTime: '18:30' });
    });

    it('says what is wrong with a bad date', () => {
      expect(availableSlots(base, 'clinic', '2026-13-01', monday, [])).toEqual({
        ok: false,
        reason: 'invalid_date',
        message: INVALID_DATE_MESSAGE,
      });
      expect(availableSlots(base, 'clinic', '2026-11-01', monday, [])).toMatchObject({ message: PAST_DATE_MESSAGE });
    });

    it('checks a chosen start against the free slots', () => {
      expect(findBookableSlot(base, 'clinic', new Date('2026-11-24T03:45:00Z'), monday, [])).toMatchObject({
        ok: true,
        slot: { label: '9:15 AM - 9:30 AM' },
      });
      expect(findBookableSlot(base, 'clinic', new Date('2026-11-24T03:40:00Z'), monday, [])).toEqual({
        ok: false,
        message: SLOT_UNAVAILABLE_MESSAGE,
      });
      expect(findBookableSlot(base, 'online', new Date('2026-11-24T03:45:00Z'), monday, [])).toEqual({
        ok: false,
        message: SLOT_UNAVAILABLE_MESSAGE,
      });
      expect(findBookableSlot(base, 'clinic', new Date('nope'), monday, [])).toEqual({ ok: false, message: INVALID_DATE_MESSAGE });
    });

    it('counts clinic dates across month and year ends', () => {
      expect(clinicDateOf(new Date('2026-12-31T18:29:00Z'))).toBe('2026-12-31');
      expect(clinicDateOf(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-01');
      expect(addClinicDays('2027-02-28', 1)).toBe('2027-03-01');
      expect(addClinicDays('2028-02-28', 1)).toBe('2028-02-29');
      const calendar = clinicDates(new Date('2026-12-28T10:00:00Z'), 0, 30);
      expect(calendar).toHaveLength(30);
      expect([calendar[0], calendar[4], calendar[29]]).toEqual(['2026-12-28', '2027-01-01', '2027-01-26']);
      // Reschedule: the next 7 days starting tomorrow, tomorrow in the clinic (01:00 IST on the 31st).
      expect(clinicDates(new Date('2026-12-30T19:30:00Z'), 1, 7)).toEqual([
        '2027-01-01',
        '2027-01-02',
        '2027-01-03',
        '2027-01-04',
        '2027-01-05',
        '2027-01-06',
        '2027-01-07',
      ]);
    });
  });
}

describe('the booking calendar days (bookableDays)', () => {
  it('spans the window from today and keeps the days with a free slot: weekly hours, leave and bookings counted', () => {
    const schedule: SlotSchedule = { ...base, bookingWindowDays: 14, overrides: [{ startDate: '2026-11-26', endDate: '2026-11-26' }] };
    // Tuesday 24 November 09:00-10:00 is fully booked; Thursday 26 is leave.
    const busy = [{ startsAt: new Date('2026-11-24T03:30:00Z'), endsAt: new Date('2026-11-24T04:30:00Z') }];
    const clinic = bookableDays(schedule, 'clinic', monday, busy);
    expect(clinic.firstDate).toBe('2026-11-23');
    expect(clinic.lastDate).toBe('2026-12-06');
    // Mondays (23:00), Tuesdays and Thursdays, but not Tuesday 24 (booked) nor Thursday 26 (leave).
    expect(clinic.days).toEqual(['2026-11-23', '2026-11-30', '2026-12-01', '2026-12-03']);
    expect(bookableDays(schedule, 'online', monday, busy).days).toEqual(['2026-11-24', '2026-11-27', '2026-12-01', '2026-12-04']);
  });
});
