import { CANCEL_REASON_TEXTS, CancelOrderBodySchema, type CancelReasonCode } from '@dawa/shared/commerce/cancel-reasons';
import type { TrackingEvent, TrackingRecord } from '@dawa/shared/commerce/orders';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useCancelOrder } from '../api/cancel-order';
import { CancelReasonFields } from './cancel-reason-fields';
import { EventIcon } from './event-icon';
import { StatusBadge } from './status-badge';
import { useT } from '@/lib/i18n/use-t';
import { useFormat } from '@/lib/i18n/use-format';
import { useDeliveryDays } from '@/components/delivery/use-delivery-days';
import { useApiErrorText } from '@/lib/i18n/api-error-text';
import { isTrackingEventName } from '@dawa/shared/commerce/tracking-text';
import { isStatusLabel } from '../utils/format';

/** The spec's texts of a cancellation (account spec sections 5 and 8). */

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
  const t = useT('orders');
  const format = useFormat();
  const deliveryDays = useDeliveryDays();
  const n = record.userOrderNumber;
  const number = String(n);
  const errorText = useApiErrorText();
  // The status arrives as tracking shows it ('Out for Delivery'); the catalogue names each one.
  const statusText = (status: string) => (isStatusLabel(status) ? t(`status.${status}`) : status);
  // A stored event is codes (its status, its sentence's key and values), worded in this language; free text (a provider's words) as it came.
  const eventText = (event: TrackingEvent) =>
    event.messageKey ? t(`eventText.${event.messageKey}`, event.messageParams as never) : event.description;
  const deliveredAt = record.events.find((e) => e.status === 'Delivered')?.date;
  const estimate =
    record.status === 'Delivered' && deliveredAt
      ? t('track.deliveredOn', { date: format.date(deliveredAt, 'dateLong') })
      : // The shipping PIN's days, as checkout promised them (one rule: commerce/delivery-zones).
        record.deliveryDays
        ? deliveryDays.days(record.deliveryDays.min, record.deliveryDays.max)
        : t('track.estimate');
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
        onSuccess: () => toast(t('track.cancelled', { number })),
        onError: (error) => toast(t('track.cancelFailed', { reason: errorText(error, reasonOf(error)) }), 'error'),
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
              {t('track.order', { number })}
            </h3>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {t('track.placedOn', { date: format.date(record.orderDate), amount: format.money(record.totalAmountPaise) })}
            </p>
          </div>
          <StatusBadge status={record.status}>{statusText(record.status)}</StatusBadge>
        </div>

        <div className="mt-4">
          <div
            role="progressbar"
            aria-label={t('track.progress', { number })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={record.progressPercent}
            aria-valuetext={`${statusText(record.status)}, ${record.progressPercent}%`}
            className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
          >
            <div
              className={cn('h-full rounded-full', record.status === 'Cancelled' ? 'bg-red-600' : 'bg-teal-600')}
              style={{ width: `${record.progressPercent}%` }}
            />
          </div>
          <div className="mt-1 flex justify-between text-xs text-slate-600 dark:text-slate-400" aria-hidden="true">
            <span>{t('track.stepPlaced')}</span>
            <span>{t('track.stepConfirmed')}</span>
            <span>{t('track.stepShipped')}</span>
            <span>{t('track.stepDelivered')}</span>
          </div>
        </div>

        <dl className="mt-4 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
          {record.status === 'Cancelled' ? (
            <div>
              <dt className="text-slate-600 dark:text-slate-400">{t('track.cancelReason')}</dt>
              <dd className="font-medium">
                {record.cancelReason
                  ? // A reason chosen from the list is a code, worded here; 'Other' shows the customer's own words.
                    record.cancelReason.code === 'other' && record.cancelReason.note
                    ? record.cancelReason.note
                    : t(`cancelReason.${record.cancelReason.code}`)
                  : t('track.notDelivered')}
              </dd>
            </div>
          ) : (
            <div>
              <dt className="text-slate-600 dark:text-slate-400">{t('track.estimated')}</dt>
              <dd className="font-medium">{estimate}</dd>
            </div>
          )}
          <div>
            <dt className="text-slate-600 dark:text-slate-400">{t('track.trackingNumber')}</dt>
            <dd className="font-mono">{record.trackingNumber ?? t('track.notShipped')}</dd>
          </div>
          <div>
            <dt className="text-slate-600 dark:text-slate-400">{t('track.location')}</dt>
            {/* The server keeps a status word (Cancelled, Delivered) as the location of an order that is not moving: worded here; a place as written. */}
            <dd className="font-medium">{statusText(record.currentLocation)}</dd>
          </div>
        </dl>

        <h4 className="mt-5 text-sm font-semibold">{t('track.events')}</h4>
        <ol className="mt-2 space-y-3" aria-label={t('track.eventsOf', { number })}>
          {record.events.map((event, i) => (
            <li key={`${event.date}-${event.status}-${i}`} className="flex gap-3 text-sm">
              <EventIcon status={event.status} />
              <div>
                <p className="font-semibold">{isTrackingEventName(event.status) ? t(`event.${event.status}`) : event.status}</p>
                <p className="text-slate-700 dark:text-slate-300">{eventText(event)}</p>
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  {format.date(event.date, 'dateTime')}
                  {event.location ? ` · ${event.location}` : ''}
                </p>
              </div>
            </li>
          ))}
        </ol>

        {canCancel ? (
          <Button variant="danger" className="mt-5" disabled={cancel.isPending} onClick={() => setConfirming(true)}>
            {cancel.isPending ? t('track.cancelling') : t('track.cancel')}
          </Button>
        ) : null}
      </article>
      {confirming ? (
        <Modal
          title={t('track.cancelTitle')}
          role="alertdialog"
          description={t('track.question', { number })}
          onClose={() => setConfirming(false)}
        >
          <CancelReasonFields {...reason} onChange={(patch) => setReason({ ...reason, ...patch, error: null })} />
          <div className="mt-5 flex justify-end gap-3">
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('track.keep')}
            </Button>
            <Button variant="danger" onClick={confirmCancel}>
              {t('track.confirmCancel')}
            </Button>
          </div>
        </Modal>
      ) : null}
    </li>
  );
}
