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
 * POST /api/payments/gateway/charge: card, UPI or net banking through the gateway adapter. The card
 * number is checked and handed to the gateway; only its last 4 digits are kept.
 */
const CardInstrumentSchema = z.object({
  method: z.literal('card'),
  card: z
    .object({
      number: text('Card number').max(30),
      expiry: text('Expiry').max(7),
      cvv: text('CVV').max(4),
      name: text('Name on card').trim().max(100),
    })
    .strict(),
});
const UpiInstrumentSchema = z.object({ method: z.literal('upi'), upiId: text('UPI ID').trim().max(300) });
const NetbankingInstrumentSchema = z.object({ method: z.literal('netbanking'), bank: z.enum(BANKS, { message: 'Please select a bank.' }) });

/** What the customer pays with (card, UPI or net banking), whatever is being paid for (an appointment's fee uses it alone). */
export const InstrumentBodySchema = z.discriminatedUnion('method', [
  CardInstrumentSchema.strict(),
  UpiInstrumentSchema.strict(),
  NetbankingInstrumentSchema.strict(),
]);
export type InstrumentBody = z.infer<typeof InstrumentBodySchema>;

const orderId = { orderId: idSchema('orderId') };
export const GatewayChargeBodySchema = z.discriminatedUnion('method', [
  CardInstrumentSchema.extend(orderId).strict(),
  UpiInstrumentSchema.extend(orderId).strict(),
  NetbankingInstrumentSchema.extend(orderId).strict(),
]);
export type GatewayChargeBody = z.infer<typeof GatewayChargeBodySchema>;
export const GatewayChargeResponseSchema = z.object({
  merchantTransactionId: z.string(),
  paymentStatus: z.enum(['success', 'failed', 'pending']),
});

/** Sandbox test instruments that the sandbox gateway declines (documented in the README). */
export const SANDBOX_DECLINED_CARD = '4000000000000002';
export const SANDBOX_DECLINED_UPI_PREFIX = 'fail';
