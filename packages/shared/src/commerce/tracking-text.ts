import {
  ARRIVED_AT_FACILITY_DESCRIPTION,
  AWAITING_PRESCRIPTION_DESCRIPTION,
  COD_CONFIRMED_DESCRIPTION,
  ORDER_CONFIRMED_DESCRIPTION,
  ORDER_PLACED_DESCRIPTION,
  PAYMENT_RETRIED_DESCRIPTION,
  PRESCRIPTION_APPROVED_DESCRIPTION,
} from './order-state.ts';
import { ORDER_CANCELLED_DESCRIPTION, TRACKING_EVENTS, type TrackingEventName } from './rules.ts';

/** The message of a tracking event's description: a key of the orders catalogue ('eventText.<key>') and its values. */
export interface TrackingText {
  key: TrackingTextKey;
  params: Record<string, string>;
}

export const TRACKING_TEXT_KEYS = [
  'placed',
  'confirmed',
  'codConfirmed',
  'awaitingPrescription',
  'prescriptionApproved',
  'prescriptionRejected',
  'paymentRetried',
  'paymentReceived',
  'paymentRefunded',
  'refunded',
  'cancelled',
  'packed',
  'shipped',
  'outForDelivery',
  'delivered',
  'arrivedAtFacility',
] as const;
export type TrackingTextKey = (typeof TRACKING_TEXT_KEYS)[number];

/** Sentences written by the order state machine as they are, by key (order-state.ts is their only writer). */
const FIXED: ReadonlyArray<[string, TrackingTextKey]> = [
  [ORDER_PLACED_DESCRIPTION, 'placed'],
  [ORDER_CONFIRMED_DESCRIPTION, 'confirmed'],
  [COD_CONFIRMED_DESCRIPTION, 'codConfirmed'],
  [AWAITING_PRESCRIPTION_DESCRIPTION, 'awaitingPrescription'],
  [PRESCRIPTION_APPROVED_DESCRIPTION, 'prescriptionApproved'],
  [PAYMENT_RETRIED_DESCRIPTION, 'paymentRetried'],
  [ORDER_CANCELLED_DESCRIPTION, 'cancelled'],
  [ARRIVED_AT_FACILITY_DESCRIPTION, 'arrivedAtFacility'],
  ['Your order has been packed.', 'packed'],
  ['Your order has been shipped.', 'shipped'],
  ['Your order is out for delivery.', 'outForDelivery'],
  ['Your order has been delivered.', 'delivered'],
];

/** Sentences with values, as order-state.ts writes them: the values are taken back out. */
const WITH_VALUES: ReadonlyArray<[RegExp, TrackingTextKey, readonly string[]]> = [
  [/^Payment received \(transaction (.+)\)\.$/, 'paymentReceived', ['transaction']],
  [/^A pharmacist could not approve your prescription: (.+)$/s, 'prescriptionRejected', ['reason']],
  [/^A payment \(transaction (.+)\) arrived that this order did not need; /, 'paymentRefunded', ['transaction']],
  [/^Your payment \(transaction (.+)\) was refunded; /, 'refunded', ['transaction']],
];

/**
 * The stored tracking event as a message to render in the customer's language. The event's code is
 * its status (one of TRACKING_EVENTS); its description was written from a fixed set of sentences by
 * the order state machine, so each maps back to a key and its values (a transaction id, the
 * pharmacist's own words). Null for a sentence this does not know (an old row, a provider's failure
 * reason): the screen shows the stored English then.
 */
export function trackingText(description: string): TrackingText | null {
  const fixed = FIXED.find(([text]) => text === description);
  if (fixed) return { key: fixed[1], params: {} };
  for (const [pattern, key, names] of WITH_VALUES) {
    const match = pattern.exec(description);
    if (match) return { key, params: Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ''])) };
  }
  return null;
}

/** Whether a stored event status is one of the tracking vocabulary (the catalogue has a name for it). */
export function isTrackingEventName(status: string): status is TrackingEventName {
  return (TRACKING_EVENTS as readonly string[]).includes(status);
}
