import type { OrderSummary } from '@dawa/shared/commerce/orders';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useDismissOrder } from '../api/dismiss-order';
import { useOrders } from '../api/get-orders';
import { statusLabel } from '../utils/format';
import { EmptyState, LoadFailed, Pager } from '@/components/ui/list-states';
import { OrderDocuments } from './order-documents';
import { StatusBadge } from './status-badge';
import { useT } from '@/lib/i18n/use-t';
import { useFormat } from '@/lib/i18n/use-format';
import { useApiErrorText } from '@/lib/i18n/api-error-text';

function OrderRow({ order, highlighted }: { order: OrderSummary; highlighted: boolean }) {
  const dismiss = useDismissOrder();
  const t = useT('orders');
  const format = useFormat();
  const errorText = useApiErrorText();
  const number = String(order.userOrderNumber);
  return (
    <li
      id={`order-summary-${order.id}`}
      className={cn(
        'rounded-xl border bg-white p-5 dark:bg-slate-900',
        highlighted ? 'border-teal-700 ring-2 ring-teal-700/40 dark:border-teal-400' : 'border-slate-200 dark:border-slate-800',
      )}
    >
      <article aria-labelledby={`order-${order.id}-title`}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h3 id={`order-${order.id}-title`} className="text-lg font-bold">
              {t('track.order', { number })}
            </h3>
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('list.placedOn', { date: format.date(order.orderDate) })}</p>
          </div>
          <StatusBadge status={order.status}>{t(`status.${statusLabel(order.status)}`)}</StatusBadge>
        </div>
        <p className="mt-3 text-sm">{order.productNames.join(', ')}</p>
        {order.canPayAgain ? <p className="mt-2 text-sm font-medium text-amber-800 dark:text-amber-200">{t('list.unpaidNote')}</p> : null}
        <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          <div className="flex gap-2">
            <dt className="text-slate-600 dark:text-slate-400">{t('list.items')}</dt>
            <dd>{t('list.itemCount', { count: order.itemCount })}</dd>
          </div>
          <div className="flex gap-2">
            <dt className="text-slate-600 dark:text-slate-400">{t('list.payment')}</dt>
            <dd>
              {t(`method.${order.paymentMethod}`)} · {t(`paymentStatus.${order.paymentStatus}`)}
            </dd>
          </div>
          {order.transactionId ? (
            <div className="flex gap-2">
              <dt className="text-slate-600 dark:text-slate-400">{t('list.transaction')}</dt>
              <dd className="font-mono break-all">{order.transactionId}</dd>
            </div>
          ) : null}
          <div className="flex gap-2">
            <dt className="text-slate-600 dark:text-slate-400">{t('list.total')}</dt>
            <dd className="font-semibold">{format.money(order.totalAmountPaise)}</dd>
          </div>
        </dl>
        <div className="mt-4 flex flex-wrap gap-3">
          {order.canPayAgain ? (
            <>
              <Link to={paths.orderSuccess(order.id)} className={buttonClasses('primary')} aria-label={t('list.payAgainFor', { number })}>
                {t('list.payAgain')}
              </Link>
              <Button
                variant="secondary"
                disabled={dismiss.isPending}
                aria-label={t('list.removeFor', { number })}
                onClick={() =>
                  dismiss.mutate(order.id, {
                    onSuccess: ({ message }) => toast(message),
                    onError: (error) => toast(errorText(error, t('dismiss.failed')), 'error'),
                  })
                }
              >
                {t('list.remove')}
              </Button>
            </>
          ) : null}
          {order.status === 'pending' ? (
            <Link to={paths.orderSuccess(order.id)} className={buttonClasses('primary')} aria-label={t('list.payFor', { number })}>
              {t('list.payNow')}
            </Link>
          ) : null}
          <OrderDocuments order={order} />
          <Link
            to={paths.profile('tracking', String(order.id))}
            className={buttonClasses('ghost')}
            aria-label={t('list.trackFor', { number })}
          >
            {t('list.track')}
          </Link>
        </div>
      </article>
    </li>
  );
}

/** The customer's orders, 10 a page with Previous/Next ('Page X of Y'); /orders and the profile's Orders section. */
export function OrderList({ highlightOrderId }: { highlightOrderId?: string | undefined }) {
  const [page, setPage] = useState(1);
  const orders = useOrders(page);
  const t = useT('orders');
  const data = orders.data;
  if (orders.isPending) {
    return (
      <p role="status" className="text-slate-600 dark:text-slate-300">
        {t('list.loading')}
      </p>
    );
  }
  if (orders.isError && !data) return <LoadFailed message={t('list.failed')} onRetry={() => void orders.refetch()} />;
  if (!data || data.total === 0) {
    return (
      <EmptyState title={t('list.none')}>
        <p className="mt-1 text-slate-600 dark:text-slate-300">{t('list.emptyText')}</p>
        <Link to={paths.products()} className={buttonClasses('primary', 'mt-4')}>
          {t('list.browse')}
        </Link>
      </EmptyState>
    );
  }
  return (
    <div>
      <ul
        className={cn('space-y-4', orders.isPlaceholderData && 'opacity-60 transition-opacity')}
        aria-busy={orders.isPlaceholderData || undefined}
      >
        {data.items.map((order) => (
          <OrderRow key={order.id} order={order} highlighted={String(order.id) === highlightOrderId} />
        ))}
      </ul>
      <Pager
        label={t('list.pages')}
        page={data.page}
        pageCount={data.pageCount}
        onPage={(next) => {
          setPage(next);
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }}
      />
    </div>
  );
}
