import type { RazorpayVerifyBody } from '@dawa/shared/commerce/payments';
import { z } from 'zod';
import { AppError } from '../lib/app-error.ts';
import { findPaymentByProviderOrder, findPaymentByRefundId, insertPaymentEvent, type PaymentRow } from '../modules/payments/attempts.ts';
import type { PaymentsContext } from '../modules/payments/context.ts';
import type { ProviderAnswer } from '../providers/payments/types.ts';
import { applyProviderAnswer, refreshPayment } from './settle-payment.ts';

export const PAYMENT_VERIFICATION_FAILED = 'Payment verification failed';
export const WEBHOOK_SIGNATURE_REFUSED = 'Webhook signature mismatch.';

/**
 * Checkout's result for one attempt: believed only when its signature is Razorpay's
 * (HMAC_SHA256(order_id|payment_id, key_secret)) for this attempt's own Razorpay order. Even then the
 * money is taken from Razorpay's answer, not the browser's: Razorpay's status is asked (an authorized
 * payment is captured there) and settled by the exactly-once rules. A refusal is recorded and logged.
 */
export async function confirmCheckout(ctx: PaymentsContext, payment: PaymentRow, proof: RazorpayVerifyBody): Promise<PaymentRow> {
  const claim = { orderId: proof.razorpay_order_id, paymentId: proof.razorpay_payment_id, signature: proof.razorpay_signature };
  const reason =
    payment.provider !== ctx.gateway.name || payment.providerOrderId !== claim.orderId
      ? 'order id mismatch'
      : !ctx.gateway.checkoutSignatureValid(claim)
        ? 'signature mismatch'
        : null;
  await insertPaymentEvent(ctx.db, {
    paymentId: payment.id,
    kind: 'razorpay_checkout',
    accepted: reason === null,
    detail: { razorpayOrderId: claim.orderId, razorpayPaymentId: claim.paymentId, ...(reason ? { reason } : {}) },
  });
  if (reason) {
    ctx.log.warn({ merchantTransactionId: payment.merchantTransactionId, reason }, 'Razorpay Checkout result refused');
    throw new AppError('invalid_input', PAYMENT_VERIFICATION_FAILED);
  }
  return refreshPayment(ctx, payment);
}

const PaymentEntity = z.object({
  id: z.string(),
  order_id: z.string().nullable(),
  amount: z.number().int(),
  status: z.string(),
  error_code: z.string().nullable().optional(),
});
const RefundEntity = z.object({
  id: z.string(),
  payment_id: z.string(),
  amount: z.number().int(),
  receipt: z.string().nullable().optional(),
});
const WebhookSchema = z.object({
  event: z.string(),
  payload: z.object({
    payment: z.object({ entity: PaymentEntity }).optional(),
    order: z.object({ entity: z.object({ id: z.string() }) }).optional(),
    refund: z.object({ entity: RefundEntity }).optional(),
  }),
});

/**
 * Razorpay's webhook: X-Razorpay-Signature over the raw body, checked before anything is read (401 and
 * logged when it does not match). payment.captured and order.paid settle the attempt as paid,
 * payment.failed as failed (Checkout is opened without retries, so a failure ends the attempt);
 * refund.processed is recorded. A repeat changes nothing; an unknown order is recorded and answered 200
 * (Razorpay retries what is not 2xx, and repeating would not make it ours).
 */
export async function razorpayWebhook(ctx: PaymentsContext, rawBody: string, signature: string | undefined): Promise<{ status: 'ok' }> {
  if (!ctx.gateway.webhookSignatureValid(rawBody, signature)) {
    await insertPaymentEvent(ctx.db, {
      paymentId: null,
      kind: 'razorpay_webhook',
      accepted: false,
      detail: { reason: 'signature mismatch', bytes: rawBody.length },
    });
    ctx.log.warn({ reason: 'signature mismatch', bytes: rawBody.length }, 'Razorpay webhook refused');
    throw new AppError('unauthorized', WEBHOOK_SIGNATURE_REFUSED);
  }
  let parsed: z.infer<typeof WebhookSchema> | null = null;
  try {
    parsed = WebhookSchema.parse(JSON.parse(rawBody));
  } catch {
    parsed = null;
  }
  if (!parsed) {
    await insertPaymentEvent(ctx.db, { paymentId: null, kind: 'razorpay_webhook', accepted: false, detail: { reason: 'unreadable' } });
    throw new AppError('invalid_input', 'Unreadable webhook.');
  }
  const { event, payload } = parsed;
  if (event === 'refund.processed' && payload.refund) {
    const refund = payload.refund.entity;
    const row = refund.receipt ? await findPaymentByRefundId(ctx.db, refund.receipt) : null;
    await insertPaymentEvent(ctx.db, {
      paymentId: row?.id ?? null,
      kind: 'razorpay_refund_webhook',
      accepted: Boolean(row),
      detail: { event, refundId: refund.id, amountPaise: refund.amount, receipt: refund.receipt ?? null },
    });
    return { status: 'ok' };
  }
  const entity = payload.payment?.entity;
  const settles = event === 'payment.captured' || event === 'order.paid' || event === 'payment.failed';
  const providerOrderId = entity?.order_id ?? payload.order?.entity.id ?? null;
  const attempt = settles && providerOrderId ? await findPaymentByProviderOrder(ctx.db, ctx.gateway.name, providerOrderId) : null;
  if (!attempt || !entity) {
    await insertPaymentEvent(ctx.db, {
      paymentId: null,
      kind: 'razorpay_webhook',
      accepted: false,
      detail: { event, reason: settles ? 'unknown order' : 'not used', providerOrderId },
    });
    return { status: 'ok' };
  }
  const paid = event !== 'payment.failed';
  const answer: ProviderAnswer = {
    state: paid ? 'COMPLETED' : 'FAILED',
    code: paid ? 'PAYMENT_SUCCESS' : 'PAYMENT_DECLINED',
    amountPaise: entity.amount,
    transactionId: entity.id,
    merchantId: null,
    merchantTransactionId: attempt.merchantTransactionId,
    responseCode: entity.error_code ?? null,
  };
  if (paid && entity.amount !== attempt.amountPaise) {
    await insertPaymentEvent(ctx.db, {
      paymentId: attempt.id,
      kind: 'razorpay_webhook',
      accepted: false,
      detail: { event, reason: 'amount mismatch', amountPaise: entity.amount },
    });
    ctx.log.warn({ merchantTransactionId: attempt.merchantTransactionId, event }, 'Razorpay webhook refused: amount mismatch');
    return { status: 'ok' };
  }
  await applyProviderAnswer(ctx, attempt.id, answer, { kind: 'razorpay_webhook', always: true });
  return { status: 'ok' };
}
