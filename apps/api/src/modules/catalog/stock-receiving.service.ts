import {
  STOCK_BATCH_LIST_LIMIT,
  STOCK_BATCH_MESSAGES,
  type ReceiveStockBatchResponse,
  type StockBatch,
  type StockBatchListResponse,
} from '@dawa/shared/admin/stock-batches';
import type { z } from 'zod';
import type { ReceiveStockBatchBodySchema } from '@dawa/shared/admin/stock-batches';
import { inTransaction, type Database } from '../../db/client.ts';
import { AppError, invalidInput, notFound } from '../../lib/app-error.ts';
import { recordAudit, type AuditContext } from '../audit/audit.service.ts';
import * as repo from './stock-receiving.repository.ts';

type ReceiveInput = z.output<typeof ReceiveStockBatchBodySchema>;

/** Today in India (UTC+05:30, no daylight saving): expiry dates are Indian calendar days. */
const indiaToday = (now: Date) => new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);

function toBatch(row: repo.ReceivingBatchRow, today: string): StockBatch {
  return {
    id: row.id,
    batchNumber: row.batchNumber,
    expiryDate: row.expiryDate,
    quantity: row.quantity,
    mrpPaise: row.mrpPaise,
    variantId: row.variantId,
    receivedAt: row.createdAt.toISOString(),
    expired: row.expiryDate <= today,
  };
}

/**
 * Stock Receiving (decision 039): the batches packing draws from first-expiry-first-out
 * (stock-batches.service.ts), and receiving a delivery, which adds a batch and raises the product's
 * stock in one transaction, audit-logged.
 */
export function createStockReceivingService(deps: { db: Database; now: () => Date; onStockChanged: () => void }) {
  const { db, now } = deps;
  return {
    async list(productId: number): Promise<StockBatchListResponse> {
      const product = await repo.findProductForStock(db, productId);
      if (!product) throw notFound(STOCK_BATCH_MESSAGES.productNotFound);
      const today = indiaToday(now());
      const batches = await repo.findBatches(db, productId, today, STOCK_BATCH_LIST_LIMIT);
      return { product, batches: batches.map((b) => toBatch(b, today)) };
    },

    async receive(productId: number, input: ReceiveInput, staff: AuditContext): Promise<ReceiveStockBatchResponse> {
      const today = indiaToday(now());
      if (input.expiryDate <= today)
        throw invalidInput(`Invalid field expiryDate: ${STOCK_BATCH_MESSAGES.expiryInPast}`, {
          expiryDate: [STOCK_BATCH_MESSAGES.expiryInPast],
        });
      const result = await inTransaction(db, async (tx) => {
        const product = await repo.findProductForStock(tx, productId, true);
        if (!product) throw notFound(STOCK_BATCH_MESSAGES.productNotFound);
        // A product sold in packs counts stock per pack: the batch names the pack it raises.
        const variantId = input.variantId ?? null;
        if (product.hasVariants && variantId === null)
          throw invalidInput(`Invalid field variantId: ${STOCK_BATCH_MESSAGES.perVariant}`, {
            variantId: [STOCK_BATCH_MESSAGES.perVariant],
          });
        if (!product.hasVariants && variantId !== null)
          throw invalidInput(`Invalid field variantId: ${STOCK_BATCH_MESSAGES.noVariants}`, {
            variantId: [STOCK_BATCH_MESSAGES.noVariants],
          });
        if (variantId !== null && !product.variants.some((v) => v.id === variantId))
          throw invalidInput(`Invalid field variantId: ${STOCK_BATCH_MESSAGES.notOwnVariant}`, {
            variantId: [STOCK_BATCH_MESSAGES.notOwnVariant],
          });
        const batch = await repo.insertBatch(tx, {
          productId,
          variantId,
          batchNumber: input.batchNumber,
          expiryDate: input.expiryDate,
          quantity: input.quantity,
          mrpPaise: input.mrpPaise ?? null,
        });
        if (!batch) throw new AppError('conflict', STOCK_BATCH_MESSAGES.duplicate);
        const raised =
          variantId === null
            ? { stockQuantity: await repo.raiseStock(tx, productId, input.quantity, now()), variantStock: null }
            : await repo.raiseVariantStock(tx, productId, variantId, input.quantity, now());
        const { stockQuantity } = raised;
        await recordAudit(tx, {
          ...staff,
          action: 'create',
          entityType: 'stock_batch',
          entityId: batch.id,
          before: { productId, stockQuantity: product.stockQuantity },
          after: {
            productId,
            variantId,
            variantStock: raised.variantStock,
            batchNumber: batch.batchNumber,
            expiryDate: batch.expiryDate,
            quantity: batch.quantity,
            mrpPaise: batch.mrpPaise,
            stockQuantity,
          },
        });
        return { batch: toBatch(batch, today), stockQuantity, variantStock: raised.variantStock };
      });
      // The shop's cached answers show the new stock at once.
      deps.onStockChanged();
      return result;
    },
  };
}

export type StockReceivingService = ReturnType<typeof createStockReceivingService>;
