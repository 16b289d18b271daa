import {
  ADMIN_ORDER_ACTION_LABELS,
  cancelOrderConfirmation,
  type AdminOrderAction,
  type AdminOrderDetail,
} from '@dawa/shared/admin/orders';
import { formatInr } from '@dawa/shared/money/format';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { inputClasses, labelClasses } from '@/components/ui/form-styles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { apiErrorMessage } from '@/lib/api-client';
import { downloadOrderCreditNote, downloadOrderInvoice } from '../api/download-order-invoice';
import { useAdminOrder, useChangeOrderStatus } from '../api/orders';
import { humanise } from './order-format';
import { staffDateTime } from '@/lib/staff/staff-format';

/** The courier and tracking number a shipment needs (the customer's Tracking tab shows the number). */
function ShipForm({ busy, onShip }: { busy: boolean; onShip: (courier: string, trackingNumber: string) => void }) {
  const id = useId();
  const [courier, setCourier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    onShip(courier, trackingNumber);
  }
  return (
    <form onSubmit={submit} aria-label="Ship the order" className="mt-3 grid gap-3 sm:grid-cols-3 sm:items-end">
      <div>
        <label htmlFor={`${id}-courier`} className={labelClasses}>
          Courier
        </label>
        <input
          id={`${id}-courier`}
          required
          maxLength={80}
          value={courier}
          onChange={(e) => setCourier(e.target.value)}
          className={inputClasses}
        />
      </div>
      <div>
        <label htmlFor={`${id}-tracking`} className={labelClasses}>
          Tracking number
        </label>
        <input
          id={`${id}-tracking`}
          required
          maxLength={64}
          value={trackingNumber}
          onChange={(e) => setTrackingNumber(e.target.value)}
          className={inputClasses}
        />
      </div>
      <Button type="submit" disabled={busy}>
        Ship
      </Button>
    </form>
  );
}

function Actions({ order }: { order: AdminOrderDetail }) {
  const change = useChangeOrderStatus(order.id);
  const [confirming, setConfirming] = useState<'cancel' | 'refund' | null>(null);

  function run(action: AdminOrderAction, extra: { courier?: string; trackingNumber?: string } = {}) {
    setConfirming(null);
    change.mutate(
      { action, version: order.version, ...extra },
      {
        onSuccess: (answer) => toast(answer.message),
        onError: (error) => toast(apiErrorMessage(error, 'The order could not be changed.'), 'error'),
      },
    );
  }

  const steps = order.allowedActions.filter((a) => a !== 'ship' && a !== 'cancel' && a !== 'refund');
  if (order.allowedActions.length === 0)
    return <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">No further steps for this order.</p>;
  return (
    <div className="mt-3">
      <div className="flex flex-wrap gap-2">
        {steps.map((action) => (
          <Button key={action} disabled={change.isPending} onClick={() => run(action)}>
            {ADMIN_ORDER_ACTION_LABELS[action]}
          </Button>
        ))}
        {order.allowedActions.includes('cancel') ? (
          <Button variant="danger" disabled={change.isPending} onClick={() => setConfirming('cancel')}>
            {ADMIN_ORDER_ACTION_LABELS.cancel}
          </Button>
        ) : null}
        {order.allowedActions.includes('refund') ? (
          <Button variant="danger" disabled={change.isPending} onClick={() => setConfirming('refund')}>
            {ADMIN_ORDER_ACTION_LABELS.refund}
          </Button>
        ) : null}
      </div>
      {order.allowedActions.includes('ship') ? (
        <ShipForm busy={change.isPending} onShip={(courier, trackingNumber) => run('ship', { courier, trackingNumber })} />
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title={confirming === 'cancel' ? 'Cancel order' : 'Refund order'}
          question={
            confirming === 'cancel'
              ? cancelOrderConfirmation(order.userOrderNumber)
              : `Refund ${formatInr(order.totalPaise)} for Order #${order.userOrderNumber}? This action cannot be undone.`
          }
          cancelLabel="Keep order"
          confirmLabel={confirming === 'cancel' ? 'Yes, cancel' : 'Yes, refund'}
          busy={change.isPending}
          onConfirm={() => run(confirming)}
          onClose={() => setConfirming(null)}
        />
      ) : null}
    </div>
  );
}

/** 'Download invoice' / 'Download credit note' of an order that has one (the customer's GST documents; each download is audit-logged). */
function DocumentButton({ kind, orderId, userOrderNumber }: { kind: 'invoice' | 'creditNote'; orderId: number; userOrderNumber: number }) {
  const [busy, setBusy] = useState(false);
  const name = kind === 'invoice' ? 'invoice' : 'credit note';
  async function download() {
    setBusy(true);
    try {
      await (kind === 'invoice' ? downloadOrderInvoice : downloadOrderCreditNote)(orderId, userOrderNumber);
    } catch (error) {
      toast(apiErrorMessage(error, `Failed to download ${name}`), 'error');
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button
      variant="secondary"
      onClick={() => void download()}
      disabled={busy}
      aria-label={`Download ${name} of order #${userOrderNumber}`}
    >
      {busy ? 'Downloading...' : `Download ${name}`}
    </Button>
  );
}

/** One order in full: customer, items, payments, the tracking timeline, and only the steps allowed now. */
export function OrderPanel({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const order = useAdminOrder(orderId);
  if (order.isPending) return <p role="status">Loading the order...</p>;
  if (order.isError) return <p role="alert">{apiErrorMessage(order.error, 'Failed to fetch the order')}</p>;
  const o = order.data;
  return (
    <section aria-labelledby={`order-${o.id}-title`} className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <div className="flex items-start justify-between gap-4">
        <h3 id={`order-${o.id}-title`} className="text-lg font-bold">
          Order #{o.userOrderNumber} <span className="text-sm font-normal text-slate-600 dark:text-slate-300">(id {o.id})</span>
        </h3>
        <div className="flex gap-2">
          {o.hasInvoice ? <DocumentButton kind="invoice" orderId={o.id} userOrderNumber={o.userOrderNumber} /> : null}
          {o.creditNoteNumber ? <DocumentButton kind="creditNote" orderId={o.id} userOrderNumber={o.userOrderNumber} /> : null}
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        <dt className="font-semibold">Customer</dt>
        <dd>
          {o.customerName} ({o.customerEmail}), {o.customerPhone}
        </dd>
        <dt className="font-semibold">Ship to</dt>
        <dd>{o.shippingAddress}</dd>
        <dt className="font-semibold">Status</dt>
        <dd data-testid="order-status">{humanise(o.status)}</dd>
        <dt className="font-semibold">Payment</dt>
        <dd data-testid="order-payment-status">
          {humanise(o.paymentStatus)} ({humanise(o.paymentMethod)})
        </dd>
        <dt className="font-semibold">Total</dt>
        <dd>{formatInr(o.totalPaise)}</dd>
        {o.creditNoteNumber ? (
          <>
            <dt className="font-semibold">Credit note</dt>
            <dd>{o.creditNoteNumber} (reverses the invoice)</dd>
          </>
        ) : null}
        {o.trackingNumber ? (
          <>
            <dt className="font-semibold">Shipment</dt>
            <dd>
              {o.courier}, {o.trackingNumber}
            </dd>
          </>
        ) : null}
      </dl>
      <h4 className="mt-4 font-semibold">Next steps</h4>
      <Actions order={o} />
      <h4 className="mt-4 font-semibold">Items</h4>
      <ul className="mt-1 text-sm">
        {o.items.map((item, i) => (
          <li key={i}>
            {item.quantity} × {item.name}: {formatInr(item.lineTotalPaise)}
          </li>
        ))}
      </ul>
      <h4 className="mt-4 font-semibold">Payments</h4>
      {o.payments.length === 0 ? (
        <p className="text-sm">No online payment.</p>
      ) : (
        <ul className="mt-1 text-sm">
          {o.payments.map((p) => (
            <li key={p.id}>
              {humanise(p.provider)}: {humanise(p.status)}, {formatInr(p.amountPaise)} ({p.transactionId})
            </li>
          ))}
        </ul>
      )}
      <h4 className="mt-4 font-semibold">Tracking</h4>
      <ol className="mt-1 text-sm">
        {o.events.map((e, i) => (
          <li key={i}>
            <time dateTime={e.date}>{staffDateTime(e.date)}</time>: <strong>{e.status}</strong>, {e.location}. {e.description}
          </li>
        ))}
      </ol>
    </section>
  );
}
