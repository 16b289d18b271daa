import type { AvailabilityWindowInput, DateOverrideInput } from '@dawa/shared/care/doctors';
import { DAY_NAMES } from '@dawa/shared/care/doctor-rules';
import Plus from 'lucide-react/icons/plus';
import Trash from 'lucide-react/icons/trash-2';
import type { ReactNode } from 'react';
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

/** One labelled input in a schedule row (the input carries `id`). */
function Cell({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className={cell}>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** A schedule row: its cells, a remove button and the row's first error under them. */
function ScheduleRow({
  id,
  gridClassName,
  removeLabel,
  error,
  onRemove,
  children,
}: {
  id: string;
  gridClassName: string;
  removeLabel: string;
  error: string | undefined;
  onRemove: () => void;
  children: ReactNode;
}) {
  return (
    <li className={`grid grid-cols-2 items-end gap-2 ${gridClassName}`}>
      {children}
      <Button variant="ghost" aria-label={removeLabel} onClick={onRemove}>
        <Trash aria-hidden="true" className="size-4" />
      </Button>
      <div className="col-span-full">
        <FieldError id={`${id}-error`} message={error} />
      </div>
    </li>
  );
}

/** The fieldset around a list of schedule rows, with its add button. */
function ScheduleFieldset({
  legend,
  addLabel,
  onAdd,
  intro,
  footer,
  children,
}: {
  legend: string;
  addLabel: string;
  onAdd: () => void;
  intro?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <legend className="px-1 font-semibold">{legend}</legend>
      {intro}
      <ul className="space-y-3">{children}</ul>
      <Button variant="secondary" className="mt-3" onClick={onAdd}>
        <Plus aria-hidden="true" className="size-4" />
        {addLabel}
      </Button>
      {footer}
    </fieldset>
  );
}

const invalidProps = (id: string, error: string | undefined) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
});

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
    <ScheduleFieldset
      legend="Weekly availability (IST)"
      addLabel="Add window"
      onAdd={() =>
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
      intro={
        windows.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">No hours yet: patients cannot book this doctor.</p>
        ) : null
      }
      footer={<FieldError id={`${idPrefix}-availability-error`} message={errors.availability} />}
    >
      {windows.map((window, index) => {
        const id = `${idPrefix}-w${index}`;
        const error =
          errors[`availability.${index}.startTime`] ??
          errors[`availability.${index}.endTime`] ??
          errors[`availability.${index}.dayOfWeek`];
        return (
          <ScheduleRow
            key={index}
            id={id}
            gridClassName="sm:grid-cols-[1fr_1fr_1fr_1fr_auto]"
            removeLabel={`Remove window ${index + 1}`}
            error={error}
            onRemove={() => onChange(windows.filter((_, i) => i !== index))}
          >
            <Cell id={`${id}-mode`} label="Mode">
              <select
                id={`${id}-mode`}
                className={inputClasses}
                value={window.mode}
                onChange={(e) => set(index, { mode: e.target.value as 'clinic' | 'online' })}
              >
                <option value="clinic">Clinic</option>
                <option value="online">Online</option>
              </select>
            </Cell>
            <Cell id={`${id}-day`} label="Day">
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
            </Cell>
            <Cell id={`${id}-start`} label="Start">
              <input
                id={`${id}-start`}
                type="time"
                className={inputClasses}
                value={window.startTime}
                {...invalidProps(id, error)}
                onChange={(e) => set(index, { startTime: e.target.value })}
              />
            </Cell>
            <Cell id={`${id}-end`} label="End">
              <input
                id={`${id}-end`}
                type="time"
                className={inputClasses}
                value={window.endTime}
                {...invalidProps(id, error)}
                onChange={(e) => set(index, { endTime: e.target.value })}
              />
            </Cell>
          </ScheduleRow>
        );
      })}
    </ScheduleFieldset>
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
    <ScheduleFieldset
      legend="Leave and date overrides"
      addLabel="Add leave"
      onAdd={() => onChange([...overrides, { startDate: '', endDate: '', reason: 'Leave' }])}
    >
      {overrides.map((override, index) => {
        const id = `${idPrefix}-o${index}`;
        const error =
          errors[`overrides.${index}.startDate`] ?? errors[`overrides.${index}.endDate`] ?? errors[`overrides.${index}.reason`];
        return (
          <ScheduleRow
            key={index}
            id={id}
            gridClassName="sm:grid-cols-[1fr_1fr_2fr_auto]"
            removeLabel={`Remove override ${index + 1}`}
            error={error}
            onRemove={() => onChange(overrides.filter((_, i) => i !== index))}
          >
            <Cell id={`${id}-from`} label="From">
              <input
                id={`${id}-from`}
                type="date"
                className={inputClasses}
                value={override.startDate}
                onChange={(e) => set(index, { startDate: e.target.value })}
              />
            </Cell>
            <Cell id={`${id}-to`} label="To">
              <input
                id={`${id}-to`}
                type="date"
                className={inputClasses}
                value={override.endDate}
                onChange={(e) => set(index, { endDate: e.target.value })}
              />
            </Cell>
            <Cell id={`${id}-reason`} label="Reason">
              <input
                id={`${id}-reason`}
                className={inputClasses}
                value={override.reason}
                maxLength={200}
                {...invalidProps(id, error)}
                onChange={(e) => set(index, { reason: e.target.value })}
              />
            </Cell>
          </ScheduleRow>
        );
      })}
    </ScheduleFieldset>
  );
}
