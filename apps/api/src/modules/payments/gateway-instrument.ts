import { cardError, cardNetwork, digitsOnly, isValidUpiId, PAYMENT_MESSAGES } from '@dawa/shared/commerce/payment-details';
import type { InstrumentBody } from '@dawa/shared/commerce/payments';
import { AppError } from '../../lib/app-error.ts';
import type { GatewayInstrument } from '../../providers/payments/gateway-types.ts';

/** 'a***@okhdfc': enough for the customer to recognise the id, not enough to reuse it. */
export function maskUpiId(upiId: string): string {
  const [name = '', handle = ''] = upiId.trim().split('@');
  return `${name.slice(0, 1)}***@${handle}`;
}

/** What is kept of the instrument: never the card number, expiry or CVV. */
export function describeInstrument(instrument: GatewayInstrument): { instrument: string; cardLast4: string | null } {
  switch (instrument.method) {
    case 'card': {
      const last4 = digitsOnly(instrument.number).slice(-4);
      return { instrument: `${cardNetwork(instrument.number)} •••• ${last4}`, cardLast4: last4 };
    }
    case 'upi':
      return { instrument: `UPI ${maskUpiId(instrument.upiId)}`, cardLast4: null };
    case 'netbanking':
      return { instrument: instrument.bank, cardLast4: null };
  }
}

/** The same checks as the checkout form, with the spec's messages (the browser's checks are only a convenience). */
export function instrumentOf(body: InstrumentBody, now: Date): GatewayInstrument {
  switch (body.method) {
    case 'card': {
      const problem = cardError(body.card, now);
      if (problem) throw new AppError('invalid_input', problem);
      return { method: 'card', ...body.card, number: digitsOnly(body.card.number) };
    }
    case 'upi':
      if (!isValidUpiId(body.upiId)) throw new AppError('invalid_input', PAYMENT_MESSAGES.upi);
      return { method: 'upi', upiId: body.upiId.trim() };
    case 'netbanking':
      return { method: 'netbanking', bank: body.bank };
  }
}
