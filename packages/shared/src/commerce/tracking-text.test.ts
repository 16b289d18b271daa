import { describe, expect, it } from 'vitest';
import en from '../i18n/catalogues/en/orders.ts';
import hi from '../i18n/catalogues/hi/orders.ts';
import { formatMessage } from '../i18n/messages.ts';
import { PAYMENT_EXPIRED_DESCRIPTION, transition, type OrderEvent, type OrderState, type TrackingEventToWrite } from './order-state.ts';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from './rules.ts';
import { TRACKING_TEXT_KEYS, isTrackingTextKey } from './tracking-text.ts';

const EVENTS: OrderEvent[] = [
  { type: 'place' },
  { type: 'payment_succeeded', transactionId: 'T123' },
  { type: 'payment_failed', reason: 'Card declined by the issuer' },
  // Ours (the 30-minute hold ran out), so a code.
  { type: 'payment_failed', reason: PAYMENT_EXPIRED_DESCRIPTION },
  { type: 'retry_payment' },
  { type: 'approve_prescription' },
  { type: 'reject_prescription', reason: 'Illegible' },
  { type: 'cancel' },
  { type: 'extra_payment_refunded', transactionId: 'T2' },
  { type: 'refund_completed', transactionId: 'T9' },
  { type: 'confirm' },
  { type: 'pack' },
  { type: 'ship' },
  { type: 'arrive_at_facility', location: 'Bengaluru Sorting Hub' },
  { type: 'out_for_delivery' },
  { type: 'deliver' },
  { type: 'refund' },
];

/** Every timeline entry the state machine can write, from every state it can be in. */
function everyWrittenEvent(): TrackingEventToWrite[] {
  const written: TrackingEventToWrite[] = [];
  for (const status of ORDER_STATUSES)
    for (const paymentStatus of PAYMENT_STATUSES)
      for (const paymentMethod of PAYMENT_METHODS)
        for (const needsPrescription of [false, true]) {
          const order: OrderState = { status, paymentStatus, paymentMethod, userOrderNumber: 4, needsPrescription };
          for (const event of EVENTS) {
            const result = transition(order, event);
            if (result.ok) written.push(...result.events);
          }
        }
  return written;
}

describe('tracking events as codes', () => {
  const written = everyWrittenEvent();

  it("stores with each of the state machine's sentences its key and values, worded by the English catalogue exactly as the stored text", () => {
    const keyed = written.filter((e) => e.messageKey !== null);
    expect(new Set(keyed.map((e) => e.messageKey))).toEqual(new Set(TRACKING_TEXT_KEYS));
    for (const event of keyed)
      expect(formatMessage(en[`eventText.${event.messageKey!}`], event.messageParams, 'en'), event.status).toBe(event.description);
  });

  it("words the same codes in Hindi with the values kept (the transaction id, the pharmacist's words)", () => {
    const paid = written.find((e) => e.messageKey === 'paymentReceived')!;
    expect(formatMessage(hi['eventText.paymentReceived'], paid.messageParams, 'hi')).toBe('भुगतान मिल गया (ट्रांज़ैक्शन T123)।');
    const rejected = written.find((e) => e.messageKey === 'prescriptionRejected')!;
    expect(formatMessage(hi['eventText.prescriptionRejected'], rejected.messageParams, 'hi')).toBe(
      'फ़ार्मासिस्ट आपका पर्चा मंज़ूर नहीं कर सके: Illegible',
    );
  });

  it("keeps a payment provider's failure reason as free text without a key", () => {
    const failed = written.filter((e) => e.status === 'Payment Failed' && e.description !== PAYMENT_EXPIRED_DESCRIPTION);
    expect(failed.length).toBeGreaterThan(0);
    for (const event of failed)
      expect(event).toMatchObject({ description: 'Card declined by the issuer', messageKey: null, messageParams: {} });
  });

  it('tells a known key from an unknown or missing one', () => {
    expect(isTrackingTextKey('shipped')).toBe(true);
    expect(isTrackingTextKey('teleported')).toBe(false);
    expect(isTrackingTextKey(null)).toBe(false);
  });
});
