/**
 * Commerce constants and the enumerations the database checks. Pure data: both the API (which
 * enforces them) and the web (which explains them early) import from here.
 */

/** Delivery is ₹40 when the subtotal (before any promo) is ₹499 or less, free above (spec section 9). */
export const DELIVERY_CHARGE_PAISE = 40_00;
export const FREE_DELIVERY_ABOVE_PAISE = 499_00;

export { MAX_CART_LINES, MAX_LINE_QUANTITY } from './cart-limits';

/**
 * Most units of one product in one order when its own max_per_order is not set: a month or two of a
 * prescription medicine (10 packs) and a household's stock of anything else. Admins set it per product.
 */
export const DEFAULT_MAX_PER_ORDER_PRESCRIPTION = 10;
export const DEFAULT_MAX_PER_ORDER = 30;

/** The per-order limit of a product: its own, else the default for its kind. */
export function maxPerOrderOf(product: { maxPerOrder: number | null; requiresPrescription: boolean }): number {
  return product.maxPerOrder ?? (product.requiresPrescription ? DEFAULT_MAX_PER_ORDER_PRESCRIPTION : DEFAULT_MAX_PER_ORDER);
}

export const maxPerOrderMessage = (name: string, max: number) => `You can order at most ${max} of ${name} in one order.`;

export const ORDERS_PAGE_SIZE = 10;

/**
 * pending: placed, waiting for its online payment (stock held); unpaid: the payment failed or was
 * abandoned (stock given back; the customer may retry or dismiss it); awaiting_prescription: an order
 * holding a prescription medicine, paid (or cash on delivery) and reserved, until a pharmacist approves
 * every line (decision 026); confirmed → packed → shipped →
 * out_for_delivery → delivered: fulfilment; cancelled. Moves only through order-state.ts.
 */
export const ORDER_STATUSES = [
  'pending',
  'unpaid',
  'awaiting_prescription',
  'confirmed',
  'packed',
  'shipped',
  'out_for_delivery',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * pending: waiting for an online payment; cod_pending: cash on delivery, paid at the door;
 * paid: confirmed by the provider; failed: the provider said no; refund_pending: a paid order was
 * cancelled and the money goes back; refunded: the refund went out.
 */
export const PAYMENT_STATUSES = ['pending', 'cod_pending', 'paid', 'failed', 'refund_pending', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_METHODS = ['phonepe', 'card', 'upi', 'netbanking', 'cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  phonepe: 'PhonePe',
  card: 'Credit / Debit Card',
  upi: 'UPI',
  netbanking: 'Net Banking',
  cod: 'Cash on Delivery',
};

/** The 8 banks of the net-banking choice (spec section 9). */
export const BANKS = ['SBI', 'HDFC', 'ICICI', 'Axis', 'Kotak', 'PNB', 'Bank of Baroda', 'Canara'] as const;
export type Bank = (typeof BANKS)[number];

export const ADDRESS_TYPES = ['Home', 'Work', 'Other'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

/**
 * Attempt states of one payment with a provider. initiated/pending are open (at most one per order);
 * superseded: closed because a newer attempt replaced it; success: the one captured payment of the
 * order (a database constraint admits one); refund_pending/refunded: money that came in and goes back.
 */
export const PAYMENT_ATTEMPT_STATUSES = ['initiated', 'pending', 'success', 'failed', 'superseded', 'refund_pending', 'refunded'] as const;
export type PaymentAttemptStatus = (typeof PAYMENT_ATTEMPT_STATUSES)[number];

export const PROMO_KINDS = ['percent', 'bogo'] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];

/** Names of tracking events; each has its own icon on the tracking page (account spec section 4). */
export const TRACKING_EVENTS = [
  'Order Placed',
  'Order Confirmed',
  'Payment Received',
  'Payment Failed',
  'Payment Retried',
  'Payment Refunded',
  'Awaiting Prescription Verification',
  'Prescription Approved',
  'Prescription Rejected',
  'Packed',
  'Shipped',
  'Arrived at Facility',
  'Out for Delivery',
  'Delivered',
  'Cancelled',
  'Refunded',
] as const;
export type TrackingEventName = (typeof TRACKING_EVENTS)[number];

/** Progress bar of the tracking card: pending 25%, confirmed 50%, shipped 75%, delivered 100%, else 25%. */
export function orderProgressPercent(status: string): number {
  switch (status.toLowerCase()) {
    case 'confirmed':
    case 'packed':
      return 50;
    case 'shipped':
    case 'out_for_delivery':
      return 75;
    case 'delivered':
      return 100;
    default:
      return 25;
  }
}

const STATUS_LABELS = {
  pending: 'Pending',
  unpaid: 'Unpaid',
  awaiting_prescription: 'Awaiting prescription verification',
  confirmed: 'Confirmed',
  packed: 'Packed',
  shipped: 'Shipped',
  out_for_delivery: 'Out for Delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
} as const satisfies Record<OrderStatus, string>;
export type OrderStatusLabel = (typeof STATUS_LABELS)[OrderStatus];

/** Tracking shows statuses capitalised ('Shipped', 'Out for Delivery'). */
export function trackingStatusLabel(status: OrderStatus): OrderStatusLabel {
  return STATUS_LABELS[status];
}

export const ORDER_CANCELLED_DESCRIPTION = 'Order has been cancelled as requested';
export const PHARMACY_NAME = 'Dawa Pharmacy';
