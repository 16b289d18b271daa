import { ORDER_STATUSES, PAYMENT_METHOD_LABELS, trackingStatusLabel, type OrderStatus, type PaymentMethod, type PaymentStatus } from '@dawa/shared/commerce/rules';

/** Times are shown in India's zone (ARCHITECTURE: Asia/Kolkata by default). */
const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

export const formatOrderDate = (iso: string) => dateFormat.format(new Date(iso));
export const formatEventTime = (iso: string) => dateTimeFormat.format(new Date(iso));

const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Payment pending',
  cod_pending: 'Pay on delivery',
  paid: 'Paid',
  failed: 'Payment failed',
  refund_pending: 'Refund pending',
  refunded: 'Refunded',
};

export const paymentMethodLabel = (method: PaymentMethod) => PAYMENT_METHOD_LABELS[method];
export const paymentStatusLabel = (status: PaymentStatus) => PAYMENT_STATUS_LABELS[status];

/** 'pending' -> 'Pending', 'out_for_delivery' -> 'Out for Delivery' (the list shows statuses as tracking does). */
export const statusLabel = (status: OrderStatus) => trackingStatusLabel(status);

const STATUS_LABEL_SET = new Set<string>(ORDER_STATUSES.map(trackingStatusLabel));
/** Whether a tracking record's status is one of the labels of trackingStatusLabel (the orders catalogue names each). */
export function isStatusLabel(status: string): status is ReturnType<typeof trackingStatusLabel> {
  return STATUS_LABEL_SET.has(status);
}
