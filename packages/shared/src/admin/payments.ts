import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_ATTEMPT_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '../commerce/rules.ts';
import { pagedSchema } from '../http/pagination.ts';
import { isoDate, positiveIntParam } from '../http/primitives.ts';

/** Admin → Payments (issue 26 item 4, decision 060): every attempt with its provider ids, and what does not add up. */

export const ADMIN_PAYMENTS_PAGE_SIZE = 25;
/** The providers an attempt is made with (the payments.provider column). */
export const PAYMENT_PROVIDERS = ['phonepe', 'razorpay'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** A refund the provider has not accepted after this long is a mismatch (the sweep retries every few minutes). */
export const REFUND_PENDING_TOO_LONG_HOURS = 24;

/**
 * What does not add up between our attempts and our orders. Stored and sent as codes; the screen
 * words each one and the action that fixes it from the adminPayments catalogue.
 */
export const PAYMENT_MISMATCH_CODES = [
  /** An attempt captured, its order not marked paid (not cancelled either). */
  'captured_order_unpaid',
  /** An attempt captured, its order cancelled: the money should have gone back. */
  'captured_order_cancelled',
  /** An online order marked paid without a captured attempt. */
  'paid_without_capture',
  /** A refund asked for longer than REFUND_PENDING_TOO_LONG_HOURS ago and not accepted. */
  'refund_pending_too_long',
] as const;
export type PaymentMismatchCode = (typeof PAYMENT_MISMATCH_CODES)[number];

/** The filters of the list and of its CSV (all optional). Dates are whole days in India time, on the attempt's creation. */
export const AdminPaymentsFilterSchema = z
  .object({
    from: isoDate('From').optional(),
    to: isoDate('To').optional(),
    provider: z.enum(PAYMENT_PROVIDERS, 'Choose a provider from the list').optional(),
    status: z.enum(PAYMENT_ATTEMPT_STATUSES, 'Choose a state from the list').optional(),
  })
  .strict();

const fromNotAfterTo = (q: { from?: string | undefined; to?: string | undefined }) => !q.from || !q.to || q.from <= q.to;
const FROM_AFTER_TO = { message: 'From must not be after To', path: ['to'] };

/** GET /api/admin/payments.csv: the list's filters, every matching row. */
export const AdminPaymentsCsvQuerySchema = AdminPaymentsFilterSchema.refine(fromNotAfterTo, FROM_AFTER_TO);
export type AdminPaymentsCsvQuery = z.infer<typeof AdminPaymentsCsvQuerySchema>;

/** GET /api/admin/payments: filtered, newest first, paged with a total. */
export const AdminPaymentsQuerySchema = AdminPaymentsFilterSchema.extend({
  page: positiveIntParam('page', 10_000).optional(),
  pageSize: positiveIntParam('pageSize', 100).optional(),
}).refine(fromNotAfterTo, FROM_AFTER_TO);
export type AdminPaymentsQuery = z.infer<typeof AdminPaymentsQuerySchema>;

const isoTime = z.iso.datetime({ offset: true });

/** One attempt: what it pays, with whom, its state, and every id a provider's dashboard can be searched by. */
export const AdminPaymentSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int().nullable(),
  /** The customer's number of the order ('Order #3'), null for an appointment's fee. */
  userOrderNumber: z.number().int().nullable(),
  appointmentId: z.number().int().nullable(),
  provider: z.string(),
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(PAYMENT_ATTEMPT_STATUSES),
  amountPaise: z.number().int(),
  /** Our id of the attempt (PhonePe's merchantOrderId / merchantTransactionId, Razorpay's receipt). */
  merchantTransactionId: z.string(),
  /** The provider's id of the money (PhonePe's transactionId, Razorpay's 'pay_…'). */
  providerTransactionId: z.string().nullable(),
  /** Razorpay's order ('order_…'). */
  providerOrderId: z.string().nullable(),
  /** Our id of the refund at the provider, once asked. */
  refundTransactionId: z.string().nullable(),
  responseCode: z.string().nullable(),
  createdAt: isoTime,
  updatedAt: isoTime,
  refundedAt: isoTime.nullable(),
});
export type AdminPayment = z.infer<typeof AdminPaymentSchema>;
export const AdminPaymentListResponseSchema = pagedSchema(AdminPaymentSchema);
export type AdminPaymentListResponse = z.infer<typeof AdminPaymentListResponseSchema>;

/** One mismatch: its code (the screen words it and its fix), the attempt and order it is about. */
export const AdminPaymentMismatchSchema = z.object({
  code: z.enum(PAYMENT_MISMATCH_CODES),
  orderId: z.number().int(),
  userOrderNumber: z.number().int(),
  orderStatus: z.enum(ORDER_STATUSES),
  orderPaymentStatus: z.enum(PAYMENT_STATUSES),
  /** The attempt concerned; null for an order paid without any captured attempt. */
  paymentId: z.number().int().nullable(),
  provider: z.string().nullable(),
  merchantTransactionId: z.string().nullable(),
  providerTransactionId: z.string().nullable(),
  amountPaise: z.number().int(),
  /** Since when: the attempt's last change, or the order's for paid_without_capture. */
  since: isoTime,
});
export type AdminPaymentMismatch = z.infer<typeof AdminPaymentMismatchSchema>;
export const AdminPaymentMismatchesResponseSchema = z.object({
  items: z.array(AdminPaymentMismatchSchema),
  /** True when more mismatches exist than are listed (the list is capped; fix these first). */
  truncated: z.boolean(),
  checkedAt: isoTime,
});
export type AdminPaymentMismatchesResponse = z.infer<typeof AdminPaymentMismatchesResponseSchema>;

/** POST /api/admin/payments/reconcile: what one sweep did. */
export const AdminReconcileResponseSchema = z.object({
  checked: z.number().int().nonnegative(),
  expiredOrders: z.array(z.number().int()),
  refundsTried: z.number().int().nonnegative(),
});
export type AdminReconcileResponse = z.infer<typeof AdminReconcileResponseSchema>;
