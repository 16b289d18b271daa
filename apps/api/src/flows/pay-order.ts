import type { GatewayChargeBody, PaymentVerification, PhonePeInitiateResponse } from '@dawa/shared/commerce/payments';
import type { PaymentMethod } from '@dawa/shared/commerce/rules';
import { inTransaction, type Database } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import { lockOrderForChange, type OrderRow } from '../modules/orders/order-transitions.ts';
import { findOpenPaymentOfOrder, insertPayment, insertPaymentEvent, updatePayment } from '../modules/payments/attempts.ts';
import type { PaymentsContext } from '../modules/payments/context.ts';
import { describeInstrument, instrumentOf } from '../modules/payments/gateway-instrument.ts';
import { checkPayable, newMerchantTransactionId } from '../modules/payments/payable-order.ts';
import { verificationOf } from '../modules/payments/payment-status.ts';
import { PHONEPE_MINIMUM, PHONEPE_MINIMUM_PAISE, startPhonePeAttempt } from './phonepe-attempt.ts';
import { closeOpenAttempt, refundPayment } from './settle-payment.ts';

export const PAYMENT_PROCESSING_FAILED = 'Payment processing failed. Please try again.';

/**
 * Paying an order, exactly once. Each attempt runs in ONE transaction holding the order's row lock
 * from the check to the provider's answer, so attempts of one order follow one another: the check
 * that the order waits for its money, closing the previous open attempt (at the provider too), the
 * new attempt's row, and the provider call. A refusal by the provider is recorded and then answered.
 */
async function withPayableOrder<T>(
  ctx: PaymentsContext,
  userId: number,
  orderId: number,
  method: PaymentMethod,
  work: (tx: Database, order: OrderRow) => Promise<Outcome<T>>,
): Promise<Outcome<T>> {
  return inTransaction(ctx.db, async (tx) => work(tx, checkPayable(await lockOrderForChange(tx, orderId), userId, method)));
}

type Outcome<T> = { ok: true; value: T } | { ok: false; error: AppError };

/** After the transaction: money of a replaced attempt found captured goes back, then the answer (or the refusal). */
async function finish<T>(ctx: PaymentsContext, outcome: Outcome<T>, refunds: readonly number[]): Promise<T> {
  for (const id of refunds) await refundPayment(ctx, id);
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
}

/**
 * Charges the caller's order through the gateway. The answer is pending: the gateway settles 1 to 3 s
 * later and GET /api/payments/{id}/status settles the order from its answer. The same instrument
 * again while its charge is under way answers that charge (a double-click or eight parallel clicks
 * charge once); another instrument replaces it (the old charge is voided at the gateway).
 */
export async function chargeGateway(ctx: PaymentsContext, userId: number, body: GatewayChargeBody) {
  const instrument = instrumentOf(body, ctx.now());
  const kept = describeInstrument(instrument);
  const later: number[] = [];
  const outcome = await withPayableOrder(ctx, userId, body.orderId, body.method, async (tx, order): Promise<Outcome<{ merchantTransactionId: string; paymentStatus: PaymentVerification['paymentStatus'] }>> => {
    const open = await findOpenPaymentOfOrder(tx, order.id);
    if (open && open.provider === ctx.gateway.name && open.method === body.method && open.instrument === kept.instrument) {
      return { ok: true, value: { merchantTransactionId: open.merchantTransactionId, paymentStatus: verificationOf(open).paymentStatus } };
    }
    later.push(...(await closeOpenAttempt(ctx, tx, order.id, 'superseded', 'SUPERSEDED')));
    const merchantTransactionId = newMerchantTransactionId(order.id);
    const payment = await insertPayment(tx, {
      orderId: order.id,
      provider: ctx.gateway.name,
      method: body.method,
      merchantTransactionId,
      amountPaise: order.totalPaise,
      status: 'initiated',
      instrument: kept.instrument,
      cardLast4: kept.cardLast4,
    });
    try {
      const charge = await ctx.gateway.charge({ merchantTransactionId, amountPaise: order.totalPaise, instrument });
      await updatePayment(tx, payment.id, { status: 'pending', providerTransactionId: charge.providerTransactionId, settleAt: charge.settleAt });
    } catch (error) {
      await updatePayment(tx, payment.id, { status: 'failed', responseCode: 'NETWORK_ERROR' });
      await insertPaymentEvent(tx, { paymentId: payment.id, kind: 'gateway_charge', accepted: false, detail: { code: 'NETWORK_ERROR' } });
      ctx.log.error({ err: error, merchantTransactionId }, 'the gateway did not take the charge');
      return { ok: false, error: new AppError('payment_failed', PAYMENT_PROCESSING_FAILED) };
    }
    return { ok: true, value: { merchantTransactionId, paymentStatus: 'pending' } };
  });
  return finish(ctx, outcome, later);
}

/**
 * Starts a PhonePe Standard Checkout payment for the caller's order and answers the pay page URL. A
 * new start replaces the order's open attempt: the sandbox expires it; real PhonePe cannot, so it is
 * closed here and a success that still arrives for it is refunded.
 */
export async function initiatePhonePe(
  ctx: PaymentsContext,
  userId: number,
  body: { orderId: number; amount?: number | undefined; userPhone?: string | undefined },
  /** Where the customer's browser is (the origin of their request, when it is this server's): PhonePe returns them there. */
  returnOrigin?: string,
): Promise<PhonePeInitiateResponse> {
  const later: number[] = [];
  const outcome = await withPayableOrder(ctx, userId, body.orderId, 'phonepe', async (tx, order): Promise<Outcome<PhonePeInitiateResponse>> => {
    if (body.amount !== undefined && body.amount !== order.totalPaise) {
      return { ok: false, error: new AppError('conflict', 'The amount does not match the order total. Please reload your order.') };
    }
    if (order.totalPaise < PHONEPE_MINIMUM_PAISE) return { ok: false, error: new AppError('conflict', PHONEPE_MINIMUM) };
    later.push(...(await closeOpenAttempt(ctx, tx, order.id, 'superseded', 'SUPERSEDED')));
    const merchantTransactionId = newMerchantTransactionId(order.id);
    return startPhonePeAttempt(ctx, tx, {
      payFor: { orderId: order.id },
      merchantTransactionId,
      amountPaise: order.totalPaise,
      userId,
      userPhone: body.userPhone,
      returnPath: `/payment/callback/${merchantTransactionId}`,
      returnOrigin,
    });
  });
  return finish(ctx, outcome, later);
}
