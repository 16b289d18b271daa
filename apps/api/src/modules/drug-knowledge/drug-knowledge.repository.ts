import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';

const columns = { id: products.id, name: products.name, activeIngredient: products.activeIngredient, dosage: products.dosage };
const onSale = and(eq(products.active, true), isNull(products.deletedAt));

/** The label facts of the products on sale among these ids (unknown or withdrawn ids are left out). */
export function findLabels(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(columns)
    .from(products)
    .where(and(onSale, inArray(products.id, [...new Set(ids)])));
}

/** One product on sale by its id or slug, or undefined. */
export async function findLabel(db: Database, idOrSlug: string) {
  const byKey: SQL | undefined = /^\d+$/.test(idOrSlug)
    ? or(eq(products.id, Number(idOrSlug)), eq(products.slug, idOrSlug))
    : eq(products.slug, idOrSlug);
  const [row] = await db.select(columns).from(products).where(and(onSale, byKey)).limit(1);
  return row;
}
