import {
  CANCEL_NOTE_MAX,
  CANCEL_REASON_CODES,
  CANCEL_REASON_LABELS,
  CANCEL_REASON_TEXTS,
  type CancelReasonCode,
} from '@dawa/shared/commerce/cancel-reasons';
import { useId } from 'react';
import { errorTextClasses } from '@/components/ui/field';
import { inputClasses } from '@/components/ui/form-styles';

/** The cancel dialog's question: one reason from the shared list, and the customer's words for 'Other'. */
export function CancelReasonFields({
  reason,
  note,
  error,
  onChange,
}: {
  reason: CancelReasonCode | null;
  note: string;
  error: string | null;
  onChange: (patch: { reason?: CancelReasonCode; note?: string }) => void;
}) {
  const id = useId();
  return (
    <fieldset className="space-y-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-semibold">{CANCEL_REASON_TEXTS.legend}</legend>
      {CANCEL_REASON_CODES.map((code) => (
        <label key={code} className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name={`${id}-reason`}
            value={code}
            checked={reason === code}
            onChange={() => onChange({ reason: code })}
            className="size-4 accent-teal-700"
          />
          {CANCEL_REASON_LABELS[code]}
        </label>
      ))}
      {reason === 'other' ? (
        <div>
          <label htmlFor={`${id}-note`} className="block text-sm font-medium">
            {CANCEL_REASON_TEXTS.otherLabel}
          </label>
          <textarea
            id={`${id}-note`}
            rows={2}
            maxLength={CANCEL_NOTE_MAX}
            value={note}
            onChange={(e) => onChange({ note: e.target.value })}
            className={inputClasses}
          />
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className={errorTextClasses}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
