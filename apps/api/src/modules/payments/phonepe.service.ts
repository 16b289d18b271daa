import { AppError } from '../../lib/app-error.ts';
import { fromBase64Json } from '../../providers/payments/phonepe-checksum.ts';
import type { ProviderAnswer } from '../../providers/payments/types.ts';
import { PHONEPE_PROVIDER, type PaymentsContext } from './context.ts';
import { answerDetail } from './payment-outcome.ts';
import { mismatch } from './payment-status.ts';
import { findPayment, findPaymentByRefundId, insertPaymentEvent, type PaymentRow } from './payments.repository.ts';

export const PAYMENT_INITIATION_FAILED = 'Payment initiation failed';

/** Refuses a callback: recorded for audit, logged at warn, answered 400. */
async function refuse(ctx: PaymentsContext, paymentId: number | null, reason: string, detail: Record<string, unknown>): Promise<never> {
  await insertPaymentEvent(ctx.db, { paymentId, kind: 'phonepe_callback', accepted: false, detail: { reason, ...detail } });
  ctx.log.warn({ reason, ...detail }, 'PhonePe callback refused');
  throw new AppError('invalid_input', `Callback refused: ${reason}.`);
}

/**
 * PhonePe's server-to-server callback checked before anything is believed: X-VERIFY, then the
 * merchant, the transaction and the amount. Answers the payment and the verified answer about it, or
 * null for a verified callback about one of our refunds (recorded; nothing to settle).
 */
export async function verifiedPhonePeCallback(
  ctx: PaymentsContext,
  base64Response: string,
  xVerify: string | undefined,
): Promise<{ payment: PaymentRow; answer: ProviderAnswer } | null> {
  // The claimed transaction id is read only to file the refusal under the right payment.
  const claimed = fromBase64Json(base64Response) as { data?: { merchantTransactionId?: unknown } } | null;
  const claimedId = typeof claimed?.data?.merchantTransactionId === 'string' ? claimed.data.merchantTransactionId.slice(0, 64) : null;
  const claimedPayment = claimedId ? await findPayment(ctx.db, claimedId) : null;

  if (!ctx.phonePe.verifyCallback(base64Response, xVerify)) {
    return refuse(ctx, claimedPayment?.id ?? null, 'checksum mismatch', { merchantTransactionId: claimedId });
  }
  const answer = ctx.phonePe.decodeCallback(base64Response);
  if (!answer) return refuse(ctx, claimedPayment?.id ?? null, 'unreadable response', { merchantTransactionId: claimedId });
  if (answer.merchantId !== ctx.phonePe.merchantId) {
    return refuse(ctx, claimedPayment?.id ?? null, 'merchant id mismatch', answerDetail(answer));
  }
  const payment = answer.merchantTransactionId ? await findPayment(ctx.db, answer.merchantTransactionId) : null;
  if (!payment) {
    const refunded = answer.merchantTransactionId ? await findPaymentByRefundId(ctx.db, answer.merchantTransactionId) : null;
    if (refunded) {
      await insertPaymentEvent(ctx.db, {
        paymentId: refunded.id,
        kind: 'phonepe_refund_callback',
        accepted: true,
        detail: answerDetail(answer),
      });
      return null;
    }
  }
  if (!payment || payment.provider !== PHONEPE_PROVIDER) return refuse(ctx, null, 'unknown transaction', answerDetail(answer));
  if (answer.amountPaise !== payment.amountPaise) return refuse(ctx, payment.id, 'amount mismatch', answerDetail(answer));
  const problem = mismatch(ctx, payment, answer);
  if (problem) return refuse(ctx, payment.id, problem, answerDetail(answer));
  return { payment, answer };
}
