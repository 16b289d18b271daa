import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products, productVariants } from './catalog.ts';
import { orderItems, orders } from './commerce.ts';

/** Units of a product received with one batch number and expiry date (migration 0018); packing takes the earliest expiry first. */
export const stockBatches = pgTable(
  'stock_batches',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The pack received, for a product sold in packs (migration 0037); null for a product without variants. */
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    batchNumber: text('batch_number').notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    quantity: integer('quantity').notNull(),
    /** The MRP printed on this batch's packs, when it differs from the product's (migration 0032). */
    mrpPaise: integer('mrp_paise'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stock_batches_product_batch_key').on(t.productId, t.batchNumber),
    index('stock_batches_fefo_idx').on(t.productId, t.expiryDate, t.id),
    index('stock_batches_variant_fefo_idx')
      .on(t.variantId, t.expiryDate, t.id)
      .where(sql`${t.variantId} is not null`),
    check('stock_batches_quantity_check', sql`quantity >= 0`),
    check('stock_batches_mrp_check', sql`mrp_paise is null or mrp_paise > 0`),
  ],
);

/** The batches an order line was packed from (a line may span two); number and expiry copied so the invoice never changes. */
export const orderItemBatches = pgTable(
  'order_item_batches',
  {
    id: serial('id').primaryKey(),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    batchId: integer('batch_id').references(() => stockBatches.id, { onDelete: 'set null' }),
    batchNumber: text('batch_number').notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('order_item_batches_item_idx').on(t.orderItemId), check('order_item_batches_quantity_check', sql`quantity > 0`)],
);

/** The last invoice number given in each financial year (the row lock makes the series gap-free). */
export const invoiceSeries = pgTable('invoice_series', {
  financialYear: text('financial_year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/** An order's tax invoice, numbered when it is first issued. */
export const invoices = pgTable(
  'invoices',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    invoiceNumber: text('invoice_number').notNull(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.invoiceNumber),
    uniqueIndex('invoices_year_sequence_key').on(t.financialYear, t.sequence),
  ],
);

/** The last credit note number given in each financial year: a gap-free series of its own (migration 0038). */
export const creditNoteSeries = pgTable('credit_note_series', {
  financialYear: text('financial_year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/** The credit note that reverses an issued invoice when its order is given up (cancelled, refunded); one per invoice. */
export const creditNotes = pgTable(
  'credit_notes',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => invoices.orderId, { onDelete: 'cascade' }),
    creditNoteNumber: text('credit_note_number').notNull(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    /** Why the supply was given up: the order's cancellation or a refund after delivery. */
    reason: text('reason').$type<'cancelled' | 'refunded'>().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('credit_notes_number_key').on(t.creditNoteNumber),
    uniqueIndex('credit_notes_year_sequence_key').on(t.financialYear, t.sequence),
  ],
);
