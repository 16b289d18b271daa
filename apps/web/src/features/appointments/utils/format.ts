import { LOCALES, type UiLanguage } from '@dawa/shared/i18n/languages';

/** A clinic date 'YYYY-MM-DD' as a calendar day (UTC midnight), whatever the browser's zone. */
const dayOf = (date: string) => new Date(`${date}T00:00:00Z`);

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(language: UiLanguage, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) formatters.set(key, (format = new Intl.DateTimeFormat(LOCALES[language], { ...options, timeZone: 'UTC' })));
  return format;
}

// The shared formatDate has no weekday styles, which the calendar and the cards need; clinic dates
// are calendar days, so they are read in UTC (the appointment's own times are India's, formatted there).
/** 'Tue, 24 Nov 2026' / 'मंगल, 24 नव॰ 2026' of a clinic date. */
export const formatClinicDate = (date: string, language: UiLanguage) =>
  formatter(language, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(dayOf(date));

/** 'Tuesday, 24 November 2026' (a calendar button's name). */
export const formatClinicDateLong = (date: string, language: UiLanguage) =>
  formatter(language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(dayOf(date));

/** 'Tue' / 'मंगल' of a clinic date. */
export const weekdayOf = (date: string, language: UiLanguage) => formatter(language, { weekday: 'short' }).format(dayOf(date));

/** 'November 2026' / 'नवंबर 2026'. */
export const monthOf = (date: string, language: UiLanguage) => formatter(language, { month: 'long', year: 'numeric' }).format(dayOf(date));
