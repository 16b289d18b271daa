import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** A unit of stock to take or give back: a product's pack (its variant), or the product itself when it has none. */
export interface StockLine {
  productId: number;
  /** Resolved variant; null only for products without variants. */
  variantId: number | null;
  quantity: number;
}

/**
 * Takes `quantity` units of one line atomically: the conditional UPDATE only succeeds while enough
 * stock is left, so concurrent checkouts can never oversell (row locks serialise them). A product's
 * own stock mirrors its first variant (listings read it), so taking from the first variant updates
 * both. Returns false when there is not enough stock.
 */
export async function takeStock(tx: Database, line: StockLine): Promise<boolean> {
  if (line.variantId === null) {
    const rows = await tx.execute(sql`
      update products set stock_quantity = stock_quantity - ${line.quantity}, updated_at = now()
      where id = ${line.productId} and stock_quantity >= ${line.quantity}
      returning id`);
    return rowCount(rows) === 1;
  }
  const rows = await tx.execute(sql`
    update product_variants set stock = stock - ${line.quantity}
    where id = ${line.variantId} and product_id = ${line.productId} and stock >= ${line.quantity}
    returning stock`);
  if (rowCount(rows) !== 1) return false;
  await mirrorFirstVariant(tx, line);
  return true;
}

/** Gives units back (cancelled order, failed payment). */
export async function returnStock(tx: Database, line: StockLine): Promise<void> {
  if (line.variantId === null) {
    await tx.execute(sql`update products set stock_quantity = stock_quantity + ${line.quantity}, updated_at = now() where id = ${line.productId}`);
    return;
  }
  await tx.execute(sql`update product_variants set stock = stock + ${line.quantity} where id = ${line.variantId}`);
  await mirrorFirstVariant(tx, line);
}

/** Units of a product (or one of its packs) left now. */
export async function stockLeft(db: Database, productId: number, variantId: number | null): Promise<number> {
  const rows = await db.execute(
    variantId === null
      ? sql`select stock_quantity as n from products where id = ${productId}`
      : sql`select stock as n from product_variants where id = ${variantId}`,
  );
  return Math.max(0, Number(rowsOf<{ n: number }>(rows)[0]?.n ?? 0));
}

async function mirrorFirstVariant(tx: Database, line: StockLine): Promise<void> {
  await tx.execute(sql`
    update products p set stock_quantity = v.stock, updated_at = now()
    from (select id, stock from product_variants where product_id = ${line.productId} order by sort_order, id limit 1) v
    where p.id = ${line.productId} and v.id = ${line.variantId}`);
}

/** node-postgres answers { rows, rowCount }; PGlite answers { rows, affectedRows }. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? (result as T[]);
}
function rowCount(result: unknown): number {
  return rowsOf(result).length;
}
