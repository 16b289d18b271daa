import type { AdminPromo } from '@dawa/shared/admin/site-content';
import { SITE_CONTENT_MESSAGES } from '@dawa/shared/admin/site-content-rules';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { usePromos } from '../api/content';
import { LoadFailed } from '@/components/ui/list-states';
import { DataTable } from '@/components/ui/data-table';
import { ListOrEditor } from './content-editor';
import { PromoForm } from './promo-form';
import { staffDateTime } from '@/lib/staff/staff-format';

const when = (iso: string | null) => (iso ? staffDateTime(iso) : 'No end');

/** Deals and promo codes: the rows the cart checks; an edit applies to the next quote. */
export function PromosPanel() {
  const promos = usePromos();
  const [editing, setEditing] = useState<AdminPromo | 'new' | null>(null);

  return (
    <ListOrEditor
      editing={editing}
      addLabel="Add promo code"
      editTitle={(promo) => `Edit ${promo.code}`}
      onAdd={() => setEditing('new')}
      form={(promo) => <PromoForm promo={promo} onDone={() => setEditing(null)} />}
    >
      {promos.isPending ? (
        <p role="status">Loading promo codes...</p>
      ) : promos.isError ? (
        <LoadFailed message={SITE_CONTENT_MESSAGES.fetchFailed} onRetry={() => void promos.refetch()} />
      ) : (
        <DataTable caption="Promo codes" columns={['Code', 'Offer', 'Applies to', 'Valid', 'Used', 'Active', 'Actions']}>
          {promos.data.items.map((promo) => (
            <tr key={promo.code} className="border-t border-slate-200 dark:border-slate-700">
              <td className="px-3 py-2 font-mono font-semibold">{promo.code}</td>
              <td className="px-3 py-2">{promo.kind === 'percent' ? `${promo.percentOff ?? 0}% off` : 'Buy one get one'}</td>
              <td className="px-3 py-2">{promo.scopeLabel}</td>
              <td className="px-3 py-2">
                {when(promo.validFrom)} – {when(promo.validUntil)}
              </td>
              <td className="px-3 py-2">
                {promo.timesUsed}
                {promo.usageLimit === null ? '' : ` / ${promo.usageLimit}`}
              </td>
              <td className="px-3 py-2">{promo.active ? 'Yes' : 'No'}</td>
              <td className="px-3 py-2">
                <Button variant="secondary" onClick={() => setEditing(promo)} aria-label={`Edit ${promo.code}`}>
                  Edit
                </Button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </ListOrEditor>
  );
}
