import { CALENDAR_DAYS } from '@dawa/shared/care/appointment-rules';
import { AppointmentDateSchema } from '@dawa/shared/care/appointments';
import type { ConsultationMode } from '@dawa/shared/care/doctor-rules';
import { clinicDates } from '@dawa/shared/care/slots';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { inputClasses, labelClasses } from '@/components/ui/form-styles';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';
import { useAvailableDays } from '../api/get-available-days';
import { useClinicFormat } from '../hooks/use-clinic-format';
import { weekdayIndex, windowMonths } from '../utils/calendar';

/** A Sunday to Saturday week (4 to 10 January 2026): the calendar's weekday headings, in the language. */
const A_WEEK = ['2026-01-04', '2026-01-05', '2026-01-06', '2026-01-07', '2026-01-08', '2026-01-09', '2026-01-10'];

/**
 * Step 2: the Visit Type and a month calendar of the doctor's booking window from today (clinic
 * dates; days before today are not offered), one month at a time with the next month offered. Days
 * the server says have no free slot are greyed and cannot be picked; until it answers (or if it
 * cannot) every day is offered and the slot step says when a day is full. Clicking a day moves on.
 */
export function DateStep({
  doctorId,
  mode,
  onlineOffered,
  chosen,
  onMode,
  onPick,
}: {
  doctorId: number;
  mode: ConsultationMode;
  onlineOffered: boolean;
  chosen: string | null;
  onMode: (mode: ConsultationMode) => void;
  onPick: (date: string) => void;
}) {
  const t = useT('booking');
  const clinic = useClinicFormat();
  const id = useId();
  const available = useAvailableDays(doctorId, mode);
  const fallback = clinicDates(new Date(), 0, CALENDAR_DAYS);
  const firstDate = available.data?.firstDate ?? fallback[0]!;
  const lastDate = available.data?.lastDate ?? fallback[fallback.length - 1]!;
  const months = windowMonths(firstDate, lastDate);
  const free = available.data ? new Set(available.data.days) : null;
  const [monthIndex, setMonthIndex] = useState(() => {
    const at = chosen ? months.findIndex((m) => m.key === chosen.slice(0, 7)) : 0;
    return Math.max(at, 0);
  });
  const shown = Math.min(monthIndex, months.length - 1);
  const month = months[shown]!;

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
      <div className="mt-6 flex max-w-md items-center justify-between gap-2">
        <Button variant="secondary" className="px-3" disabled={shown === 0} onClick={() => setMonthIndex(shown - 1)}>
          <span aria-hidden="true">‹</span> {t('date.previousMonth')}
        </Button>
        <h3 className="font-semibold" aria-live="polite">
          {clinic.month(month.dates[0]!)}
        </h3>
        <Button variant="secondary" className="px-3" disabled={shown === months.length - 1} onClick={() => setMonthIndex(shown + 1)}>
          {t('date.nextMonth')} <span aria-hidden="true">›</span>
        </Button>
      </div>
      <div
        aria-hidden="true"
        className="mt-2 grid max-w-md grid-cols-7 gap-1 text-center text-sm font-medium text-slate-600 dark:text-slate-300"
      >
        {A_WEEK.map((d) => (
          <span key={d} className="py-1">
            {clinic.weekday(d)}
          </span>
        ))}
      </div>
      <ol aria-label={t('date.choose')} className="grid max-w-md grid-cols-7 gap-1 text-center text-sm">
        {Array.from({ length: weekdayIndex(month.dates[0]!) }, (_, i) => (
          <li key={`blank-${i}`} aria-hidden="true" />
        ))}
        {month.dates.map((date) => {
          const full = free !== null && !free.has(date);
          return (
            <li key={date}>
              <button
                type="button"
                onClick={() => pick(date)}
                disabled={full}
                aria-pressed={chosen === date}
                aria-label={full ? t('date.noFreeSlots', { date: clinic.dateLong(date) }) : clinic.dateLong(date)}
                className={cn(
                  'w-full rounded-lg border py-2',
                  full
                    ? 'cursor-not-allowed border-transparent bg-slate-100 text-slate-500 line-through dark:bg-slate-800 dark:text-slate-400'
                    : chosen === date
                      ? 'border-teal-700 bg-teal-700 text-white dark:bg-teal-300 dark:text-slate-950'
                      : 'border-slate-200 hover:border-teal-700 dark:border-slate-700',
                )}
              >
                {Number(date.slice(8, 10))}
              </button>
            </li>
          );
        })}
      </ol>
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-300" role="status">
        {available.isPending
          ? t('date.checking')
          : free && free.size === 0
            ? t('date.noneInWindow', { days: months.reduce((n, m) => n + m.dates.length, 0) })
            : free
              ? t('date.greyed')
              : null}
      </p>
    </div>
  );
}
