import Minus from 'lucide-react/icons/minus';
import Plus from 'lucide-react/icons/plus';
import { clampQuantity, maxSelectableQuantity } from '@dawa/shared/catalog/rules';
import { useId } from 'react';
import { useT } from '@/lib/i18n/use-t';

const stepButton =
  'inline-flex size-10 items-center justify-center text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50 dark:text-slate-200 dark:hover:bg-slate-800';

/** Quantity between 1 and the stock (99 when the stock is unknown), clamped by the shared rule. */
export function QuantitySelector({
  value,
  stock,
  disabled,
  onChange,
}: {
  value: number;
  stock: number | null | undefined;
  disabled: boolean;
  onChange: (quantity: number) => void;
}) {
  const id = useId();
  const t = useT('common');
  const tp = useT('product');
  const max = Math.max(1, maxSelectableQuantity(stock));
  const set = (n: number) => onChange(clampQuantity(n, stock));
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-200">
        {t('product.quantity')}
      </label>
      <div className="inline-flex items-center overflow-hidden rounded-lg border border-slate-300 dark:border-slate-600">
        <button
          type="button"
          className={stepButton}
          aria-label={tp('quantity.decrease')}
          disabled={disabled || value <= 1}
          onClick={() => set(value - 1)}
        >
          <Minus aria-hidden="true" className="size-4" />
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          value={value}
          disabled={disabled}
          onChange={(e) => set(e.target.valueAsNumber)}
          className="h-10 w-14 border-x border-slate-300 bg-white text-center text-sm text-slate-900 [appearance:textfield] disabled:opacity-60 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 [&::-webkit-inner-spin-button]:appearance-none"
        />
        <button
          type="button"
          className={stepButton}
          aria-label={tp('quantity.increase')}
          disabled={disabled || value >= max}
          onClick={() => set(value + 1)}
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </div>
    </div>
  );
}
