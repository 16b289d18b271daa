import { OTP_LENGTH } from '@dawa/shared/auth/rules';
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';

/** Six empty boxes. */
export const emptyOtp = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');

/**
 * The digits after typing or pasting `text` into box `index`: non-digits are dropped; one digit
 * fills the box; several fill the boxes from there (from the first box when a whole code is pasted).
 */
export function fillOtp(digits: readonly string[], index: number, text: string): { digits: string[]; focus: number } {
  const incoming = text.replace(/\D/g, '').split('');
  const next = [...digits];
  if (incoming.length === 0) return { digits: next, focus: index };
  const start = incoming.length >= OTP_LENGTH ? 0 : index;
  let i = start;
  for (const digit of incoming) {
    if (i >= OTP_LENGTH) break;
    next[i] = digit;
    i += 1;
  }
  return { digits: next, focus: Math.min(i, OTP_LENGTH - 1) };
}

/** What was typed into a box that held `old`: one key press beside the old digit replaces it; anything longer (autofill) is kept whole. */
function typedText(old: string, text: string): string {
  if (!old || text.length !== old.length + 1) return text;
  if (text.startsWith(old)) return text.slice(old.length);
  if (text.endsWith(old)) return text.slice(0, -old.length);
  return text;
}

/**
 * Six single-digit boxes: digits only, a paste fills them, typing moves to the next box, Backspace
 * on an empty box moves back and clears it. `onComplete` hears the code once all six are filled.
 */
export function OtpInput({
  value,
  onChange,
  onComplete,
  disabled,
  invalid,
  labelledBy,
}: {
  value: readonly string[];
  onChange: (digits: string[]) => void;
  onComplete: (code: string) => void;
  disabled?: boolean;
  invalid?: boolean;
  /** Id of the text that names the group. */
  labelledBy: string;
}) {
  const t = useT('auth');
  const refs = useRef<Array<HTMLInputElement | null>>([]);
  const focusBox = (i: number) => {
    const box = refs.current[i];
    box?.focus();
    box?.select();
  };

  function apply(index: number, text: string) {
    const { digits, focus } = fillOtp(value, index, text);
    onChange(digits);
    focusBox(focus);
    if (digits.every((d) => d !== '') && digits.join('') !== value.join('')) onComplete(digits.join(''));
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace') {
      event.preventDefault();
      const next = [...value];
      if (next[index]) {
        next[index] = '';
        onChange(next);
      } else if (index > 0) {
        next[index - 1] = '';
        onChange(next);
        focusBox(index - 1);
      }
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < OTP_LENGTH - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  }

  function onPaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    apply(index, event.clipboardData.getData('text'));
  }

  return (
    <div role="group" aria-labelledby={labelledBy} className="grid max-w-sm grid-cols-6 gap-2">
      {value.map((digit, index) => (
        <input
          // The boxes never reorder: the index is their identity.
          key={index}
          ref={(el) => {
            refs.current[index] = el;
          }}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t('otp.digit', { index: index + 1, total: OTP_LENGTH })}
          aria-invalid={invalid ? true : undefined}
          disabled={disabled}
          value={digit}
          onFocus={(e) => e.target.select()}
          onChange={(e) => apply(index, typedText(digit, e.target.value))}
          onKeyDown={(e) => onKeyDown(index, e)}
          onPaste={(e) => onPaste(index, e)}
          className={cn(
            'h-12 w-full min-w-0 rounded-lg border border-slate-300 bg-white text-center text-xl font-semibold text-slate-900 focus:border-teal-600 focus:ring-2 focus:ring-teal-600/30 focus:outline-none disabled:opacity-60 sm:h-14 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100',
            invalid && 'border-red-500 dark:border-red-400',
          )}
        />
      ))}
    </div>
  );
}
