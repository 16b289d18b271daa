import { formatInr } from '@dawa/shared/money/format';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { inputClasses, labelClasses } from '@/components/ui/form-styles';
import { LoadFailed } from '@/components/ui/list-states';
import { apiErrorMessage } from '@/lib/api-client';
import { useProductChoices, useStockBatches } from '../api/stock-batches';
import { ReceiveBatchForm } from './receive-batch-form';
import { staffDate } from '@/lib/staff/staff-format';

const COLUMNS = ['Batch', 'Expiry', 'Quantity left', 'MRP', 'Received'] as const;
const PACK_COLUMNS = ['Batch', 'Pack', 'Expiry', 'Quantity left', 'MRP', 'Received'] as const;

function ProductBatches({ productId }: { productId: number }) {
  const batches = useStockBatches(productId);
  if (batches.isPending) return <p role="status">Loading batches...</p>;
  if (batches.isError)
    return <LoadFailed message={apiErrorMessage(batches.error, 'Failed to load the batches')} onRetry={() => void batches.refetch()} />;
  const { product } = batches.data;
  const packLabel = (variantId: number | null) =>
    variantId === null ? 'Whole product' : (product.variants.find((v) => v.id === variantId)?.label ?? '—');
  return (
    <section aria-label={`Batches of ${product.name}`} className="mt-6">
      <h3 className="text-lg font-semibold">{product.name}</h3>
      <p className="text-sm" role="status">
        {product.hasVariants
          ? `Stock by pack: ${product.variants.map((v) => `${v.label} ${v.stock}`).join(', ')}`
          : `Stock: ${product.stockQuantity}`}
      </p>
      {batches.data.batches.length === 0 ? (
        <p className="mt-2 text-sm">No batches recorded yet.</p>
      ) : (
        <div className="mt-2">
          <DataTable caption={`Batches of ${product.name}`} columns={product.hasVariants ? PACK_COLUMNS : COLUMNS}>
            {batches.data.batches.map((b) => (
              <tr key={b.id} className="border-t border-slate-200 dark:border-slate-700">
                <td className="px-3 py-2">{b.batchNumber}</td>
                {product.hasVariants ? <td className="px-3 py-2">{packLabel(b.variantId)}</td> : null}
                <td className="px-3 py-2 whitespace-nowrap">
                  {staffDate(b.expiryDate)}
                  {b.expired ? <span className="ml-2 text-xs font-semibold text-red-700 dark:text-red-300">Expired</span> : null}
                </td>
                <td className="px-3 py-2">{b.quantity}</td>
                <td className="px-3 py-2">{b.mrpPaise === null ? '—' : formatInr(b.mrpPaise)}</td>
                <td className="px-3 py-2 whitespace-nowrap">{staffDate(b.receivedAt)}</td>
              </tr>
            ))}
          </DataTable>
        </div>
      )}
      <ReceiveBatchForm productId={productId} packs={product.variants} />
    </section>
  );
}

/** Stock Receiving: find a product, see its batches (packed earliest expiry first), receive a delivery. */
export function StockReceivingSection() {
  const id = useId();
  const [query, setQuery] = useState('');
  const [productId, setProductId] = useState<number | null>(null);
  const choices = useProductChoices(query);
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-xl font-bold">
        Stock Receiving
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        Record each delivery by batch and expiry date: orders are packed from the batch that expires first.
      </p>
      <div className="mt-4 max-w-md">
        <label htmlFor={`${id}-product`} className={labelClasses}>
          Find a product
        </label>
        <input
          id={`${id}-product`}
          type="search"
          maxLength={100}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          className={inputClasses}
        />
      </div>
      {choices.data && choices.data.items.length > 0 ? (
        <ul aria-label="Matching products" className="mt-2 flex flex-wrap gap-2">
          {choices.data.items.map((p) => (
            <li key={p.id}>
              <Button variant={p.id === productId ? 'primary' : 'secondary'} onClick={() => setProductId(p.id)}>
                {p.name}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {productId ? <ProductBatches key={productId} productId={productId} /> : null}
    </section>
  );
}
