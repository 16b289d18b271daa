import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { errorTextClasses } from '@/components/ui/field';
import { inputClasses, labelClasses } from '@/components/ui/form-styles';
import type { CompositionRowState, ProductFormErrors } from '../utils/product-form';

export interface CompositionFieldsProps {
  rows: readonly CompositionRowState[];
  errors: ProductFormErrors;
  onChange: (rows: CompositionRowState[]) => void;
  /** Salts saved earlier that the drug information does not know (the product waits for a pharmacist). */
  unknownSalts?: readonly string[];
  /** Shown before each label so inline fields keep distinct names. */
  labelPrefix?: string;
}

/**
 * The salts of a product, one line each with its strength ('Paracetamol', '650 mg'): what substitutes,
 * drug information and the cart's safety check read.
 */
export function CompositionFields({ rows, errors, onChange, unknownSalts = [], labelPrefix = '' }: CompositionFieldsProps) {
  const id = useId();
  const set = (index: number, patch: Partial<CompositionRowState>) => onChange(rows.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  const prefix = labelPrefix ? <span className="sr-only">{labelPrefix.trimEnd()} </span> : null;
  return (
    <fieldset className="sm:col-span-2 lg:col-span-3">
      <legend className={labelClasses}>{prefix}Composition (salts and strengths)</legend>
      {unknownSalts.length > 0 ? (
        <p className="mb-2 text-sm text-amber-800 dark:text-amber-300">
          Waiting for the pharmacist: {unknownSalts.join(', ')} {unknownSalts.length === 1 ? 'is' : 'are'} not in our drug information.
        </p>
      ) : null}
      {rows.length === 0 ? (
        <p className="mb-2 text-sm text-slate-600 dark:text-slate-400">No salts: not a medicine, or not entered yet.</p>
      ) : null}
      {rows.map((row, index) => {
        const saltId = `${id}-salt-${index}`;
        const strengthId = `${id}-strength-${index}`;
        const saltError = errors[`composition.${index}.salt`];
        const strengthError = errors[`composition.${index}.strength`];
        return (
          <div key={index} className="mb-2 grid items-start gap-2 sm:grid-cols-[2fr_1fr_auto]">
            <div>
              <label htmlFor={saltId} className="sr-only">
                {labelPrefix}Salt {index + 1}
              </label>
              <input
                id={saltId}
                type="text"
                placeholder="Salt, such as Paracetamol"
                value={row.salt}
                aria-invalid={saltError ? true : undefined}
                aria-describedby={saltError ? `${saltId}-error` : undefined}
                onChange={(e) => set(index, { salt: e.target.value })}
                className={inputClasses}
              />
              {saltError ? (
                <p id={`${saltId}-error`} className={errorTextClasses}>
                  {saltError}
                </p>
              ) : null}
            </div>
            <div>
              <label htmlFor={strengthId} className="sr-only">
                {labelPrefix}Strength of salt {index + 1}
              </label>
              <input
                id={strengthId}
                type="text"
                placeholder="Strength, such as 650 mg"
                value={row.strength}
                aria-invalid={strengthError ? true : undefined}
                aria-describedby={strengthError ? `${strengthId}-error` : undefined}
                onChange={(e) => set(index, { strength: e.target.value })}
                className={inputClasses}
              />
              {strengthError ? (
                <p id={`${strengthId}-error`} className={errorTextClasses}>
                  {strengthError}
                </p>
              ) : null}
            </div>
            <Button
              variant="secondary"
              onClick={() => onChange(rows.filter((_, i) => i !== index))}
              aria-label={`Remove salt ${index + 1}`}
            >
              Remove
            </Button>
          </div>
        );
      })}
      {errors.composition ? <p className={errorTextClasses}>{errors.composition}</p> : null}
      <Button variant="secondary" onClick={() => onChange([...rows, { salt: '', strength: '' }])}>
        Add salt
      </Button>
    </fieldset>
  );
}
