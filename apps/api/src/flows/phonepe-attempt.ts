import { ATTEMPT_TRANSITIONS, NEW_ATTEMPT_STATUS } from '@dawa/shared/commerce/payment-attempt-state';
import type { PhonePeInitiateResponse } from '@dawa/shared/commerce/payments';
import { AppError } from '../lib/app-error.ts';
import { insertPayment, insertPaymentEvent, updatePayment } from '../modules/payments/attempts.ts';
import { PHONEPE_PROVIDER, type PaymentsContext } from '../modules/payments/context.ts';
import { PAYMENT_INITIATION_FAILED } from '../modules/payments/phonepe.service.ts';
import type { AttemptStep, Outcome } from './pay-attempt.ts';
import { closeAttempt } from './settle-payment.ts';

/** PhonePe takes no payment under ₹1 (100 paise): checked before an open attempt is replaced. */
export const PHONEPE_MINIMUM_PAISE = 100;
export const PHONEPE_MINIMUM = 'PhonePe accepts payments of ₹1 or more.';
/** How long PhonePe keeps an order payable (Standard Checkout: 300 to 3600 s); the webhook goes to PUBLIC_URL as set on PhonePe's dashboard. */
export const PHONEPE_ORDER_EXPIRE_SECONDS = 20 * 60;

/** What is paid (an order or an appointment's fee) and where PhonePe returns the customer. */
export interface PhonePeAttempt {
  payFor: { orderId: number } | { appointmentId: number };
  merchantTransactionId: string;
  amountPaise: number;
  userId: number;
  userPhone?: string | undefined;
  /** The web page PhonePe sends the browser back to (a path on our site). */
  returnPath: string;
  /** Where the customer's browser is (the origin of their request, when it is this server's). */
  returnOrigin?: string | undefined;
}

/**
 * One PhonePe Standard Checkout attempt, in the caller's transaction (which holds the payable's lock):
 * the open attempt is replaced (the sandbox expires it; real PhonePe cannot, so it is closed here and a
 * success that still arrives for it is refunded), then the attempt's row, PhonePe's pay call, the
 * answer with the pay page URL. A refusal by PhonePe is recorded and answered as an error outcome.
 */
export async function startPhonePeAttempt(
  ctx: PaymentsContext,
  { tx, open, refunds }: Pick<AttemptStep<unknown>, 'tx' | 'open' | 'refunds'>,
  attempt: PhonePeAttempt,
): Promise<Outcome<PhonePeInitiateResponse>> {
  if (open) refunds.push(...(await closeAttempt(ctx, tx, open, 'superseded', 'SUPERSEDED')));
  const { merchantTransactionId, amountPaise, returnOrigin } = attempt;
  // The session lives at the address the customer uses: returning them to PUBLIC_URL when they are
  // elsewhere would land them logged out (decision 031). The webhook stays on PUBLIC_URL.
  const returnBase = returnOrigin ?? ctx.publicUrl;
  const payment = await insertPayment(tx, {
    ...attempt.payFor,
    provider: PHONEPE_PROVIDER,
    method: 'phonepe',
    merchantTransactionId,
    amountPaise,
    status: NEW_ATTEMPT_STATUS,
    instrument: 'PhonePe',
  });
  // userPhone is not sent: Standard Checkout v2 takes no phone number from the SDK (the pay page asks).
  const started = await ctx.phonePe.pay({
    merchantOrderId: merchantTransactionId,
    amount: amountPaise,
    redirectUrl: `${returnBase}${attempt.returnPath}`,
    // PhonePe gives up on the order before we give up on it (30-minute payment window), so its answer is final by then.
    expireAfter: PHONEPE_ORDER_EXPIRE_SECONDS,
  });
  if (!started.ok) {
    await updatePayment(tx, payment.id, { status: ATTEMPT_TRANSITIONS.provider_failed.to, responseCode: started.code });
    await insertPaymentEvent(tx, {
      paymentId: payment.id,
      kind: 'phonepe_pay',
      accepted: false,
      detail: { code: started.code, message: started.message },
    });
    ctx.log.error({ merchantTransactionId, code: started.code, message: started.message }, 'PhonePe refused to start a payment');
    return { ok: false, error: new AppError('payment_failed', PAYMENT_INITIATION_FAILED) };
  }
  await updatePayment(tx, payment.id, { status: ATTEMPT_TRANSITIONS.provider_pending.to, providerTransactionId: started.orderId });
  // The built-in sandbox's pay page is on this server: show it at the customer's address too.
  const paymentUrl =
    returnOrigin && started.url.startsWith(`${ctx.publicUrl}/`) ? returnOrigin + started.url.slice(ctx.publicUrl.length) : started.url;
  return { ok: true, value: { success: true as const, paymentUrl, merchantTransactionId, message: 'Payment initiated' } };
}
