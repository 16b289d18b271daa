import { AppError } from '../../lib/app-error.ts';
import type { ProviderAnswer } from '../../providers/payments/types.ts';
import { PHONEPE_PROVIDER, type PaymentsContext } from './context.ts';
import { answerDetail } from './payment-outcome.ts';
import { mismatch } from './payment-status.ts';
import { findPayment, findPaymentByRefundId, insertPaymentEvent, type PaymentRow } from './payments.repository.ts';

export const PAYMENT_INITIATION_FAILED = 'Payment initiation failed';
export const WEBHOOK_UNAUTHORIZED = 'Webhook refused: the Authorization header is not ours.';

/** What a verified webhook asks of the payments module. */
export type VerifiedWebhook =
  | { kind: 'order'; payment: PaymentRow; answer: ProviderAnswer }
  | { kind: 'refund'; payment: PaymentRow; state: string; merchantRefundId: string }
  | { kind: 'ignored' };

/** Refuses a webhook: recorded for audit, logged at warn, answered 400 (or 401 for a bad Authorization). */
async function refuse(
  ctx: PaymentsContext,
  paymentId: number | null,
  reason: string,
  detail: Record<string, unknown>,
  unauthorized = false,
): Promise<never> {
  await insertPaymentEvent(ctx.db, { paymentId, kind: 'phonepe_callback', accepted: false, detail: { reason, ...detail } });
  ctx.log.warn({ reason, ...detail }, 'PhonePe callback refused');
  if (unauthorized) throw new AppError('unauthorized', WEBHOOK_UNAUTHORIZED);
  throw new AppError('invalid_input', `Callback refused: ${reason}.`);
}

/** The merchantOrderId a webhook claims, read only to file a refusal under the right payment. */
function claimedOrderId(body: unknown): string | null {
  const payload = (body as { payload?: { merchantOrderId?: unknown; originalMerchantOrderId?: unknown } } | null)?.payload;
  const id = payload?.merchantOrderId ?? payload?.originalMerchantOrderId;
  return typeof id === 'string' ? id.slice(0, 64) : null;
}

/**
 * PhonePe's webhook checked before anything is believed: the Authorization (SHA256 of the dashboard's
 * username:password, through the SDK's validateCallback), then the order and the amount. Answers what
 * to settle: an order's answer, a refund's outcome, or nothing (an event this app does not act on).
 */
export async function verifiedPhonePeWebhook(
  ctx: PaymentsContext,
  authorization: string | undefined,
  body: unknown,
): Promise<VerifiedWebhook> {
  const event = ctx.phonePe.readWebhook(authorization, body);
  if (!event) {
    const claimed = claimedOrderId(body);
    const claimedPayment = claimed ? await findPayment(ctx.db, claimed) : null;
    return refuse(ctx, claimedPayment?.id ?? null, 'bad authorization', { merchantTransactionId: claimed }, true);
  }
  if (event.kind === 'other') {
    // Attempt failures (the order may still be paid on the same page) and other products' events: nothing to do.
    ctx.log.info({ type: event.type }, 'PhonePe webhook not acted on');
    return { kind: 'ignored' };
  }
  if (event.kind === 'refund') {
    const payment = await findPaymentByRefundId(ctx.db, event.merchantRefundId);
    if (!payment || payment.provider !== PHONEPE_PROVIDER)
      return refuse(ctx, null, 'unknown refund', { merchantRefundId: event.merchantRefundId });
    if (event.amountPaise !== payment.amountPaise)
      return refuse(ctx, payment.id, 'amount mismatch', { merchantRefundId: event.merchantRefundId, amountPaise: event.amountPaise });
    return { kind: 'refund', payment, state: event.state, merchantRefundId: event.merchantRefundId };
  }
  const { answer } = event;
  const payment = await findPayment(ctx.db, event.merchantOrderId);
  if (!payment || payment.provider !== PHONEPE_PROVIDER) return refuse(ctx, null, 'unknown transaction', answerDetail(answer));
  if (answer.amountPaise !== payment.amountPaise) return refuse(ctx, payment.id, 'amount mismatch', answerDetail(answer));
  const problem = mismatch(ctx, payment, answer);
  if (problem) return refuse(ctx, payment.id, problem, answerDetail(answer));
  return { kind: 'order', payment, answer };
}
