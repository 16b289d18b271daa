import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { productVariants, products, stockBatches } from '../../db/schema/index.ts';

export type ReceivingBatchRow = typeof stockBatches.$inferSelect;

/** The product as receiving needs it (not deleted), optionally locked for the stock change. */
export async function findProductForStock(db: Database, id: number, lock = false) {
  const query = db
    .select({
      id: products.id,
      name: products.name,
      stockQuantity: products.stockQuantity,
      // Qualified by hand: in a one-table select Drizzle writes a column unqualified, which inside this subquery would mean v.id.
      variants: sql<
        { id: number; label: string; stock: number }[]
      >`coalesce((select json_agg(json_build_object('id', v.id, 'label', v.label, 'stock', v.stock) order by v.sort_order, v.id) from ${productVariants} v where v.product_id = "products"."id"), '[]'::json)`,
    })
    .from(products)
    .where(sql`${products.id} = ${id} and ${products.deletedAt} is null`);
  const [row] = lock ? await query.for('update', { of: products }) : await query;
  return row
    ? { id: row.id, name: row.name, stockQuantity: row.stockQuantity, hasVariants: row.variants.length > 0, variants: row.variants }
    : null;
}

/** A product's batches: usable ones first (earliest expiry first, the packing order), expired ones after. */
export function findBatches(db: Database, productId: number, today: string, limit: number): Promise<ReceivingBatchRow[]> {
  return db
    .select()
    .from(stockBatches)
    .where(eq(stockBatches.productId, productId))
    .orderBy(sql`${stockBatches.expiryDate} <= ${today}`, asc(stockBatches.expiryDate), desc(stockBatches.id))
    .limit(limit);
}

/** Inserts a received batch; null when the product already has a batch of that number. */
export async function insertBatch(
  tx: Database,
  values: {
    productId: number;
    variantId: number | null;
    batchNumber: string;
    expiryDate: string;
    quantity: number;
    mrpPaise: number | null;
  },
): Promise<ReceivingBatchRow | null> {
  const [row] = await tx.insert(stockBatches).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** Raises a product's stock by what was received; answers the new stock. */
export async function raiseStock(tx: Database, productId: number, quantity: number, now: Date): Promise<number> {
  const [row] = await tx
    .update(products)
    .set({ stockQuantity: sql`${products.stockQuantity} + ${quantity}`, updatedAt: now })
    .where(eq(products.id, productId))
    .returning({ stockQuantity: products.stockQuantity });
  if (!row) throw new Error('product vanished while receiving stock');
  return row.stockQuantity;
}

/** Raises one pack's stock; the product's stock follows its first pack (the shop shows that one). Answers both. */
export async function raiseVariantStock(
  tx: Database,
  productId: number,
  variantId: number,
  quantity: number,
  now: Date,
): Promise<{ variantStock: number; stockQuantity: number }> {
  const [variant] = await tx
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} + ${quantity}` })
    .where(sql`${productVariants.id} = ${variantId} and ${productVariants.productId} = ${productId}`)
    .returning({ stock: productVariants.stock });
  if (!variant) throw new Error('pack vanished while receiving stock');
  const [product] = await tx
    .update(products)
    .set({
      stockQuantity: sql`(select v.stock from ${productVariants} v where v.product_id = ${productId} order by v.sort_order, v.id limit 1)`,
      updatedAt: now,
    })
    .where(eq(products.id, productId))
    .returning({ stockQuantity: products.stockQuantity });
  if (!product) throw new Error('product vanished while receiving stock');
  return { variantStock: variant.stock, stockQuantity: product.stockQuantity };
}
