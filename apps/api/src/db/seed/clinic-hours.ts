import { addClinicDays, clinicDateOf, clinicInstant } from '@dawa/shared/care/slots';

/** One weekly window of a doctor's hours (doctor_availability): 0 = Sunday, 'HH:MM' or 'HH:MM:SS' India time. */
export interface WeeklyWindow {
  dayOfWeek: number;
  startTime: string;
  endTime: string;
}

const minutesOf = (time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
};
const dayOfWeekOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
/** Two weeks hold every weekday twice: a doctor with any window has a slot within them. */
const SEARCH_DAYS = 14;

/** The slot starts of `windows` on one clinic date, earliest first. */
function slotsOn(date: string, windows: readonly WeeklyWindow[], slotMinutes: number): Date[] {
  const starts: Date[] = [];
  for (const w of windows.filter((x) => x.dayOfWeek === dayOfWeekOf(date))) {
    for (let m = minutesOf(w.startTime); m + slotMinutes <= minutesOf(w.endTime); m += slotMinutes) starts.push(clinicInstant(date, m));
  }
  return starts.sort((a, b) => a.getTime() - b.getTime());
}

/**
 * The first slot start at or after `from` inside the doctor's weekly `windows` (seeded clinic visits
 * used to land at any hour, 10 pm included); null when the doctor has no such hours.
 */
export function nextSlotWithin(windows: readonly WeeklyWindow[], from: Date, slotMinutes: number): Date | null {
  const today = clinicDateOf(from);
  for (let d = 0; d <= SEARCH_DAYS; d++) {
    const slot = slotsOn(addClinicDays(today, d), windows, slotMinutes).find((s) => s.getTime() >= from.getTime());
    if (slot) return slot;
  }
  return null;
}

/** The latest slot inside the doctor's `windows` that ends by `before` (a visit already held); null without hours. */
export function lastSlotWithin(windows: readonly WeeklyWindow[], before: Date, slotMinutes: number): Date | null {
  const today = clinicDateOf(before);
  for (let d = 0; d <= SEARCH_DAYS; d++) {
    const slot = slotsOn(addClinicDays(today, -d), windows, slotMinutes)
      .filter((s) => s.getTime() + slotMinutes * 60_000 <= before.getTime())
      .at(-1);
    if (slot) return slot;
  }
  return null;
}

/**
 * A visit already held that My Schedule still lists (it shows today and yesterday's unmarked visits):
 * the latest slot of the doctor's clinic hours ending by `before`, today or yesterday; when the clinic
 * was closed both days (a Monday morning after a closed Sunday), yesterday at the usual clinic hours.
 */
export function recentSlotWithin(windows: readonly WeeklyWindow[], before: Date, slotMinutes: number): Date | null {
  const yesterday = addClinicDays(clinicDateOf(before), -1);
  const held = lastSlotWithin(windows, before, slotMinutes);
  if (held && clinicDateOf(held) >= yesterday) return held;
  const asYesterday = windows.map((w) => ({ ...w, dayOfWeek: dayOfWeekOf(yesterday) }));
  return lastSlotWithin(asYesterday, clinicInstant(addClinicDays(yesterday, 1), 0), slotMinutes);
}
