import { and, asc, desc, eq, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { LOW_STOCK_THRESHOLD, type AdminProductListQuery, type DrugSchedule } from '@dawa/shared/admin/products';
import type { Database } from '../../db/client.ts';
import { categories, products, productVariants } from '../../db/schema/index.ts';
import { escapeLike } from './search-text.ts';

/** The admin table's filters (a parsed list query without its paging). */
export type AdminProductFilter = Omit<AdminProductListQuery, 'page' | 'pageSize'>;

export interface AdminVariantRow {
  id: number;
  sku: string;
  label: string;
  pricePaise: number;
  mrpPaise: number;
  stock: number;
}

const v = productVariants;
const adminColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  category: products.categorySlug,
  categoryName: categories.name,
  pricePaise: products.pricePaise,
  mrpPaise: products.mrpPaise,
  brand: products.brand,
  tags: products.tags,
  description: products.description,
  active: products.active,
  requiresPrescription: products.requiresPrescription,
  drugSchedule: products.drugSchedule,
  narcotic: products.narcotic,
  stockQuantity: products.stockQuantity,
  activeIngredient: products.activeIngredient,
  dosageForm: products.dosageForm,
  manufacturer: products.manufacturer,
  hsnCode: products.hsnCode,
  gstRatePercent: products.gstRatePercent,
  compositionReviewPending: products.compositionReviewPending,
  imageUrls: products.imageUrls,
  updatedAt: products.updatedAt,
  variants: sql<AdminVariantRow[]>`coalesce((
    select json_agg(json_build_object('id', ${v.id}, 'sku', ${v.sku}, 'label', ${v.label}, 'pricePaise', ${v.pricePaise}, 'mrpPaise', ${v.mrpPaise}, 'stock', ${v.stock}) order by ${v.sortOrder}, ${v.id})
    from ${v} where ${v.productId} = ${products.id}), '[]'::json)`,
};
const selectAdminRows = (db: Database) =>
  db.select(adminColumns).from(products).innerJoin(categories, eq(categories.slug, products.categorySlug));
export type AdminProductRow = Awaited<ReturnType<typeof selectAdminRows>>[number];

/** Live (not deleted) products matching the admin filters. */
function whereOf(filter: AdminProductFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [isNull(products.deletedAt)];
  if (filter.category) conditions.push(eq(products.categorySlug, filter.category));
  if (filter.active) conditions.push(eq(products.active, filter.active === 'true'));
  if (filter.rx) conditions.push(eq(products.requiresPrescription, filter.rx === 'true'));
  if (filter.schedule) conditions.push(eq(products.drugSchedule, filter.schedule));
  if (filter.stock === 'out') conditions.push(eq(products.stockQuantity, 0));
  if (filter.review === 'composition') conditions.push(eq(products.compositionReviewPending, true));
  if (filter.stock === 'low') conditions.push(sql`${products.stockQuantity} between 1 and ${LOW_STOCK_THRESHOLD}`);
  const text = filter.q?.toLowerCase();
  if (text) {
    // Name or brand contains the text (both have trigram indexes); digits also find the product id.
    const like = `%${escapeLike(text)}%`;
    const byText = sql`(lower(${products.name}) like ${like} or lower(${products.brand}) like ${like})`;
    conditions.push(/^\d{1,9}$/.test(text) ? sql`(${byText} or ${products.id} = ${Number(text)})` : byText);
  }
  return and(...conditions);
}

/**
 * One page of the admin table, newest first. The page's ids come first (an index walk that skips the
 * offset cheaply), then their rows: selecting the rows directly would build the variants of every
 * skipped row too, which made page 500 cost 140 ms at 100,000 products.
 *
 * `fewMatches` (the capped count stayed under its cap) makes a text search collect its matches from
 * the trigram indexes and sort them, instead of walking the id index and testing every product:
 * the planner guesses matches are spread evenly, but similar names sit together, and a walk past
 * 11,000 products to reach page 3 of "amoxi" cost 40 ms. Broad texts match densely: the walk wins.
 */
export async function findAdminProductPage(
  db: Database,
  filter: AdminProductFilter,
  page: { limit: number; offset: number; fewMatches: boolean },
) {
  // "id + 0" is not the indexed column: it stops the planner from choosing the id-order walk.
  const order = filter.q && page.fewMatches ? desc(sql`${products.id} + 0`) : desc(products.id);
  const ids = await db
    .select({ id: products.id })
    .from(products)
    .where(whereOf(filter))
    .orderBy(order)
    .limit(page.limit)
    .offset(page.offset);
  const rows = await findAdminProductsByIds(
    db,
    ids.map((r) => r.id),
  );
  return rows.sort((a, b) => b.id - a.id);
}

/** How many products match, counting no further than `cap` + 1 (a bounded index walk, never the whole table). */
export async function countAdminProducts(db: Database, filter: AdminProductFilter, cap: number): Promise<number> {
  const limited = db
    .select({ one: sql`1` })
    .from(products)
    .where(whereOf(filter))
    .limit(cap + 1)
    .as('limited');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(limited);
  return row?.n ?? 0;
}

/** The next batch of the export after `beforeId` (keyset paging: every batch is an index walk). */
export function findAdminProductBatch(db: Database, filter: AdminProductFilter, beforeId: number | null, limit: number) {
  return selectAdminRows(db)
    .where(and(whereOf(filter), beforeId === null ? undefined : lt(products.id, beforeId)))
    .orderBy(desc(products.id))
    .limit(limit);
}

/** A live product by id, its row locked until the transaction ends (so two edits apply one after the other). */
export async function findAdminProductForUpdate(tx: Database, id: number): Promise<AdminProductRow | undefined> {
  await tx.execute(sql`select 1 from ${products} where ${products.id} = ${id} and ${products.deletedAt} is null for update`);
  return findAdminProduct(tx, id);
}

export async function findAdminProduct(db: Database, id: number): Promise<AdminProductRow | undefined> {
  const [row] = await selectAdminRows(db)
    .where(and(eq(products.id, id), isNull(products.deletedAt)))
    .limit(1);
  return row;
}

/** Live products by id, for an import's updates. */
export function findAdminProductsByIds(db: Database, ids: readonly number[]): Promise<AdminProductRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return selectAdminRows(db).where(and(inArray(products.id, [...ids]), isNull(products.deletedAt)));
}

/** Products by slug, deleted ones included (a deleted product still holds its slug). */
export function findSlugOwners(db: Database, slugs: readonly string[]) {
  if (slugs.length === 0) return Promise.resolve([]);
  return db
    .select({ id: products.id, slug: products.slug, deleted: sql<boolean>`${products.deletedAt} is not null` })
    .from(products)
    .where(inArray(products.slug, [...slugs]));
}

export interface ProductWrite {
  name: string;
  categorySlug: string;
  pricePaise: number;
  mrpPaise: number;
  brand: string;
  tags: string[];
  description: string;
  active: boolean;
  requiresPrescription: boolean;
  drugSchedule: DrugSchedule;
  narcotic: boolean;
  stockQuantity: number;
  /** The composition as the catalogue's active-ingredient line (compositionLine in shared). */
  activeIngredient: string | null;
  dosageForm: string | null;
  manufacturer: string;
  hsnCode: string;
  gstRatePercent: number;
  compositionReviewPending: boolean;
}

/** Inserts a product the admin created; what the form does not ask for gets the shop's defaults. */
export async function insertProduct(
  tx: Database,
  slug: string,
  write: ProductWrite,
  seller: { name: string; rating: number },
): Promise<number> {
  const [row] = await tx
    .insert(products)
    .values({
      ...write,
      slug,
      manufacturer: write.manufacturer || write.brand || seller.name,
      sellerName: seller.name,
      sellerRating: seller.rating,
    })
    .returning({ id: products.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateProduct(tx: Database, id: number, write: Partial<ProductWrite> & { imageUrls?: string[] }, now: Date) {
  await tx
    .update(products)
    .set({ ...write, updatedAt: now })
    .where(eq(products.id, id));
}

export async function updateVariant(
  tx: Database,
  productId: number,
  variantId: number,
  set: Partial<{ label: string; pricePaise: number; mrpPaise: number; stock: number }>,
): Promise<void> {
  if (Object.keys(set).length === 0) return;
  await tx
    .update(productVariants)
    .set(set)
    .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)));
}

/** Adds a pack after the product's last one; its SKU is the product's slug and a free number. */
export async function insertVariant(
  tx: Database,
  productId: number,
  slug: string,
  values: { label: string; pricePaise: number; mrpPaise: number; stock: number },
): Promise<void> {
  const [last] = await tx
    .select({
      sortOrder: sql<number>`coalesce(max(${productVariants.sortOrder}), -1)`.mapWith(Number),
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  const sortOrder = (last?.sortOrder ?? -1) + 1;
  for (let n = (last?.count ?? 0) + 1; n < (last?.count ?? 0) + 50; n++) {
    const [row] = await tx
      .insert(productVariants)
      .values({ productId, sku: `${slug}-p${n}`.toUpperCase(), sortOrder, ...values })
      .onConflictDoNothing()
      .returning({ id: productVariants.id });
    if (row) return;
  }
  throw new Error('no free variant SKU');
}

/** The first variant (the one the shop shows) of a product, if it has variants. */
export async function findFirstVariant(tx: Database, productId: number) {
  const [row] = await tx
    .select({ stock: productVariants.stock, pricePaise: productVariants.pricePaise, mrpPaise: productVariants.mrpPaise })
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.sortOrder), asc(productVariants.id))
    .limit(1);
  return row;
}

/** Soft delete: the row stays for the orders that name it; inactive, it leaves the shop, cart and search. */
export async function softDeleteProduct(tx: Database, id: number, now: Date): Promise<void> {
  await tx.update(products).set({ deletedAt: now, active: false, featuredRank: null, updatedAt: now }).where(eq(products.id, id));
}
