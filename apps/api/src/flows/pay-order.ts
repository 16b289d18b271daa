import type { PhonePeInitiateResponse, RazorpayCheckout, RazorpayOrderBody } from '@dawa/shared/commerce/payments';
import type { PaymentMethod } from '@dawa/shared/commerce/rules';
import { AppError } from '../lib/app-error.ts';
import type { OrderRow } from '../modules/orders/order-transitions.ts';
import type { PaymentsContext } from '../modules/payments/context.ts';
import { checkPayable, newMerchantTransactionId } from '../modules/payments/payable-order.ts';
import { PHONEPE_MINIMUM, PHONEPE_MINIMUM_PAISE, startPhonePeAttempt } from './phonepe-attempt.ts';
import { payFor, type AttemptStep, type Outcome } from './pay-attempt.ts';
import { orderPayable } from './payables.ts';
import { checkChoice, startRazorpayAttempt } from './razorpay-attempt.ts';

export { PAYMENT_PROCESSING_FAILED } from './razorpay-attempt.ts';

/**
 * Paying an order, exactly once, through the one payment engine (`payFor`, decision 065): the order's
 * row lock is held from the check that it waits for its money by this method to the provider's answer.
 */
function payOrder<T>(
  ctx: PaymentsContext,
  userId: number,
  orderId: number,
  method: PaymentMethod,
  start: (step: AttemptStep<OrderRow>) => Promise<Outcome<T>>,
): Promise<T> {
  return payFor(ctx, orderPayable, orderId, (order) => checkPayable(order, userId, method), start);
}

/** What every attempt of an order is: a new merchant transaction id for its total, returning to its result page. */
function orderAttempt(order: OrderRow) {
  const merchantTransactionId = newMerchantTransactionId(order.id);
  return {
    payFor: { orderId: order.id },
    merchantTransactionId,
    amountPaise: order.totalPaise,
    returnPath: `/payment/callback/${merchantTransactionId}`,
  };
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
  return payOrder(ctx, userId, body.orderId, body.method, async (step) => {
    const order = step.locked;
    return startRazorpayAttempt(ctx, step, {
      ...orderAttempt(order),
      body,
      description: `Order #${order.userOrderNumber}`,
      contact: contact ?? order.contactPhone,
    });
  });
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
  return payOrder(ctx, userId, body.orderId, 'phonepe', async (step): Promise<Outcome<PhonePeInitiateResponse>> => {
    const order = step.locked;
    if (body.amount !== undefined && body.amount !== order.totalPaise) {
      return { ok: false, error: new AppError('conflict', 'The amount does not match the order total. Please reload your order.') };
    }
    if (order.totalPaise < PHONEPE_MINIMUM_PAISE) return { ok: false, error: new AppError('conflict', PHONEPE_MINIMUM) };
    return startPhonePeAttempt(ctx, step, {
      ...orderAttempt(order),
      userId,
      userPhone: body.userPhone,
      returnOrigin,
    });
  });
}
