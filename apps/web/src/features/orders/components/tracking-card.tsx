import { CANCEL_REASON_TEXTS, CancelOrderBodySchema, cancelReasonText, type CancelReasonCode } from '@dawa/shared/commerce/cancel-reasons';
import type { TrackingRecord } from '@dawa/shared/commerce/orders';
import { formatInr } from '@dawa/shared/money/format';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useCancelOrder } from '../api/cancel-order';
import { CancelReasonFields } from './cancel-reason-fields';
import { formatEventTime, formatOrderDate } from '../utils/format';
import { EventIcon } from './event-icon';
import { StatusBadge } from './status-badge';

/** The spec's texts of a cancellation (account spec sections 5 and 8). */
export const cancelQuestion = (n: number) => `Are you sure you want to cancel Order #${n}? This action cannot be undone.`;
export const cancelledToast = (n: number) => `Order #${n} has been cancelled successfully.`;
export const cancelFailedToast = (reason: string) => `Failed to cancel order: ${reason}`;

function reasonOf(error: unknown): string {
  return error instanceof ApiError || error instanceof Error ? error.message : 'Please try again.';
}

/** One order's tracking: progress by status, details, the event timeline (newest first) and Cancel. */
export function TrackingCard({ record, highlighted = false }: { record: TrackingRecord; highlighted?: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState<{ reason: CancelReasonCode | null; note: string; error: string | null }>({
    reason: null,
    note: '',
    error: null,
  });
  const cancel = useCancelOrder();
  const n = record.userOrderNumber;
  const titleId = `tracking-${record.orderId}-title`;
  const canCancel = record.canCancel && record.status !== 'Delivered';

  function confirmCancel() {
    // The same rules as the server's (CancelOrderBodySchema), checked here to keep the dialog open with the sentence.
    const parsed = CancelOrderBodySchema.safeParse(
      reason.reason ? { reason: reason.reason, ...(reason.reason === 'other' ? { note: reason.note } : {}) } : {},
    );
    if (!parsed.success) {
      setReason({ ...reason, error: parsed.error.issues[0]?.message ?? CANCEL_REASON_TEXTS.chooseReason });
      return;
    }
    setConfirming(false);
    cancel.mutate(
      { orderId: record.orderId, reason: parsed.data },
      {
        onSuccess: () => toast(cancelledToast(n)),
        onError: (error) => toast(cancelFailedToast(reasonOf(error)), 'error'),
      },
    );
  }

  return (
    <li
      id={`order-${record.orderId}`}
      className={cn(
        'rounded-xl border bg-white p-5 dark:bg-slate-900',
        highlighted ? 'border-teal-700 ring-2 ring-teal-700/40 dark:border-teal-400' : 'border-slate-200 dark:border-slate-800',
      )}
    >
      <article aria-labelledby={titleId}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h3 id={titleId} className="text-lg font-bold">
              Order #{n}
            </h3>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Placed on {formatOrderDate(record.orderDate)} · {formatInr(record.totalAmountPaise)}
            </p>
          </div>
          <StatusBadge status={record.status}>{record.status}</StatusBadge>
        </div>

        <div className="mt-4">
          <div
            role="progressbar"
            aria-label={`Order #${n} progress`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={record.progressPercent}
            aria-valuetext={`${record.status}, ${record.progressPercent}%`}
            className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
          >
            <div
              className={cn('h-full rounded-full', record.status === 'Cancelled' ? 'bg-red-600' : 'bg-teal-600')}
              style={{ width: `${record.progressPercent}%` }}
            />
          </div>
          <div className="mt-1 flex justify-between text-xs text-slate-600 dark:text-slate-400" aria-hidden="true">
            <span>Placed</span>
            <span>Confirmed</span>
            <span>Shipped</span>
            <span>Delivered</span>
          </div>
        </div>

        <dl className="mt-4 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
          {record.status === 'Cancelled' ? (
            <div>
              <dt className="text-slate-600 dark:text-slate-400">{CANCEL_REASON_TEXTS.shownLabel}</dt>
              <dd className="font-medium">
                {record.cancelReason ? cancelReasonText(record.cancelReason) : CANCEL_REASON_TEXTS.notDelivered}
              </dd>
            </div>
          ) : (
            <div>
              <dt className="text-slate-600 dark:text-slate-400">Estimated delivery</dt>
              <dd className="font-medium">{record.estimatedDelivery}</dd>
            </div>
          )}
          <div>
            <dt className="text-slate-600 dark:text-slate-400">Tracking number</dt>
            <dd className="font-mono">{record.trackingNumber ?? 'Not shipped yet'}</dd>
          </div>
          <div>
            <dt className="text-slate-600 dark:text-slate-400">Current location</dt>
            <dd className="font-medium">{record.currentLocation}</dd>
          </div>
        </dl>

        <h4 className="mt-5 text-sm font-semibold">Order events</h4>
        <ol className="mt-2 space-y-3" aria-label={`Events of order #${n}`}>
          {record.events.map((event, i) => (
            <li key={`${event.date}-${event.status}-${i}`} className="flex gap-3 text-sm">
              <EventIcon status={event.status} />
              <div>
                <p className="font-semibold">{event.status}</p>
                <p className="text-slate-700 dark:text-slate-300">{event.description}</p>
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  {formatEventTime(event.date)}
                  {event.location ? ` · ${event.location}` : ''}
                </p>
              </div>
            </li>
          ))}
        </ol>

        {canCancel ? (
          <Button variant="danger" className="mt-5" disabled={cancel.isPending} onClick={() => setConfirming(true)}>
            {cancel.isPending ? 'Cancelling...' : 'Cancel Order'}
          </Button>
        ) : null}
      </article>
      {confirming ? (
        <Modal title="Cancel order" role="alertdialog" description={cancelQuestion(n)} onClose={() => setConfirming(false)}>
          <CancelReasonFields {...reason} onChange={(patch) => setReason({ ...reason, ...patch, error: null })} />
          <div className="mt-5 flex justify-end gap-3">
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Keep Order
            </Button>
            <Button variant="danger" onClick={confirmCancel}>
              Yes, Cancel Order
            </Button>
          </div>
        </Modal>
      ) : null}
    </li>
  );
}
