import { z } from 'zod';
import { idSchema, text } from '../http/primitives.ts';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from './rules.ts';

/** One cart line as the browser keeps it and sends it. seenPricePaise is the unit price the customer saw when adding it. */
export const CartLineSchema = z
  .object({
    productId: idSchema('productId'),
    /** The chosen pack; absent means the product's first (default) variant. */
    variantId: idSchema('variantId').nullable().optional(),
    quantity: z
      .number({ message: 'quantity must be a number' })
      .int('quantity must be a whole number')
      .min(1, 'quantity must be at least 1')
      .max(MAX_LINE_QUANTITY, `quantity must be at most ${MAX_LINE_QUANTITY}`),
    seenPricePaise: z.number().int().nonnegative().max(100_000_000_00).optional(),
  })
  .strict();
export type CartLine = z.infer<typeof CartLineSchema>;

export const CartLinesSchema = z
  .array(CartLineSchema)
  .max(MAX_CART_LINES, `A cart holds at most ${MAX_CART_LINES} different items`)
  .refine((lines) => new Set(lines.map((l) => `${l.productId}:${l.variantId ?? ''}`)).size === lines.length, {
    message: 'Each item may appear only once in the cart',
  });

export const PromoCodeSchema = text('Promo code')
  .trim()
  .min(1, 'Please enter a promo code')
  .max(40, 'Invalid promo code')
  .transform((s) => s.toUpperCase());

/** POST /api/cart/quote: price a cart (visitor or customer) with the server's current data. */
export const QuoteBodySchema = z.object({ lines: CartLinesSchema, promoCode: PromoCodeSchema.optional() }).strict();
export type QuoteBody = z.infer<typeof QuoteBodySchema>;

/** A cart line priced by the server, with what changed since the customer added it. */
export const QuotedLineSchema = z.object({
  productId: z.number().int(),
  variantId: z.number().int().nullable(),
  slug: z.string(),
  name: z.string(),
  variantLabel: z.string().nullable(),
  brand: z.string(),
  image: z.string(),
  categorySlug: z.string(),
  requiresPrescription: z.boolean(),
  unitPricePaise: z.number().int(),
  mrpPaise: z.number().int(),
  quantity: z.number().int(),
  lineTotalPaise: z.number().int(),
  /** Units available now (0 when out of stock). */
  stock: z.number().int().nonnegative(),
  /** Most units of this product one order may hold (the cart explains it; checkout refuses more). */
  maxPerOrder: z.number().int().positive(),
  /** The price the customer saw, when it differs from today's price. */
  previousUnitPricePaise: z.number().int().nullable(),
  /** A reason this line cannot be ordered as it is ('Only 3 left in stock', 'Out of stock', 'No longer available'). */
  problem: z.string().nullable(),
});
export type QuotedLine = z.infer<typeof QuotedLineSchema>;

export const AppliedPromoSchema = z.object({
  code: z.string(),
  discountPaise: z.number().int(),
  description: z.string(),
  /** The code's per-customer limit explained ('SAVE20 can be used 2 times per customer; 1 use left for you, counting this order.'), or null. */
  limitNote: z.string().nullable(),
});
export type AppliedPromo = z.infer<typeof AppliedPromoSchema>;

export const QuoteResponseSchema = z.object({
  lines: z.array(QuotedLineSchema),
  subtotalPaise: z.number().int(),
  discountPaise: z.number().int(),
  deliveryPaise: z.number().int(),
  totalPaise: z.number().int(),
  /** The free-delivery threshold in force (System Settings), for the cart's 'Free delivery on orders above' line. */
  freeDeliveryAbovePaise: z.number().int(),
  promo: AppliedPromoSchema.nullable(),
  /** Why the promo code given did not apply (null when none was given or it applied). */
  promoError: z.string().nullable(),
  /** True when some line has a problem (stock, availability): checkout is refused until it is fixed. */
  hasProblems: z.boolean(),
  /** True when a line needs a prescription (checkout refuses it until prescriptions can be attached). */
  needsPrescription: z.boolean(),
});
export type QuoteResponse = z.infer<typeof QuoteResponseSchema>;

/** POST /api/apply-promo (spec path): the code and the cart lines; answers the discount or 400 with the reason. */
export const ApplyPromoBodySchema = z.object({ promoCode: PromoCodeSchema, lines: CartLinesSchema }).strict();
export const ApplyPromoResponseSchema = AppliedPromoSchema;

/**
 * GET/PUT /api/cart: the signed-in customer's cart kept by the server (lines and the applied promo
 * code; quote for prices and whether the code still applies).
 */
export const ServerCartSchema = z.object({ lines: z.array(CartLineSchema), promoCode: z.string().nullable() });
export type ServerCart = z.infer<typeof ServerCartSchema>;
/** PUT /api/cart: the lines, and the applied promo code (null: none; left out: the saved one stays). */
export const PutCartBodySchema = z.object({ lines: CartLinesSchema, promoCode: PromoCodeSchema.nullable().optional() }).strict();
/** POST /api/cart/merge: the browser's cart on login; the answer is the merged cart (quantities added, capped by stock). */
export const MergeCartBodySchema = PutCartBodySchema;
