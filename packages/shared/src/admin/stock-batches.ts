import { z } from 'zod';
import { idParam, isoDate, text } from '../http/primitives.ts';

/** Stock Receiving (decision 039): a product's batches and receiving a new one, which raises its stock. */
export const STOCK_BATCH_MESSAGES = {
  productNotFound: 'Product not found',
  expiryInPast: 'The expiry date must be after today.',
  duplicate: 'This batch number is already recorded for this product.',
  perVariant: 'This product is sold in packs: choose the pack you received.',
  notOwnVariant: 'This pack is not one of this product.',
  noVariants: 'This product has no packs: receive it without one.',
  received: 'Batch received',
} as const;

/** Batches listed per product (expired ones included, last): more than this is a warehouse, not a pharmacy shelf. */
export const STOCK_BATCH_LIST_LIMIT = 100;

export const ReceiveStockBatchBodySchema = z
  .object({
    batchNumber: text('Batch number', 'Batch number is required')
      .trim()
      .min(1, 'Batch number is required')
      .max(40, 'Batch number must be at most 40 characters')
      .regex(/^[A-Za-z0-9][A-Za-z0-9 ./-]*$/, 'Batch number may contain letters, digits, spaces and . / - only'),
    expiryDate: isoDate('Expiry date'),
    quantity: z
      .number({ message: 'Quantity must be a number' })
      .int('Quantity must be a whole number')
      .min(1, 'Quantity must be at least 1')
      .max(100_000, 'Quantity must be at most 1,00,000'),
    /** The pack received; required for a product sold in packs (variants), refused for one without. */
    variantId: z.number({ message: 'Pack must be a pack id' }).int().positive().optional(),
    mrpPaise: z
      .number({ message: 'MRP must be a number' })
      .int('MRP must be in whole paise')
      .min(1, 'MRP must be more than ₹0')
      .max(10_000_000, 'MRP must be at most ₹1,00,000')
      .optional(),
  })
  .strict();
export type ReceiveStockBatchBody = z.input<typeof ReceiveStockBatchBodySchema>;

export const StockBatchParamsSchema = z.object({ id: idParam('id', STOCK_BATCH_MESSAGES.productNotFound) });

export const StockBatchSchema = z.object({
  id: z.number().int(),
  batchNumber: z.string(),
  expiryDate: z.string(),
  quantity: z.number().int(),
  mrpPaise: z.number().int().nullable(),
  /** The pack it was received for; null for the whole product. */
  variantId: z.number().int().nullable(),
  receivedAt: z.string(),
  /** Expired by today (India): never packed (first-expiry-first-out skips it). */
  expired: z.boolean(),
});
export type StockBatch = z.infer<typeof StockBatchSchema>;

export const StockBatchListResponseSchema = z.object({
  product: z.object({
    id: z.number().int(),
    name: z.string(),
    stockQuantity: z.number().int(),
    hasVariants: z.boolean(),
    /** Its packs with their own stock, in the shop's order. */
    variants: z.array(z.object({ id: z.number().int(), label: z.string(), stock: z.number().int() })),
  }),
  batches: z.array(StockBatchSchema),
});
export type StockBatchListResponse = z.infer<typeof StockBatchListResponseSchema>;

export const ReceiveStockBatchResponseSchema = z.object({
  batch: StockBatchSchema,
  stockQuantity: z.number().int(),
  /** The received pack's stock now; null for a product without packs. */
  variantStock: z.number().int().nullable(),
});
export type ReceiveStockBatchResponse = z.infer<typeof ReceiveStockBatchResponseSchema>;
