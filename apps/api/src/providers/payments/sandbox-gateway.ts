import crypto from 'node:crypto';
import { digitsOnly } from '@dawa/shared/commerce/payment-details';
import { SANDBOX_DECLINED_CARD, SANDBOX_DECLINED_UPI_PREFIX } from '@dawa/shared/commerce/payments';
import type { PaymentGateway } from './gateway-types.ts';

export const SANDBOX_GATEWAY_NAME = 'sandbox-gateway';

/** Whether the sandbox declines this instrument (the documented test instruments). */
export function sandboxDeclines(instrument: Parameters<PaymentGateway['charge']>[0]['instrument']): boolean {
  if (instrument.method === 'card') return digitsOnly(instrument.number) === SANDBOX_DECLINED_CARD;
  if (instrument.method === 'upi') return instrument.upiId.trim().toLowerCase().startsWith(SANDBOX_DECLINED_UPI_PREFIX.toLowerCase());
  return false;
}

/**
 * The default gateway: decides at once, answers 1 to 3 s later (the spec's simulated payment). It keeps
 * no state: its transaction id carries the decision and the settle time, so a restart or a second
 * instance answers the same.
 */
export function createSandboxGateway(options: { now?: () => Date; random?: () => number } = {}): PaymentGateway {
  const now = options.now ?? (() => new Date());
  const random = options.random ?? Math.random;
  return {
    name: SANDBOX_GATEWAY_NAME,

    charge({ instrument }) {
      const settleAt = new Date(now().getTime() + 1000 + Math.floor(random() * 2000));
      const verdict = sandboxDeclines(instrument) ? 'D' : 'A';
      const providerTransactionId = `SBX${verdict}${settleAt.getTime().toString(36)}${crypto.randomBytes(6).toString('hex')}`.toUpperCase();
      return Promise.resolve({ providerTransactionId, settleAt });
    },

    status({ providerTransactionId, merchantTransactionId, amountPaise }, at) {
      const match = /^SBX([AD])([0-9A-Z]+?)([0-9A-F]{12})$/.exec(providerTransactionId);
      const base = { amountPaise, transactionId: providerTransactionId, merchantId: null, merchantTransactionId, responseCode: null };
      if (!match) return Promise.resolve({ ...base, state: 'FAILED' as const, code: 'TRANSACTION_NOT_FOUND' });
      const settleAt = parseInt(match[2] ?? '0', 36);
      if (at.getTime() < settleAt) return Promise.resolve({ ...base, state: 'PENDING' as const, code: 'PAYMENT_PENDING' });
      return Promise.resolve(
        match[1] === 'A' ? { ...base, state: 'COMPLETED' as const, code: 'PAYMENT_SUCCESS' } : { ...base, state: 'FAILED' as const, code: 'PAYMENT_DECLINED' },
      );
    },
  };
}
