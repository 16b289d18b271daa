import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  ADDRESS_TYPES,
  MAX_LINE_QUANTITY,
  ORDER_STATUSES,
  PAYMENT_ATTEMPT_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PROMO_KINDS,
} from '@dawa/shared/commerce/rules';
import type { TrackingTextParams } from '@dawa/shared/commerce/tracking-text';
import { users } from './accounts.ts';
import { appointments } from './care.ts';
import { products, productVariants } from './catalog.ts';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
const oneOf = (column: string, values: readonly string[]) => sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);

/** The customer's address book. */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    country: text('country').notNull().default('India'),
    type: text('type', { enum: ADDRESS_TYPES }).notNull().default('Home'),
    instructions: text('instructions').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('addresses_user_idx').on(t.userId), check('addresses_type_check', oneOf('type', ADDRESS_TYPES))],
);

/** The signed-in customer's cart kept by the server, so it follows them to another device. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    seenPricePaise: integer('seen_price_paise'),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_line_key').on(t.userId, t.productId, sql`coalesce(${t.variantId}, 0)`),
    check('cart_items_quantity_check', sql.raw(`quantity between 1 and ${MAX_LINE_QUANTITY}`)),
  ],
);

/** Promo codes; the ones with show_as_deal are the /deals page (one source of truth for deals and codes). */
export const promoCodes = pgTable(
  'promo_codes',
  {
    code: text('code').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    image: text('image').notNull().default(''),
    kind: text('kind', { enum: PROMO_KINDS }).notNull(),
    percentOff: smallint('percent_off'),
    categorySlugs: text('category_slugs')
      .array()
      .notNull()
      .default(sql`'{}'`),
    tag: text('tag'),
    scopeLabel: text('scope_label').notNull(),
    minOrderPaise: integer('min_order_paise').notNull().default(0),
    maxDiscountPaise: integer('max_discount_paise'),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    perUserLimit: integer('per_user_limit'),
    timesUsed: integer('times_used').notNull().default(0),
    active: boolean('active').notNull().default(true),
    showAsDeal: boolean('show_as_deal').notNull().default(true),
    sortOrder: smallint('sort_order').notNull().default(0),
    ...timestamps,
  },
  () => [
    check('promo_codes_kind_check', oneOf('kind', PROMO_KINDS)),
    check('promo_codes_code_upper_check', sql`code = upper(code)`),
    check('promo_codes_percent_check', sql`percent_off is null or percent_off between 1 and 100`),
  ],
);

/** The promo code applied in a signed-in customer's server cart (migration 0038): it follows them to another device with the lines. */
export const cartPromos = pgTable('cart_promos', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text('code')
    .notNull()
    .references(() => promoCodes.code, { onDelete: 'cascade' }),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** Orders outlive account deletion (the account row is anonymised, never removed). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** 1, 2, 3 ... per customer ('Order #3'). */
    userOrderNumber: integer('user_order_number').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    subtotalPaise: integer('subtotal_paise').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    deliveryPaise: integer('delivery_paise').notNull().default(0),
    totalPaise: integer('total_paise').notNull(),
    promoCode: text('promo_code').references(() => promoCodes.code),
    addressId: integer('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    shippingName: text('shipping_name').notNull(),
    shippingStreet: text('shipping_street').notNull(),
    shippingCity: text('shipping_city').notNull(),
    shippingState: text('shipping_state').notNull().default(''),
    shippingZip: text('shipping_zip').notNull().default(''),
    shippingCountry: text('shipping_country').notNull().default('India'),
    shippingInstructions: text('shipping_instructions').notNull().default(''),
    contactPhone: text('contact_phone').notNull(),
    contactEmail: text('contact_email').notNull().default(''),
    note: text('note'),
    gstNumber: text('gst_number'),
    wantsInvoice: boolean('wants_invoice').notNull().default(false),
    /** The Idempotency-Key the order was created with, and a hash of that request's body. */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    trackingNumber: text('tracking_number'),
    /** The courier company of a shipped order (set with the tracking number by staff). */
    courier: text('courier'),
    /** The order holds a prescription medicine (the server decides from its lines): a pharmacist must approve it (decision 026). */
    needsPrescription: boolean('needs_prescription').notNull().default(false),
    /** Raised by every change of the order: staff send the version they saw (a stale one is refused). */
    version: integer('version').notNull().default(0),
    currentLocation: text('current_location'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Why the customer cancelled: a code of CANCEL_REASON_CODES, and their words for 'other' (migration 0026). */
    cancelReason: text('cancel_reason'),
    cancelReasonNote: text('cancel_reason_note'),
    /** The customer hid this unpaid order from their list. */
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
    /** When the current 30-minute payment window opened (placing the order, or paying again). */
    awaitingPaymentSince: timestamp('awaiting_payment_since', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('orders_user_number_key').on(t.userId, t.userOrderNumber),
    uniqueIndex('orders_idempotency_key').on(t.userId, t.idempotencyKey),
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('orders_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('orders_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('orders_payment_status_created_idx').on(t.paymentStatus, t.createdAt.desc(), t.id.desc()),
    index('orders_contact_email_idx').on(sql`lower(${t.contactEmail})`),
    // All Dashboards' count of orders waiting for fulfilment (migration 0014); analytics ranges use orders_created_idx.
    index('orders_awaiting_fulfilment_idx')
      .on(t.status)
      .where(sql`status in ('confirmed', 'packed')`),
    index('orders_awaiting_prescription_idx')
      .on(t.createdAt, t.id)
      .where(sql`status = 'awaiting_prescription'`),
    check('orders_status_check', oneOf('status', ORDER_STATUSES)),
    check('orders_payment_method_check', oneOf('payment_method', PAYMENT_METHODS)),
    check('orders_payment_status_check', oneOf('payment_status', PAYMENT_STATUSES)),
    check('orders_money_check', sql`subtotal_paise >= 0 and discount_paise >= 0 and delivery_paise >= 0 and total_paise >= 0`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    variantLabel: text('variant_label'),
    sku: text('sku'),
    categorySlug: text('category_slug').notNull(),
    requiresPrescription: boolean('requires_prescription').notNull().default(false),
    unitPricePaise: integer('unit_price_paise').notNull(),
    mrpPaise: integer('mrp_paise').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotalPaise: integer('line_total_paise').notNull(),
    /** The tax class on the invoice, copied from the product when the invoice is first issued (migration 0018). */
    hsnCode: text('hsn_code'),
    gstRatePercent: smallint('gst_rate_percent'),
    /** The line's own part of the order's promo discount, fixed at checkout (migration 0038; null on older lines). */
    discountPaise: integer('discount_paise'),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    // Verified-purchase checks look up a customer's purchases of one product.
    index('order_items_product_idx').on(t.productId),
    check('order_items_quantity_check', sql.raw(`quantity between 1 and ${MAX_LINE_QUANTITY}`)),
    check('order_items_discount_check', sql`discount_paise is null or (discount_paise >= 0 and discount_paise <= line_total_paise)`),
  ],
);

/** The tracking timeline. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    location: text('location').notNull(),
    /** The English sentence, for staff and API callers (and shown as it is when there is no key). */
    description: text('description').notNull(),
    /** The sentence as a code (migration 0033): its key in the orders catalogue, null for free text (a provider's words). */
    messageKey: text('message_key'),
    /** The sentence's values by placeholder ({ transaction: 'T123' }, the pharmacist's reason). */
    messageParams: jsonb('message_params').$type<TrackingTextParams>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

/** One attempt to pay an order with a provider (PhonePe or the card/UPI/net-banking gateway). */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    /** The order paid, or null when the attempt pays an appointment's fee (exactly one of the two). */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    appointmentId: integer('appointment_id').references(() => appointments.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    merchantTransactionId: text('merchant_transaction_id').notNull(),
    providerTransactionId: text('provider_transaction_id'),
    /** Razorpay's order id ('order_…'): the attempt exists there before any payment (decision 050). */
    providerOrderId: text('provider_order_id'),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status', { enum: PAYMENT_ATTEMPT_STATUSES }).notNull().default('initiated'),
    /** What the customer paid with, never a full card number: 'Visa •••• 4242', 'UPI a***@okhdfc', 'HDFC'. */
    instrument: text('instrument'),
    cardLast4: text('card_last4'),
    responseCode: text('response_code'),
    /** The sandbox gateway settles at this time (1-3 s after the charge). */
    settleAt: timestamp('settle_at', { withTimezone: true }),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    /** Our id of the refund at the provider (PhonePe's refund merchantTransactionId), once asked. */
    refundTransactionId: text('refund_transaction_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payments_merchant_transaction_key').on(t.merchantTransactionId),
    // Exactly-once: at most one open attempt per order, and one successful payment per order.
    uniqueIndex('payments_one_open_per_order')
      .on(t.orderId)
      .where(sql`status in ('initiated', 'pending')`),
    uniqueIndex('payments_one_success_per_order')
      .on(t.orderId)
      .where(sql`status = 'success'`),
    index('payments_order_idx').on(t.orderId),
    // Admin → Payments' list: newest first, and by state (migration 0050).
    index('payments_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('payments_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    uniqueIndex('payments_provider_order_key')
      .on(t.provider, t.providerOrderId)
      .where(sql`provider_order_id IS NOT NULL`),
    uniqueIndex('payments_one_open_per_appointment')
      .on(t.appointmentId)
      .where(sql`appointment_id IS NOT NULL AND status IN ('initiated', 'pending')`),
    uniqueIndex('payments_one_success_per_appointment')
      .on(t.appointmentId)
      .where(sql`appointment_id IS NOT NULL AND status = 'success'`),
    index('payments_appointment_idx')
      .on(t.appointmentId)
      .where(sql`appointment_id IS NOT NULL`),
    check('payments_owner_check', sql`num_nonnulls(order_id, appointment_id) = 1`),
    check('payments_status_check', oneOf('status', PAYMENT_ATTEMPT_STATUSES)),
    check('payments_card_last4_check', sql`card_last4 is null or card_last4 ~ '^[0-9]{4}$'`),
  ],
);

/** Provider messages (callbacks, refusals) kept for audit; bodies never hold card numbers. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    accepted: boolean('accepted').notNull(),
    detail: jsonb('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_events_payment_idx').on(t.paymentId)],
);

export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: serial('id').primaryKey(),
    code: text('code')
      .notNull()
      .references(() => promoCodes.code),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('promo_redemptions_order_key').on(t.orderId), index('promo_redemptions_code_user_idx').on(t.code, t.userId)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull(),
    pros: text('pros')
      .array()
      .notNull()
      .default(sql`'{}'`),
    cons: text('cons')
      .array()
      .notNull()
      .default(sql`'{}'`),
    wouldRecommend: boolean('would_recommend').notNull().default(true),
    verifiedPurchase: boolean('verified_purchase').notNull().default(false),
    /** Storage keys of photos attached to the review. */
    imageKeys: text('image_keys')
      .array()
      .notNull()
      .default(sql`'{}'`),
    helpfulCount: integer('helpful_count').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('reviews_product_user_key').on(t.productId, t.userId),
    index('reviews_product_created_idx').on(t.productId, t.createdAt.desc()),
    check('reviews_rating_check', sql`rating between 1 and 5`),
  ],
);

export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
);
