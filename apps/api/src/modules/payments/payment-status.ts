import type { PaymentVerification } from '@dawa/shared/commerce/payments';
import { PHONEPE_FAILED_CODES } from '../../providers/payments/phonepe-types.ts';
import type { ProviderAnswer } from '../../providers/payments/types.ts';
import { PAYMENT_EXPIRED_CODE, PAYMENT_EXPIRED_REASON, PHONEPE_PROVIDER, type PaymentsContext } from './context.ts';
import { answerDetail, failureReason, isOpen } from './payment-outcome.ts';
import { insertPaymentEvent, updatePayment, type PaymentRow } from './payments.repository.ts';

/** PhonePe's status API is not asked about one payment more often than this (the result page polls). */
const STATUS_QUERY_INTERVAL_MS = 3_000;

export const PENDING_MESSAGE = "Your payment is being processed. We'll update you shortly.";
export const PAY_AGAIN_HINT = 'Nothing was taken. You can pay again from My Orders.';
export const SUPERSEDED_MESSAGE = 'This payment attempt was replaced by a newer one.';
export const REFUNDED_MESSAGE = 'This payment was not needed by your order and has been refunded.';

/**
 * Asks the payment's provider for its answer while the payment is open. Null when there is nothing to
 * ask yet (decided, asked a moment ago, or not settled at the gateway) or the answer cannot be about
 * this payment (refused, recorded and logged).
 */
export async function askProvider(ctx: PaymentsContext, payment: PaymentRow): Promise<{ answer: ProviderAnswer; kind: string } | null> {
  if (!isOpen(payment)) return null;
  const now = ctx.now();
  let answer: ProviderAnswer;
  let kind: string;
  if (payment.provider === PHONEPE_PROVIDER) {
    if (payment.lastCheckedAt && now.getTime() - payment.lastCheckedAt.getTime() < STATUS_QUERY_INTERVAL_MS) return null;
    answer = await ctx.phonePe.status(payment.merchantTransactionId);
    kind = 'phonepe_status';
  } else {
    // Razorpay: the attempt's Razorpay order is asked for its payments (decision 050).
    if (!payment.providerOrderId) return null;
    answer = await ctx.gateway.status(
      {
        providerOrderId: payment.providerOrderId,
        providerTransactionId: payment.providerTransactionId,
        merchantTransactionId: payment.merchantTransactionId,
        amountPaise: payment.amountPaise,
      },
      now,
    );
    kind = 'gateway_status';
  }
  const problem = mismatch(ctx, payment, answer);
  if (problem) {
    await insertPaymentEvent(ctx.db, {
      paymentId: payment.id,
      kind,
      accepted: false,
      detail: { reason: problem, ...answerDetail(answer) },
    });
    ctx.log.warn({ merchantTransactionId: payment.merchantTransactionId, reason: problem }, 'payment status answer refused');
    await updatePayment(ctx.db, payment.id, { lastCheckedAt: now });
    return null;
  }
  return { answer, kind };
}

/** Why an answer cannot be about this payment, or null when it can. Only a decided answer is checked. */
export function mismatch(ctx: PaymentsContext, payment: PaymentRow, answer: ProviderAnswer): string | null {
  if (answer.state === 'PENDING') return null;
  if (answer.merchantTransactionId !== null && answer.merchantTransactionId !== payment.merchantTransactionId)
    return 'transaction id mismatch';
  if (answer.amountPaise === null || answer.amountPaise !== payment.amountPaise) return 'amount mismatch';
  return null;
}

/** The payment-result page's answer (spec: paymentStatus in lowercase; success false means failed). */
export function verificationOf(payment: PaymentRow): Omit<PaymentVerification, 'userOrderNumber'> {
  // Only order payments reach the payment-result page (findPaymentOfUser joins orders); an appointment's fee answers through /api/appointments.
  const common = { amountPaise: payment.amountPaise, transactionId: payment.providerTransactionId, orderId: payment.orderId ?? 0 };
  switch (payment.status) {
    case 'success':
      return { success: true, paymentStatus: 'success', message: 'Payment successful', ...common };
    case 'superseded':
      return { success: false, paymentStatus: 'failed', message: SUPERSEDED_MESSAGE, ...common };
    case 'refund_pending':
    case 'refunded':
      return { success: false, paymentStatus: 'failed', message: REFUNDED_MESSAGE, ...common };
    case 'failed': {
      const message =
        payment.responseCode === PAYMENT_EXPIRED_CODE
          ? `${PAYMENT_EXPIRED_REASON} ${PAY_AGAIN_HINT}`
          : payment.responseCode !== null && PHONEPE_FAILED_CODES.has(payment.responseCode)
            ? `${failureReason(payment, payment.responseCode)} ${PAY_AGAIN_HINT}`
            : 'Your payment could not be processed.';
      return { success: false, paymentStatus: 'failed', message, ...common };
    }
    default:
      return { success: true, paymentStatus: 'pending', message: PENDING_MESSAGE, ...common };
  }
}
