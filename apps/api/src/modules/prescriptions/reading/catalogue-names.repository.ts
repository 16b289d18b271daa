import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { products } from '../../../db/schema/index.ts';

/** Every sold product's name, brand and active ingredient: the lexicon the reader corrects OCR against. */
export function findCatalogueNames(
  db: Database,
): Promise<Array<{ name: string; brand: string; activeIngredient: string | null; dosageForm: string | null }>> {
  return db
    .select({ name: products.name, brand: products.brand, activeIngredient: products.activeIngredient, dosageForm: products.dosageForm })
    .from(products)
    .where(and(eq(products.active, true), isNull(products.deletedAt)));
}
