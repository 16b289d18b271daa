import { inTransaction, type Database } from '../../db/client.ts';
import type { ProviderAnswer } from '../../providers/payments/types.ts';
import { markOrderPaid, markOrderPaymentFailed } from '../orders/payment-settlement.ts';
import { insertPaymentEvent, lockPayment, updatePayment, type PaymentRow } from './payments.repository.ts';

/** Order timeline text for a refused payment, by provider code. */
export function failureReason(payment: Pick<PaymentRow, 'method'>, code: string): string {
  if (code === 'PAYMENT_DECLINED') {
    if (payment.method === 'card') return 'The card payment was declined.';
    if (payment.method === 'upi') return 'The UPI payment was declined.';
    return 'The payment was declined by the bank.';
  }
  return payment.method === 'phonepe' ? 'The PhonePe payment failed.' : 'The payment failed.';
}

/**
 * Records a verified provider answer and settles the order in the same transaction. Monotonic and
 * idempotent: a repeated answer changes nothing, a success is never undone, and a success that
 * arrives after the order gave up on its payment still counts (the order goes to refund).
 */
export async function applyProviderAnswer(
  db: Database,
  paymentId: number,
  answer: ProviderAnswer,
  event: { kind: string; detail: Record<string, unknown>; always: boolean },
  now: Date,
): Promise<PaymentRow | null> {
  return inTransaction(db, async (tx) => {
    const payment = await lockPayment(tx, paymentId);
    if (!payment) return null;
    const changes = answer.state === 'COMPLETED' ? payment.status !== 'success' : answer.state === 'FAILED' && isOpen(payment);
    if (changes || event.always) {
      await insertPaymentEvent(tx, { paymentId, kind: event.kind, accepted: true, detail: { ...event.detail, applied: changes } });
    }
    if (answer.state === 'COMPLETED' && changes) {
      const transactionId = answer.transactionId ?? payment.providerTransactionId ?? payment.merchantTransactionId;
      await updatePayment(tx, paymentId, {
        status: 'success',
        providerTransactionId: transactionId,
        responseCode: answer.responseCode ?? answer.code,
        lastCheckedAt: now,
      });
      await markOrderPaid(tx, payment.orderId, transactionId);
    } else if (answer.state === 'FAILED' && changes) {
      await updatePayment(tx, paymentId, {
        status: 'failed',
        providerTransactionId: answer.transactionId ?? payment.providerTransactionId,
        responseCode: answer.code,
        lastCheckedAt: now,
      });
      await markOrderPaymentFailed(tx, payment.orderId, failureReason(payment, answer.code));
    } else {
      await updatePayment(tx, paymentId, { lastCheckedAt: now, ...(payment.status === 'initiated' ? { status: 'pending' } : {}) });
    }
    return lockPayment(tx, paymentId);
  });
}

export const isOpen = (payment: Pick<PaymentRow, 'status'>) => payment.status === 'initiated' || payment.status === 'pending';

/** The answer's fields worth keeping for audit (never an instrument). */
export const answerDetail = (answer: ProviderAnswer) => ({
  code: answer.code,
  state: answer.state,
  amountPaise: answer.amountPaise,
  transactionId: answer.transactionId,
  merchantTransactionId: answer.merchantTransactionId,
  responseCode: answer.responseCode,
});
