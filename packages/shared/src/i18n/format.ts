import { formatInr, type Paise } from '../money/format.ts';
import { formatIndianInteger } from './indian-digits.ts';
import { LOCALES, type UiLanguage } from './languages.ts';

/** Times are shown in India's zone unless a screen says otherwise (the shop sells in India). */
export const SHOP_TIME_ZONE = 'Asia/Kolkata';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();
function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(key: string, make: () => F): F {
  let format = cache.get(key) as F | undefined;
  if (!format) cache.set(key, (format = make()));
  return format;
}

/**
 * Paise as rupees in the language: '₹1,23,456.50' in both English and Hindi (Indian grouping, Latin
 * digits as Indian shops print them), so this is formatInr for every language today; screens call
 * this one so a language that writes amounts differently changes one place.
 */
export function formatMoney(paise: Paise, _language: UiLanguage): string {
  return formatInr(paise);
}

/** A number with Indian grouping: 12,34,567. */
export function formatNumber(value: number, language: UiLanguage, options?: Intl.NumberFormatOptions): string {
  // Plain integers (counts) without Intl: its first use is costly on a phone (i18n/indian-digits.ts).
  const integer = options ? undefined : formatIndianInteger(value);
  if (integer !== undefined) return integer;
  return cached(`n|${language}|${JSON.stringify(options ?? {})}`, () => new Intl.NumberFormat(LOCALES[language], options)).format(value);
}

export type DateStyle = 'date' | 'dateLong' | 'dateTime' | 'time';
const DATE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  /** 24 Nov 2026 / 24 नव॰ 2026 */
  date: { dateStyle: 'medium' },
  /** 24 November 2026 / 24 नवंबर 2026 */
  dateLong: { dateStyle: 'long' },
  /** 24 Nov 2026, 9:05 pm */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** 9:05 pm */
  time: { timeStyle: 'short' },
};

/** A date or time (Date or ISO string) in the language, in India's time zone unless `timeZone` is given. */
export function formatDate(value: Date | string, language: UiLanguage, style: DateStyle = 'date', timeZone = SHOP_TIME_ZONE): string {
  const format = cached(
    `d|${language}|${style}|${timeZone}`,
    () => new Intl.DateTimeFormat(LOCALES[language], { ...DATE_OPTIONS[style], timeZone }),
  );
  return format.format(typeof value === 'string' ? new Date(value) : value);
}

const RELATIVE_UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** How long ago or ahead `value` is from `now`, in the language ('3 days ago', '3 दिन पहले', 'yesterday', 'कल'). */
export function formatRelativeTime(value: Date | string, language: UiLanguage, now: Date = new Date()): string {
  const seconds = Math.round(((typeof value === 'string' ? new Date(value) : value).getTime() - now.getTime()) / 1000);
  const [unit, size] = RELATIVE_UNITS.find(([, size]) => Math.abs(seconds) >= size) ?? ['second', 1];
  const format = cached(`r|${language}`, () => new Intl.RelativeTimeFormat(LOCALES[language], { numeric: 'auto' }));
  return format.format(Math.round(seconds / size), unit);
}
