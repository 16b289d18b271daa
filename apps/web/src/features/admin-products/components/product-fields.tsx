import { DOSAGE_FORMS, DRUG_SCHEDULES, type DrugSchedule } from '@dawa/shared/admin/products';
import { CATEGORIES } from '@dawa/shared/catalog/categories';
import { GST_RATES } from '@dawa/shared/commerce/gst';
import { useId } from 'react';
import { errorTextClasses } from '@/components/ui/field';
import { inputClasses, labelClasses } from '@/components/ui/form-styles';
import type { ProductFormErrors, ProductFormState } from '../utils/product-form';

/** The fields this component draws (the salt lines have their own, CompositionFields). */
export type ProductSimpleField = Exclude<keyof ProductFormState, 'composition'>;

export interface ProductFieldsProps {
  state: ProductFormState;
  errors: ProductFormErrors;
  onChange: (patch: Partial<ProductFormState>) => void;
  /** Which fields to show, in order. */
  fields: readonly ProductSimpleField[];
  /** Shown before each label ("Edit Paracetamol: Name") so inline fields keep distinct names. */
  labelPrefix?: string;
}

const LABELS: Record<ProductSimpleField, string> = {
  name: 'Name',
  category: 'Category',
  price: 'Price (₹)',
  mrp: 'MRP (₹)',
  brand: 'Brand',
  tags: 'Tags (comma-separated)',
  description: 'Description',
  active: 'Active',
  requiresPrescription: 'Requires prescription',
  narcotic: 'Narcotic or psychotropic (NDPS, never sold online)',
  drugSchedule: 'Drug schedule',
  stock: 'Stock',
  dosageForm: 'Dosage form',
  manufacturer: 'Manufacturer',
  hsnCode: 'HSN code',
  gstRate: 'GST rate',
  flagUnknownSalts: 'Flag for the pharmacist: save salts our drug information does not know',
};

const SCHEDULE_LABELS: Record<DrugSchedule, string> = {
  OTC: 'OTC (no prescription)',
  H: 'Schedule H',
  H1: 'Schedule H1',
  X: 'Schedule X (never sold online)',
};

/** The product form's inputs, each labelled and with its error under it; shared by the add form and the inline edit. */
export function ProductFields({ state, errors, onChange, fields, labelPrefix = '' }: ProductFieldsProps) {
  const id = useId();
  return (
    <>
      {fields.map((field) => {
        const inputId = `${id}-${field}`;
        const error = errors[field];
        // The product's name is in the accessible name only: on screen the row already shows it.
        const label = (
          <>
            {labelPrefix ? (
              <>
                <span className="sr-only">{labelPrefix.trimEnd()}</span>{' '}
              </>
            ) : null}
            {LABELS[field]}
          </>
        );
        const common = {
          id: inputId,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${inputId}-error` : undefined,
        };
        let control;
        if (field === 'active' || field === 'requiresPrescription' || field === 'narcotic' || field === 'flagUnknownSalts') {
          return (
            <div key={field} className="flex items-center gap-2 self-end py-2">
              <input
                type="checkbox"
                {...common}
                checked={state[field]}
                // A narcotic always needs a prescription and is never sellable: the form follows the rule.
                onChange={(e) =>
                  onChange({
                    [field]: e.target.checked,
                    ...(field === 'narcotic' && e.target.checked ? { requiresPrescription: true, active: false } : {}),
                  })
                }
                className="size-4 accent-teal-700"
              />
              <label htmlFor={inputId} className="text-sm font-medium text-slate-700 dark:text-slate-200">
                {label}
              </label>
              {error ? (
                <p id={`${inputId}-error`} className={errorTextClasses}>
                  {error}
                </p>
              ) : null}
            </div>
          );
        } else if (field === 'category') {
          control = (
            <select {...common} value={state.category} onChange={(e) => onChange({ category: e.target.value })} className={inputClasses}>
              <option value="">Choose a category</option>
              {CATEGORIES.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.name}
                </option>
              ))}
            </select>
          );
        } else if (field === 'drugSchedule') {
          control = (
            <select
              {...common}
              value={state.drugSchedule}
              onChange={(e) => {
                const schedule = e.target.value as DrugSchedule;
                // H, H1 and X always need a prescription, and X is never sellable: the form follows the rule.
                onChange({
                  drugSchedule: schedule,
                  ...(schedule === 'OTC' ? {} : { requiresPrescription: true }),
                  ...(schedule === 'X' ? { active: false } : {}),
                });
              }}
              className={inputClasses}
            >
              {DRUG_SCHEDULES.map((s) => (
                <option key={s} value={s}>
                  {SCHEDULE_LABELS[s]}
                </option>
              ))}
            </select>
          );
        } else if (field === 'gstRate') {
          control = (
            <select {...common} value={state.gstRate} onChange={(e) => onChange({ gstRate: e.target.value })} className={inputClasses}>
              <option value="">As the category</option>
              {GST_RATES.map((rate) => (
                <option key={rate} value={String(rate)}>
                  {rate} %
                </option>
              ))}
            </select>
          );
        } else if (field === 'dosageForm') {
          // The catalogue's forms are offered; substitutes match on the form, so a known one is best.
          control = (
            <>
              <input
                {...common}
                type="text"
                list={`${id}-dosage-forms`}
                value={state.dosageForm}
                onChange={(e) => onChange({ dosageForm: e.target.value })}
                className={inputClasses}
              />
              <datalist id={`${id}-dosage-forms`}>
                {DOSAGE_FORMS.map((form) => (
                  <option key={form} value={form} />
                ))}
              </datalist>
            </>
          );
        } else if (field === 'description') {
          control = (
            <textarea
              {...common}
              rows={2}
              value={state.description}
              onChange={(e) => onChange({ description: e.target.value })}
              className={inputClasses}
            />
          );
        } else {
          const numeric = field === 'price' || field === 'mrp' || field === 'stock' || field === 'hsnCode';
          control = (
            <input
              {...common}
              type="text"
              inputMode={numeric ? 'decimal' : undefined}
              value={state[field]}
              onChange={(e) => onChange({ [field]: e.target.value })}
              className={inputClasses}
            />
          );
        }
        return (
          <div key={field}>
            <label htmlFor={inputId} className={labelClasses}>
              {label}
            </label>
            {control}
            {error ? (
              <p id={`${inputId}-error`} className={errorTextClasses}>
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
    </>
  );
}
