import { z } from 'zod';

/**
 * The PhonePe PG v1 messages this app reads and the sandbox writes. Parsed loosely on purpose:
 * PhonePe asks merchants to ignore unknown fields and never to treat responseCode as a closed set.
 */

export const MERCHANT_TRANSACTION_ID_PATTERN = /^[A-Za-z0-9_-]{1,34}$/;

/** JSON inside the base64 `request` of POST /pg/v1/pay. */
export const PhonePePayPayloadSchema = z.object({
  merchantId: z.string().min(1).max(37),
  merchantTransactionId: z.string().regex(MERCHANT_TRANSACTION_ID_PATTERN),
  merchantUserId: z
    .string()
    .max(35)
    .regex(/^[A-Za-z0-9_-]+$/),
  amount: z.number().int().min(100),
  redirectUrl: z.url(),
  redirectMode: z.enum(['REDIRECT', 'POST']),
  callbackUrl: z.url(),
  mobileNumber: z
    .string()
    .regex(/^\d{10,13}$/)
    .optional(),
  paymentInstrument: z.object({ type: z.literal('PAY_PAGE') }),
});
export type PhonePePayPayload = z.infer<typeof PhonePePayPayloadSchema>;

export const PhonePePayResponseSchema = z.looseObject({
  success: z.boolean(),
  code: z.string(),
  message: z.string().optional(),
  data: z
    .looseObject({
      merchantId: z.string().optional(),
      merchantTransactionId: z.string().optional(),
      instrumentResponse: z
        .looseObject({
          type: z.string().optional(),
          redirectInfo: z.looseObject({ url: z.string(), method: z.string().optional() }).optional(),
        })
        .optional(),
    })
    .nullish(),
});
export type PhonePePayResponse = z.infer<typeof PhonePePayResponseSchema>;

/** States of data.state (§2.7). */
export const PHONEPE_STATES = ['PENDING', 'COMPLETED', 'FAILED'] as const;
export type PhonePeState = (typeof PHONEPE_STATES)[number];

/** The status API answer; the S2S callback carries the same document in base64. */
export const PhonePeStatusResponseSchema = z.looseObject({
  success: z.boolean(),
  code: z.string(),
  message: z.string().optional(),
  data: z
    .looseObject({
      merchantId: z.string(),
      merchantTransactionId: z.string(),
      transactionId: z.string().nullish(),
      amount: z.number().int(),
      state: z.string().optional(),
      responseCode: z.string().nullish(),
    })
    .nullish(),
});
export type PhonePeStatusResponse = z.infer<typeof PhonePeStatusResponseSchema>;

/** Codes after which the payment will not change (§2.7: PAYMENT_ERROR is final). */
export const PHONEPE_FAILED_CODES = new Set(['PAYMENT_ERROR', 'PAYMENT_DECLINED', 'TIMED_OUT', 'PAYMENT_CANCELLED']);

/** JSON inside the base64 `request` of POST /pg/v1/refund (§2.11). */
export const PhonePeRefundPayloadSchema = z.object({
  merchantId: z.string().min(1).max(37),
  merchantUserId: z
    .string()
    .max(35)
    .regex(/^[A-Za-z0-9_-]+$/)
    .optional(),
  /** The merchantTransactionId of the paid transaction. */
  originalTransactionId: z.string().regex(MERCHANT_TRANSACTION_ID_PATTERN),
  /** A new id for the refund itself. */
  merchantTransactionId: z.string().regex(MERCHANT_TRANSACTION_ID_PATTERN),
  amount: z.number().int().min(100),
  callbackUrl: z.url(),
});
export type PhonePeRefundPayload = z.infer<typeof PhonePeRefundPayloadSchema>;

/** Refund answer: PAYMENT_SUCCESS (done) or PAYMENT_PENDING (accepted, under way) both mean PhonePe took it. */
export const PhonePeRefundResponseSchema = z.looseObject({
  success: z.boolean(),
  code: z.string(),
  message: z.string().optional(),
});
