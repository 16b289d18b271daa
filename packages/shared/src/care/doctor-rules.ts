/**
 * Pure rules of doctor profiles and their scheduling data (no zod: the booking screens import them
 * cheaply). The slot computation itself belongs to the care issue; what lives here is what every
 * schedule must satisfy before it is stored, so the slot maths can trust it.
 */

/** A doctor sees patients in the clinic or online; each mode has its own weekly hours. */
export const CONSULTATION_MODES = ['clinic', 'online'] as const;
export type ConsultationMode = (typeof CONSULTATION_MODES)[number];

/** Days of the week as JavaScript numbers them (0 = Sunday), in the clinic's time zone. */
export const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** Availability times are wall-clock times in this zone (IST has no daylight saving). */
export const CLINIC_TIME_ZONE = 'Asia/Kolkata';

/** Consultation lengths a schedule may use: the usual OPD lengths, so that slot grids stay readable. */
export const SLOT_LENGTHS_MINUTES = [10, 15, 20, 30, 45, 60] as const;
export const DEFAULT_SLOT_MINUTES = 15;
/** A pause after each consultation: 0 to 60 minutes, in steps of 5. */
export const MAX_BUFFER_MINUTES = 60;
/** How soon a booking may start: at most a week ahead, in minutes. */
export const MAX_MIN_NOTICE_MINUTES = 7 * 24 * 60;
/** How far ahead patients may book: 1 to 90 days (the booking wizard shows 30). */
export const MAX_BOOKING_WINDOW_DAYS = 90;
export const DEFAULT_BOOKING_WINDOW_DAYS = 30;
/** Enough for split shifts in both modes every day; more is a typing mistake. */
export const MAX_WINDOWS = 42;
/** One leave entry covers at most a year. */
export const MAX_OVERRIDE_DAYS = 366;
export const MAX_OVERRIDES = 100;

/** Fees an admin may set: ₹0 (free follow-up) to ₹50,000, in paise. */
export const MAX_FEE_PAISE = 5_000_000;

export interface AvailabilityWindow {
  mode: ConsultationMode;
  /** 0 = Sunday … 6 = Saturday. */
  dayOfWeek: number;
  /** 'HH:MM', 24-hour, Asia/Kolkata. */
  startTime: string;
  endTime: string;
}

export interface DateOverride {
  /** 'YYYY-MM-DD', inclusive. */
  startDate: string;
  endDate: string;
  reason: string;
}

export interface ScheduleSettings {
  slotMinutes: number;
  bufferMinutes: number;
  minNoticeMinutes: number;
  bookingWindowDays: number;
}

/** A problem found in a schedule: the field path it belongs to (for fieldErrors) and a sentence. */
export interface ScheduleProblem {
  path: (string | number)[];
  message: string;
}

const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight of an 'HH:MM' time, or null when it is not one. */
export function minutesOfDay(time: string): number | null {
  const match = TIME_PATTERN.exec(time);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Days since the epoch of a real 'YYYY-MM-DD' date, or null (2026-02-30 is not a date). */
export function dayNumber(date: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== date) return null;
  return ms / 86_400_000;
}

/** Problems of the slot length, buffer, minimum notice and booking window. */
export function settingsProblems(settings: ScheduleSettings): ScheduleProblem[] {
  const problems: ScheduleProblem[] = [];
  if (!(SLOT_LENGTHS_MINUTES as readonly number[]).includes(settings.slotMinutes)) {
    problems.push({ path: ['slotMinutes'], message: `Slot length must be one of ${SLOT_LENGTHS_MINUTES.join(', ')} minutes` });
  }
  const { bufferMinutes, minNoticeMinutes, bookingWindowDays } = settings;
  if (!Number.isInteger(bufferMinutes) || bufferMinutes < 0 || bufferMinutes > MAX_BUFFER_MINUTES || bufferMinutes % 5 !== 0) {
    problems.push({ path: ['bufferMinutes'], message: `Buffer must be 0 to ${MAX_BUFFER_MINUTES} minutes, in steps of 5` });
  }
  if (!Number.isInteger(minNoticeMinutes) || minNoticeMinutes < 0 || minNoticeMinutes > MAX_MIN_NOTICE_MINUTES) {
    problems.push({ path: ['minNoticeMinutes'], message: 'Minimum notice must be between 0 minutes and 7 days' });
  }
  if (!Number.isInteger(bookingWindowDays) || bookingWindowDays < 1 || bookingWindowDays > MAX_BOOKING_WINDOW_DAYS) {
    problems.push({ path: ['bookingWindowDays'], message: `Booking window must be 1 to ${MAX_BOOKING_WINDOW_DAYS} days` });
  }
  return problems;
}

/**
 * Problems of the weekly hours: each window a real time range on a real day, long enough for one
 * consultation, and no two windows of one day overlapping, whatever their mode: a doctor cannot
 * be in the clinic and on a video call at once. Touching windows (10:00-12:00, 12:00-14:00) are fine.
 */
export function availabilityProblems(windows: readonly AvailabilityWindow[], slotMinutes: number): ScheduleProblem[] {
  const problems: ScheduleProblem[] = [];
  if (windows.length > MAX_WINDOWS) problems.push({ path: ['availability'], message: `At most ${MAX_WINDOWS} availability windows` });
  const valid: { index: number; day: number; start: number; end: number }[] = [];
  windows.forEach((window, index) => {
    const at = (field: string) => ['availability', index, field];
    if (!(CONSULTATION_MODES as readonly string[]).includes(window.mode)) {
      problems.push({ path: at('mode'), message: 'Mode must be clinic or online' });
    }
    if (!Number.isInteger(window.dayOfWeek) || window.dayOfWeek < 0 || window.dayOfWeek > 6) {
      problems.push({ path: at('dayOfWeek'), message: 'Day must be Sunday to Saturday' });
      return;
    }
    const start = minutesOfDay(window.startTime);
    const end = minutesOfDay(window.endTime);
    if (start === null) problems.push({ path: at('startTime'), message: 'Start time must be a time like 09:30' });
    if (end === null) problems.push({ path: at('endTime'), message: 'End time must be a time like 13:00' });
    if (start === null || end === null) return;
    if (end <= start) {
      problems.push({ path: at('endTime'), message: 'End time must be after start time' });
      return;
    }
    if (end - start < slotMinutes) {
      problems.push({ path: at('endTime'), message: `The window must be at least one slot (${slotMinutes} minutes) long` });
      return;
    }
    valid.push({ index, day: window.dayOfWeek, start, end });
  });
  const sorted = [...valid].sort((a, b) => a.day - b.day || a.start - b.start);
  for (let i = 1; i < sorted.length; i++) {
    const previous = sorted[i - 1]!;
    const current = sorted[i]!;
    if (current.day === previous.day && current.start < previous.end) {
      problems.push({
        path: ['availability', current.index, 'startTime'],
        message: `This window overlaps another on ${DAY_NAMES[current.day]}`,
      });
    }
  }
  return problems;
}

/** Problems of the date overrides (leave): real dates, end not before start, at most a year each, no two overlapping. */
export function overrideProblems(overrides: readonly DateOverride[]): ScheduleProblem[] {
  const problems: ScheduleProblem[] = [];
  if (overrides.length > MAX_OVERRIDES) problems.push({ path: ['overrides'], message: `At most ${MAX_OVERRIDES} date overrides` });
  const valid: { index: number; start: number; end: number }[] = [];
  overrides.forEach((override, index) => {
    const at = (field: string) => ['overrides', index, field];
    const start = dayNumber(override.startDate);
    const end = dayNumber(override.endDate);
    if (start === null) problems.push({ path: at('startDate'), message: 'Start date must be a real date (YYYY-MM-DD)' });
    if (end === null) problems.push({ path: at('endDate'), message: 'End date must be a real date (YYYY-MM-DD)' });
    if (override.reason.trim() === '') problems.push({ path: at('reason'), message: 'Reason is required' });
    if (start === null || end === null) return;
    if (end < start) {
      problems.push({ path: at('endDate'), message: 'End date must be on or after start date' });
      return;
    }
    if (end - start + 1 > MAX_OVERRIDE_DAYS) {
      problems.push({ path: at('endDate'), message: `One override covers at most ${MAX_OVERRIDE_DAYS} days` });
      return;
    }
    valid.push({ index, start, end });
  });
  const sorted = [...valid].sort((a, b) => a.start - b.start);
  for (let i = 1; i < sorted.length; i++) {
    const previous = sorted[i - 1]!;
    const current = sorted[i]!;
    if (current.start <= previous.end) {
      problems.push({ path: ['overrides', current.index, 'startDate'], message: 'This date range overlaps another override' });
    }
  }
  return problems;
}

/**
 * A registration number as the councils issue them ('DMC/R/04567', 'MMC-2009/03/1234', '76543'):
 * 3 to 20 letters, digits, spaces, '/', '-' or '.', starting with a letter or digit, with at least
 * 3 digits. Normalised to upper case with single spaces before it is checked and stored.
 */
export function normaliseRegistrationNumber(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toUpperCase();
}
export function isPlausibleRegistrationNumber(value: string): boolean {
  const normalised = normaliseRegistrationNumber(value);
  return /^[A-Z0-9][A-Z0-9 ./-]{2,19}$/.test(normalised) && (normalised.match(/\d/g)?.length ?? 0) >= 3;
}

/** Initials for a doctor's placeholder avatar: 'Dr. Kavita Rao' → 'KR'. */
export function doctorInitials(name: string): string {
  const words = name
    .replace(/^dr\.?\s+/i, '')
    .split(/\s+/)
    .filter((w) => /^\p{L}/u.test(w));
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** A doctor's name without the 'Dr.' it may carry ('Dr. Kavita Rao', 'dr kavita rao', 'Dr.Kavita Rao' → 'Kavita Rao'; 'Drew' stays). */
export function withoutDoctorTitle(name: string): string {
  return (
    name
      .trim()
      .replace(/^dr(\.\s*|\s+)/i, '')
      .trim() || name.trim()
  );
}

/**
 * A doctor's name as every screen names a doctor: with 'Dr.' in front, once ('Priya Shah' → 'Dr. Priya
 * Shah'; 'Dr. Kavita Rao' keeps its one title). Names are stored as staff typed them or as a prescription
 * was read, with or without the title. Hindi pages keep the Latin 'Dr.' of the Latin-script name (the
 * booking journeys find doctors by that name); only a name read off a prescription is written 'डॉ.' there.
 */
export function withDoctorTitle(name: string): string {
  return `Dr. ${withoutDoctorTitle(name)}`;
}
