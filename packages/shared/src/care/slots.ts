/**
 * Bookable slots of a doctor on one clinic day, computed from the stored schedule (decision 027).
 * Pure: the server calls it to answer GET /api/doctors/{id}/slots and again, inside the booking
 * transaction, to check the chosen slot. Wall-clock times are Asia/Kolkata (IST); instants are UTC.
 * The process's own time zone never matters: every conversion names the clinic zone explicitly.
 */
import { tz, TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { CLINIC_TIME_ZONE, dayNumber, minutesOfDay, type ConsultationMode } from './doctor-rules.ts';

export const INVALID_DATE_MESSAGE = 'Please select a valid date';
export const PAST_DATE_MESSAGE = 'This date has passed. Please choose today or a later date.';
export const BEYOND_WINDOW_MESSAGE = 'This doctor does not take bookings that far ahead. Please choose an earlier date.';
export const SLOT_UNAVAILABLE_MESSAGE = 'This time is not an available slot for this doctor. Please choose another slot.';

const clinicZone = tz(CLINIC_TIME_ZONE);

export interface SlotSchedule {
  slotMinutes: number;
  bufferMinutes: number;
  minNoticeMinutes: number;
  bookingWindowDays: number;
  /** Weekly hours: 'HH:MM' (or 'HH:MM:SS') clinic wall-clock times, day 0 = Sunday. */
  availability: readonly { mode: ConsultationMode; dayOfWeek: number; startTime: string; endTime: string }[];
  /** Inclusive 'YYYY-MM-DD' ranges with no consultations (leave). */
  overrides: readonly { startDate: string; endDate: string }[];
}

/** A time already taken (any mode: a doctor is in one place at a time). */
export interface BusyRange {
  startsAt: Date;
  endsAt: Date;
}

export interface Slot {
  /** UTC instants, ISO 8601. */
  startsAt: string;
  endsAt: string;
  /** Clinic wall-clock 'HH:MM' (24-hour), for the creation payload's appointmentTime. */
  startTime: string;
  endTime: string;
  /** '9:00 AM - 9:15 AM' in the clinic's time. */
  label: string;
}

export type SlotAnswer =
  { ok: true; slots: Slot[] } | { ok: false; reason: 'invalid_date' | 'past_date' | 'beyond_window'; message: string };

/** 'YYYY-MM-DD' of an instant in the clinic's time zone. */
export function clinicDateOf(instant: Date): string {
  return format(instant, 'yyyy-MM-dd', { in: clinicZone });
}

/** 'HH:MM' (24-hour) of an instant in the clinic's time zone. */
export function clinicTimeOf(instant: Date): string {
  return format(instant, 'HH:mm', { in: clinicZone });
}

/** '9:00 AM' of an instant in the clinic's time zone. */
export function clinicTimeLabel(instant: Date): string {
  return format(instant, 'h:mm a', { in: clinicZone });
}

/** '9:00 AM - 9:15 AM'. */
export function clinicRangeLabel(startsAt: Date, endsAt: Date): string {
  return `${clinicTimeLabel(startsAt)} - ${clinicTimeLabel(endsAt)}`;
}

/** The instant of a clinic wall-clock time, `minutes` after midnight of `date` (may run past midnight). */
export function clinicInstant(date: string, minutes: number): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, 0, minutes, CLINIC_TIME_ZONE).getTime());
}

/** The clinic date `days` after `date` (negative goes back), across month and year ends. */
export function addClinicDays(date: string, days: number): string {
  const n = dayNumber(date);
  if (n === null) throw new RangeError(`Not a date: ${date}`);
  return new Date((n + days) * 86_400_000).toISOString().slice(0, 10);
}

/** The `count` dates starting `fromOffset` days after today in the clinic (the calendar: 0, 30; reschedule: 1, 7). */
export function clinicDates(now: Date, fromOffset: number, count: number): string[] {
  const today = clinicDateOf(now);
  return Array.from({ length: count }, (_, i) => addClinicDays(today, fromOffset + i));
}

/** 0 = Sunday, of a 'YYYY-MM-DD' date (1970-01-01 was a Thursday). */
function weekdayOf(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

function overlaps(aStart: number, aEnd: number, bStart: number, bEnd: number): boolean {
  return aStart < bEnd && bStart < aEnd;
}

/**
 * The free slots of `mode` on clinic date `date`. Each window of that weekday is cut into slots of
 * `slotMinutes` with `bufferMinutes` between them; a slot is dropped when it starts before
 * now + minimum notice (so slots already past today go), or when it comes within the buffer of a
 * busy range. A date under an override has none. Dates before today, or past the booking window
 * (today counts as its first day), are refused with the message to show.
 */
export function availableSlots(
  schedule: SlotSchedule,
  mode: ConsultationMode,
  date: string,
  now: Date,
  busy: readonly BusyRange[],
): SlotAnswer {
  const day = dayNumber(date);
  if (day === null) return { ok: false, reason: 'invalid_date', message: INVALID_DATE_MESSAGE };
  const today = dayNumber(clinicDateOf(now))!;
  if (day < today) return { ok: false, reason: 'past_date', message: PAST_DATE_MESSAGE };
  if (day >= today + schedule.bookingWindowDays) return { ok: false, reason: 'beyond_window', message: BEYOND_WINDOW_MESSAGE };
  if (schedule.overrides.some((o) => o.startDate <= date && date <= o.endDate)) return { ok: true, slots: [] };

  const earliest = now.getTime() + schedule.minNoticeMinutes * 60_000;
  const buffer = schedule.bufferMinutes * 60_000;
  const taken = busy.map((b) => [b.startsAt.getTime() - buffer, b.endsAt.getTime() + buffer] as const);
  const weekday = weekdayOf(day);
  const windows = schedule.availability
    .filter((w) => w.mode === mode && w.dayOfWeek === weekday)
    .map((w) => [minutesOfDay(w.startTime.slice(0, 5)), minutesOfDay(w.endTime.slice(0, 5))] as const)
    .filter((w): w is readonly [number, number] => w[0] !== null && w[1] !== null)
    .sort((a, b) => a[0] - b[0]);

  const slots: Slot[] = [];
  for (const [windowStart, windowEnd] of windows) {
    for (let start = windowStart; start + schedule.slotMinutes <= windowEnd; start += schedule.slotMinutes + schedule.bufferMinutes) {
      const startsAt = clinicInstant(date, start);
      const endsAt = clinicInstant(date, start + schedule.slotMinutes);
      if (startsAt.getTime() < earliest) continue;
      if (taken.some(([s, e]) => overlaps(startsAt.getTime(), endsAt.getTime(), s, e))) continue;
      slots.push({
        startsAt: startsAt.toISOString(),
        endsAt: endsAt.toISOString(),
        startTime: clinicTimeOf(startsAt),
        endTime: clinicTimeOf(endsAt),
        label: clinicRangeLabel(startsAt, endsAt),
      });
    }
  }
  return { ok: true, slots };
}

/** The slot starting at `startsAt` if it is free now, else why not (the booking and reschedule check). */
export function findBookableSlot(
  schedule: SlotSchedule,
  mode: ConsultationMode,
  startsAt: Date,
  now: Date,
  busy: readonly BusyRange[],
): { ok: true; slot: Slot } | { ok: false; message: string } {
  if (Number.isNaN(startsAt.getTime())) return { ok: false, message: INVALID_DATE_MESSAGE };
  const answer = availableSlots(schedule, mode, clinicDateOf(startsAt), now, busy);
  if (!answer.ok) return { ok: false, message: answer.message };
  const slot = answer.slots.find((s) => s.startsAt === startsAt.toISOString());
  return slot ? { ok: true, slot } : { ok: false, message: SLOT_UNAVAILABLE_MESSAGE };
}

/**
 * The booking calendar's days: every date of the doctor's booking window (today first) and those of
 * them with at least one free slot of `mode`. Busy ranges should cover the whole window.
 */
export function bookableDays(
  schedule: SlotSchedule,
  mode: ConsultationMode,
  now: Date,
  busy: readonly BusyRange[],
): { firstDate: string; lastDate: string; days: string[] } {
  const dates = clinicDates(now, 0, schedule.bookingWindowDays);
  const days = dates.filter((date) => {
    const answer = availableSlots(schedule, mode, date, now, busy);
    return answer.ok && answer.slots.length > 0;
  });
  return { firstDate: dates[0]!, lastDate: dates[dates.length - 1]!, days };
}
