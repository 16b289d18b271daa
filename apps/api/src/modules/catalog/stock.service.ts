import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { returnStock, stockLeft, takeStock, type StockLine } from './stock.repository.ts';

export type { StockLine } from './stock.repository.ts';

export const outOfStockMessage = (name: string, left: number) => (left > 0 ? `Only ${left} left of ${name}` : `Sorry, ${name} is out of stock`);

/**
 * Takes every line's units atomically, in a fixed order (by product, then pack) so concurrent
 * checkouts lock rows alike; refuses (out_of_stock, with what is left) at the first short line.
 */
export async function reserveStock(tx: Database, lines: readonly (StockLine & { name: string })[]): Promise<void> {
  const ordered = [...lines].sort((a, b) => a.productId - b.productId || (a.variantId ?? 0) - (b.variantId ?? 0));
  for (const line of ordered) {
    if (!(await takeStock(tx, line))) {
      throw new AppError('out_of_stock', outOfStockMessage(line.name, await stockLeft(tx, line.productId, line.variantId)));
    }
  }
}

/** Gives units back (a cancelled order, a failed payment). Call once, in the transaction of that change. */
export async function releaseStock(tx: Database, lines: readonly StockLine[]): Promise<void> {
  for (const line of lines) await returnStock(tx, line);
}
