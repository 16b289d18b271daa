import type { PaymentAttemptStatus } from './rules.ts';

/**
 * The payment attempt state machine (issue 26 item 5, decision 065): one attempt of paying for
 * something (an order, an appointment's fee, whatever is paid for next), whatever the provider. Every
 * writer of an attempt's status asks this table and writes what it answers, so the exactly-once rules
 * (decision 012: one open attempt, one success, late money refunded) are stated once, here. Pure: no
 * clock, no database; what is paid for only says whether it still waits for its money.
 */

/** An attempt still waiting for the provider's answer (at most one per payable, by a unique index). */
export const OPEN_ATTEMPT_STATUSES = ['initiated', 'pending'] as const satisfies readonly PaymentAttemptStatus[];

/** The status a new attempt is written with, before the provider is asked. */
export const NEW_ATTEMPT_STATUS = 'initiated' satisfies PaymentAttemptStatus;

export const isOpenAttempt = (status: PaymentAttemptStatus): boolean => (OPEN_ATTEMPT_STATUSES as readonly string[]).includes(status);

export type AttemptEvent =
  /** The provider took the attempt, or answered that it is still undecided. */
  | 'provider_pending'
  /** The provider captured the money of the payable's open attempt while the payable waits: it is the payment. */
  | 'captured'
  /** Money arrived for an attempt that can no longer be the payment (closed, or the payable no longer waits): it goes back. */
  | 'captured_late'
  /** The provider says the attempt failed (declined, expired at the provider, refused to start). */
  | 'provider_failed'
  /** A newer attempt replaces this one (closed on our side first; a late success is refunded). */
  | 'superseded'
  /** Closed without a replacement: the payable was cancelled or its time to pay ran out. */
  | 'closed'
  /** Closing found the money already captured at the provider: it goes back. */
  | 'closed_but_captured'
  /** The payable's own payment must go back (a paid order cancelled, a paid fee refunded). */
  | 'refund_requested'
  /** The provider took the refund. */
  | 'refund_completed'
  /** The provider later said the refund failed: the money did not go back, so it is refunded again. */
  | 'refund_failed';

/** The table: from which statuses each event may run and the status it leaves. */
export const ATTEMPT_TRANSITIONS: { readonly [E in AttemptEvent]: { from: readonly PaymentAttemptStatus[]; to: PaymentAttemptStatus } } = {
  provider_pending: { from: OPEN_ATTEMPT_STATUSES, to: 'pending' },
  captured: { from: OPEN_ATTEMPT_STATUSES, to: 'success' },
  // A failed or superseded attempt's page may still be paid at the provider (PhonePe and Razorpay have no cancel).
  captured_late: { from: [...OPEN_ATTEMPT_STATUSES, 'failed', 'superseded'], to: 'refund_pending' },
  provider_failed: { from: OPEN_ATTEMPT_STATUSES, to: 'failed' },
  superseded: { from: OPEN_ATTEMPT_STATUSES, to: 'superseded' },
  closed: { from: OPEN_ATTEMPT_STATUSES, to: 'failed' },
  closed_but_captured: { from: ['superseded', 'failed'], to: 'refund_pending' },
  refund_requested: { from: ['success'], to: 'refund_pending' },
  refund_completed: { from: ['refund_pending'], to: 'refunded' },
  refund_failed: { from: ['refunded'], to: 'refund_pending' },
};

/** The status an event leaves an attempt in, or null when the table does not let it run from this status. */
export function attemptTransition(status: PaymentAttemptStatus, event: AttemptEvent): PaymentAttemptStatus | null {
  const row = ATTEMPT_TRANSITIONS[event];
  return row.from.includes(status) ? row.to : null;
}

/** What a verified provider answer does to an attempt: the event it is, or none (a repeat, or news about a decided attempt). */
export type ProviderState = 'COMPLETED' | 'FAILED' | 'PENDING';

/** What settling writes: the event, the new status and what it means for the payable. */
export interface Settlement {
  event: AttemptEvent;
  status: PaymentAttemptStatus;
  /** paid: the payable is paid by this attempt; refund: the money goes back; failed: this attempt failed; pending: nothing decided. */
  applied: 'paid' | 'refund' | 'failed' | 'pending';
}

/**
 * A verified provider answer about an attempt, given whether the payable still waits for its money.
 * Exactly once: only the open attempt of a waiting payable becomes its payment; money for any other
 * attempt is refunded; a failure ends only an open attempt; anything else (a duplicate webhook, a
 * status query after the outcome) changes nothing and answers null.
 */
export function settleAttempt(status: PaymentAttemptStatus, answer: ProviderState, payableWaits: boolean): Settlement | null {
  const event: AttemptEvent =
    answer === 'COMPLETED'
      ? isOpenAttempt(status) && payableWaits
        ? 'captured'
        : 'captured_late'
      : answer === 'FAILED'
        ? 'provider_failed'
        : 'provider_pending';
  const next = attemptTransition(status, event);
  if (next === null) return null;
  const applied = event === 'captured' ? 'paid' : event === 'captured_late' ? 'refund' : event === 'provider_failed' ? 'failed' : 'pending';
  return { event, status: next, applied };
}
