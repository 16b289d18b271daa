import { useState } from 'react';
import { cn } from '@/lib/cn';
import { useOrderTracking, useTracking } from '../api/get-tracking';
import { useScrollToOrder } from '../hooks/use-scroll-to-order';
import { EmptyState, LoadFailed, Pager } from '@/components/ui/list-states';
import { TrackingCard } from './tracking-card';
import { useT } from '@/lib/i18n/use-t';


/** The profile's Tracking section: a card per order, newest first; `highlightOrderId` is scrolled to and marked. */
export function TrackingList({ highlightOrderId }: { highlightOrderId?: string | undefined }) {
  const [page, setPage] = useState(1);
  const t = useT('orders');
  const tracking = useTracking(page);
  const data = tracking.data;
  useScrollToOrder(highlightOrderId, !!data);
  if (tracking.isPending) {
    return (
      <p role="status" className="text-slate-600 dark:text-slate-300">
        {t('track.loading')}
      </p>
    );
  }
  if (tracking.isError && !data) return <LoadFailed message={t('track.failed')} onRetry={() => void tracking.refetch()} />;
  if (!data || data.total === 0) return <EmptyState title={t('track.none')} />;
  return (
    <div>
      <ul className={cn('space-y-4', tracking.isPlaceholderData && 'opacity-60 transition-opacity')} aria-busy={tracking.isPlaceholderData || undefined}>
        {data.items.map((record) => (
          <TrackingCard key={record.orderId} record={record} highlighted={String(record.orderId) === highlightOrderId} />
        ))}
      </ul>
      <Pager label={t('track.pages')} page={data.page} pageCount={data.pageCount} onPage={setPage} />
    </div>
  );
}

/** One order's tracking card, on top of the Orders section when the link names an order to track. */
export function TrackedOrder({ orderId }: { orderId: string }) {
  const tracking = useOrderTracking(orderId);
  const t = useT('orders');
  if (tracking.isPending) {
    return (
      <p role="status" className="text-slate-600 dark:text-slate-300">
        {t('track.loading')}
      </p>
    );
  }
  if (tracking.isError) return <LoadFailed message={t('track.failed')} onRetry={() => void tracking.refetch()} />;
  return (
    <ul>
      <TrackingCard record={tracking.data} highlighted />
    </ul>
  );
}
