import { z } from 'zod';

/**
 * The PhonePe PG v2 (Standard Checkout) messages this app reads and its sandbox checks
 * (shared/reference/phonepe.md §3). Answers are parsed loosely on purpose: PhonePe adds fields and
 * asks merchants to ignore what they do not know.
 */

/** merchantOrderId and merchantRefundId: at most 63 characters, only '_' and '-' besides letters and digits (§3.3). */
export const MERCHANT_ORDER_ID_PATTERN = /^[A-Za-z0-9_-]{1,63}$/;

/** Order and attempt states (§3.4). */
export const PHONEPE_STATES = ['PENDING', 'COMPLETED', 'FAILED'] as const;
export type PhonePeState = (typeof PHONEPE_STATES)[number];

/** Refund states (§3.5): CONFIRMED is PhonePe's 'accepted'. */
export type PhonePeRefundState = 'PENDING' | 'CONFIRMED' | 'COMPLETED' | 'FAILED';

/** Standard Checkout allows an order to live 300 to 3600 seconds (§3.3). */
export const EXPIRE_AFTER_MIN_SECONDS = 300;
export const EXPIRE_AFTER_MAX_SECONDS = 3600;

/** Body of POST /checkout/v2/pay as the SDK sends it (StandardCheckoutPayRequest). */
export const PhonePePayBodySchema = z.looseObject({
  merchantOrderId: z.string().regex(MERCHANT_ORDER_ID_PATTERN),
  amount: z.number().int().min(100),
  expireAfter: z.number().int().min(EXPIRE_AFTER_MIN_SECONDS).max(EXPIRE_AFTER_MAX_SECONDS).optional(),
  metaInfo: z.record(z.string(), z.string().max(256)).optional(),
  paymentFlow: z.looseObject({
    type: z.literal('PG_CHECKOUT'),
    message: z.string().optional(),
    merchantUrls: z.looseObject({ redirectUrl: z.url() }),
  }),
});
export type PhonePePayBody = z.infer<typeof PhonePePayBodySchema>;

/** Body of POST /payments/v2/refund (RefundRequest). */
export const PhonePeRefundBodySchema = z.looseObject({
  merchantRefundId: z.string().regex(MERCHANT_ORDER_ID_PATTERN),
  originalMerchantOrderId: z.string().regex(MERCHANT_ORDER_ID_PATTERN),
  amount: z.number().int().min(100),
});

/** The order status answer (GET /checkout/v2/order/{id}/status), as far as this app decides on it. */
export const PhonePeOrderStatusSchema = z.looseObject({
  orderId: z.string().optional(),
  merchantOrderId: z.string().optional(),
  merchantId: z.string().optional(),
  state: z.string(),
  amount: z.number().int(),
  errorCode: z.string().nullish(),
  detailedErrorCode: z.string().nullish(),
  paymentDetails: z
    .array(z.looseObject({ transactionId: z.string().optional(), state: z.string().optional(), paymentMode: z.string().optional() }))
    .nullish(),
});
export type PhonePeOrderStatus = z.infer<typeof PhonePeOrderStatusSchema>;

/** Webhook kinds this app acts on (the legacy `type` names, which the SDK's CallbackResponse carries). */
export const ORDER_COMPLETED = 'CHECKOUT_ORDER_COMPLETED';
export const ORDER_FAILED = 'CHECKOUT_ORDER_FAILED';
export const REFUND_COMPLETED = 'PG_REFUND_COMPLETED';
export const REFUND_FAILED = 'PG_REFUND_FAILED';
export const REFUND_ACCEPTED = 'PG_REFUND_ACCEPTED';

/** `event` names of the same webhooks (§3.6: PhonePe asks to read `event`; `type` is to be deprecated). */
export const EVENT_OF_TYPE: Record<string, string> = {
  [ORDER_COMPLETED]: 'checkout.order.completed',
  [ORDER_FAILED]: 'checkout.order.failed',
  [REFUND_ACCEPTED]: 'pg.refund.accepted',
  [REFUND_COMPLETED]: 'pg.refund.completed',
  [REFUND_FAILED]: 'pg.refund.failed',
};
const TYPE_OF_EVENT = Object.fromEntries(Object.entries(EVENT_OF_TYPE).map(([type, event]) => [event, type]));

/** A webhook body: `{ event, type, payload }`. */
export const PhonePeWebhookSchema = z.looseObject({
  event: z.string().max(100).optional(),
  type: z.string().max(100).optional(),
  payload: z.looseObject({
    merchantOrderId: z.string().max(100).optional(),
    originalMerchantOrderId: z.string().max(100).optional(),
    merchantRefundId: z.string().max(100).optional(),
    orderId: z.string().max(100).optional(),
    refundId: z.string().max(100).optional(),
    merchantId: z.string().max(100).optional(),
    state: z.string().max(40),
    amount: z.number().int(),
    errorCode: z.string().nullish(),
    detailedErrorCode: z.string().nullish(),
    paymentDetails: z.array(z.looseObject({ transactionId: z.string().optional() })).nullish(),
  }),
});
export type PhonePeWebhook = z.infer<typeof PhonePeWebhookSchema>;

/** The webhook's kind in the `type` spelling: from `event` when present (PhonePe's advice), else from `type`. */
export function webhookKind(webhook: Pick<PhonePeWebhook, 'event' | 'type'>): string | null {
  if (webhook.event) return TYPE_OF_EVENT[webhook.event] ?? null;
  return webhook.type && webhook.type in EVENT_OF_TYPE ? webhook.type : null;
}

/** Codes of a failed PhonePe order: the pay page says what failed (payment-status.ts words it). */
export const PHONEPE_FAILED_CODES = new Set(['PAYMENT_ERROR', 'PAYMENT_DECLINED', 'TIMED_OUT', 'PAYMENT_CANCELLED', 'TXN_AUTO_FAILED']);
