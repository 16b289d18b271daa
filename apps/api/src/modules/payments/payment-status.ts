import type { PaymentVerification } from '@dawa/shared/commerce/payments';
import { PHONEPE_FAILED_CODES } from '../../providers/payments/phonepe-types.ts';
import type { ProviderAnswer } from '../../providers/payments/types.ts';
import { PAYMENT_EXPIRED_CODE, PAYMENT_EXPIRED_REASON, PHONEPE_PROVIDER, type PaymentsContext } from './context.ts';
import { answerDetail, applyProviderAnswer, failureReason, isOpen } from './payment-outcome.ts';
import { insertPaymentEvent, updatePayment, type PaymentRow } from './payments.repository.ts';

/** PhonePe's status API is not asked about one payment more often than this (the result page polls). */
const STATUS_QUERY_INTERVAL_MS = 3_000;

export const PENDING_MESSAGE = "Your payment is being processed. We'll update you shortly.";

/**
 * Asks the payment's provider for its answer when the payment is still open, and settles the order
 * from a verified one. Returns the payment as it now stands.
 */
export async function refreshPayment(ctx: PaymentsContext, payment: PaymentRow): Promise<PaymentRow> {
  if (!isOpen(payment)) return payment;
  const now = ctx.now();
  let answer: ProviderAnswer;
  let kind: string;
  if (payment.provider === PHONEPE_PROVIDER) {
    if (payment.lastCheckedAt && now.getTime() - payment.lastCheckedAt.getTime() < STATUS_QUERY_INTERVAL_MS) return payment;
    answer = await ctx.phonePe.status(payment.merchantTransactionId);
    kind = 'phonepe_status';
  } else {
    if (!payment.providerTransactionId || (payment.settleAt && payment.settleAt > now)) return payment;
    answer = await ctx.gateway.status(
      { providerTransactionId: payment.providerTransactionId, merchantTransactionId: payment.merchantTransactionId, amountPaise: payment.amountPaise },
      now,
    );
    kind = 'gateway_status';
  }
  const problem = mismatch(ctx, payment, answer);
  if (problem) {
    await insertPaymentEvent(ctx.db, { paymentId: payment.id, kind, accepted: false, detail: { reason: problem, ...answerDetail(answer) } });
    ctx.log.warn({ merchantTransactionId: payment.merchantTransactionId, reason: problem }, 'payment status answer refused');
    await updatePayment(ctx.db, payment.id, { lastCheckedAt: now });
    return payment;
  }
  return (await applyProviderAnswer(ctx.db, payment.id, answer, { kind, detail: answerDetail(answer), always: false }, now)) ?? payment;
}

/** Why an answer cannot be about this payment, or null when it can. Only a decided answer is checked. */
export function mismatch(ctx: PaymentsContext, payment: PaymentRow, answer: ProviderAnswer): string | null {
  if (answer.state === 'PENDING') return null;
  if (answer.merchantTransactionId !== null && answer.merchantTransactionId !== payment.merchantTransactionId) return 'transaction id mismatch';
  if (payment.provider === PHONEPE_PROVIDER && answer.merchantId !== ctx.phonePe.merchantId) return 'merchant id mismatch';
  if (answer.amountPaise === null || answer.amountPaise !== payment.amountPaise) return 'amount mismatch';
  return null;
}

/** The payment-result page's answer (spec: paymentStatus in lowercase; success false means failed). */
export function verificationOf(payment: PaymentRow): PaymentVerification {
  const common = { amountPaise: payment.amountPaise, transactionId: payment.providerTransactionId, orderId: payment.orderId };
  if (payment.status === 'success') return { success: true, paymentStatus: 'success', message: 'Payment successful', ...common };
  if (payment.status === 'failed') {
    const message =
      payment.responseCode === PAYMENT_EXPIRED_CODE
        ? PAYMENT_EXPIRED_REASON
        : payment.responseCode !== null && PHONEPE_FAILED_CODES.has(payment.responseCode)
          ? `${failureReason(payment, payment.responseCode)} Your order has been cancelled.`
          : 'Your payment could not be processed.';
    return { success: false, paymentStatus: 'failed', message, ...common };
  }
  return { success: true, paymentStatus: 'pending', message: PENDING_MESSAGE, ...common };
}
