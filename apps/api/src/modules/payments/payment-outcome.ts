import { isOpenAttempt } from '@dawa/shared/commerce/payment-attempt-state';
import type { ProviderAnswer } from '../../providers/payments/types.ts';
import type { PaymentRow } from './payments.repository.ts';

/** Order timeline text for a refused payment, by provider code. */
export function failureReason(payment: Pick<PaymentRow, 'method'>, code: string): string {
  if (code === 'PAYMENT_DECLINED') {
    if (payment.method === 'card') return 'The card payment was declined.';
    if (payment.method === 'upi') return 'The UPI payment was declined.';
    return 'The payment was declined by the bank.';
  }
  return payment.method === 'phonepe' ? 'The PhonePe payment failed.' : 'The payment failed.';
}

/** An attempt still waiting for the provider's answer (at most one per order, by a unique index). */
export const isOpen = (payment: Pick<PaymentRow, 'status'>) => isOpenAttempt(payment.status);

/** The answer's fields worth keeping for audit (never an instrument). */
export const answerDetail = (answer: ProviderAnswer) => ({
  code: answer.code,
  state: answer.state,
  amountPaise: answer.amountPaise,
  transactionId: answer.transactionId,
  merchantTransactionId: answer.merchantTransactionId,
  responseCode: answer.responseCode,
});
