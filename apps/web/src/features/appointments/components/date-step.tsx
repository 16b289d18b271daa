import { CALENDAR_DAYS } from '@dawa/shared/care/appointment-rules';
import { AppointmentDateSchema } from '@dawa/shared/care/appointments';
import type { ConsultationMode } from '@dawa/shared/care/doctor-rules';
import { clinicDates } from '@dawa/shared/care/slots';
import { useId } from 'react';
import { inputClasses, labelClasses } from '@/components/ui/form-styles';
import { cn } from '@/lib/cn';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const monthFormatter = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The spec's alert for a date click that is not a real YYYY-MM-DD date. */
export const INVALID_DATE_ALERT = 'Please select a valid date';

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
  const id = useId();
  const dates = clinicDates(new Date(), 0, CALENDAR_DAYS);
  // Leading blanks put the first day under its weekday.
  const offset = new Date(`${dates[0]}T00:00:00Z`).getUTCDay();
  const months = [...new Set(dates.map((d) => monthFormatter.format(new Date(`${d}T00:00:00Z`))))];

  function pick(date: string) {
    if (!AppointmentDateSchema.safeParse(date).success) {
      window.alert(INVALID_DATE_ALERT);
      return;
    }
    onPick(date);
  }

  return (
    <div>
      <div className="max-w-xs">
        <label htmlFor={`${id}-visit`} className={labelClasses}>
          Visit Type
        </label>
        <select id={`${id}-visit`} value={mode} onChange={(e) => onMode(e.target.value as ConsultationMode)} className={inputClasses}>
          <option value="clinic">Clinic Visit</option>
          <option value="online" disabled={!onlineOffered}>
            Online Visit{onlineOffered ? '' : ' (not offered)'}
          </option>
        </select>
      </div>
      <h3 className="mt-6 font-semibold">{months.join(' – ')}</h3>
      <div aria-hidden="true" className="mt-2 grid grid-cols-7 gap-1 text-center text-sm font-medium text-slate-600 dark:text-slate-300">
        {WEEKDAYS.map((d) => (
          <span key={d} className="py-1">
            {d}
          </span>
        ))}
      </div>
      <ol aria-label="Choose a date" className="grid grid-cols-7 gap-1 text-center text-sm">
        {Array.from({ length: offset }, (_, i) => (
          <li key={`blank-${i}`} aria-hidden="true" />
        ))}
        {dates.map((date) => (
          <li key={date}>
            <button
              type="button"
              onClick={() => pick(date)}
              aria-pressed={chosen === date}
              aria-label={new Date(`${date}T00:00:00Z`).toLocaleDateString('en-IN', {
                weekday: 'long',
                day: 'numeric',
                month: 'long',
                year: 'numeric',
                timeZone: 'UTC',
              })}
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
