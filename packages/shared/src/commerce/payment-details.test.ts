import { describe, expect, it } from 'vitest';
import {
  cardError,
  cardNetwork,
  findCardNumbers,
  formatCardNumberInput,
  formatExpiryInput,
  isBank,
  isValidCardNumber,
  isValidCvv,
  isValidExpiry,
  isValidUpiId,
  passesLuhn,
  PAYMENT_MESSAGES,
} from './payment-details.ts';
import { RazorpayOrderBodySchema, SANDBOX_DECLINED_CARD } from './payments.ts';

const JUNE_2026 = new Date(2026, 5, 15);

describe('card number', () => {
  it('needs a valid Luhn checksum and 13 to 19 digits, spaces allowed', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('4242 4242')).toBe(false);
    expect(isValidCardNumber('4242 4242 4242 4242')).toBe(true);
    expect(isValidCardNumber('4222222222222')).toBe(true); // 13 digits
    expect(isValidCardNumber('424242424242')).toBe(false); // 12 digits
    expect(isValidCardNumber('42424242424242424242')).toBe(false); // 20 digits
    expect(isValidCardNumber(SANDBOX_DECLINED_CARD)).toBe(true); // the decline card is a well-formed card
  });

  it('names the network for the summary', () => {
    expect(cardNetwork('4242 4242 4242 4242')).toBe('Visa');
    expect(cardNetwork('5555555555554444')).toBe('Mastercard');
    expect(cardNetwork('2221000000000009')).toBe('Mastercard');
    expect(cardNetwork('378282246310005')).toBe('American Express');
    expect(cardNetwork('6521000000000000')).toBe('RuPay');
    expect(cardNetwork('9999999999999995')).toBe('Card');
  });

  it('groups typed digits in fours, at most 19 digits', () => {
    expect(formatCardNumberInput('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumberInput('4242-42a')).toBe('4242 42');
    expect(formatCardNumberInput('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });
});

describe('expiry and CVV', () => {
  it('accepts MM/YY from the current month on', () => {
    expect(isValidExpiry('06/26', JUNE_2026)).toBe(true);
    expect(isValidExpiry('05/26', JUNE_2026)).toBe(false);
    expect(isValidExpiry('01/27', JUNE_2026)).toBe(true);
    expect(isValidExpiry('13/27', JUNE_2026)).toBe(false);
    expect(isValidExpiry('00/27', JUNE_2026)).toBe(false);
    expect(isValidExpiry('1227', JUNE_2026)).toBe(false);
  });

  it('inserts the slash as the customer types and lets it be deleted', () => {
    expect(formatExpiryInput('1')).toBe('1');
    expect(formatExpiryInput('12')).toBe('12/');
    expect(formatExpiryInput('1227')).toBe('12/27');
    expect(formatExpiryInput('12', '12/')).toBe('1');
  });

  it('takes 3 or 4 digits of CVV', () => {
    expect(isValidCvv('936')).toBe(true);
    expect(isValidCvv('1234')).toBe(true);
    expect(isValidCvv('12')).toBe(false);
    expect(isValidCvv('12a')).toBe(false);
  });

  it('reports the first failing rule with the spec message', () => {
    const good = { number: '4242 4242 4242 4242', expiry: '12/27', cvv: '936', name: 'Asha Verma' };
    expect(cardError(good, JUNE_2026)).toBeNull();
    expect(cardError({ ...good, name: '  ' }, JUNE_2026)).toBe('Please fill in all card details.');
    expect(cardError({ ...good, number: '4242 4242 4242 4241' }, JUNE_2026)).toBe('Invalid card number.');
    expect(cardError({ ...good, expiry: '01/26' }, JUNE_2026)).toBe('Invalid expiry date.');
    expect(cardError({ ...good, cvv: '9' }, JUNE_2026)).toBe('Invalid CVV.');
  });
});

describe('UPI and banks', () => {
  it('accepts name@handle UPI ids', () => {
    expect(isValidUpiId('asha.verma@okhdfc')).toBe(true);
    expect(isValidUpiId(' 9876543210@ybl ')).toBe(true);
    expect(isValidUpiId('asha@')).toBe(false);
    expect(isValidUpiId('@okhdfc')).toBe(false);
    expect(isValidUpiId('asha verma@okhdfc')).toBe(false);
    expect(PAYMENT_MESSAGES.upi).toBe('Please enter a valid UPI ID.');
  });

  it('knows the 8 banks and refuses others with the spec message', () => {
    expect(isBank('Bank of Baroda')).toBe(true);
    expect(isBank('Bank of Nowhere')).toBe(false);
    const parsed = RazorpayOrderBodySchema.safeParse({ orderId: 1, method: 'netbanking', bank: 'Bank of Nowhere' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('Please select a bank.');
  });
});

describe('finding card numbers in a text (the journeys search every /api request body with it)', () => {
  it('finds them however they are written', () => {
    expect(findCardNumbers('{"card":{"number":"4111111111111111"}}')).toEqual(['4111111111111111']);
    expect(findCardNumbers('pan=5555 5555 5555 4444&x=1')).toEqual(['5555 5555 5555 4444']);
    expect(findCardNumbers('note: 4000-0566-5566-5556.')).toEqual(['4000-0566-5566-5556']);
    expect(findCardNumbers('amex 378282246310005, rupay 6521 1111 1111 1110')).toEqual(['378282246310005', '6521 1111 1111 1110']);
  });

  it('leaves alone what only looks long: a failed Luhn digit, timestamps, phone numbers, ids, last four digits', () => {
    expect(findCardNumbers('4111111111111112')).toEqual([]);
    expect(findCardNumbers(`{"at":${1_765_000_000_000},"phone":"9876543210","last4":"1111"}`)).toEqual([]);
    expect(findCardNumbers('"merchantTransactionId":"DW12_4111111111111111a"')).toEqual([]);
    expect(findCardNumbers('order_41111111111111110')).toEqual([]);
  });
});
