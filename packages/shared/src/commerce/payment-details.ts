import { BANKS } from './rules.ts';

/** The checkout's payment-detail rules (spec section 5), with the spec's messages. Used by the form and by the API. */
export const PAYMENT_MESSAGES = {
  cardMissing: 'Please fill in all card details.',
  cardNumber: 'Invalid card number.',
  expiry: 'Invalid expiry date.',
  cvv: 'Invalid CVV.',
  upi: 'Please enter a valid UPI ID.',
  bank: 'Please select a bank.',
  address: 'Please select or add a delivery address.',
  addressFields: 'Please fill all required address fields.',
  phone: 'Phone number is required for payment.',
  emptyCart: 'Your cart is empty.',
  login: 'Please login to continue with your order',
  failed: 'Payment processing failed. Please try again.',
} as const;

export const digitsOnly = (value: string) => value.replace(/\D/g, '');

/**
 * Card numbers written anywhere in a text (a request body, a log line): 13 to 19 digits, spaces or
 * dashes between, starting as card networks' numbers do (2 to 6, 8: Mastercard, Visa, Amex, RuPay,
 * Discover) and passing the Luhn check; not part of a longer word or number. A millisecond timestamp
 * (it starts with 1) or a phone number (10 digits) is not one.
 */
export function findCardNumbers(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/(?<![\dA-Za-z])[2-68](?:[ -]?\d){12,18}(?![\dA-Za-z])/g)) {
    if (passesLuhn(digitsOnly(match[0]))) found.push(match[0]);
  }
  return found;
}

/** Luhn checksum over the digits of a card number. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** At least 13 digits (at most 19) and a valid Luhn checksum. */
export function isValidCardNumber(value: string): boolean {
  const digits = digitsOnly(value);
  return digits.length >= 13 && digits.length <= 19 && passesLuhn(digits);
}

/** MM/YY, month 1-12, not before the current month. */
export function isValidExpiry(value: string, now: Date = new Date()): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(value.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  const thisYear = now.getFullYear();
  const thisMonth = now.getMonth() + 1;
  return year > thisYear || (year === thisYear && month >= thisMonth);
}

export const isValidCvv = (value: string) => /^\d{3,4}$/.test(value);

/** name@handle, as UPI ids are written (letters, digits, . _ -). */
export const isValidUpiId = (value: string) => /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9.-]{1,63}$/.test(value.trim());

export const isBank = (value: string): value is (typeof BANKS)[number] => (BANKS as readonly string[]).includes(value);

/** Groups the typed digits in fours ('4111 1111 1111 1111'), at most 19 digits. */
export function formatCardNumberInput(value: string): string {
  return digitsOnly(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Inserts the slash of MM/YY as the customer types ('12' -> '12/', '1227' -> '12/27'). */
export function formatExpiryInput(value: string, previous = ''): string {
  const digits = digitsOnly(value).slice(0, 4);
  if (digits.length < 2) return digits;
  // Deleting the slash should not put it straight back.
  if (digits.length === 2) return previous.endsWith('/') && value.length < previous.length ? digits.slice(0, 1) : `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

export interface CardInput {
  number: string;
  expiry: string;
  cvv: string;
  name: string;
}

/** The first failing card rule's message, or null when the card is acceptable. */
export function cardError(card: CardInput, now: Date = new Date()): string | null {
  if (!card.number.trim() || !card.expiry.trim() || !card.cvv.trim() || !card.name.trim()) return PAYMENT_MESSAGES.cardMissing;
  if (!isValidCardNumber(card.number)) return PAYMENT_MESSAGES.cardNumber;
  if (!isValidExpiry(card.expiry, now)) return PAYMENT_MESSAGES.expiry;
  if (!isValidCvv(card.cvv)) return PAYMENT_MESSAGES.cvv;
  return null;
}

/** Card network from the leading digits, for the 'Visa •••• 4242' summary. */
export function cardNetwork(number: string): string {
  const d = digitsOnly(number);
  if (/^4/.test(d)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(d)) return 'Mastercard';
  if (/^3[47]/.test(d)) return 'American Express';
  if (/^(60|65|81|82|508)/.test(d)) return 'RuPay';
  return 'Card';
}
