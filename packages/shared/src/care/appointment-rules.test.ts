import { describe, expect, it } from 'vitest';
import { canChange, refundsOnCancel, roomIsOpen, tabsOf, type AppointmentStatus } from './appointment-rules.ts';

const now = new Date('2026-11-24T06:30:00Z'); // 12:00 IST
const at = (iso: string, status: AppointmentStatus, minutes = 30) => ({
  status,
  startsAt: new Date(iso),
  endsAt: new Date(new Date(iso).getTime() + minutes * 60_000),
});

describe("the spec's tab filters", () => {
  it.each([
    ['tomorrow, scheduled', at('2026-11-25T04:30:00Z', 'scheduled'), ['upcoming']],
    ['tomorrow, cancelled', at('2026-11-25T04:30:00Z', 'cancelled'), ['cancelled']],
    ['under way now, confirmed (still upcoming so it can be joined)', at('2026-11-24T06:20:00Z', 'confirmed'), ['upcoming']],
    ['earlier today, completed', at('2026-11-24T04:00:00Z', 'completed'), ['past']],
    ['earlier today, confirmed and not marked: in no tab, as in the spec', at('2026-11-24T04:00:00Z', 'confirmed'), []],
    ['yesterday, confirmed', at('2026-11-23T04:00:00Z', 'confirmed'), ['past']],
    ['yesterday, scheduled: in no tab', at('2026-11-23T04:00:00Z', 'scheduled'), []],
    ['yesterday, no-show', at('2026-11-23T04:00:00Z', 'no_show'), ['past']],
    // 23:50 IST on the 23rd is "before today" in the clinic although it is the 23rd 18:20 UTC either way.
    ['just before midnight IST yesterday, completed', at('2026-11-23T18:20:00Z', 'completed'), ['past']],
  ] as const)('%s', (_name, appointment, tabs) => {
    expect(tabsOf(appointment, now)).toEqual(tabs);
  });
});

describe('cancellation, refund and the room', () => {
  it('lets a live appointment change until it starts', () => {
    expect(canChange(at('2026-11-24T07:00:00Z', 'confirmed'), now)).toBe(true);
    expect(canChange(at('2026-11-24T06:00:00Z', 'confirmed'), now)).toBe(false);
    expect(canChange(at('2026-11-25T07:00:00Z', 'completed'), now)).toBe(false);
  });
  it('refunds from exactly 4 hours before the start', () => {
    expect(refundsOnCancel(new Date('2026-11-24T10:30:00Z'), now)).toBe(true);
    expect(refundsOnCancel(new Date('2026-11-24T10:29:59Z'), now)).toBe(false);
  });
  it('opens the room 10 minutes before the start until the end, for online consultations only', () => {
    const online = (iso: string) => ({ ...at(iso, 'confirmed'), mode: 'online' as const });
    expect(roomIsOpen(online('2026-11-24T06:40:00Z'), now)).toBe(true);
    expect(roomIsOpen(online('2026-11-24T06:41:00Z'), now)).toBe(false);
    expect(roomIsOpen(online('2026-11-24T06:01:00Z'), now)).toBe(true);
    expect(roomIsOpen(online('2026-11-24T06:00:00Z'), now)).toBe(false); // ended exactly now
    expect(roomIsOpen(online('2026-11-24T05:59:00Z'), now)).toBe(false);
    expect(roomIsOpen({ ...at('2026-11-24T06:35:00Z', 'confirmed'), mode: 'clinic' }, now)).toBe(false);
  });
});
