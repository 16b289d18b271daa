import type { PayAppointmentBody } from '@dawa/shared/care/appointments';
import { cardError, isBank, isValidUpiId, PAYMENT_MESSAGES } from '@dawa/shared/commerce/payment-details';
import type { PaymentMethod } from '@dawa/shared/commerce/rules';

/** The payment details the fee form keeps (the checkout's payment fields, composed in by the route). */
export interface FeePaymentFields {
  paymentMethod: PaymentMethod;
  card: { number: string; expiry: string; cvv: string; name: string };
  upiId: string;
  bank: string;
}

/** An online consultation's fee is paid as an order is (all checkout's methods but cash on delivery): PhonePe's page, or card, UPI or net banking through Razorpay Checkout. */
export const FEE_METHODS = ['phonepe', 'card', 'upi', 'netbanking'] as const satisfies readonly PaymentMethod[];

export const INITIAL_FEE_FIELDS: FeePaymentFields = {
  paymentMethod: 'card',
  card: { number: '', expiry: '', cvv: '', name: '' },
  upiId: '',
  bank: '',
};

/** The request body, or the first problem of the details in the checkout's words. */
export function feePaymentBody(fields: FeePaymentFields, now = new Date()): { body: PayAppointmentBody } | { error: string } {
  switch (fields.paymentMethod) {
    case 'card': {
      const problem = cardError(fields.card, now);
      if (problem) return { error: problem };
      // Checked here; typed again into Razorpay Checkout and never sent to our server (deviation 97).
      return { body: { method: 'card' } };
    }
    case 'upi':
      return isValidUpiId(fields.upiId)
        ? { body: { method: 'upi', upiId: fields.upiId.trim(), upiFlow: 'collect' } }
        : { error: PAYMENT_MESSAGES.upi };
    case 'netbanking':
      return isBank(fields.bank) ? { body: { method: 'netbanking', bank: fields.bank } } : { error: PAYMENT_MESSAGES.bank };
    default:
      return { error: PAYMENT_MESSAGES.failed };
  }
}
