const dateFormatter = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Tue, 24 Nov 2026' of a clinic date 'YYYY-MM-DD' (read as a calendar day, whatever the browser's zone). */
export function formatClinicDate(date: string): string {
  return dateFormatter.format(new Date(`${date}T00:00:00Z`));
}

const dayFormatter = new Intl.DateTimeFormat('en-IN', { weekday: 'short', timeZone: 'UTC' });
/** 'Tue' of a clinic date. */
export const weekdayOf = (date: string) => dayFormatter.format(new Date(`${date}T00:00:00Z`));
