import { CATEGORIES } from '@dawa/shared/catalog/categories';
import { slugify } from '@dawa/shared/catalog/rules';
import { gstClassOfCategory } from '@dawa/shared/commerce/gst';
import { count, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { categories, products, productVariants, stockBatches } from '../schema/index.ts';
import type { SeedProduct } from './types.ts';

/** Rows per INSERT: large enough to be fast, small enough to stay under PostgreSQL's 65,535 bind parameters. */
const BATCH_SIZE = 500;

/** The date `months` from today, as a SQL date ('2027-07-24'). */
function monthsAhead(months: number): string {
  const d = new Date();
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
}

/**
 * A product's stock as two batches, as migration 0018 gives the products already there: 2/5 in an
 * older batch expiring in 8 months (packed first), the rest in one expiring in 20 months.
 */
export function seedBatchesOf(productId: number, stock: number) {
  const older = Math.floor((stock * 2) / 5);
  const id = String(productId).padStart(6, '0');
  return stock <= 0
    ? []
    : [
        { productId, batchNumber: `A${id}`, expiryDate: monthsAhead(8), quantity: older },
        { productId, batchNumber: `B${id}`, expiryDate: monthsAhead(20), quantity: stock - older },
      ];
}

/** Inserts the store's categories; existing ones are updated to the current names and descriptions. */
export async function upsertCategories(db: Database): Promise<void> {
  await db
    .insert(categories)
    .values(CATEGORIES.map((c, i) => ({ slug: c.slug, name: c.name, description: c.description, icon: c.icon, sortOrder: i })))
    .onConflictDoUpdate({
      target: categories.slug,
      set: {
        name: sql`excluded.name`,
        description: sql`excluded.description`,
        icon: sql`excluded.icon`,
        sortOrder: sql`excluded.sort_order`,
      },
    });
}

export async function countAllProducts(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products);
  return row?.n ?? 0;
}

/** Inserts products with their variants in batches, each batch one transaction; featured ones keep their order. */
export async function insertProducts(
  db: Database,
  items: readonly SeedProduct[],
  options: { onProgress?: (done: number) => void } = {},
): Promise<number> {
  let featuredRank = 0;
  for (let start = 0; start < items.length; start += BATCH_SIZE) {
    const batch = items.slice(start, start + BATCH_SIZE);
    await db.transaction(async (tx) => {
      // Migration 0048: no product-page document per pack inserted; one rebuild per batch below.
      await tx.execute(sql`SET LOCAL dawa.bulk_load = 'on'`);
      const inserted = await tx
        .insert(products)
        .values(
          batch.map((p) => ({
            slug: slugify(p.name),
            name: p.name,
            brand: p.brand,
            manufacturer: p.manufacturer,
            categorySlug: p.categorySlug,
            description: p.description,
            dosage: p.dosage,
            dosageForm: p.dosageForm,
            packSize: p.packSize,
            activeIngredient: p.activeIngredient,
            inactiveIngredients: p.inactiveIngredients,
            countryOfOrigin: p.countryOfOrigin,
            pricePaise: p.pricePaise,
            basePricePaise: p.basePricePaise,
            mrpPaise: p.mrpPaise,
            stockQuantity: p.stockQuantity,
            hsnCode: gstClassOfCategory(p.categorySlug).hsn,
            gstRatePercent: gstClassOfCategory(p.categorySlug).ratePercent,
            requiresPrescription: p.requiresPrescription,
            // Migration 0008's rule: prescription medicines are at least Schedule H.
            drugSchedule: p.requiresPrescription ? ('H' as const) : ('OTC' as const),
            rating: p.rating,
            reviewCount: p.reviewCount,
            purchaseCount: p.purchaseCount,
            sellerName: p.seller.name,
            sellerRating: p.seller.rating,
            tags: p.tags,
            shippingInfo: p.shippingInfo,
            deliveryEstimate: p.deliveryEstimate,
            authenticGuarantee: p.authenticGuarantee,
            sideEffects: p.sideEffects,
            storage: p.storage,
            featuredRank: p.featured ? ++featuredRank : null,
          })),
        )
        .returning({ id: products.id });
      const variants = batch.flatMap((p, i) =>
        p.variants.map((v, sortOrder) => ({
          productId: (inserted[i] as { id: number }).id,
          sku: v.sku,
          label: v.label,
          pricePaise: v.pricePaise,
          mrpPaise: v.mrpPaise,
          stock: v.stock,
          sortOrder,
        })),
      );
      for (let v = 0; v < variants.length; v += BATCH_SIZE) {
        await tx.insert(productVariants).values(variants.slice(v, v + BATCH_SIZE));
      }
      const batches = batch.flatMap((p, i) => seedBatchesOf((inserted[i] as { id: number }).id, p.stockQuantity));
      for (let b = 0; b < batches.length; b += BATCH_SIZE) {
        await tx.insert(stockBatches).values(batches.slice(b, b + BATCH_SIZE));
      }
      // Setting the document to NULL makes the products trigger build it, now with the packs.
      const ids = inserted.map((row) => row.id);
      await tx.update(products).set({ detailDoc: null }).where(inArray(products.id, ids));
    });
    options.onProgress?.(Math.min(items.length, start + BATCH_SIZE));
  }
  return items.length;
}
