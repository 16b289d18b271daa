import { CANCEL_NOTE_MAX, CANCEL_REASON_CODES, CANCEL_REASON_TEXTS, type CancelReasonCode } from '@dawa/shared/commerce/cancel-reasons';
import { useId } from 'react';
import { errorTextClasses } from '@/components/ui/field';
import { inputClasses } from '@/components/ui/form-styles';
import { useT } from '@/lib/i18n/use-t';
import { CharacterCount } from '@/components/ui/character-count';

/** The form's checks answer with the shared English sentences (CANCEL_REASON_TEXTS); their keys here. */
type CheckKey = 'cancelReason.chooseReason' | 'cancelReason.otherRequired' | 'cancelReason.otherTooLong';
const CHECK_KEYS = new Map<string, CheckKey>([
  [CANCEL_REASON_TEXTS.chooseReason, 'cancelReason.chooseReason'],
  [CANCEL_REASON_TEXTS.otherRequired, 'cancelReason.otherRequired'],
  [CANCEL_REASON_TEXTS.otherTooLong, 'cancelReason.otherTooLong'],
]);

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
  const t = useT('orders');
  const id = useId();
  const errorKey = error ? CHECK_KEYS.get(error) : undefined;
  return (
    <fieldset className="space-y-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-semibold">{t('cancelReason.legend')}</legend>
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
          {t(`cancelReason.${code}`)}
        </label>
      ))}
      {reason === 'other' ? (
        <div>
          <label htmlFor={`${id}-note`} className="block text-sm font-medium">
            {t('cancelReason.otherLabel')}
          </label>
          <textarea
            id={`${id}-note`}
            rows={2}
            maxLength={CANCEL_NOTE_MAX}
            value={note}
            onChange={(e) => onChange({ note: e.target.value })}
            className={inputClasses}
          />
          <CharacterCount length={note.length} max={CANCEL_NOTE_MAX} />
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className={errorTextClasses}>
          {errorKey ? t(errorKey) : error}
        </p>
      ) : null}
    </fieldset>
  );
}
