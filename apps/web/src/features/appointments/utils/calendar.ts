import { addClinicDays } from '@dawa/shared/care/slots';

export interface CalendarMonth {
  /** 'YYYY-MM'. */
  key: string;
  /** The month's dates inside the booking window, in order. */
  dates: string[];
}

/** The booking window from `firstDate` to `lastDate` (inclusive clinic dates), cut into calendar months. */
export function windowMonths(firstDate: string, lastDate: string): CalendarMonth[] {
  const months: CalendarMonth[] = [];
  for (let date = firstDate; date <= lastDate; date = addClinicDays(date, 1)) {
    const key = date.slice(0, 7);
    const last = months[months.length - 1];
    if (last?.key === key) last.dates.push(date);
    else months.push({ key, dates: [date] });
  }
  return months;
}

/** 0 = Sunday, of a clinic date (the blanks before a month's first shown day). */
export const weekdayIndex = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
