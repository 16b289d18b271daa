import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { inputClasses, labelClasses } from '@/components/ui/form-styles';
import { apiErrorMessage } from '@/lib/api-client';

/** A field the pharmacist can correct: its key in the API's body, its label, and whether it is a count. */
export type CorrectionField<K extends string> = readonly [key: K, label: string, numeric?: boolean];

/**
 * The pharmacist's correction form for what the reader read (a medicine line, or the doctor, date and
 * patient): one input per field, pre-filled with what is on record, the API's refusal beside the
 * buttons. `onSave` gets every field's typed text; the caller sends only what changed.
 */
export function CorrectionForm<K extends string>(props: {
  fields: readonly CorrectionField<K>[];
  initial: Record<K, string>;
  columns: 2 | 3;
  pending: boolean;
  error: unknown;
  onSave: (draft: Record<K, string>) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(props.initial);
  function submit(event: FormEvent) {
    event.preventDefault();
    props.onSave(draft);
  }
  const span = props.columns === 3 ? 'sm:col-span-3' : 'sm:col-span-2';
  return (
    <form onSubmit={submit} className={`mt-2 grid gap-2 ${props.columns === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2'}`}>
      {props.fields.map(([field, label, numeric]) => (
        <div key={field}>
          <label htmlFor={`${id}-${field}`} className={labelClasses}>
            {label}
          </label>
          <input
            id={`${id}-${field}`}
            value={draft[field]}
            inputMode={numeric ? 'numeric' : undefined}
            onChange={(e) => setDraft((d) => ({ ...d, [field]: e.target.value }))}
            className={inputClasses}
          />
        </div>
      ))}
      {props.error ? (
        <FormMessage tone="error">{apiErrorMessage(props.error, 'The correction could not be saved. Please try again.')}</FormMessage>
      ) : null}
      <div className={`flex gap-2 ${span}`}>
        <Button type="submit" disabled={props.pending}>
          Save correction
        </Button>
        <Button type="button" variant="ghost" onClick={props.onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
