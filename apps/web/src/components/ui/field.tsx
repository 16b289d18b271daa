import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { inputClasses, labelClasses } from './form-styles';

/** Red text under a field; linked to the input by aria-describedby. */
export const errorTextClasses = 'mt-1 text-sm text-red-700 dark:text-red-300';
export const hintTextClasses = 'mt-1 text-sm text-slate-600 dark:text-slate-400';

/**
 * A labelled input with an optional hint and error. The error replaces nothing: the hint stays, so
 * the password policy remains readable while the field is wrong.
 */
export function TextField({
  label,
  hint,
  error,
  className,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { label: ReactNode; hint?: ReactNode; error?: string | undefined }) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={inputClasses} {...input} />
      {hint ? (
        <p id={`${id}-hint`} className={hintTextClasses}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={cn(errorTextClasses)}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A message box above a form: an error (role=alert) or a success/status note (role=status). */
export function FormMessage({ tone, children }: { tone: 'error' | 'success' | 'info'; children: ReactNode }) {
  if (!children) return null;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-lg border px-4 py-3 text-sm',
        tone === 'error' && 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
        tone === 'success' && 'border-teal-300 bg-teal-50 text-teal-900 dark:border-teal-700 dark:bg-teal-950 dark:text-teal-50',
        tone === 'info' && 'border-slate-300 bg-slate-50 text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
      )}
    >
      {children}
    </div>
  );
}
