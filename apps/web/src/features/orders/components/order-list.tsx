import type { OrderSummary } from '@dawa/shared/commerce/orders';
import { formatInr } from '@dawa/shared/money/format';
import FileDown from 'lucide-react/icons/file-down';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { apiErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useDismissOrder } from '../api/dismiss-order';
import { downloadInvoice } from '../api/download-invoice';
import { useOrders } from '../api/get-orders';
import { formatOrderDate, paymentMethodLabel, paymentStatusLabel, statusLabel } from '../utils/format';
import { EmptyState, LoadFailed, Pager } from '@/components/ui/list-states';
import { StatusBadge } from './status-badge';

export const NO_ORDERS = 'No orders yet';
export const ORDERS_LOAD_FAILED = 'Failed to load orders';
export const INVOICE_FAILED = 'Failed to download invoice';
export const UNPAID_NOTE = 'Payment not completed. Nothing was taken: pay again or remove this order.';

function OrderRow({ order, highlighted }: { order: OrderSummary; highlighted: boolean }) {
  const [downloading, setDownloading] = useState(false);
  const dismiss = useDismissOrder();
  async function download() {
    setDownloading(true);
    try {
      await downloadInvoice(order.id, order.userOrderNumber);
    } catch {
      toast(INVOICE_FAILED, 'error');
    } finally {
      setDownloading(false);
    }
  }
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
              Order #{order.userOrderNumber}
            </h3>
            <p className="text-sm text-slate-600 dark:text-slate-400">Placed on {formatOrderDate(order.orderDate)}</p>
          </div>
          <StatusBadge status={order.status}>{statusLabel(order.status)}</StatusBadge>
        </div>
        <p className="mt-3 text-sm">{order.productNames.join(', ')}</p>
        {order.canPayAgain ? <p className="mt-2 text-sm font-medium text-amber-800 dark:text-amber-200">{UNPAID_NOTE}</p> : null}
        <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          <div className="flex gap-2">
            <dt className="text-slate-600 dark:text-slate-400">Items:</dt>
            <dd>
              {order.itemCount} item{order.itemCount === 1 ? '' : 's'}
            </dd>
          </div>
          <div className="flex gap-2">
            <dt className="text-slate-600 dark:text-slate-400">Payment:</dt>
            <dd>
              {paymentMethodLabel(order.paymentMethod)} · {paymentStatusLabel(order.paymentStatus)}
            </dd>
          </div>
          {order.transactionId ? (
            <div className="flex gap-2">
              <dt className="text-slate-600 dark:text-slate-400">Transaction:</dt>
              <dd className="font-mono break-all">{order.transactionId}</dd>
            </div>
          ) : null}
          <div className="flex gap-2">
            <dt className="text-slate-600 dark:text-slate-400">Total:</dt>
            <dd className="font-semibold">{formatInr(order.totalAmountPaise)}</dd>
          </div>
        </dl>
        <div className="mt-4 flex flex-wrap gap-3">
          {order.canPayAgain ? (
            <>
              <Link to={paths.orderSuccess(order.id)} className={buttonClasses('primary')} aria-label={`Pay again for order #${order.userOrderNumber}`}>
                Pay again
              </Link>
              <Button
                variant="secondary"
                disabled={dismiss.isPending}
                aria-label={`Remove order #${order.userOrderNumber} from my orders`}
                onClick={() =>
                  dismiss.mutate(order.id, {
                    onSuccess: ({ message }) => toast(message),
                    onError: (error) => toast(apiErrorMessage(error, 'Failed to remove the order'), 'error'),
                  })
                }
              >
                Remove
              </Button>
            </>
          ) : null}
          {order.status === 'pending' ? (
            <Link to={paths.orderSuccess(order.id)} className={buttonClasses('primary')} aria-label={`Pay for order #${order.userOrderNumber}`}>
              Pay now
            </Link>
          ) : null}
          {/* Only an order paid for (or to be paid in cash) has a tax invoice. */}
          {order.hasInvoice ? (
            <Button variant="secondary" onClick={() => void download()} disabled={downloading} aria-label={`Download invoice of order #${order.userOrderNumber}`}>
              <FileDown aria-hidden="true" className="size-4" />
              {downloading ? 'Downloading...' : 'Download invoice'}
            </Button>
          ) : null}
          <Link to={paths.profile('tracking', String(order.id))} className={buttonClasses('ghost')} aria-label={`Track order #${order.userOrderNumber}`}>
            Track order
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
  const data = orders.data;
  if (orders.isPending) {
    return (
      <p role="status" className="text-slate-600 dark:text-slate-300">
        Loading your orders...
      </p>
    );
  }
  if (orders.isError && !data) return <LoadFailed message={ORDERS_LOAD_FAILED} onRetry={() => void orders.refetch()} />;
  if (!data || data.total === 0) {
    return (
      <EmptyState title={NO_ORDERS}>
        <p className="mt-1 text-slate-600 dark:text-slate-300">Orders you place will be listed here with their status and payment.</p>
        <Link to={paths.products()} className={buttonClasses('primary', 'mt-4')}>
          Browse Products
        </Link>
      </EmptyState>
    );
  }
  return (
    <div>
      <ul className={cn('space-y-4', orders.isPlaceholderData && 'opacity-60 transition-opacity')} aria-busy={orders.isPlaceholderData || undefined}>
        {data.items.map((order) => (
          <OrderRow key={order.id} order={order} highlighted={String(order.id) === highlightOrderId} />
        ))}
      </ul>
      <Pager
        label="Orders pages"
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
