import type { AddressInput } from '@dawa/shared/commerce/address';
import type { CartLine } from '@dawa/shared/commerce/cart';
import type { CreateOrderBody } from '@dawa/shared/commerce/orders';
import type { RazorpayOrderBody } from '@dawa/shared/commerce/payments';
import { cardError, digitsOnly, isBank, isValidUpiId, PAYMENT_MESSAGES } from '@dawa/shared/commerce/payment-details';
import type { PaymentMethod } from '@dawa/shared/commerce/rules';
import { EMPTY_ADDRESS, type AddressFieldValues } from '@/components/address-fields';

/** Country codes of the phone field; +91 first and by default for this Indian store (ARCHITECTURE §5). */
export const PHONE_COUNTRY_CODES = ['+91', '+1', '+44', '+61', '+49'] as const;

/** The typed address of 'Add new address' (the same fields as the profile's address book). */
export type NewAddressFields = AddressFieldValues;
export { EMPTY_ADDRESS };

/** Everything the customer fills in on /checkout. */
export interface CheckoutForm {
  /** A saved address's id, 'new' for the typed one, or null before a choice. */
  addressChoice: number | 'new' | null;
  newAddress: NewAddressFields;
  saveAddress: boolean;
  phoneCountry: string;
  phone: string;
  note: string;
  gstNumber: string;
  wantsInvoice: boolean;
  paymentMethod: PaymentMethod;
  card: { number: string; expiry: string; cvv: string; name: string };
  upiId: string;
  bank: string;
  /** Prescriptions attached for the cart's prescription medicines (decision 026). */
  prescriptionIds: number[];
}

export const INITIAL_CHECKOUT_FORM: CheckoutForm = {
  addressChoice: null,
  newAddress: EMPTY_ADDRESS,
  saveAddress: true,
  phoneCountry: '+91',
  phone: '',
  note: '',
  gstNumber: '',
  wantsInvoice: false,
  paymentMethod: 'phonepe',
  card: { number: '', expiry: '', cvv: '', name: '' },
  upiId: '',
  bank: '',
  prescriptionIds: [],
};

/**
 * The first rule of the spec (section 5) the form breaks, as the spec words it, or null when the
 * order can be sent. Checked in the spec's order: cart, address, phone, then the payment details.
 */
export function checkoutError(form: CheckoutForm, lineCount: number, now: Date = new Date()): string | null {
  if (lineCount === 0) return PAYMENT_MESSAGES.emptyCart;
  if (form.addressChoice === null) return PAYMENT_MESSAGES.address;
  if (form.addressChoice === 'new') {
    const { firstName, address, city } = form.newAddress;
    if (!firstName.trim() || !address.trim() || !city.trim()) return PAYMENT_MESSAGES.addressFields;
  }
  if (!form.phone.trim()) return PAYMENT_MESSAGES.phone;
  return paymentDetailsError(form, now);
}

/** The first problem of the payment details alone (paying an existing order again), or null. */
export function paymentDetailsError(
  form: Pick<CheckoutForm, 'paymentMethod' | 'card' | 'upiId' | 'bank'>,
  now: Date = new Date(),
): string | null {
  switch (form.paymentMethod) {
    case 'card':
      return cardError(form.card, now);
    case 'upi':
      return isValidUpiId(form.upiId) ? null : PAYMENT_MESSAGES.upi;
    case 'netbanking':
      return isBank(form.bank) ? null : PAYMENT_MESSAGES.bank;
    default:
      return null;
  }
}

/**
 * A phone number the customer already gave (a saved address's free-text phone, '+91 98765 43210' or
 * '9876543210') as the checkout's country code and number; null when it has no digits.
 */
export function splitKnownPhone(raw: string): Pick<CheckoutForm, 'phoneCountry' | 'phone'> | null {
  const compact = raw.replace(/[\s()-]/g, '');
  if (!/\d/.test(compact)) return null;
  const country = [...PHONE_COUNTRY_CODES].sort((a, b) => b.length - a.length).find((code) => compact.startsWith(code));
  return country ? { phoneCountry: country, phone: compact.slice(country.length) } : { phoneCountry: '+91', phone: digitsOnly(compact) };
}

/** The full phone number as the order stores it ('+919876543210'). */
export function fullPhone(form: Pick<CheckoutForm, 'phoneCountry' | 'phone'>): string {
  return `${form.phoneCountry}${digitsOnly(form.phone)}`;
}

function typedAddress(fields: NewAddressFields): AddressInput {
  return { ...fields, postalCode: fields.postalCode.trim() };
}

/** The body of POST /api/orders/create for a valid form (checkoutError gave null). */
export function orderBody(form: CheckoutForm, lines: readonly CartLine[], totalPaise: number, promoCode: string | null): CreateOrderBody {
  const address =
    form.addressChoice === 'new'
      ? { address: typedAddress(form.newAddress), saveAddress: form.saveAddress }
      : { addressId: form.addressChoice ?? undefined };
  const note = form.note.trim();
  const gstNumber = form.gstNumber.trim().toUpperCase();
  return {
    lines: [...lines],
    ...address,
    phone: fullPhone(form),
    ...(note ? { note } : {}),
    ...(gstNumber ? { gstNumber } : {}),
    wantsInvoice: form.wantsInvoice,
    ...(promoCode ? { promoCode } : {}),
    paymentMethod: form.paymentMethod,
    totalPaise,
    ...(form.prescriptionIds.length > 0 ? { prescriptionIds: form.prescriptionIds } : {}),
  };
}

/**
 * What is posted to open Razorpay Checkout for a card, UPI or net-banking order (null for PhonePe and
 * cash on delivery): only the method, the UPI id to collect from, the bank. The card's fields are
 * checked on this page and typed again into Checkout; they are never sent to our server (deviation 97).
 */
export function razorpayChoice(form: Pick<CheckoutForm, 'paymentMethod' | 'upiId' | 'bank'>, orderId: number): RazorpayOrderBody | null {
  switch (form.paymentMethod) {
    case 'card':
      return { orderId, method: 'card' };
    case 'upi':
      return { orderId, method: 'upi', upiId: form.upiId.trim(), upiFlow: 'collect' };
    case 'netbanking':
      return isBank(form.bank) ? { orderId, method: 'netbanking', bank: form.bank } : null;
    default:
      return null;
  }
}
