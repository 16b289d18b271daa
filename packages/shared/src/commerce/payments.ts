import { z } from 'zod';
import { idSchema, text } from '../http/primitives.ts';
import { BANKS } from './rules.ts';

/** POST /api/payments/phonepe/initiate. amount (paise) and userPhone are optional checks of what the order holds. */
export const PhonePeInitiateBodySchema = z
  .object({
    orderId: idSchema('orderId'),
    amount: z.number().int().positive().optional(),
    userPhone: text('userPhone').max(20).optional(),
  })
  .strict();
export const PhonePeInitiateResponseSchema = z.object({
  success: z.literal(true),
  paymentUrl: z.string(),
  merchantTransactionId: z.string(),
  message: z.string(),
});
export type PhonePeInitiateResponse = z.infer<typeof PhonePeInitiateResponseSchema>;

/** Payment verification (spec): paymentStatus read in lowercase by the payment-result page. */
export const PaymentVerificationSchema = z.object({
  success: z.boolean(),
  paymentStatus: z.enum(['success', 'failed', 'pending']),
  amountPaise: z.number().int(),
  transactionId: z.string().nullable(),
  orderId: z.number().int(),
  /** The customer's own order number ('Order #3' on the result page). */
  userOrderNumber: z.number().int(),
  message: z.string(),
});
export type PaymentVerification = z.infer<typeof PaymentVerificationSchema>;

export const MerchantTransactionParamsSchema = z.object({
  merchantTransactionId: z.string().regex(/^[A-Za-z0-9_-]{1,34}$/, 'Invalid payment reference'),
});

/**
 * Card, UPI and net banking go through Razorpay Checkout (decision 050). What our API receives is only
 * the method the customer chose and what Checkout is to prefill (a UPI id or the intent flow, a bank
 * code): card numbers, expiry and CVV are typed into Checkout and never reach our server (deviation 97).
 */
export const RAZORPAY_METHODS = ['card', 'upi', 'netbanking'] as const;
export type RazorpayMethod = (typeof RAZORPAY_METHODS)[number];

/** Razorpay's bank codes of the checkout's banks (Checkout's prefill.bank). */
export const RAZORPAY_BANK_CODES: Record<(typeof BANKS)[number], string> = {
  SBI: 'SBIN',
  HDFC: 'HDFC',
  ICICI: 'ICIC',
  Axis: 'UTIB',
  Kotak: 'KKBK',
  PNB: 'PUNB_R',
  'Bank of Baroda': 'BARB_R',
  Canara: 'CNRB',
};

const CardMethodSchema = z.object({ method: z.literal('card') });
const UpiMethodSchema = z.object({
  method: z.literal('upi'),
  /** A UPI id to collect from; without one Checkout offers the UPI apps (intent). */
  upiId: text('UPI ID').trim().max(300).optional(),
  upiFlow: z.enum(['collect', 'intent']).default('collect'),
});
const NetbankingMethodSchema = z.object({ method: z.literal('netbanking'), bank: z.enum(BANKS, { message: 'Please select a bank.' }) });

/** What the customer pays with, whatever is being paid for (an appointment's fee uses it alone). */
export const PaymentMethodBodySchema = z.discriminatedUnion('method', [
  CardMethodSchema.strict(),
  UpiMethodSchema.strict(),
  NetbankingMethodSchema.strict(),
]);
export type PaymentMethodBody = z.infer<typeof PaymentMethodBodySchema>;

const orderId = { orderId: idSchema('orderId') };
/** POST /api/payments/razorpay/order: a Razorpay order for my order's server-computed total. */
export const RazorpayOrderBodySchema = z.discriminatedUnion('method', [
  CardMethodSchema.extend(orderId).strict(),
  UpiMethodSchema.extend(orderId).strict(),
  NetbankingMethodSchema.extend(orderId).strict(),
]);
export type RazorpayOrderBody = z.infer<typeof RazorpayOrderBodySchema>;

/** What the browser needs to open Checkout (Razorpay's options: key, order_id, amount, prefill, the chosen method). */
export const RazorpayCheckoutSchema = z.object({
  merchantTransactionId: z.string(),
  keyId: z.string(),
  razorpayOrderId: z.string(),
  amountPaise: z.number().int(),
  currency: z.literal('INR'),
  name: z.string(),
  description: z.string(),
  prefill: z.object({
    method: z.enum(RAZORPAY_METHODS),
    contact: z.string().optional(),
    email: z.string().optional(),
    vpa: z.string().optional(),
    bank: z.string().optional(),
  }),
  upiFlow: z.enum(['collect', 'intent']).nullable(),
  /** Where Checkout returns the browser with its result (a page of ours). */
  returnPath: z.string(),
  /** Demo mode: the built-in sandbox's hosted checkout page stands in for checkout.razorpay.com. */
  sandboxCheckoutUrl: z.string().nullable(),
});
export type RazorpayCheckout = z.infer<typeof RazorpayCheckoutSchema>;

/** POST /api/payments/razorpay/verify: what Checkout handed the browser, checked on the server by its signature. */
export const RazorpayVerifyBodySchema = z
  .object({
    merchantTransactionId: z.string().regex(/^[A-Za-z0-9_-]{1,34}$/, 'Invalid payment reference'),
    razorpay_payment_id: z.string().regex(/^pay_[A-Za-z0-9]{1,40}$/, 'Invalid payment reference'),
    razorpay_order_id: z.string().regex(/^order_[A-Za-z0-9]{1,40}$/, 'Invalid payment reference'),
    razorpay_signature: z.string().regex(/^[0-9a-f]{64}$/, 'Invalid payment signature'),
  })
  .strict();
export type RazorpayVerifyBody = z.infer<typeof RazorpayVerifyBodySchema>;

/** The refusal of a request that carries card data (deviation 97). */
export const CARD_DATA_REFUSED = 'Card details are entered on the payment page of our payment provider and are never sent to us.';

/** Test instruments the built-in Razorpay sandbox declines (documented in the README). */
export const SANDBOX_DECLINED_CARD = '4000000000000002';
export const SANDBOX_DECLINED_UPI_PREFIX = 'fail';
