import { useMemo } from 'react';
import { useFormat } from '@/lib/i18n/use-format';
import { useLanguage } from '@/lib/i18n/use-t';
import { formatClinicDate, formatClinicDateLong, monthOf, weekdayOf } from '../utils/format';

/** Clinic dates and appointment times in the page's language (times in India's zone). */
export function useClinicFormat() {
  const language = useLanguage();
  const format = useFormat();
  return useMemo(
    () => ({
      date: (date: string) => formatClinicDate(date, language),
      dateLong: (date: string) => formatClinicDateLong(date, language),
      weekday: (date: string) => weekdayOf(date, language),
      month: (date: string) => monthOf(date, language),
      /**
       * A slot's or an appointment's times: the server's label in English ('10:00 AM - 10:30 AM', the
       * spec's form), the times written by the language otherwise.
       */
      timeRange: (startsAt: string, endsAt: string, label: string) =>
        language === 'en' ? label : `${format.date(startsAt, 'time')} - ${format.date(endsAt, 'time')}`,
    }),
    [language, format],
  );
}
