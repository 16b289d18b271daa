import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderItemBatches, stockBatches } from '../../db/schema/index.ts';

export type BatchRow = typeof stockBatches.$inferSelect;
export type ItemBatchRow = typeof orderItemBatches.$inferSelect;
export type NewItemBatch = typeof orderItemBatches.$inferInsert;

/** A product's batches with units left that have not expired by `today`, earliest expiry first, locked for packing. */
export function lockUsableBatches(tx: Database, productId: number, variantId: number | null, today: string): Promise<BatchRow[]> {
  // A pack's batches are its own: a strip of 10 is never packed from a box of 30's batch. Batches
  // recorded for the whole product (before packs were received, migration 0037; the seed's) come after.
  return tx
    .select()
    .from(stockBatches)
    .where(
      and(
        eq(stockBatches.productId, productId),
        variantId === null
          ? sql`${stockBatches.variantId} is null`
          : sql`(${stockBatches.variantId} = ${variantId} or ${stockBatches.variantId} is null)`,
        gt(stockBatches.quantity, 0),
        gt(stockBatches.expiryDate, today),
      ),
    )
    .orderBy(sql`${stockBatches.variantId} is null`, asc(stockBatches.expiryDate), asc(stockBatches.id))
    .for('update');
}

export async function takeFromBatch(tx: Database, batchId: number, quantity: number): Promise<void> {
  await tx
    .update(stockBatches)
    .set({ quantity: sql`${stockBatches.quantity} - ${quantity}` })
    .where(eq(stockBatches.id, batchId));
}

export async function giveBackToBatch(tx: Database, batchId: number, quantity: number): Promise<void> {
  await tx
    .update(stockBatches)
    .set({ quantity: sql`${stockBatches.quantity} + ${quantity}` })
    .where(eq(stockBatches.id, batchId));
}

export async function insertItemBatches(tx: Database, rows: NewItemBatch[]): Promise<void> {
  if (rows.length > 0) await tx.insert(orderItemBatches).values(rows);
}

/** What the given order lines were packed from, in packing order. */
export function findItemBatches(db: Database, orderItemIds: readonly number[]): Promise<ItemBatchRow[]> {
  if (orderItemIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orderItemBatches)
    .where(inArray(orderItemBatches.orderItemId, [...orderItemIds]))
    .orderBy(asc(orderItemBatches.id));
}

export async function deleteItemBatches(tx: Database, orderItemIds: readonly number[]): Promise<void> {
  if (orderItemIds.length > 0) await tx.delete(orderItemBatches).where(inArray(orderItemBatches.orderItemId, [...orderItemIds]));
}
