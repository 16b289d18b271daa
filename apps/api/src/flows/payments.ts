import type {
  PaymentVerification,
  PhonePeInitiateResponse,
  RazorpayCheckout,
  RazorpayOrderBody,
  RazorpayVerifyBody,
} from '@dawa/shared/commerce/payments';
import { notFound } from '../lib/app-error.ts';
import { findPaymentOfUser } from '../modules/payments/attempts.ts';
import type { PaymentsContext } from '../modules/payments/context.ts';
import { verificationOf } from '../modules/payments/payment-status.ts';
import { verifiedPhonePeWebhook } from '../modules/payments/phonepe.service.ts';
import { initiatePhonePe, startRazorpay } from './pay-order.ts';
import { applyPhonePeRefundOutcome } from './phonepe-refund-outcome.ts';
import { pollPhonePeStatuses } from './phonepe-status-poll.ts';
import { confirmCheckout, razorpayWebhook } from './razorpay-confirm.ts';
import { sweepPayments, type SweepResult } from './reconcile-payments.ts';
import { applyProviderAnswer, refreshPayment } from './settle-payment.ts';

/** The spec's text for an unknown payment id. */
export const INVALID_PAYMENT_REFERENCE = 'Invalid payment reference';

export interface PaymentsService {
  initiatePhonePe(
    userId: number,
    body: { orderId: number; amount?: number | undefined; userPhone?: string | undefined },
    returnOrigin?: string,
  ): Promise<PhonePeInitiateResponse>;
  /** PhonePe's webhook (Authorization checked first; unknown events are answered 200 and ignored). */
  phonePeCallback(authorization: string | undefined, body: unknown): Promise<{ success: boolean; message: string }>;
  /** Card, UPI, net banking: a Razorpay order for my order and Checkout's options (decision 050). */
  razorpayOrder(userId: number, body: RazorpayOrderBody): Promise<RazorpayCheckout>;
  /** Checkout's result for my payment, believed by its signature and Razorpay's own answer. */
  razorpayVerify(userId: number, body: RazorpayVerifyBody): Promise<PaymentVerification>;
  /** Razorpay's webhook (raw body, X-Razorpay-Signature). */
  razorpayWebhook(rawBody: string, signature: string | undefined): Promise<{ status: 'ok' }>;
  /** The caller's payment as the provider now sees it (asks the provider while it is undecided). */
  verify(userId: number, merchantTransactionId: string): Promise<PaymentVerification>;
  sweep(now?: Date): Promise<SweepResult>;
  /** One pass of PhonePe's scheduled status checks of pending payments (answers the ids asked). */
  pollPhonePe(now?: Date): Promise<string[]>;
}

/** The payment use cases the routes call: paying, PhonePe's callback, verification, reconciliation. */
export function createPaymentsService(ctx: PaymentsContext): PaymentsService {
  return {
    initiatePhonePe: (userId, body, returnOrigin) => initiatePhonePe(ctx, userId, body, returnOrigin),
    async phonePeCallback(authorization, body) {
      const verified = await verifiedPhonePeWebhook(ctx, authorization, body);
      if (verified.kind === 'order')
        await applyProviderAnswer(ctx, verified.payment.id, verified.answer, { kind: 'phonepe_callback', always: true });
      if (verified.kind === 'refund') await applyPhonePeRefundOutcome(ctx, verified.payment, verified.merchantRefundId, verified.state);
      return { success: true, message: 'Callback processed' };
    },
    razorpayOrder: (userId, body) => startRazorpay(ctx, userId, body),
    async razorpayVerify(userId, body) {
      const payment = await findPaymentOfUser(ctx.db, body.merchantTransactionId, userId);
      if (!payment) throw notFound(INVALID_PAYMENT_REFERENCE);
      return { ...verificationOf(await confirmCheckout(ctx, payment, body)), userOrderNumber: payment.userOrderNumber };
    },
    razorpayWebhook: (rawBody, signature) => razorpayWebhook(ctx, rawBody, signature),
    async verify(userId, merchantTransactionId) {
      const payment = await findPaymentOfUser(ctx.db, merchantTransactionId, userId);
      if (!payment) throw notFound(INVALID_PAYMENT_REFERENCE);
      return { ...verificationOf(await refreshPayment(ctx, payment)), userOrderNumber: payment.userOrderNumber };
    },
    sweep: (now) => sweepPayments(ctx, now),
    pollPhonePe: (now) => pollPhonePeStatuses(ctx, now),
  };
}
