import { CALENDAR_DAYS } from '@dawa/shared/care/appointment-rules';
import { AppointmentDateSchema } from '@dawa/shared/care/appointments';
import type { ConsultationMode } from '@dawa/shared/care/doctor-rules';
import { clinicDates } from '@dawa/shared/care/slots';
import { useId } from 'react';
import { inputClasses, labelClasses } from '@/components/ui/form-styles';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';
import { useClinicFormat } from '../hooks/use-clinic-format';

/** A Sunday to Saturday week (4 to 10 January 2026): the calendar's weekday headings, in the language. */
const A_WEEK = ['2026-01-04', '2026-01-05', '2026-01-06', '2026-01-07', '2026-01-08', '2026-01-09', '2026-01-10'];

/**
 * Step 2: the Visit Type and a month calendar of the next 30 days from today (clinic dates; days
 * before today are not offered). Clicking a day moves on.
 */
export function DateStep({
  mode,
  onlineOffered,
  chosen,
  onMode,
  onPick,
}: {
  mode: ConsultationMode;
  onlineOffered: boolean;
  chosen: string | null;
  onMode: (mode: ConsultationMode) => void;
  onPick: (date: string) => void;
}) {
  const t = useT('booking');
  const clinic = useClinicFormat();
  const id = useId();
  const dates = clinicDates(new Date(), 0, CALENDAR_DAYS);
  // Leading blanks put the first day under its weekday.
  const offset = new Date(`${dates[0]}T00:00:00Z`).getUTCDay();
  const months = [...new Set(dates.map((d) => clinic.month(d)))];

  function pick(date: string) {
    if (!AppointmentDateSchema.safeParse(date).success) {
      // The spec's alert for a date click that is not a real YYYY-MM-DD date.
      window.alert(t('date.invalid'));
      return;
    }
    onPick(date);
  }

  return (
    <div>
      <div className="max-w-xs">
        <label htmlFor={`${id}-visit`} className={labelClasses}>
          {t('date.visitType')}
        </label>
        <select id={`${id}-visit`} value={mode} onChange={(e) => onMode(e.target.value as ConsultationMode)} className={inputClasses}>
          <option value="clinic">{t('date.clinic')}</option>
          <option value="online" disabled={!onlineOffered}>
            {onlineOffered ? t('date.online') : t('date.onlineNotOffered')}
          </option>
        </select>
      </div>
      <h3 className="mt-6 font-semibold">{months.join(' – ')}</h3>
      <div aria-hidden="true" className="mt-2 grid grid-cols-7 gap-1 text-center text-sm font-medium text-slate-600 dark:text-slate-300">
        {A_WEEK.map((d) => (
          <span key={d} className="py-1">
            {clinic.weekday(d)}
          </span>
        ))}
      </div>
      <ol aria-label={t('date.choose')} className="grid grid-cols-7 gap-1 text-center text-sm">
        {Array.from({ length: offset }, (_, i) => (
          <li key={`blank-${i}`} aria-hidden="true" />
        ))}
        {dates.map((date) => (
          <li key={date}>
            <button
              type="button"
              onClick={() => pick(date)}
              aria-pressed={chosen === date}
              aria-label={clinic.dateLong(date)}
              className={cn(
                'w-full rounded-lg border py-2',
                chosen === date
                  ? 'border-teal-700 bg-teal-700 text-white dark:bg-teal-300 dark:text-slate-950'
                  : 'border-slate-200 hover:border-teal-700 dark:border-slate-700',
              )}
            >
              {Number(date.slice(8, 10))}
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
