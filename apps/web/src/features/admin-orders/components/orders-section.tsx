import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '@dawa/shared/commerce/rules';
import { formatInr } from '@dawa/shared/money/format';
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { inputClasses, labelClasses } from '@/components/ui/form-styles';
import { apiErrorMessage } from '@/lib/api-client';
import { useAdminOrders, type AdminOrderFilters } from '../api/orders';
import { humanise, when } from './order-format';
import { OrderPanel } from './order-panel';

const FILTER_KEYS = ['search', 'status', 'paymentStatus', 'paymentMethod', 'from', 'to'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];
type Draft = Record<FilterKey, string>;

function filtersOf(params: URLSearchParams): { draft: Draft; filters: AdminOrderFilters } {
  const draft = Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? ''])) as Draft;
  const filters: AdminOrderFilters = {};
  for (const key of FILTER_KEYS) if (draft[key]) filters[key] = draft[key];
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1) filters.page = page;
  return { draft, filters };
}

function Choice({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly string[];
  onChange: (v: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={inputClasses}>
        <option value="">All</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {humanise(o)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Orders/Prescriptions: every order, filtered and paged on the server; one opens in a panel with its next steps. */
export function OrdersSection() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const { draft: applied, filters } = filtersOf(params);
  const [draft, setDraft] = useState<Draft>(applied);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useAdminOrders(filters);

  function apply(next: Draft, page = 1) {
    const query: Record<string, string> = {};
    for (const key of FILTER_KEYS) if (next[key].trim()) query[key] = next[key].trim();
    if (page > 1) query.page = String(page);
    setParams(query);
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    apply(draft);
  }
  const set = (key: FilterKey) => (value: string) => setDraft({ ...draft, [key]: value });

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-xl font-bold">
        Orders/Prescriptions
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        Every order, newest first. Open one to move it along its fulfilment path.
      </p>
      <form onSubmit={submit} aria-label="Order filters" className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <div>
          <label htmlFor={`${id}-search`} className={labelClasses}>
            Order number or customer email
          </label>
          <input
            id={`${id}-search`}
            type="search"
            maxLength={254}
            value={draft.search}
            onChange={(e) => set('search')(e.target.value)}
            className={inputClasses}
          />
        </div>
        <Choice id={`${id}-status`} label="Status" value={draft.status} options={ORDER_STATUSES} onChange={set('status')} />
        <Choice
          id={`${id}-paymentStatus`}
          label="Payment status"
          value={draft.paymentStatus}
          options={PAYMENT_STATUSES}
          onChange={set('paymentStatus')}
        />
        <Choice
          id={`${id}-paymentMethod`}
          label="Payment method"
          value={draft.paymentMethod}
          options={PAYMENT_METHODS}
          onChange={set('paymentMethod')}
        />
        <div>
          <label htmlFor={`${id}-from`} className={labelClasses}>
            From
          </label>
          <input id={`${id}-from`} type="date" value={draft.from} onChange={(e) => set('from')(e.target.value)} className={inputClasses} />
        </div>
        <div>
          <label htmlFor={`${id}-to`} className={labelClasses}>
            To
          </label>
          <input id={`${id}-to`} type="date" value={draft.to} onChange={(e) => set('to')(e.target.value)} className={inputClasses} />
        </div>
        <div className="flex gap-2 sm:col-span-2 lg:col-span-3">
          <Button type="submit">Apply Filters</Button>
          <Button
            variant="secondary"
            onClick={() => {
              const empty = Object.fromEntries(FILTER_KEYS.map((key) => [key, ''])) as Draft;
              setDraft(empty);
              apply(empty);
            }}
          >
            Clear
          </Button>
        </div>
      </form>
      {openId !== null ? (
        <div className="mt-6">
          <OrderPanel orderId={openId} onClose={() => setOpenId(null)} />
        </div>
      ) : null}
      <div className="mt-6">
        {list.isPending ? (
          <p role="status">Loading orders...</p>
        ) : list.isError ? (
          <div role="alert">
            <p className="font-semibold">{apiErrorMessage(list.error, 'Failed to fetch orders')}</p>
            <Button variant="secondary" className="mt-2" onClick={() => void list.refetch()}>
              Try Again
            </Button>
          </div>
        ) : list.data.items.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-lg font-semibold dark:border-slate-600">
            No orders found.
          </p>
        ) : (
          <>
            <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-700">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Orders</caption>
                <thead className="bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
                  <tr>
                    {['Order', 'Placed', 'Customer', 'Status', 'Payment', 'Total', 'Action'].map((h) => (
                      <th key={h} scope="col" className="px-3 py-2">
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {list.data.items.map((o) => (
                    <tr key={o.id} className="border-t border-slate-200 dark:border-slate-700">
                      <td className="px-3 py-2 whitespace-nowrap">
                        #{o.userOrderNumber} <span className="text-xs text-slate-600 dark:text-slate-300">(id {o.id})</span>
                      </td>
                      <td className="px-3 py-2 whitespace-nowrap">
                        <time dateTime={o.createdAt}>{when.format(new Date(o.createdAt))}</time>
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
                </tbody>
              </table>
            </div>
            {list.data.pageCount > 1 ? (
              <nav aria-label="Order pages" className="mt-6 flex items-center justify-center gap-4">
                <Button variant="secondary" disabled={list.data.page <= 1} onClick={() => apply(applied, list.data.page - 1)}>
                  Previous
                </Button>
                <span aria-live="polite" className="text-sm font-medium">
                  Page {list.data.page} of {list.data.pageCount}
                </span>
                <Button
                  variant="secondary"
                  disabled={list.data.page >= list.data.pageCount}
                  onClick={() => apply(applied, list.data.page + 1)}
                >
                  Next
                </Button>
              </nav>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}
