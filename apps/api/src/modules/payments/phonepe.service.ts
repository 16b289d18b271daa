import type { PhonePeInitiateResponse } from '@dawa/shared/commerce/payments';
import { AppError } from '../../lib/app-error.ts';
import { fromBase64Json } from '../../providers/payments/phonepe-checksum.ts';
import { PHONEPE_PROVIDER, type PaymentsContext } from './context.ts';
import { answerDetail, applyProviderAnswer } from './payment-outcome.ts';
import { mismatch } from './payment-status.ts';
import { newMerchantTransactionId, payableOrder } from './payable-order.ts';
import { findPayment, insertPayment, insertPaymentEvent, updatePayment } from './payments.repository.ts';

export const PAYMENT_INITIATION_FAILED = 'Payment initiation failed';

/** Starts a PhonePe Standard Checkout payment for the caller's order and answers the pay page URL. */
export async function initiatePhonePe(
  ctx: PaymentsContext,
  userId: number,
  body: { orderId: number; amount?: number | undefined; userPhone?: string | undefined },
): Promise<PhonePeInitiateResponse> {
  const order = await payableOrder(ctx, userId, body.orderId, 'phonepe');
  if (body.amount !== undefined && body.amount !== order.totalPaise) {
    throw new AppError('conflict', 'The amount does not match the order total. Please reload your order.');
  }
  if (order.totalPaise < 100) throw new AppError('conflict', 'PhonePe accepts payments of ₹1 or more.');
  const merchantTransactionId = newMerchantTransactionId(order.id);
  // Recorded before PhonePe hears of it, so its callback always finds the payment.
  const payment = await insertPayment(ctx.db, {
    orderId: order.id,
    provider: PHONEPE_PROVIDER,
    method: 'phonepe',
    merchantTransactionId,
    amountPaise: order.totalPaise,
    status: 'initiated',
    instrument: 'PhonePe',
  });
  const phone = body.userPhone?.replace(/\D/g, '').slice(-10);
  const result = await ctx.phonePe.pay({
    merchantTransactionId,
    // PhonePe asks for an opaque id, never an e-mail address or phone number.
    merchantUserId: `U${userId}`,
    amount: order.totalPaise,
    redirectUrl: `${ctx.publicUrl}/payment/callback/${merchantTransactionId}`,
    callbackUrl: `${ctx.publicUrl}/api/payments/phonepe/callback`,
    ...(phone && phone.length === 10 ? { mobileNumber: phone } : {}),
  });
  if (!result.ok) {
    await updatePayment(ctx.db, payment.id, { status: 'failed', responseCode: result.code });
    await insertPaymentEvent(ctx.db, { paymentId: payment.id, kind: 'phonepe_pay', accepted: false, detail: { code: result.code, message: result.message } });
    ctx.log.error({ merchantTransactionId, code: result.code, message: result.message }, 'PhonePe refused to start a payment');
    throw new AppError('payment_failed', PAYMENT_INITIATION_FAILED);
  }
  await updatePayment(ctx.db, payment.id, { status: 'pending' });
  return { success: true, paymentUrl: result.url, merchantTransactionId, message: 'Payment initiated' };
}

/** Refuses a callback: recorded for audit, logged at warn, answered 400. */
async function refuse(ctx: PaymentsContext, paymentId: number | null, reason: string, detail: Record<string, unknown>): Promise<never> {
  await insertPaymentEvent(ctx.db, { paymentId, kind: 'phonepe_callback', accepted: false, detail: { reason, ...detail } });
  ctx.log.warn({ reason, ...detail }, 'PhonePe callback refused');
  throw new AppError('invalid_input', `Callback refused: ${reason}.`);
}

/**
 * PhonePe's server-to-server callback: X-VERIFY checked before anything is believed, then the
 * merchant, the transaction and the amount; a valid answer settles the order. Repeats are harmless.
 */
export async function handlePhonePeCallback(ctx: PaymentsContext, base64Response: string, xVerify: string | undefined) {
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
  if (!payment || payment.provider !== PHONEPE_PROVIDER) return refuse(ctx, null, 'unknown transaction', answerDetail(answer));
  if (answer.amountPaise !== payment.amountPaise) return refuse(ctx, payment.id, 'amount mismatch', answerDetail(answer));
  const problem = mismatch(ctx, payment, answer);
  if (problem) return refuse(ctx, payment.id, problem, answerDetail(answer));

  await applyProviderAnswer(ctx.db, payment.id, answer, { kind: 'phonepe_callback', detail: answerDetail(answer), always: true }, ctx.now());
  return { success: true, message: 'Callback processed' };
}
