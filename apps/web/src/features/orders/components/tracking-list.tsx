import { useState } from 'react';
import { cn } from '@/lib/cn';
import { useOrderTracking, useTracking } from '../api/get-tracking';
import { useScrollToOrder } from '../hooks/use-scroll-to-order';
import { EmptyState, LoadFailed, Pager } from '@/components/ui/list-states';
import { TrackingCard } from './tracking-card';

export const NO_ORDERS_TO_TRACK = 'No orders to track';
export const TRACKING_LOAD_FAILED = 'Failed to fetch tracking data';

/** The profile's Tracking section: a card per order, newest first; `highlightOrderId` is scrolled to and marked. */
export function TrackingList({ highlightOrderId }: { highlightOrderId?: string | undefined }) {
  const [page, setPage] = useState(1);
  const tracking = useTracking(page);
  const data = tracking.data;
  useScrollToOrder(highlightOrderId, !!data);
  if (tracking.isPending) {
    return (
      <p role="status" className="text-slate-600 dark:text-slate-300">
        Loading tracking details...
      </p>
    );
  }
  if (tracking.isError && !data) return <LoadFailed message={TRACKING_LOAD_FAILED} onRetry={() => void tracking.refetch()} />;
  if (!data || data.total === 0) return <EmptyState title={NO_ORDERS_TO_TRACK} />;
  return (
    <div>
      <ul className={cn('space-y-4', tracking.isPlaceholderData && 'opacity-60 transition-opacity')} aria-busy={tracking.isPlaceholderData || undefined}>
        {data.items.map((record) => (
          <TrackingCard key={record.orderId} record={record} highlighted={String(record.orderId) === highlightOrderId} />
        ))}
      </ul>
      <Pager label="Tracking pages" page={data.page} pageCount={data.pageCount} onPage={setPage} />
    </div>
  );
}

/** One order's tracking card, on top of the Orders section when the link names an order to track. */
export function TrackedOrder({ orderId }: { orderId: string }) {
  const tracking = useOrderTracking(orderId);
  if (tracking.isPending) {
    return (
      <p role="status" className="text-slate-600 dark:text-slate-300">
        Loading tracking details...
      </p>
    );
  }
  if (tracking.isError) return <LoadFailed message={TRACKING_LOAD_FAILED} onRetry={() => void tracking.refetch()} />;
  return (
    <ul>
      <TrackingCard record={tracking.data} highlighted />
    </ul>
  );
}
