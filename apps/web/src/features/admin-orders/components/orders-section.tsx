import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '@dawa/shared/commerce/rules';
import { formatInr } from '@dawa/shared/money/format';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { FilterBar, useUrlFilters, type FilterField } from '@/components/ui/filter-bar';
import { LoadFailed, Pager } from '@/components/ui/list-states';
import { apiErrorMessage } from '@/lib/api-client';
import { useAdminOrders } from '../api/orders';
import { humanise } from './order-format';
import { OrderPanel } from './order-panel';
import { staffDateTime } from '@/lib/staff/staff-format';

const FILTER_KEYS = ['search', 'status', 'paymentStatus', 'paymentMethod', 'from', 'to'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];
const choices = (values: readonly string[]) => values.map((value) => ({ value, label: humanise(value) }));
const FILTER_FIELDS: readonly FilterField<FilterKey>[] = [
  { key: 'search', label: 'Order number or customer email', kind: 'search', maxLength: 254 },
  { key: 'status', label: 'Status', kind: 'select', options: choices(ORDER_STATUSES) },
  { key: 'paymentStatus', label: 'Payment status', kind: 'select', options: choices(PAYMENT_STATUSES) },
  { key: 'paymentMethod', label: 'Payment method', kind: 'select', options: choices(PAYMENT_METHODS) },
  { key: 'from', label: 'From', kind: 'date' },
  { key: 'to', label: 'To', kind: 'date' },
];

/** Orders/Prescriptions: every order, filtered and paged on the server; one opens in a panel with its next steps. */
export function OrdersSection() {
  const id = useId();
  const { values: applied, filters, apply } = useUrlFilters(FILTER_KEYS);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useAdminOrders(filters);

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-xl font-bold">
        Orders/Prescriptions
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        Every order, newest first. Open one to move it along its fulfilment path.
      </p>
      <FilterBar label="Order filters" fields={FILTER_FIELDS} applied={applied} onApply={(values) => apply(values)} />
      {openId !== null ? (
        <div className="mt-6">
          <OrderPanel orderId={openId} onClose={() => setOpenId(null)} />
        </div>
      ) : null}
      <div className="mt-6">
        {list.isPending ? (
          <p role="status">Loading orders...</p>
        ) : list.isError ? (
          <LoadFailed message={apiErrorMessage(list.error, 'Failed to fetch orders')} onRetry={() => void list.refetch()} />
        ) : list.data.items.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-lg font-semibold dark:border-slate-600">
            No orders found.
          </p>
        ) : (
          <>
            <DataTable caption="Orders" columns={['Order', 'Placed', 'Customer', 'Status', 'Payment', 'Total', 'Action']}>
              {list.data.items.map((o) => (
                <tr key={o.id} className="border-t border-slate-200 dark:border-slate-700">
                  <td className="px-3 py-2 whitespace-nowrap">
                    #{o.userOrderNumber} <span className="text-xs text-slate-600 dark:text-slate-300">(id {o.id})</span>
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    <time dateTime={o.createdAt}>{staffDateTime(o.createdAt)}</time>
                  </td>
                  <td className="px-3 py-2 break-all">
                    {o.customerName}
                    <span className="block text-xs text-slate-600 dark:text-slate-300">{o.customerEmail}</span>
                  </td>
                  <td className="px-3 py-2">{humanise(o.status)}</td>
                  <td className="px-3 py-2">
                    {humanise(o.paymentStatus)}
                    <span className="block text-xs text-slate-600 dark:text-slate-300">{humanise(o.paymentMethod)}</span>
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatInr(o.totalPaise)}</td>
                  <td className="px-3 py-2">
                    <Button variant="secondary" onClick={() => setOpenId(o.id)} aria-label={`Open order ${o.id}`}>
                      Open
                    </Button>
                  </td>
                </tr>
              ))}
            </DataTable>
            <Pager label="Order pages" page={list.data.page} pageCount={list.data.pageCount} onPage={(p) => apply(applied, p)} />
          </>
        )}
      </div>
    </section>
  );
}
