import { Button } from '@/components/ui/button';
import { errorTextClasses } from '@/components/ui/field';
import { inputClasses } from '@/components/ui/form-styles';
import type { PackRowState } from '../utils/product-form';

const COLUMNS = [
  ['label', 'Pack'],
  ['price', 'Price (₹)'],
  ['mrp', 'MRP (₹)'],
  ['stock', 'Stock'],
] as const;

/**
 * The packs a product is sold in (strip of 10, box of 30), each with its own price, MRP and stock;
 * the first is what the shop shows first. A pack is added here; one already sold stays (orders name it).
 */
export function PackFields({
  packs,
  error,
  onChange,
  labelPrefix,
}: {
  packs: readonly PackRowState[];
  error?: string;
  onChange: (packs: PackRowState[]) => void;
  labelPrefix: string;
}) {
  const set = (index: number, patch: Partial<PackRowState>) => onChange(packs.map((p, i) => (i === index ? { ...p, ...patch } : p)));
  return (
    <fieldset className="sm:col-span-2 lg:col-span-3">
      <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-200">
        <span className="sr-only">{labelPrefix.trimEnd()} </span>Packs, each with its own price and stock
      </legend>
      {packs.map((pack, index) => (
        <div key={pack.id ?? `new-${index}`} className="mb-2 grid gap-2 sm:grid-cols-4">
          {COLUMNS.map(([key, label]) => (
            <label key={key} className="text-xs text-slate-600 dark:text-slate-400">
              <span className="sr-only">{`${labelPrefix}pack ${index + 1}`}</span> {label}
              <input
                type="text"
                inputMode={key === 'label' ? undefined : 'decimal'}
                value={pack[key]}
                onChange={(e) => set(index, { [key]: e.target.value })}
                className={inputClasses}
              />
            </label>
          ))}
        </div>
      ))}
      {error ? (
        <p role="alert" className={errorTextClasses}>
          {error}
        </p>
      ) : null}
      <Button variant="secondary" onClick={() => onChange([...packs, { label: '', price: '', mrp: '', stock: '0' }])}>
        Add pack
      </Button>
    </fieldset>
  );
}
