import type { AvailabilityWindowInput, DateOverrideInput } from '@dawa/shared/care/doctors';
import { DAY_NAMES } from '@dawa/shared/care/doctor-rules';
import Plus from 'lucide-react/icons/plus';
import Trash from 'lucide-react/icons/trash-2';
import { Button } from '@/components/ui/button';
import { errorTextClasses } from '@/components/ui/field';
import { inputClasses, labelClasses } from '@/components/ui/form-styles';

const cell = 'min-w-0';

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className={errorTextClasses}>
      {message}
    </p>
  ) : null;
}

/** Weekly hours: one row per window (mode, day, start, end), Asia/Kolkata wall-clock times. */
export function AvailabilityEditor({
  idPrefix,
  windows,
  errors,
  onChange,
}: {
  idPrefix: string;
  windows: AvailabilityWindowInput[];
  errors: Record<string, string>;
  onChange: (next: AvailabilityWindowInput[]) => void;
}) {
  const set = (index: number, patch: Partial<AvailabilityWindowInput>) =>
    onChange(windows.map((w, i) => (i === index ? { ...w, ...patch } : w)));
  const last = windows.at(-1);
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <legend className="px-1 font-semibold">Weekly availability (IST)</legend>
      {windows.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">No hours yet: patients cannot book this doctor.</p>
      ) : null}
      <ul className="space-y-3">
        {windows.map((window, index) => {
          const id = `${idPrefix}-w${index}`;
          const error =
            errors[`availability.${index}.startTime`] ??
            errors[`availability.${index}.endTime`] ??
            errors[`availability.${index}.dayOfWeek`];
          return (
            <li key={index} className="grid grid-cols-2 items-end gap-2 sm:grid-cols-[1fr_1fr_1fr_1fr_auto]">
              <div className={cell}>
                <label htmlFor={`${id}-mode`} className={labelClasses}>
                  Mode
                </label>
                <select
                  id={`${id}-mode`}
                  className={inputClasses}
                  value={window.mode}
                  onChange={(e) => set(index, { mode: e.target.value as 'clinic' | 'online' })}
                >
                  <option value="clinic">Clinic</option>
                  <option value="online">Online</option>
                </select>
              </div>
              <div className={cell}>
                <label htmlFor={`${id}-day`} className={labelClasses}>
                  Day
                </label>
                <select
                  id={`${id}-day`}
                  className={inputClasses}
                  value={window.dayOfWeek}
                  onChange={(e) => set(index, { dayOfWeek: Number(e.target.value) })}
                >
                  {DAY_NAMES.map((day, value) => (
                    <option key={day} value={value}>
                      {day}
                    </option>
                  ))}
                </select>
              </div>
              <div className={cell}>
                <label htmlFor={`${id}-start`} className={labelClasses}>
                  Start
                </label>
                <input
                  id={`${id}-start`}
                  type="time"
                  className={inputClasses}
                  value={window.startTime}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  onChange={(e) => set(index, { startTime: e.target.value })}
                />
              </div>
              <div className={cell}>
                <label htmlFor={`${id}-end`} className={labelClasses}>
                  End
                </label>
                <input
                  id={`${id}-end`}
                  type="time"
                  className={inputClasses}
                  value={window.endTime}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  onChange={(e) => set(index, { endTime: e.target.value })}
                />
              </div>
              <Button
                variant="ghost"
                aria-label={`Remove window ${index + 1}`}
                onClick={() => onChange(windows.filter((_, i) => i !== index))}
              >
                <Trash aria-hidden="true" className="size-4" />
              </Button>
              <div className="col-span-full">
                <FieldError id={`${id}-error`} message={error} />
              </div>
            </li>
          );
        })}
      </ul>
      <Button
        variant="secondary"
        className="mt-3"
        onClick={() =>
          onChange([
            ...windows,
            {
              mode: last?.mode ?? 'clinic',
              dayOfWeek: last ? (last.dayOfWeek + 1) % 7 : 1,
              startTime: last?.startTime ?? '10:00',
              endTime: last?.endTime ?? '13:00',
            },
          ])
        }
      >
        <Plus aria-hidden="true" className="size-4" />
        Add window
      </Button>
      <FieldError id={`${idPrefix}-availability-error`} message={errors.availability} />
    </fieldset>
  );
}

/** Date overrides: leave and other days without consultations (inclusive ranges with a reason). */
export function OverridesEditor({
  idPrefix,
  overrides,
  errors,
  onChange,
}: {
  idPrefix: string;
  overrides: DateOverrideInput[];
  errors: Record<string, string>;
  onChange: (next: DateOverrideInput[]) => void;
}) {
  const set = (index: number, patch: Partial<DateOverrideInput>) =>
    onChange(overrides.map((o, i) => (i === index ? { ...o, ...patch } : o)));
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <legend className="px-1 font-semibold">Leave and date overrides</legend>
      <ul className="space-y-3">
        {overrides.map((override, index) => {
          const id = `${idPrefix}-o${index}`;
          const error =
            errors[`overrides.${index}.startDate`] ?? errors[`overrides.${index}.endDate`] ?? errors[`overrides.${index}.reason`];
          return (
            <li key={index} className="grid grid-cols-2 items-end gap-2 sm:grid-cols-[1fr_1fr_2fr_auto]">
              <div className={cell}>
                <label htmlFor={`${id}-from`} className={labelClasses}>
                  From
                </label>
                <input
                  id={`${id}-from`}
                  type="date"
                  className={inputClasses}
                  value={override.startDate}
                  onChange={(e) => set(index, { startDate: e.target.value })}
                />
              </div>
              <div className={cell}>
                <label htmlFor={`${id}-to`} className={labelClasses}>
                  To
                </label>
                <input
                  id={`${id}-to`}
                  type="date"
                  className={inputClasses}
                  value={override.endDate}
                  onChange={(e) => set(index, { endDate: e.target.value })}
                />
              </div>
              <div className={cell}>
                <label htmlFor={`${id}-reason`} className={labelClasses}>
                  Reason
                </label>
                <input
                  id={`${id}-reason`}
                  className={inputClasses}
                  value={override.reason}
                  maxLength={200}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  onChange={(e) => set(index, { reason: e.target.value })}
                />
              </div>
              <Button
                variant="ghost"
                aria-label={`Remove override ${index + 1}`}
                onClick={() => onChange(overrides.filter((_, i) => i !== index))}
              >
                <Trash aria-hidden="true" className="size-4" />
              </Button>
              <div className="col-span-full">
                <FieldError id={`${id}-error`} message={error} />
              </div>
            </li>
          );
        })}
      </ul>
      <Button
        variant="secondary"
        className="mt-3"
        onClick={() => onChange([...overrides, { startDate: '', endDate: '', reason: 'Leave' }])}
      >
        <Plus aria-hidden="true" className="size-4" />
        Add leave
      </Button>
    </fieldset>
  );
}
