import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { inputClasses, labelClasses } from '@/components/ui/form-styles';
import { toast } from '@/components/ui/toast';
import { apiErrorMessage, ApiError } from '@/lib/api-client';
import { useReceiveStockBatch } from '../api/stock-batches';

const EMPTY = { batchNumber: '', expiryDate: '', quantity: '', mrp: '' };

/** Receive a delivery of one batch: number, expiry (after today), quantity and, when printed differently, its MRP. */
export function ReceiveBatchForm({ productId }: { productId: number }) {
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
    receive.mutate(
      { batchNumber: values.batchNumber, expiryDate: values.expiryDate, quantity, ...(mrp === undefined ? {} : { mrpPaise: mrp }) },
      {
        onSuccess: (answer) => {
          toast(`Batch received: stock is now ${answer.stockQuantity}`);
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
