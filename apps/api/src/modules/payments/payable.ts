import type { Database } from '../../db/client.ts';
import type { PaymentRow } from './payments.repository.ts';

/** The moment and the web app's origin a payable's writes use (timeline entries, mails with links). */
export interface PayableAt {
  now: Date;
  publicUrl: string;
}

/**
 * The port of something customers pay for (decision 065): an order, an appointment's fee, and the next
 * one (a refill subscription, a lab test) as one more adapter. The payment engine
 * (`flows/settle-payment.ts`, `flows/pay-attempt.ts`) owns the attempts and the exactly-once rules of
 * `@dawa/shared/commerce/payment-attempt-state`; a payable only locks itself, says whether it waits for
 * its money, and moves by its own state machine when it is paid, its attempt failed or it was refunded.
 *
 * Lock order: the payable, then the attempt, in every writer (paying, settling, refunding), so two
 * writers of one payable follow one another and cannot deadlock.
 */
export interface Payable<L> {
  /** How the payments row names what is paid for. */
  readonly kind: 'order' | 'appointment';
  /** Locks the payable's row for the rest of the transaction (null: it does not exist). */
  lock(tx: Database, id: number): Promise<L | null>;
  /** Whether it waits for its money now: only then can an open attempt become its payment. */
  awaitsPayment(locked: L): boolean;
  /** Its open attempt (at most one, by a unique index). */
  findOpenAttempt(tx: Database, id: number): Promise<PaymentRow | null>;
  /** Its captured payment (at most one success, by a unique index). */
  findCapturedAttempt(tx: Database, id: number): Promise<PaymentRow | null>;
  /** The attempt became its payment: it moves on (confirmed, its mail queued). */
  onPaid(tx: Database, locked: L, paid: { payment: PaymentRow; transactionId: string }, at: PayableAt): Promise<void>;
  /** Its open attempt failed while it waited (an order becomes unpaid; an appointment's hold runs on). */
  onPaymentFailed(tx: Database, locked: L, failed: { payment: PaymentRow; code: string }, at: PayableAt): Promise<void>;
  /** The provider took the refund of one of its attempts (its own payment, or money it did not need). */
  onRefunded(tx: Database, locked: L, refunded: { payment: PaymentRow }, at: PayableAt): Promise<void>;
}

/** Which payable an attempt pays for, by its row (exactly one of order_id and appointment_id is set). */
export type PayableRef = { kind: 'order'; id: number } | { kind: 'appointment'; id: number };

export function payableRefOf(payment: Pick<PaymentRow, 'orderId' | 'appointmentId'>): PayableRef | null {
  if (payment.orderId !== null) return { kind: 'order', id: payment.orderId };
  if (payment.appointmentId !== null) return { kind: 'appointment', id: payment.appointmentId };
  return null;
}
