import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { inputClasses } from '@/components/ui/form-styles';

const rowClasses = 'flex items-center justify-between gap-4 py-3';
const titleClasses = 'text-sm font-medium text-slate-900 dark:text-slate-100';
const descriptionClasses = 'text-sm text-slate-600 dark:text-slate-400';

/** An on/off setting: a switch named by its title and described by its line of text. */
export function SettingSwitch({
  label,
  description,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  description: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className={rowClasses}>
      <div>
        <p id={`${id}-label`} className={titleClasses}>
          {label}
        </p>
        <p id={`${id}-description`} className={descriptionClasses}>
          {description}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-description`}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-60',
          checked ? 'bg-teal-700 dark:bg-teal-400' : 'bg-slate-400 dark:bg-slate-600',
        )}
      >
        <span aria-hidden="true" className={cn('inline-block size-5 rounded-full bg-white shadow transition-transform dark:bg-slate-950', checked ? 'translate-x-5.5' : 'translate-x-0.5')} />
      </button>
    </div>
  );
}

/** A choice among a few options. */
export function SettingSelect<T extends string>({
  label,
  description,
  value,
  options,
  disabled,
  onChange,
}: {
  label: string;
  description: ReactNode;
  value: T;
  options: ReadonlyArray<{ value: T; label: string; lang?: string }>;
  disabled?: boolean;
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div className={rowClasses}>
      <div>
        <label htmlFor={id} className={titleClasses}>
          {label}
        </label>
        <p id={`${id}-description`} className={descriptionClasses}>
          {description}
        </p>
      </div>
      <select
        id={id}
        aria-describedby={`${id}-description`}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(options.find((o) => o.value === e.target.value)?.value ?? value)}
        className={inputClasses.replace('block w-full', 'block w-40 shrink-0')}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value} lang={o.lang}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A titled group of settings. */
export function SettingsGroup({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
      <h3 id={id} className="flex items-center gap-2 text-lg font-bold">
        {icon}
        {title}
      </h3>
      <div className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">{children}</div>
    </section>
  );
}
