import type { GatewayChargeBody, PaymentVerification, PhonePeInitiateResponse } from '@dawa/shared/commerce/payments';
import { notFound } from '../../lib/app-error.ts';
import type { PaymentsContext } from './context.ts';
import { chargeGateway } from './gateway.service.ts';
import { refreshPayment, verificationOf } from './payment-status.ts';
import { findPaymentOfUser } from './payments.repository.ts';
import { handlePhonePeCallback, initiatePhonePe } from './phonepe.service.ts';
import { startPaymentReconciler, sweepPayments, type SweepResult } from './reconciliation.ts';

/** The spec's text for an unknown payment id. */
export const INVALID_PAYMENT_REFERENCE = 'Invalid payment reference';

export interface PaymentsService {
  initiatePhonePe(userId: number, body: { orderId: number; amount?: number | undefined; userPhone?: string | undefined }): Promise<PhonePeInitiateResponse>;
  phonePeCallback(base64Response: string, xVerify: string | undefined): Promise<{ success: boolean; message: string }>;
  charge(userId: number, body: GatewayChargeBody): Promise<{ merchantTransactionId: string; paymentStatus: PaymentVerification['paymentStatus'] }>;
  /** The caller's payment as the provider now sees it (asks the provider while it is undecided). */
  verify(userId: number, merchantTransactionId: string): Promise<PaymentVerification>;
  sweep(now?: Date): Promise<SweepResult>;
  /** Starts the periodic sweep; the returned function stops it. */
  startReconciler(intervalSeconds: number): () => void;
}

export function createPaymentsService(ctx: PaymentsContext): PaymentsService {
  return {
    initiatePhonePe: (userId, body) => initiatePhonePe(ctx, userId, body),
    phonePeCallback: (base64Response, xVerify) => handlePhonePeCallback(ctx, base64Response, xVerify),
    charge: (userId, body) => chargeGateway(ctx, userId, body),
    async verify(userId, merchantTransactionId) {
      const payment = await findPaymentOfUser(ctx.db, merchantTransactionId, userId);
      if (!payment) throw notFound(INVALID_PAYMENT_REFERENCE);
      return verificationOf(await refreshPayment(ctx, payment));
    },
    sweep: (now) => sweepPayments(ctx, now),
    startReconciler: (intervalSeconds) => startPaymentReconciler(ctx, intervalSeconds),
  };
}
