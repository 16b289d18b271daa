import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { inputClasses, labelClasses } from '@/components/ui/form-styles';
import { toast } from '@/components/ui/toast';
import { apiErrorMessage, ApiError } from '@/lib/api-client';
import { useReceiveStockBatch } from '../api/stock-batches';

const EMPTY = { batchNumber: '', expiryDate: '', quantity: '', mrp: '', pack: '' };

/**
 * Receive a delivery of one batch: number, expiry (after today), quantity and, when printed differently,
 * its MRP; for a product sold in packs, the pack received (each pack keeps its own stock).
 */
export function ReceiveBatchForm({ productId, packs = [] }: { productId: number; packs?: readonly { id: number; label: string }[] }) {
  const id = useId();
  const receive = useReceiveStockBatch(productId);
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState('');
  const set = (key: keyof typeof EMPTY) => (value: string) => setValues({ ...values, [key]: value });

  function submit(event: FormEvent) {
    event.preventDefault();
    const quantity = Number(values.quantity);
    const mrp = values.mrp.trim() === '' ? undefined : Math.round(Number(values.mrp) * 100);
    setError('');
    if (packs.length > 0 && values.pack === '') return setError('Choose the pack you received.');
    receive.mutate(
      {
        batchNumber: values.batchNumber,
        expiryDate: values.expiryDate,
        quantity,
        ...(mrp === undefined ? {} : { mrpPaise: mrp }),
        ...(values.pack === '' ? {} : { variantId: Number(values.pack) }),
      },
      {
        onSuccess: (answer) => {
          const label = packs.find((p) => String(p.id) === values.pack)?.label;
          toast(
            answer.variantStock === null || !label
              ? `Batch received: stock is now ${answer.stockQuantity}`
              : `Batch received: ${label} stock is now ${answer.variantStock}`,
          );
          setValues(EMPTY);
        },
        onError: (failure) => {
          const fields = failure instanceof ApiError ? Object.values(failure.fieldErrors ?? {}).flat() : [];
          setError(fields[0] ?? apiErrorMessage(failure, 'Failed to receive the batch'));
        },
      },
    );
  }

  const field = (key: keyof typeof EMPTY, label: string, props: Record<string, string | number>) => (
    <div>
      <label htmlFor={`${id}-${key}`} className={labelClasses}>
        {label}
      </label>
      <input id={`${id}-${key}`} value={values[key]} onChange={(e) => set(key)(e.target.value)} className={inputClasses} {...props} />
    </div>
  );

  return (
    <form onSubmit={submit} aria-label="Receive a batch" className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4" noValidate>
      {packs.length > 0 ? (
        <div>
          <label htmlFor={`${id}-pack`} className={labelClasses}>
            Pack received
          </label>
          <select id={`${id}-pack`} value={values.pack} onChange={(e) => set('pack')(e.target.value)} className={inputClasses} required>
            <option value="">Choose a pack</option>
            {packs.map((p) => (
              <option key={p.id} value={String(p.id)}>
                {p.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {field('batchNumber', 'Batch number', { maxLength: 40, required: 'required' })}
      {field('expiryDate', 'Expiry date', { type: 'date', required: 'required' })}
      {field('quantity', 'Quantity received', { type: 'number', min: 1, step: 1, inputMode: 'numeric', required: 'required' })}
      {field('mrp', 'MRP on the pack (₹, optional)', { type: 'number', min: 0.01, step: 0.01, inputMode: 'decimal' })}
      <div className="sm:col-span-2 lg:col-span-4">
        {error ? (
          <p role="alert" className="mb-2 text-sm text-red-700 dark:text-red-300">
            {error}
          </p>
        ) : null}
        <Button type="submit" disabled={receive.isPending}>
          {receive.isPending ? 'Receiving...' : 'Receive Batch'}
        </Button>
      </div>
    </form>
  );
}
