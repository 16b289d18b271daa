import type { CancelReason } from './cancel-reasons.ts';
import type { TrackingTextKey, TrackingTextParams } from './tracking-text.ts';
import {
  ORDER_CANCELLED_DESCRIPTION,
  PHARMACY_NAME,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
  type TrackingEventName,
} from './rules.ts';

/**
 * The one order and payment state machine. Every writer of an order's status, payment status or
 * tracking timeline asks `transition` and persists what it answers (status, payment status, events
 * and effects); no other code spells a status change or an event name. Pure: no clock, no database.
 */

/** The part of an order the machine decides on. */
export interface OrderState {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
  /** 'Order #3' in refusals. */
  userOrderNumber: number;
  /**
   * The order holds a prescription medicine (decided by the server from its lines at checkout, never
   * by the client): it cannot be confirmed before a pharmacist approves every line (decision 026).
   */
  needsPrescription?: boolean;
}

export type OrderEvent =
  /** The customer placed the order (from no state). */
  | { type: 'place' }
  /** The customer confirmed cash on delivery (idempotent). */
  | { type: 'choose_cod' }
  /** The provider confirmed the money of the order's open payment attempt. */
  | { type: 'payment_succeeded'; transactionId: string }
  /** The provider refused the open attempt, or the order waited too long (reason is shown on the timeline). */
  | { type: 'payment_failed'; reason: string }
  /** The customer tries again to pay an unpaid order (stock is taken again). */
  | { type: 'retry_payment' }
  /** A pharmacist approved every line of an order awaiting prescription verification. */
  | { type: 'approve_prescription' }
  /** A pharmacist rejected at least one line: the order is cancelled, its stock released and its money refunded. */
  | { type: 'reject_prescription'; reason: string }
  /** The customer hides an unpaid order from their list. */
  | { type: 'dismiss' }
  /** The customer cancels, saying why (staff cancels carry no customer reason). */
  | { type: 'cancel'; reason?: CancelReason }
  /** Money arrived for an attempt that was no longer the order's (superseded, expired, or a second success): it goes back. */
  | { type: 'extra_payment_refunded'; transactionId: string }
  /** The provider accepted the refund of a cancelled paid order. */
  | { type: 'refund_completed'; transactionId: string }
  /** Staff fulfilment (the admin issue adds the routes); `location` is where it happened (default: the pharmacy). */
  | { type: 'confirm' }
  | { type: 'pack'; location?: string }
  | { type: 'ship'; location?: string }
  /** The courier scanned the parcel at one of its hubs (no status change). */
  | { type: 'arrive_at_facility'; location: string }
  | { type: 'out_for_delivery'; location?: string }
  | { type: 'deliver'; location?: string }
  /** Staff refund a delivered (or otherwise paid, unshipped) order's money. */
  | { type: 'refund' };

export type OrderEventType = OrderEvent['type'];

/** What a writer does besides writing the status and the events, in the same transaction (or, for refunds, right after it). */
export type OrderEffect =
  | 'reserve_stock'
  | 'release_stock'
  | 'release_promo'
  | 'redeem_promo'
  | 'clear_cart'
  | 'refund_payment'
  | 'hide'
  | 'set_cancelled_at'
  /** Packing takes the units from stock batches, first expiry first out (decision 030). */
  | 'allocate_batches';

export interface TrackingEventToWrite {
  status: TrackingEventName;
  location: string;
  /** The English sentence (staff, API callers, and the text shown when there is no key). */
  description: string;
  /** The sentence as a code: its key in the orders catalogue ('eventText.<key>'), null for free text (a provider's words). */
  messageKey: TrackingTextKey | null;
  messageParams: TrackingTextParams;
}

/** A timeline sentence: its catalogue key and values, and the same sentence in English. */
interface EventText {
  key: TrackingTextKey | null;
  params: TrackingTextParams;
  description: string;
}
const said = (key: TrackingTextKey, description: string, params: TrackingTextParams = {}): EventText => ({ key, params, description });
/** Words that are not ours (a payment provider's failure reason): stored and shown as they are. */
const freeText = (description: string): EventText => ({ key: null, params: {}, description });

export type Transition =
  | { ok: true; status: OrderStatus; paymentStatus: PaymentStatus; events: TrackingEventToWrite[]; effects: OrderEffect[] }
  | { ok: false; reason: string };

// The English catalogue's 'eventText.<key>' sentences, word for word (order-state.test.ts holds them together).
export const ORDER_PLACED_DESCRIPTION = 'Your order has been placed.';
export const ORDER_CONFIRMED_DESCRIPTION = 'Your order is confirmed and being prepared.';
export const COD_CONFIRMED_DESCRIPTION = 'Your order is confirmed and being prepared. Pay when it is delivered.';
export const AWAITING_PRESCRIPTION_DESCRIPTION = 'A pharmacist is checking your prescription. Your order is confirmed once it is approved.';
export const PRESCRIPTION_APPROVED_DESCRIPTION = 'A pharmacist approved your prescription.';
export const PAYMENT_RETRIED_DESCRIPTION = 'You chose to pay again; the items are reserved for you for 30 minutes.';
/** Why an online payment that never arrived failed: ours, so a code (a provider's own reason stays free text). */
export const PAYMENT_EXPIRED_DESCRIPTION = 'Payment was not completed within 30 minutes.';
export const ARRIVED_AT_FACILITY_DESCRIPTION = 'Arrived at the sorting hub.';

const TEXT = {
  placed: said('placed', ORDER_PLACED_DESCRIPTION),
  confirmed: said('confirmed', ORDER_CONFIRMED_DESCRIPTION),
  codConfirmed: said('codConfirmed', COD_CONFIRMED_DESCRIPTION),
  awaitingPrescription: said('awaitingPrescription', AWAITING_PRESCRIPTION_DESCRIPTION),
  prescriptionApproved: said('prescriptionApproved', PRESCRIPTION_APPROVED_DESCRIPTION),
  paymentRetried: said('paymentRetried', PAYMENT_RETRIED_DESCRIPTION),
  paymentExpired: said('paymentExpired', PAYMENT_EXPIRED_DESCRIPTION),
  cancelled: said('cancelled', ORDER_CANCELLED_DESCRIPTION),
  arrivedAtFacility: said('arrivedAtFacility', ARRIVED_AT_FACILITY_DESCRIPTION),
  packed: said('packed', 'Your order has been packed.'),
  shipped: said('shipped', 'Your order has been shipped.'),
  outForDelivery: said('outForDelivery', 'Your order is out for delivery.'),
  delivered: said('delivered', 'Your order has been delivered.'),
  prescriptionRejected: (reason: string) =>
    said('prescriptionRejected', `A pharmacist could not approve your prescription: ${reason}`, { reason }),
  paymentReceived: (transaction: string) => said('paymentReceived', `Payment received (transaction ${transaction}).`, { transaction }),
  paymentRefunded: (transaction: string) =>
    said(
      'paymentRefunded',
      `A payment (transaction ${transaction}) arrived that this order did not need; it was refunded automatically and reaches you in 5-7 business days.`,
      { transaction },
    ),
  refunded: (transaction: string) =>
    said('refunded', `Your payment (transaction ${transaction}) was refunded; it reaches you in 5-7 business days.`, { transaction }),
};

const at = (status: TrackingEventName, text: EventText, location: string = PHARMACY_NAME): TrackingEventToWrite => ({
  status,
  location,
  description: text.description,
  messageKey: text.key,
  messageParams: text.params,
});

/** Refusal texts, by the order they are about. */
export const refusals = {
  notWaitingForPayment: (n: number) => `Order #${n} is not waiting for a payment.`,
  notUnpaid: (n: number) => `Order #${n} is not an unpaid order.`,
  alreadyShipped: (n: number) => `Order #${n} has already shipped and can no longer be cancelled.`,
  delivered: (n: number) => `Order #${n} has been delivered and can no longer be cancelled.`,
  alreadyCancelled: (n: number) => `Order #${n} is already cancelled.`,
  unpaidCannotCancel: (n: number) => `Order #${n} was never paid, so there is nothing to cancel. You can pay for it again or dismiss it.`,
  cancelled: (n: number) => `Order #${n} is cancelled.`,
  notCod: (n: number) => `Order #${n} is not a cash-on-delivery order.`,
  noRefundDue: (n: number) => `Order #${n} has no refund waiting.`,
  cannot: (n: number, what: string, status: OrderStatus) => `Order #${n} cannot be ${what} while it is ${status.replaceAll('_', ' ')}.`,
  notPaid: (n: number) => `Order #${n} has no payment to refund.`,
  needsPrescription: (n: number) =>
    `Order #${n} holds a prescription medicine: it is confirmed only when a pharmacist approves the prescription.`,
  notAwaitingPrescription: (n: number) => `Order #${n} is not waiting for prescription verification.`,
};

const refuse = (reason: string): Transition => ({ ok: false, reason });
const to = (
  status: OrderStatus,
  paymentStatus: PaymentStatus,
  events: TrackingEventToWrite[] = [],
  effects: OrderEffect[] = [],
): Transition => ({
  ok: true,
  status,
  paymentStatus,
  events,
  effects,
});

/** The status a cancelled order's money goes to: paid money goes back, an awaited payment will not be taken. */
function cancelledPaymentStatus(current: PaymentStatus): PaymentStatus {
  if (current === 'paid') return 'refund_pending';
  if (current === 'pending') return 'failed';
  return current;
}

/**
 * The first state of an order (the 'place' row): online orders wait for their payment, cash orders are
 * confirmed at once, or (holding a prescription medicine) wait for the pharmacist.
 */
export function placedState(
  paymentMethod: PaymentMethod,
  needsPrescription = false,
): { status: OrderStatus; paymentStatus: PaymentStatus; events: TrackingEventToWrite[] } {
  if (paymentMethod !== 'cod') return { status: 'pending', paymentStatus: 'pending', events: [at('Order Placed', TEXT.placed)] };
  return needsPrescription
    ? {
        status: 'awaiting_prescription',
        paymentStatus: 'cod_pending',
        events: [at('Order Placed', TEXT.placed), at('Awaiting Prescription Verification', TEXT.awaitingPrescription)],
      }
    : {
        status: 'confirmed',
        paymentStatus: 'cod_pending',
        events: [at('Order Placed', TEXT.placed), at('Order Confirmed', TEXT.codConfirmed)],
      };
}

/** Staff fulfilment steps: from which status, to which, with which timeline entry. */
const FULFILMENT: Record<
  'pack' | 'ship' | 'out_for_delivery' | 'deliver',
  { from: OrderStatus; to: OrderStatus; name: TrackingEventName; text: 'packed' | 'shipped' | 'outForDelivery' | 'delivered'; verb: string }
> = {
  pack: { from: 'confirmed', to: 'packed', name: 'Packed', text: 'packed', verb: 'packed' },
  ship: { from: 'packed', to: 'shipped', name: 'Shipped', text: 'shipped', verb: 'shipped' },
  out_for_delivery: {
    from: 'shipped',
    to: 'out_for_delivery',
    name: 'Out for Delivery',
    text: 'outForDelivery',
    verb: 'sent out for delivery',
  },
  deliver: { from: 'out_for_delivery', to: 'delivered', name: 'Delivered', text: 'delivered', verb: 'delivered' },
};

/** The next state of an order after an event, or a refusal with a reason a customer can read. */
export function transition(order: OrderState, event: OrderEvent): Transition {
  const { status, paymentStatus } = order;
  const n = order.userOrderNumber;
  switch (event.type) {
    case 'place': {
      const placed = placedState(order.paymentMethod, order.needsPrescription);
      return to(
        placed.status,
        placed.paymentStatus,
        placed.events,
        order.paymentMethod === 'cod' ? ['reserve_stock', 'redeem_promo', 'clear_cart'] : ['reserve_stock', 'redeem_promo'],
      );
    }
    case 'choose_cod':
      if (order.paymentMethod !== 'cod') return refuse(refusals.notCod(n));
      if (status === 'cancelled') return refuse(refusals.cancelled(n));
      return to(status, paymentStatus === 'pending' ? 'cod_pending' : paymentStatus);
    case 'payment_succeeded':
      if (!awaitsPayment(order)) return refuse(refusals.notWaitingForPayment(n));
      // Paid first, then verified: the pharmacist works only orders whose money is captured (decision 026).
      if (order.needsPrescription)
        return to(
          'awaiting_prescription',
          'paid',
          [
            at('Payment Received', TEXT.paymentReceived(event.transactionId)),
            at('Awaiting Prescription Verification', TEXT.awaitingPrescription),
          ],
          ['clear_cart'],
        );
      return to(
        'confirmed',
        'paid',
        [at('Payment Received', TEXT.paymentReceived(event.transactionId)), at('Order Confirmed', TEXT.confirmed)],
        ['clear_cart'],
      );
    case 'payment_failed':
      if (!awaitsPayment(order)) return refuse(refusals.notWaitingForPayment(n));
      return to(
        'unpaid',
        'failed',
        [at('Payment Failed', event.reason === PAYMENT_EXPIRED_DESCRIPTION ? TEXT.paymentExpired : freeText(event.reason))],
        ['release_stock', 'release_promo'],
      );
    case 'retry_payment':
      if (status !== 'unpaid') return refuse(refusals.notUnpaid(n));
      return to('pending', 'pending', [at('Payment Retried', TEXT.paymentRetried)], ['reserve_stock', 'redeem_promo']);
    case 'approve_prescription':
      if (status !== 'awaiting_prescription') return refuse(refusals.notAwaitingPrescription(n));
      return to('confirmed', paymentStatus, [
        at('Prescription Approved', TEXT.prescriptionApproved),
        at('Order Confirmed', TEXT.confirmed),
      ]);
    case 'reject_prescription': {
      if (status !== 'awaiting_prescription') return refuse(refusals.notAwaitingPrescription(n));
      const effects: OrderEffect[] = ['release_stock', 'release_promo', 'set_cancelled_at'];
      if (paymentStatus === 'paid') effects.push('refund_payment');
      return to(
        'cancelled',
        cancelledPaymentStatus(paymentStatus),
        [at('Prescription Rejected', TEXT.prescriptionRejected(event.reason))],
        effects,
      );
    }
    case 'dismiss':
      if (status !== 'unpaid') return refuse(refusals.notUnpaid(n));
      return to(status, paymentStatus, [], ['hide']);
    case 'cancel':
      switch (status) {
        case 'shipped':
        case 'out_for_delivery':
          return refuse(refusals.alreadyShipped(n));
        case 'delivered':
          return refuse(refusals.delivered(n));
        case 'cancelled':
          return refuse(refusals.alreadyCancelled(n));
        case 'unpaid':
          return refuse(refusals.unpaidCannotCancel(n));
        default: {
          const effects: OrderEffect[] = ['release_stock', 'release_promo', 'set_cancelled_at'];
          if (paymentStatus === 'paid') effects.push('refund_payment');
          return to('cancelled', cancelledPaymentStatus(paymentStatus), [at('Cancelled', TEXT.cancelled)], effects);
        }
      }
    case 'extra_payment_refunded':
      return to(status, paymentStatus, [at('Payment Refunded', TEXT.paymentRefunded(event.transactionId))]);
    case 'refund_completed':
      if (paymentStatus !== 'refund_pending') return refuse(refusals.noRefundDue(n));
      return to(status, 'refunded', [at('Refunded', TEXT.refunded(event.transactionId))]);
    case 'confirm':
      if (order.needsPrescription) return refuse(refusals.needsPrescription(n));
      if (status !== 'pending' || (paymentStatus !== 'paid' && paymentStatus !== 'cod_pending'))
        return refuse(refusals.cannot(n, 'confirmed', status));
      return to('confirmed', paymentStatus, [at('Order Confirmed', TEXT.confirmed)]);
    case 'pack':
    case 'ship':
    case 'out_for_delivery':
    case 'deliver': {
      const step = FULFILMENT[event.type];
      if (status !== step.from) return refuse(refusals.cannot(n, step.verb, status));
      // Cash is collected at the door: a delivered cash order is paid.
      const paid = event.type === 'deliver' && paymentStatus === 'cod_pending' ? 'paid' : paymentStatus;
      return to(step.to, paid, [at(step.name, TEXT[step.text], event.location)], event.type === 'pack' ? ['allocate_batches'] : []);
    }
    case 'arrive_at_facility':
      if (status !== 'shipped') return refuse(refusals.cannot(n, 'scanned at a facility', status));
      return to(status, paymentStatus, [at('Arrived at Facility', TEXT.arrivedAtFacility, event.location)]);
    case 'refund':
      if (paymentStatus !== 'paid') return refuse(refusals.notPaid(n));
      if (status === 'pending' || status === 'unpaid') return refuse(refusals.cannot(n, 'refunded', status));
      return to(
        status === 'delivered' ? 'delivered' : 'cancelled',
        'refund_pending',
        status === 'delivered' ? [] : [at('Cancelled', TEXT.cancelled)],
        ['refund_payment', ...(status === 'delivered' ? [] : (['release_stock', 'release_promo', 'set_cancelled_at'] as OrderEffect[]))],
      );
  }
}

/** Whether the order waits for its online payment (only then can a payment become the order's). */
export function awaitsPayment(order: Pick<OrderState, 'status' | 'paymentStatus'>): boolean {
  return order.status === 'pending' && order.paymentStatus === 'pending';
}

/** Whether the customer may cancel the order now (the 'cancel' row allows it). */
export function canCancel(order: OrderState): boolean {
  return transition(order, { type: 'cancel' }).ok;
}

/**
 * Whether the order's tax invoice may be issued now: money was taken or is due at the door, and the
 * order is not given up. A cancelled order gets no new invoice (nothing was supplied); one issued
 * before the cancellation stays, reversed by its credit note (issue 21.8, decision 047).
 */
export function mayIssueInvoice(order: Pick<OrderState, 'status' | 'paymentStatus'>): boolean {
  return (
    order.status !== 'pending' && order.status !== 'unpaid' && order.status !== 'awaiting_prescription' && order.status !== 'cancelled'
  );
}

/** Whether the order has a tax invoice to download: one already issued (kept after a cancellation), or one that may be issued now. */
export function hasInvoice(order: Pick<OrderState, 'status' | 'paymentStatus'> & { invoiceNumber: string | null }): boolean {
  return order.invoiceNumber !== null || mayIssueInvoice(order);
}
