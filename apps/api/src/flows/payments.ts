import type { GatewayChargeBody, PaymentVerification, PhonePeInitiateResponse } from '@dawa/shared/commerce/payments';
import { notFound } from '../lib/app-error.ts';
import { findPaymentOfUser } from '../modules/payments/attempts.ts';
import type { PaymentsContext } from '../modules/payments/context.ts';
import { verificationOf } from '../modules/payments/payment-status.ts';
import { verifiedPhonePeCallback } from '../modules/payments/phonepe.service.ts';
import { chargeGateway, initiatePhonePe } from './pay-order.ts';
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
  phonePeCallback(base64Response: string, xVerify: string | undefined): Promise<{ success: boolean; message: string }>;
  charge(
    userId: number,
    body: GatewayChargeBody,
  ): Promise<{ merchantTransactionId: string; paymentStatus: PaymentVerification['paymentStatus'] }>;
  /** The caller's payment as the provider now sees it (asks the provider while it is undecided). */
  verify(userId: number, merchantTransactionId: string): Promise<PaymentVerification>;
  sweep(now?: Date): Promise<SweepResult>;
}

/** The payment use cases the routes call: paying, PhonePe's callback, verification, reconciliation. */
export function createPaymentsService(ctx: PaymentsContext): PaymentsService {
  return {
    initiatePhonePe: (userId, body, returnOrigin) => initiatePhonePe(ctx, userId, body, returnOrigin),
    async phonePeCallback(base64Response, xVerify) {
      const verified = await verifiedPhonePeCallback(ctx, base64Response, xVerify);
      if (verified) await applyProviderAnswer(ctx, verified.payment.id, verified.answer, { kind: 'phonepe_callback', always: true });
      return { success: true, message: 'Callback processed' };
    },
    charge: (userId, body) => chargeGateway(ctx, userId, body),
    async verify(userId, merchantTransactionId) {
      const payment = await findPaymentOfUser(ctx.db, merchantTransactionId, userId);
      if (!payment) throw notFound(INVALID_PAYMENT_REFERENCE);
      return { ...verificationOf(await refreshPayment(ctx, payment)), userOrderNumber: payment.userOrderNumber };
    },
    sweep: (now) => sweepPayments(ctx, now),
  };
}
