import { ATTEMPT_TRANSITIONS, NEW_ATTEMPT_STATUS } from '@dawa/shared/commerce/payment-attempt-state';
import { isValidUpiId, PAYMENT_MESSAGES } from '@dawa/shared/commerce/payment-details';
import { RAZORPAY_BANK_CODES, type PaymentMethodBody, type RazorpayCheckout } from '@dawa/shared/commerce/payments';
import { PHARMACY_NAME } from '@dawa/shared/commerce/rules';
import { AppError } from '../lib/app-error.ts';
import { insertPayment, insertPaymentEvent, updatePayment, type PaymentRow } from '../modules/payments/attempts.ts';
import type { PaymentsContext } from '../modules/payments/context.ts';
import type { AttemptStep, Outcome } from './pay-attempt.ts';
import { closeAttempt } from './settle-payment.ts';

export const PAYMENT_PROCESSING_FAILED = 'Payment processing failed. Please try again.';

/** 'a***@okhdfc': enough for the customer to recognise the id, not enough to reuse it. */
export function maskUpiId(upiId: string): string {
  const [name = '', handle = ''] = upiId.trim().split('@');
  return `${name.slice(0, 1)}***@${handle}`;
}

/** What is kept of the customer's choice: never card data (none reaches us), a masked UPI id, the bank. */
function describeChoice(body: PaymentMethodBody): string {
  switch (body.method) {
    case 'card':
      return 'Card';
    case 'upi':
      return body.upiFlow === 'intent' ? 'UPI app' : `UPI ${maskUpiId(body.upiId ?? '')}`;
    case 'netbanking':
      return body.bank;
  }
}

/** The same checks as the checkout form for what is posted (a UPI id to collect from). */
export function checkChoice(body: PaymentMethodBody): void {
  if (body.method === 'upi' && body.upiFlow === 'collect' && !isValidUpiId(body.upiId ?? ''))
    throw new AppError('invalid_input', PAYMENT_MESSAGES.upi);
}

export interface RazorpayAttempt {
  payFor: { orderId: number } | { appointmentId: number };
  merchantTransactionId: string;
  amountPaise: number;
  body: PaymentMethodBody;
  /** The page of ours Checkout returns the browser to. */
  returnPath: string;
  description: string;
  contact?: string | undefined;
}

/** The options the browser opens Checkout with, for an attempt's Razorpay order. */
function checkoutOf(
  ctx: PaymentsContext,
  row: PaymentRow,
  attempt: Pick<RazorpayAttempt, 'body' | 'returnPath' | 'description' | 'contact'>,
): RazorpayCheckout {
  const { body } = attempt;
  const providerOrderId = row.providerOrderId ?? '';
  const vpa = body.method === 'upi' && body.upiFlow === 'collect' ? body.upiId?.trim() : undefined;
  const bank = body.method === 'netbanking' ? RAZORPAY_BANK_CODES[body.bank] : undefined;
  const upiFlow = body.method === 'upi' ? body.upiFlow : null;
  const sandbox = ctx.gateway.sandboxCheckoutUrl;
  const query = new URLSearchParams({
    key_id: ctx.gateway.keyId,
    order_id: providerOrderId,
    method: body.method,
    ...(vpa ? { vpa } : {}),
    ...(bank ? { bank } : {}),
    ...(upiFlow ? { flow: upiFlow } : {}),
    return_to: attempt.returnPath,
  });
  return {
    merchantTransactionId: row.merchantTransactionId,
    keyId: ctx.gateway.keyId,
    razorpayOrderId: providerOrderId,
    amountPaise: row.amountPaise,
    currency: 'INR',
    name: PHARMACY_NAME,
    description: attempt.description,
    prefill: {
      method: body.method,
      ...(attempt.contact ? { contact: attempt.contact } : {}),
      ...(vpa ? { vpa } : {}),
      ...(bank ? { bank } : {}),
    },
    upiFlow,
    returnPath: attempt.returnPath,
    sandboxCheckoutUrl: sandbox ? `${sandbox}?${query.toString()}` : null,
  };
}

/**
 * One Razorpay attempt, in the caller's transaction (which holds the order's or appointment's lock):
 * the same choice again while its Razorpay order is open answers that order (a double click or eight
 * parallel clicks open one); another choice closes the open attempt (late money for it is refunded) and
 * opens a new Razorpay order for the amount the server computed. Answers Checkout's options.
 */
export async function startRazorpayAttempt(
  ctx: PaymentsContext,
  { tx, open, refunds }: Pick<AttemptStep<unknown>, 'tx' | 'open' | 'refunds'>,
  attempt: RazorpayAttempt,
): Promise<Outcome<RazorpayCheckout>> {
  const instrument = describeChoice(attempt.body);
  if (
    open &&
    open.provider === ctx.gateway.name &&
    open.method === attempt.body.method &&
    open.instrument === instrument &&
    open.providerOrderId
  ) {
    return { ok: true, value: checkoutOf(ctx, open, attempt) };
  }
  if (open) refunds.push(...(await closeAttempt(ctx, tx, open, 'superseded', 'SUPERSEDED')));
  const { merchantTransactionId, amountPaise } = attempt;
  const payment = await insertPayment(tx, {
    ...attempt.payFor,
    provider: ctx.gateway.name,
    method: attempt.body.method,
    merchantTransactionId,
    amountPaise,
    status: NEW_ATTEMPT_STATUS,
    instrument,
  });
  try {
    const { providerOrderId } = await ctx.gateway.openOrder({ merchantTransactionId, amountPaise, notes: { merchantTransactionId } });
    await updatePayment(tx, payment.id, { status: ATTEMPT_TRANSITIONS.provider_pending.to, providerOrderId });
    return { ok: true, value: checkoutOf(ctx, { ...payment, providerOrderId }, attempt) };
  } catch (error) {
    // Razorpay down or slow: this attempt failed before any money could move; the order still waits and can be paid again.
    await updatePayment(tx, payment.id, { status: ATTEMPT_TRANSITIONS.provider_failed.to, responseCode: 'NETWORK_ERROR' });
    await insertPaymentEvent(tx, { paymentId: payment.id, kind: 'razorpay_order', accepted: false, detail: { code: 'NETWORK_ERROR' } });
    ctx.log.error({ err: error, merchantTransactionId }, 'Razorpay did not create the order');
    return { ok: false, error: new AppError('payment_failed', PAYMENT_PROCESSING_FAILED) };
  }
}
