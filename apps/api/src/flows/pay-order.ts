import type { PhonePeInitiateResponse, RazorpayCheckout, RazorpayOrderBody } from '@dawa/shared/commerce/payments';
import type { PaymentMethod } from '@dawa/shared/commerce/rules';
import { inTransaction, type Database } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import { lockOrderForChange, type OrderRow } from '../modules/orders/order-transitions.ts';
import { findOpenPaymentOfOrder } from '../modules/payments/attempts.ts';
import type { PaymentsContext } from '../modules/payments/context.ts';
import { checkPayable, newMerchantTransactionId } from '../modules/payments/payable-order.ts';
import { PHONEPE_MINIMUM, PHONEPE_MINIMUM_PAISE, startPhonePeAttempt } from './phonepe-attempt.ts';
import { checkChoice, startRazorpayAttempt } from './razorpay-attempt.ts';
import { closeOpenAttempt, refundPayment } from './settle-payment.ts';

export { PAYMENT_PROCESSING_FAILED } from './razorpay-attempt.ts';

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
 * Opens Razorpay Checkout for the caller's order by card, UPI or net banking (decision 050): a Razorpay
 * order for the order's total as the server computed it, and the options the browser opens Checkout
 * with. Nothing is paid yet; the payment is believed only from Razorpay (a verified Checkout signature
 * and Razorpay's own status, or a signed webhook).
 */
export async function startRazorpay(
  ctx: PaymentsContext,
  userId: number,
  body: RazorpayOrderBody,
  contact?: string,
): Promise<RazorpayCheckout> {
  checkChoice(body);
  const later: number[] = [];
  const outcome = await withPayableOrder(ctx, userId, body.orderId, body.method, async (tx, order): Promise<Outcome<RazorpayCheckout>> => {
    const merchantTransactionId = newMerchantTransactionId(order.id);
    return startRazorpayAttempt(
      ctx,
      tx,
      await findOpenPaymentOfOrder(tx, order.id),
      {
        payFor: { orderId: order.id },
        merchantTransactionId,
        amountPaise: order.totalPaise,
        body,
        returnPath: `/payment/callback/${merchantTransactionId}`,
        description: `Order #${order.userOrderNumber}`,
        contact: contact ?? order.contactPhone,
      },
      later,
    );
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
  const outcome = await withPayableOrder(
    ctx,
    userId,
    body.orderId,
    'phonepe',
    async (tx, order): Promise<Outcome<PhonePeInitiateResponse>> => {
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
    },
  );
  return finish(ctx, outcome, later);
}
