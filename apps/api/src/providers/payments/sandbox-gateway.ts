import crypto from 'node:crypto';
import { digitsOnly } from '@dawa/shared/commerce/payment-details';
import { SANDBOX_DECLINED_CARD, SANDBOX_DECLINED_UPI_PREFIX } from '@dawa/shared/commerce/payments';
import type { PaymentGateway } from './gateway-types.ts';
import type { ProviderAnswer } from './types.ts';

export const SANDBOX_GATEWAY_NAME = 'sandbox-gateway';

/** Whether the sandbox declines this instrument (the documented test instruments). */
export function sandboxDeclines(instrument: Parameters<PaymentGateway['charge']>[0]['instrument']): boolean {
  if (instrument.method === 'card') return digitsOnly(instrument.number) === SANDBOX_DECLINED_CARD;
  if (instrument.method === 'upi') return instrument.upiId.trim().toLowerCase().startsWith(SANDBOX_DECLINED_UPI_PREFIX.toLowerCase());
  return false;
}

const CHARGE_ID = /^SBX([AD])([0-9A-Z]+?)([0-9A-F]{12})$/;

/**
 * The default gateway: decides at once, answers 1 to 3 s later (the spec's simulated payment). The
 * decision and the settle time travel in its transaction id, so a restart answers the same; only
 * cancellations and refunds are remembered, in this process's memory, as a gateway's own books would be.
 */
export function createSandboxGateway(options: { now?: () => Date; random?: () => number } = {}): PaymentGateway {
  const now = options.now ?? (() => new Date());
  const random = options.random ?? Math.random;
  const cancelled = new Set<string>();
  /** Refunded charge id → our refund id (a second request with the same id is answered alike). */
  const refunded = new Map<string, string>();

  function decision(providerTransactionId: string, at: Date): 'unknown' | 'pending' | 'captured' | 'declined' | 'cancelled' {
    const match = CHARGE_ID.exec(providerTransactionId);
    if (!match) return 'unknown';
    if (cancelled.has(providerTransactionId)) return 'cancelled';
    if (at.getTime() < parseInt(match[2] ?? '0', 36)) return 'pending';
    return match[1] === 'A' ? 'captured' : 'declined';
  }

  return {
    name: SANDBOX_GATEWAY_NAME,

    charge({ instrument }) {
      const settleAt = new Date(now().getTime() + 1000 + Math.floor(random() * 2000));
      const verdict = sandboxDeclines(instrument) ? 'D' : 'A';
      const providerTransactionId = `SBX${verdict}${settleAt.getTime().toString(36)}${crypto.randomBytes(6).toString('hex')}`.toUpperCase();
      return Promise.resolve({ providerTransactionId, settleAt });
    },

    status({ providerTransactionId, merchantTransactionId, amountPaise }, at) {
      const base = { amountPaise, transactionId: providerTransactionId, merchantId: null, merchantTransactionId, responseCode: null };
      const answers: Record<ReturnType<typeof decision>, ProviderAnswer> = {
        unknown: { ...base, state: 'FAILED', code: 'TRANSACTION_NOT_FOUND' },
        pending: { ...base, state: 'PENDING', code: 'PAYMENT_PENDING' },
        captured: { ...base, state: 'COMPLETED', code: 'PAYMENT_SUCCESS' },
        declined: { ...base, state: 'FAILED', code: 'PAYMENT_DECLINED' },
        cancelled: { ...base, state: 'FAILED', code: 'PAYMENT_CANCELLED' },
      };
      return Promise.resolve(answers[decision(providerTransactionId, at)]);
    },

    cancel({ providerTransactionId }) {
      const state = decision(providerTransactionId, now());
      if (state === 'unknown') return Promise.resolve({ ok: false, code: 'TRANSACTION_NOT_FOUND', message: 'No such charge.' });
      if (state === 'captured') return Promise.resolve({ ok: false, code: 'ALREADY_CAPTURED', message: 'The charge was captured; refund it instead.' });
      // A pending charge is voided before capture; a declined or cancelled one stays as it is.
      if (state === 'pending') cancelled.add(providerTransactionId);
      return Promise.resolve({ ok: true });
    },

    refund({ providerTransactionId, refundId }) {
      // Judged on the charge's verdict, not the clock: the merchant refunds only what status reported captured.
      if (decision(providerTransactionId, new Date(8.64e15)) !== 'captured') {
        return Promise.resolve({ ok: false, code: 'NOT_CAPTURED', message: 'Only a captured charge can be refunded.' });
      }
      const earlier = refunded.get(providerTransactionId);
      if (earlier && earlier !== refundId) return Promise.resolve({ ok: false, code: 'EXCESS_REFUND_AMOUNT', message: 'The charge was already refunded.' });
      refunded.set(providerTransactionId, refundId);
      return Promise.resolve({ ok: true });
    },
  };
}
