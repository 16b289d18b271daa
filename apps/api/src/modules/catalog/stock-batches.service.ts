import type { Database } from '../../db/client.ts';
import * as repo from './stock-batches.repository.ts';

/** One line of an order to pack: its id, product and units. */
export interface PackLine {
  orderItemId: number;
  productId: number;
  /** The pack ordered, for a product sold in packs. */
  variantId?: number | null;
  quantity: number;
}

export interface PackedBatch {
  orderItemId: number;
  batchNumber: string;
  /** 'YYYY-MM-DD'. */
  expiryDate: string;
  quantity: number;
}

/** Today in India ('YYYY-MM-DD'): a batch expiring today is not dispensed. */
const indiaToday = (now: Date) => new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);

/**
 * First expiry, first out: takes each line's units from the product's unexpired batches, earliest
 * expiry first (a line may span two batches), and records what came from where. Lines already
 * allocated are left alone, so packing after the invoice was issued (or a retried step) takes nothing
 * twice. Units the batches cannot cover stay unallocated (products created before batches were
 * recorded); the invoice then prints no batch for them (decision 030).
 */
export async function allocateBatches(tx: Database, lines: readonly PackLine[], now: Date): Promise<void> {
  const done = new Set(
    (
      await repo.findItemBatches(
        tx,
        lines.map((l) => l.orderItemId),
      )
    ).map((b) => b.orderItemId),
  );
  const today = indiaToday(now);
  // Fixed order (by product) so two packers lock batches alike.
  for (const line of [...lines].sort((a, b) => a.productId - b.productId || a.orderItemId - b.orderItemId)) {
    if (done.has(line.orderItemId)) continue;
    let left = line.quantity;
    const taken: repo.NewItemBatch[] = [];
    for (const batch of await repo.lockUsableBatches(tx, line.productId, line.variantId ?? null, today)) {
      if (left === 0) break;
      const quantity = Math.min(left, batch.quantity);
      await repo.takeFromBatch(tx, batch.id, quantity);
      taken.push({
        orderItemId: line.orderItemId,
        batchId: batch.id,
        batchNumber: batch.batchNumber,
        expiryDate: batch.expiryDate,
        quantity,
      });
      left -= quantity;
    }
    await repo.insertItemBatches(tx, taken);
  }
}

/**
 * Puts packed units back into their batches (a packed order cancelled) and forgets the allocation,
 * unless `keepRecord`: an issued invoice printed those batches, and it and its credit note go on
 * printing them (the order is cancelled for good, nothing reads the allocation again).
 */
export async function returnBatches(tx: Database, orderItemIds: readonly number[], { keepRecord = false } = {}): Promise<void> {
  for (const row of await repo.findItemBatches(tx, orderItemIds)) {
    if (row.batchId !== null) await repo.giveBackToBatch(tx, row.batchId, row.quantity);
  }
  if (!keepRecord) await repo.deleteItemBatches(tx, orderItemIds);
}

/** The batches order lines were packed from, in packing order. */
export async function batchesOfItems(db: Database, orderItemIds: readonly number[]): Promise<PackedBatch[]> {
  const rows = await repo.findItemBatches(db, orderItemIds);
  return rows.map((r) => ({ orderItemId: r.orderItemId, batchNumber: r.batchNumber, expiryDate: r.expiryDate, quantity: r.quantity }));
}
