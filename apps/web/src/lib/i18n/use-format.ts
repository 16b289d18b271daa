import { formatDate, formatMoney, formatNumber, formatRelativeTime, type DateStyle } from '@dawa/shared/i18n/format';
import type { Paise } from '@dawa/shared/money/format';
import { useMemo } from 'react';
import { useLanguage } from './use-t';

// Its own module: the header (first bundle) needs only formatMoney, and the date and relative-time
// formatters then stay out of the shell.
export interface Formatters {
  /** ₹1,23,456.50 */
  money: (paise: Paise) => string;
  /** 12,34,567 */
  number: (value: number) => string;
  /** '13 Mar 2026' / '13 मार्च 2026' (India time unless a zone is given) */
  date: (value: Date | string, style?: DateStyle, timeZone?: string) => string;
  /** '3 days ago' / '3 दिन पहले' */
  relative: (value: Date | string) => string;
}

/** Numbers, ₹ amounts and dates written the way the page's language writes them. */
export function useFormat(): Formatters {
  const language = useLanguage();
  return useMemo(
    () => ({
      money: (paise) => formatMoney(paise, language),
      number: (value) => formatNumber(value, language),
      date: (value, style, timeZone) => formatDate(value, language, style, timeZone),
      relative: (value) => formatRelativeTime(value, language),
    }),
    [language],
  );
}
