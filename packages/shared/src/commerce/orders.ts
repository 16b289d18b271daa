import { CustomerMedicineWarningSchema } from '../assistant/knowledge/customer-medicines-schemas.ts';
import { CancelReasonSchema } from './cancel-reasons.ts';
import { z } from 'zod';
import { PageQuerySchema, pagedSchema } from '../http/pagination.ts';
import { idParam, idSchema, text } from '../http/primitives.ts';
import { AddressInputSchema } from './address.ts';
import { CartLinesSchema, PromoCodeSchema } from './cart.ts';
import { PAYMENT_MESSAGES } from './payment-details.ts';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from './rules.ts';
import { TrackingTextKeySchema, TrackingTextParamsSchema } from './tracking-text.ts';
import { MAX_PRESCRIPTIONS_PER_ORDER, OrderPrescriptionReviewSchema } from '../prescriptions/review.ts';

/** GSTIN: 2-digit state code, PAN (5 letters, 4 digits, 1 letter), entity digit, Z, check character. */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * POST /api/orders/create. Exactly one of addressId (from the address book) and address (typed now).
 * The server prices everything itself; totalPaise is only compared with its own total.
 * Card, UPI and bank details are not part of the order: they go to the payment call.
 */
export const CreateOrderBodySchema = z
  .object({
    lines: CartLinesSchema.refine((lines) => lines.length > 0, PAYMENT_MESSAGES.emptyCart),
    addressId: idSchema('addressId').optional(),
    address: AddressInputSchema.optional(),
    /** Keep a typed address in the address book (default true). */
    saveAddress: z.boolean().optional(),
    phone: text('Phone', PAYMENT_MESSAGES.phone)
      .trim()
      .min(1, PAYMENT_MESSAGES.phone)
      .regex(/^\+?[0-9 ]{10,15}$/, 'Please enter a valid phone number (10 digits).')
      .transform((s) => s.replace(/\s+/g, '')),
    note: text('Note').trim().max(500, 'Note must be at most 500 characters').optional(),
    gstNumber: z
      .union([z.literal(''), z.string().trim().toUpperCase().regex(GSTIN_PATTERN, 'Please enter a valid 15-character GST number.')])
      .optional(),
    wantsInvoice: z.boolean().optional(),
    promoCode: PromoCodeSchema.optional(),
    paymentMethod: z.enum(PAYMENT_METHODS, { message: `paymentMethod must be one of ${PAYMENT_METHODS.join(', ')}` }),
    /** The total the customer was shown, in paise. */
    totalPaise: z.number().int().nonnegative().max(100_000_000_00),
    /** Prescriptions attached for the cart's prescription medicines (decision 026); the server decides whether they are needed. */
    prescriptionIds: z
      .array(idSchema('prescriptionId'))
      .max(MAX_PRESCRIPTIONS_PER_ORDER, `At most ${MAX_PRESCRIPTIONS_PER_ORDER} prescriptions can be attached to one order.`)
      .optional(),
  })
  .strict()
  .refine((body) => (body.addressId === undefined) !== (body.address === undefined), {
    message: PAYMENT_MESSAGES.address,
    path: ['address'],
  });
export type CreateOrderBody = z.input<typeof CreateOrderBodySchema>;

export const OrderItemSchema = z.object({
  productId: z.number().int(),
  variantId: z.number().int().nullable(),
  productName: z.string(),
  variantLabel: z.string().nullable(),
  image: z.string(),
  quantity: z.number().int(),
  /** Unit price paid (the spec's price_at_purchase), in paise. */
  priceAtPurchasePaise: z.number().int(),
  lineTotalPaise: z.number().int(),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS);

/** GET /api/orders/{orderId}: everything the order-success page and the invoice show. */
export const OrderDetailSchema = z.object({
  id: z.number().int(),
  userOrderNumber: z.number().int(),
  status: OrderStatusSchema,
  paymentMethod: PaymentMethodSchema,
  paymentStatus: PaymentStatusSchema,
  orderDate: z.string(),
  items: z.array(OrderItemSchema),
  subtotalPaise: z.number().int(),
  discountPaise: z.number().int(),
  deliveryPaise: z.number().int(),
  totalAmountPaise: z.number().int(),
  promoCode: z.string().nullable(),
  shippingName: z.string(),
  shippingStreet: z.string(),
  shippingCity: z.string(),
  shippingState: z.string(),
  shippingZip: z.string(),
  shippingCountry: z.string(),
  phone: z.string(),
  note: z.string().nullable(),
  gstNumber: z.string().nullable(),
  wantsInvoice: z.boolean(),
  /** The provider's transaction id once paid. */
  transactionId: z.string().nullable(),
  estimatedDelivery: z.string(),
  cancelReason: CancelReasonSchema.nullable(),
  canCancel: z.boolean(),
  /** A tax invoice exists (paid or cash orders; never an unpaid one; a cancelled order keeps one issued before). */
  hasInvoice: z.boolean(),
  /** The number of the credit note that reversed the invoice when the order was cancelled or refunded (GET .../credit-note.pdf). */
  creditNoteNumber: z.string().nullable(),
  /** An unpaid attempt: the customer may pay again (stock is checked again) or dismiss it. */
  canPayAgain: z.boolean(),
  /** The prescriptions attached and the pharmacist's rejections, for an order holding a prescription medicine (decision 026). */
  prescriptionReview: OrderPrescriptionReviewSchema.nullable().optional(),
  /** Its medicines against the customer's other prescriptions and recent orders (issue 23), when any interact. */
  medicineWarnings: z.array(CustomerMedicineWarningSchema).optional(),
});
export type OrderDetail = z.infer<typeof OrderDetailSchema>;
export const OrderResponseSchema = z.object({ success: z.literal(true), order: OrderDetailSchema });

export const CreateOrderResponseSchema = z.object({
  success: z.literal(true),
  orderId: z.number().int(),
  message: z.string(),
  order: OrderDetailSchema,
});
export type CreateOrderResponse = z.infer<typeof CreateOrderResponseSchema>;

/** One row of the order list (account spec: id, user_order_number, status, orderDate, product_names, ...). */
export const OrderSummarySchema = z.object({
  id: z.number().int(),
  userOrderNumber: z.number().int(),
  status: OrderStatusSchema,
  orderDate: z.string(),
  productNames: z.array(z.string()),
  itemCount: z.number().int(),
  paymentMethod: PaymentMethodSchema,
  paymentStatus: PaymentStatusSchema,
  transactionId: z.string().nullable(),
  totalAmountPaise: z.number().int(),
  hasInvoice: z.boolean(),
  creditNoteNumber: z.string().nullable(),
  canPayAgain: z.boolean(),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;
export const OrderListResponseSchema = pagedSchema(OrderSummarySchema);
export type OrderListResponse = z.infer<typeof OrderListResponseSchema>;

/**
 * One timeline entry: its status (one of TRACKING_EVENTS), its sentence as a code (`messageKey` of the
 * orders catalogue's 'eventText.<key>' and its `messageParams`) that the browser words in the
 * customer's language, and the same sentence in English (`description`) for staff and API callers.
 * `messageKey` is null for free text (a payment provider's failure reason), shown as it is.
 */
export const TrackingEventSchema = z.object({
  date: z.string(),
  status: z.string(),
  location: z.string(),
  description: z.string(),
  messageKey: TrackingTextKeySchema.nullable(),
  messageParams: TrackingTextParamsSchema,
});
export type TrackingEvent = z.infer<typeof TrackingEventSchema>;

/** A tracking card: status capitalised ('Shipped'), events newest first. */
export const TrackingRecordSchema = z.object({
  orderId: z.number().int(),
  userOrderNumber: z.number().int(),
  status: z.string(),
  progressPercent: z.number().int(),
  estimatedDelivery: z.string(),
  /** The business days promised to the shipping PIN (commerce/delivery-zones), worded by the page. */
  deliveryDays: z.object({ min: z.number().int(), max: z.number().int() }).optional(),
  /** Why the customer cancelled (a cancelled order; null otherwise, and for staff cancels). */
  cancelReason: CancelReasonSchema.nullable(),
  trackingNumber: z.string().nullable(),
  currentLocation: z.string(),
  orderDate: z.string(),
  totalAmountPaise: z.number().int(),
  canCancel: z.boolean(),
  events: z.array(TrackingEventSchema),
});
export type TrackingRecord = z.infer<typeof TrackingRecordSchema>;
export const TrackingListResponseSchema = pagedSchema(TrackingRecordSchema);
export type TrackingListResponse = z.infer<typeof TrackingListResponseSchema>;

export const CancelOrderResponseSchema = z.object({ success: z.literal(true), message: z.string(), tracking: TrackingRecordSchema });
export type CancelOrderResponse = z.infer<typeof CancelOrderResponseSchema>;

export const OrderIdParamsSchema = z.object({
  orderId: idParam('orderId', 'Order not found'),
});

/** PATCH /api/orders/{orderId}/payment-status: the browser may only choose cash on delivery; paid comes from the provider. */
export const PaymentStatusBodySchema = z
  .object({
    status: z.literal('cod_pending', { message: 'Only the payment provider can mark an order paid.' }),
    paymentMethod: z.literal('cod').optional(),
  })
  .strict();

/** Header of an idempotent order creation. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IdempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, 'Idempotency-Key must be 8-100 letters, digits, - or _');

/** GET /api/orders and GET /api/tracking: ?page= (10 orders a page, newest first). */
export const OrderPageQuerySchema = PageQuerySchema.pick({ page: true });

/** Texts the API answers and the web may show as they are. */
export const ORDER_PLACED_MESSAGE = 'Order placed successfully';
export const ORDER_NOT_FOUND_MESSAGE = 'Order not found';

/** POST /api/orders/{orderId}/pay-again answers the order, waiting for its payment again. */
export const PayAgainResponseSchema = z.object({ success: z.literal(true), message: z.string(), order: OrderDetailSchema });
export type PayAgainResponse = z.infer<typeof PayAgainResponseSchema>;
/** PATCH /api/orders/{orderId}/dismiss. */
export const DismissOrderResponseSchema = z.object({ success: z.literal(true), message: z.string() });
