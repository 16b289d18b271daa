import { and, asc, count, desc, eq, getTableColumns, gte, inArray, isNotNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { TRADITIONAL_CATEGORY_SLUGS } from '@dawa/shared/catalog/rules';
import type { ProductSort } from '@dawa/shared/catalog/schemas';
import type { Database } from '../../db/client.ts';
import { preparedLookup } from '../../db/prepared-lookup.ts';
import { categories, products, productVariants } from '../../db/schema/index.ts';
import type { MatchRow } from './match-set.ts';
import { escapeLike } from './search-text.ts';

/** How the text of a search is matched: full-text prefix words, or trigram similarity for typos. */
export type TextMatch = { mode: 'fts'; tsQuery: string; normalized: string } | { mode: 'fuzzy'; normalized: string };

export interface ProductFilter {
  categorySlug?: string | undefined;
  brand?: string | undefined;
  tag?: string | undefined;
  minPricePaise?: number | undefined;
  maxPricePaise?: number | undefined;
  minRating?: number | undefined;
  stock?: 'in' | 'out' | undefined;
  symptoms?: readonly string[] | undefined;
  text?: TextMatch | undefined;
}

const summaryColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  brand: products.brand,
  categorySlug: products.categorySlug,
  categoryName: categories.name,
  pricePaise: products.pricePaise,
  mrpPaise: products.mrpPaise,
  rating: products.rating,
  reviewCount: products.reviewCount,
  stockQuantity: products.stockQuantity,
  requiresPrescription: products.requiresPrescription,
  packSize: products.packSize,
  dosageForm: products.dosageForm,
  imageUrls: products.imageUrls,
};
type ProductRow = typeof products.$inferSelect;
export type ProductSummaryRow = Pick<
  ProductRow,
  | 'id'
  | 'slug'
  | 'name'
  | 'brand'
  | 'categorySlug'
  | 'pricePaise'
  | 'mrpPaise'
  | 'rating'
  | 'reviewCount'
  | 'stockQuantity'
  | 'requiresPrescription'
  | 'packSize'
  | 'dosageForm'
  | 'imageUrls'
> & { categoryName: string };

/** Price the filters compare (spec: basePrice, else price). Mirrors filterPricePaise in shared rules. */
const filterPrice = sql`coalesce(${products.basePricePaise}, ${products.pricePaise})`;
const lowerName = sql`lower(${products.name})`;
/** Byte-order lower-case name: what the prefix index holds, so `like 'dol%'` is a range scan in name order. */
const lowerNameC = sql`(lower(${products.name}) collate "C")`;

function whereOf(filter: ProductFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(products.active, true)];
  if (filter.categorySlug) conditions.push(eq(products.categorySlug, filter.categorySlug));
  if (filter.brand) conditions.push(sql`lower(${products.brand}) like ${`%${escapeLike(filter.brand.toLowerCase())}%`}`);
  if (filter.tag) conditions.push(sql`${filter.tag} = any(${products.tags})`);
  if (filter.minPricePaise !== undefined) conditions.push(gte(filterPrice, filter.minPricePaise));
  if (filter.maxPricePaise !== undefined) conditions.push(lte(filterPrice, filter.maxPricePaise));
  if (filter.minRating !== undefined) conditions.push(gte(products.rating, filter.minRating));
  if (filter.stock === 'in') conditions.push(sql`${products.stockQuantity} > 0`);
  if (filter.stock === 'out') conditions.push(eq(products.stockQuantity, 0));
  if (filter.symptoms?.length) conditions.push(or(...filter.symptoms.map(symptomMatch)));
  if (filter.text?.mode === 'fts') conditions.push(sql`${products.searchVector} @@ to_tsquery('simple', ${filter.text.tsQuery})`);
  if (filter.text?.mode === 'fuzzy') conditions.push(sql`${filter.text.normalized} <% ${lowerName}`);
  return and(...conditions);
}

/** Cold-and-flu symptom match against tags, description and name (shared rule matchesSymptom). */
function symptomMatch(symptom: string): SQL {
  const pattern = `%${escapeLike(symptom)}%`;
  return sql`(exists (select 1 from unnest(${products.tags}) t where t like ${pattern}) or lower(${products.description}) like ${pattern} or ${lowerName} like ${pattern})`;
}

/** Spec relevance tiers (shared relevanceTier): exact name, name prefix, brand contains, the rest. */
function relevanceTierSql(normalized: string): SQL {
  const like = escapeLike(normalized);
  return sql`case when ${lowerName} = ${normalized} then 0 when ${lowerName} like ${`${like}%`} then 1 when lower(${products.brand}) like ${`%${like}%`} then 2 else 3 end`;
}

/**
 * The kind of medicine, by which matches of one tier rank (shared medicineKind): 0 a single ingredient,
 * 1 a combination of salts ('A + B'), 2 a traditional remedy (Ayurvedic, homeopathic). A search for a
 * salt or a symptom wants the plain medicine first: 'fever' lists paracetamol before a giloy tablet.
 */
const combinationSql = sql<number>`case when ${products.categorySlug} in (${sql.join(
  TRADITIONAL_CATEGORY_SLUGS.map((slug) => sql`${slug}`),
  sql`, `,
)}) then 2 when coalesce(${products.activeIngredient}, '') like '%+%' then 1 else 0 end`;

function orderOf(sort: ProductSort, text: TextMatch | undefined): SQL[] {
  switch (sort) {
    case 'relevance':
      if (text?.mode === 'fts')
        return [
          relevanceTierSql(text.normalized),
          combinationSql,
          sql`ts_rank(${products.searchVector}, to_tsquery('simple', ${text.tsQuery})) desc`,
          desc(products.reviewCount),
          asc(products.id),
        ];
      if (text?.mode === 'fuzzy')
        return [
          relevanceTierSql(text.normalized),
          combinationSql,
          sql`word_similarity(${text.normalized}, ${lowerName}) desc`,
          desc(products.reviewCount),
          asc(products.id),
        ];
      return [desc(products.reviewCount), asc(products.id)];
    case 'popularity':
      return [desc(products.reviewCount), asc(products.id)];
    case 'price-asc':
      return [asc(products.pricePaise), asc(products.id)];
    case 'price-desc':
      return [desc(products.pricePaise), asc(products.id)];
    case 'name-asc':
      return [asc(products.name), asc(products.id)];
    case 'name-desc':
      return [desc(products.name), asc(products.id)];
    case 'rating':
      return [desc(products.rating), desc(products.reviewCount), asc(products.id)];
  }
}

/**
 * How many of the most popular matches (plus every name-prefix and brand match) a relevance search
 * ranks. A one-word query such as "tablet" matches a third of a large catalogue; ranking all of them
 * costs a full sort per request, while shoppers read the first pages. Deeper pages are ranked exactly.
 */
const RELEVANCE_WINDOW = 240;

/** One page of products matching the filter, in the given order. */
export async function findProductPage(
  db: Database,
  filter: ProductFilter,
  sort: ProductSort,
  page: { limit: number; offset: number },
): Promise<ProductSummaryRow[]> {
  const text = filter.text;
  if (sort === 'relevance' && text?.mode === 'fts' && page.offset + page.limit <= RELEVANCE_WINDOW) {
    return findRelevantWithinWindow(db, filter, text, page);
  }
  return db
    .select(summaryColumns)
    .from(products)
    .innerJoin(categories, eq(categories.slug, products.categorySlug))
    .where(whereOf(filter))
    .orderBy(...orderOf(sort, filter.text))
    .limit(page.limit)
    .offset(page.offset);
}

/** Candidates for the header's suggestions beyond name prefixes: bounded, so a one-letter query stays cheap. */
const SUGGESTION_CANDIDATES = 100;

/**
 * Suggestions: names starting with the text first, alphabetically (so the exact name comes first),
 * read in order from the lower(name) prefix index and stopping after `limit`; then, if room is left,
 * a bounded set of full-text matches with their text rank, for the caller to order by the shared
 * relevance rule.
 */
export async function findSuggestionRows(
  db: Database,
  text: { tsQuery: string; normalized: string },
  limit: number,
): Promise<(ProductSummaryRow & { textRank: number; combination: number })[]> {
  const prefix = `${escapeLike(text.normalized)}%`;
  const byPrefix = await db
    .select({ ...summaryColumns, textRank: sql<number>`1::real`, combination: combinationSql })
    .from(products)
    .innerJoin(categories, eq(categories.slug, products.categorySlug))
    .where(and(eq(products.active, true), sql`${lowerNameC} like ${prefix}`))
    .orderBy(lowerNameC, asc(products.id))
    .limit(limit);
  if (byPrefix.length >= limit) return byPrefix;
  const byText = await db
    .select({
      ...summaryColumns,
      textRank: sql<number>`ts_rank(${products.searchVector}, to_tsquery('simple', ${text.tsQuery}))`,
      combination: combinationSql,
    })
    .from(products)
    .innerJoin(categories, eq(categories.slug, products.categorySlug))
    .where(
      and(
        eq(products.active, true),
        sql`${products.searchVector} @@ to_tsquery('simple', ${text.tsQuery})`,
        sql`${lowerName} not like ${prefix}`,
      ),
    )
    .limit(SUGGESTION_CANDIDATES);
  return [...byPrefix, ...byText];
}

/** Relevance order (tier, text rank, popularity) applied to a bounded candidate set; see RELEVANCE_WINDOW. */
async function findRelevantWithinWindow(
  db: Database,
  filter: ProductFilter,
  text: Extract<TextMatch, { mode: 'fts' }>,
  page: { limit: number; offset: number },
): Promise<ProductSummaryRow[]> {
  const where = whereOf(filter);
  const like = escapeLike(text.normalized);
  const candidates = (extra: SQL) =>
    sql`(select ${products.id} from ${products} where ${where} and ${extra} order by ${products.reviewCount} desc, ${products.id} limit ${RELEVANCE_WINDOW})`;
  const candidateIds = sql`${candidates(sql`true`)} union ${candidates(sql`${lowerNameC} like ${`${like}%`}`)} union ${candidates(sql`lower(${products.brand}) like ${`%${like}%`}`)}`;
  return db
    .select(summaryColumns)
    .from(products)
    .innerJoin(categories, eq(categories.slug, products.categorySlug))
    .where(sql`${products.id} in (${candidateIds})`)
    .orderBy(...orderOf('relevance', text))
    .limit(page.limit)
    .offset(page.offset);
}

/** The text condition alone (active products matching the words, or similar names for typos). */
function textCondition(text: TextMatch): SQL {
  return text.mode === 'fts'
    ? sql`${products.active} and ${products.searchVector} @@ to_tsquery('simple', ${text.tsQuery})`
    : sql`${products.active} and ${text.normalized} <% ${lowerName}`;
}

/** Every active product matching a search text, with what filters and sorts need (see match-set.ts). */
export async function findMatchRows(db: Database, text: TextMatch): Promise<MatchRow[]> {
  const rank =
    text.mode === 'fts'
      ? sql<number>`ts_rank(${products.searchVector}, to_tsquery('simple', ${text.tsQuery}))`
      : sql<number>`word_similarity(${text.normalized}, ${lowerName})`;
  return db
    .select({
      id: products.id,
      tier: sql<number>`${relevanceTierSql(text.normalized)}`,
      combination: combinationSql,
      rank,
      reviewCount: products.reviewCount,
      filterPricePaise: sql<number>`${filterPrice}`,
      pricePaise: products.pricePaise,
      rating: products.rating,
      stockQuantity: products.stockQuantity,
      categorySlug: products.categorySlug,
      brandLower: sql<string>`lower(${products.brand})`,
    })
    .from(products)
    .where(textCondition(text));
}

/** Ids of a search's matches in name order, in the database's collation (the listing's name sorts). */
export async function findMatchIdsByName(db: Database, text: TextMatch, direction: 'asc' | 'desc'): Promise<number[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(textCondition(text))
    .orderBy(direction === 'asc' ? asc(products.name) : desc(products.name), asc(products.id));
  return rows.map((r) => r.id);
}

/** Product cards by id, in the order of `ids` (ids no longer active are left out). */
export async function findSummariesByIds(db: Database, ids: readonly number[]): Promise<ProductSummaryRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(summaryColumns)
    .from(products)
    .innerJoin(categories, eq(categories.slug, products.categorySlug))
    .where(and(eq(products.active, true), inArray(products.id, [...ids])));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row) => row !== undefined);
}

export async function countProducts(db: Database, filter: ProductFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(whereOf(filter));
  return row?.n ?? 0;
}

export async function findFeaturedProducts(db: Database, limit: number): Promise<ProductSummaryRow[]> {
  return db
    .select(summaryColumns)
    .from(products)
    .innerJoin(categories, eq(categories.slug, products.categorySlug))
    .where(and(eq(products.active, true), isNotNull(products.featuredRank)))
    .orderBy(asc(products.featuredRank), asc(products.id))
    .limit(limit);
}

/** The most popular other products of a category. */
export async function findPopularInCategory(
  db: Database,
  categorySlug: string,
  excludeId: number,
  limit: number,
): Promise<ProductSummaryRow[]> {
  return db
    .select(summaryColumns)
    .from(products)
    .innerJoin(categories, eq(categories.slug, products.categorySlug))
    .where(and(eq(products.active, true), eq(products.categorySlug, categorySlug), ne(products.id, excludeId)))
    .orderBy(desc(products.reviewCount), asc(products.id))
    .limit(limit);
}

/** Every product column but the search vector and the page document, which no reader of rows needs. */
const { searchVector: _searchVector, detailDoc: _detailDoc, ...productColumns } = getTableColumns(products);
type ProductColumnsRow = {
  [K in keyof typeof productColumns]:
    (typeof productColumns)[K]['_']['data'] | ((typeof productColumns)[K]['_']['notNull'] extends true ? never : null);
};

const TIMESTAMP_KEYS = new Set(['createdAt', 'updatedAt', 'deletedAt']);
const camel = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/**
 * A product page's row with its category name and packs, from its stored document (one column by
 * primary key: decision 034). The document's product is the row as to_jsonb wrote it (snake_case
 * keys, timestamps as text): turned back into the shape of a selected row here.
 */
/** The product page's stored document (migration 0026), its plan prepared once on PGlite (the hottest read of the shop). */
const detailDocLookup = preparedLookup('product_detail_doc', {
  byId: 'SELECT detail_doc FROM products WHERE active AND id = $1::integer LIMIT 1',
  bySlug: 'SELECT detail_doc FROM products WHERE active AND slug = $1::text LIMIT 1',
});

export async function findProductDetail(db: Database, key: { id: number } | { slug: string }) {
  const docs = await detailDocLookup<string | null>(db, key, async () =>
    (
      await db
        .select({ doc: products.detailDoc })
        .from(products)
        .where(and(eq(products.active, true), 'id' in key ? eq(products.id, key.id) : eq(products.slug, key.slug)))
        .limit(1)
    ).map((row) => row.doc),
  );
  if (docs.length === 0) return undefined;
  const [stored] = docs;
  // Written by every insert and update (the triggers); a row without one is read the long way.
  if (!stored) return findProductWithVariants(db, key);
  return detailRowOf(stored);
}

/** A stored page document as the row findProductWithVariants answers. */
function detailRowOf(stored: string) {
  const doc = JSON.parse(stored) as { product: Record<string, unknown>; categoryName: string; variants: VariantRow[] };
  const product: Record<string, unknown> = {};
  for (const [k, value] of Object.entries(doc.product)) {
    const name = camel(k);
    product[name] = TIMESTAMP_KEYS.has(name) && typeof value === 'string' ? new Date(value) : value;
  }
  return { product: product as ProductColumnsRow, categoryName: doc.categoryName, variants: doc.variants };
}

/** The next `limit` active products' page rows after `afterId`, in id order (the page cache's warm-up), and the last id read. */
export async function findProductDetailsAfter(db: Database, afterId: number, limit: number) {
  const rows = await db
    .select({ id: products.id, doc: products.detailDoc })
    .from(products)
    .where(and(eq(products.active, true), sql`${products.id} > ${afterId}`))
    .orderBy(asc(products.id))
    .limit(limit);
  const details = await Promise.all(rows.map(async (row) => (row.doc ? detailRowOf(row.doc) : findProductWithVariants(db, { id: row.id }))));
  return { details: details.filter((d) => d !== undefined), lastId: rows.at(-1)?.id ?? null };
}

export async function findProductByIdOrSlug(db: Database, key: { id: number } | { slug: string }) {
  const [row] = await db
    .select({ product: productColumns, categoryName: categories.name })
    .from(products)
    .innerJoin(categories, eq(categories.slug, products.categorySlug))
    .where(and(eq(products.active, true), 'id' in key ? eq(products.id, key.id) : eq(products.slug, key.slug)))
    .limit(1);
  return row;
}

export interface VariantRow {
  id: number;
  sku: string;
  label: string;
  pricePaise: number;
  mrpPaise: number;
  stock: number;
}

/** A product page's row with its variants in one round trip (a second query per page view costs more than the join). */
export async function findProductWithVariants(db: Database, key: { id: number } | { slug: string }) {
  const v = productVariants;
  const [row] = await db
    .select({
      product: productColumns,
      categoryName: categories.name,
      variants: sql<VariantRow[]>`coalesce((
        select json_agg(json_build_object('id', ${v.id}, 'sku', ${v.sku}, 'label', ${v.label}, 'pricePaise', ${v.pricePaise}, 'mrpPaise', ${v.mrpPaise}, 'stock', ${v.stock}) order by ${v.sortOrder})
        from ${v} where ${v.productId} = ${products.id}), '[]'::json)`,
    })
    .from(products)
    .innerJoin(categories, eq(categories.slug, products.categorySlug))
    .where(and(eq(products.active, true), 'id' in key ? eq(products.id, key.id) : eq(products.slug, key.slug)))
    .limit(1);
  return row;
}

/** What a generated pack shot needs to know of a product (also read by the review-photo seed). */
export const packShotFactColumns = {
  name: products.name,
  brand: products.brand,
  dosageForm: products.dosageForm,
  activeIngredient: products.activeIngredient,
  packSize: products.packSize,
  categorySlug: products.categorySlug,
  requiresPrescription: products.requiresPrescription,
};

export async function findPackShotFacts(db: Database, slug: string) {
  const [row] = await db
    .select({ ...packShotFactColumns, updatedAt: products.updatedAt })
    .from(products)
    .where(eq(products.slug, slug))
    .limit(1);
  return row;
}

export async function listCategoriesWithCounts(db: Database) {
  const counts = db
    .select({ slug: products.categorySlug, n: count().as('n') })
    .from(products)
    .where(eq(products.active, true))
    .groupBy(products.categorySlug)
    .as('counts');
  return db
    .select({
      slug: categories.slug,
      name: categories.name,
      description: categories.description,
      icon: categories.icon,
      productCount: sql<number>`coalesce(${counts.n}, 0)::int`,
    })
    .from(categories)
    .leftJoin(counts, eq(counts.slug, categories.slug))
    .orderBy(asc(categories.sortOrder));
}

export async function listBrands(db: Database, categorySlug: string | undefined, limit: number) {
  return db
    .select({ name: products.brand, count: count() })
    .from(products)
    .where(and(eq(products.active, true), categorySlug ? eq(products.categorySlug, categorySlug) : undefined))
    .groupBy(products.brand)
    .orderBy(desc(count()), asc(products.brand))
    .limit(limit);
}

export async function categoryExists(db: Database, slug: string): Promise<boolean> {
  const [row] = await db.select({ slug: categories.slug }).from(categories).where(eq(categories.slug, slug)).limit(1);
  return row !== undefined;
}

/** The words of active products' names, brands and salts (3 letters or more), for typo corrections and Devanagari spellings (search-lexicon.ts). */
export async function findLexiconWords(db: Database): Promise<string[]> {
  const result = await db.execute(
    sql`select distinct w from ${products} p,
          regexp_split_to_table(lower(p.name || ' ' || p.brand || ' ' || coalesce(p.active_ingredient, '')), '[^a-z0-9]+') as w
        where p.active and length(w) >= 3`,
  );
  const rows = (result as { rows?: { w: string }[] }).rows ?? (result as { w: string }[]);
  return rows.map((r) => r.w);
}

/** The ingredient line as substitution compares it (the expression of products_substitutes_idx, migration 0021). */
const saltKey = (column: SQL | typeof products.activeIngredient) => sql`lower(regexp_replace(${column}, '\\s+', '', 'g'))`;

/** Price of one unit of a pack ('15 tablets' → price / 15), for ordering substitutes of different pack sizes. */
const unitPrice = sql`(${products.pricePaise}::numeric / greatest(coalesce(substring(${products.packSize} from '^\\s*(\\d{1,6})')::int, 1), 1))`;

export type SubstituteRow = ProductSummaryRow & { manufacturer: string; activeIngredient: string };

/**
 * Products in the shop with the same ingredient line (salt and strength) and the same dosage form as
 * `reference`, in stock, cheapest per unit first: one query on products_substitutes_idx.
 */
export async function findSubstitutes(
  db: Database,
  reference: { activeIngredient: string; dosageForm: string | null; excludeId: number | null },
  limit: number,
): Promise<SubstituteRow[]> {
  const rows = await db
    .select({ ...summaryColumns, manufacturer: products.manufacturer, activeIngredient: products.activeIngredient })
    .from(products)
    .innerJoin(categories, eq(categories.slug, products.categorySlug))
    .where(
      and(
        eq(products.active, true),
        isNotNull(products.activeIngredient),
        sql`${saltKey(products.activeIngredient)} = ${saltKey(sql`${reference.activeIngredient}::text`)}`,
        reference.dosageForm === null ? sql`${products.dosageForm} is null` : sql`lower(${products.dosageForm}) = lower(${reference.dosageForm})`,
        sql`${products.stockQuantity} > 0`,
        reference.excludeId === null ? undefined : ne(products.id, reference.excludeId),
      ),
    )
    .orderBy(unitPrice, asc(products.pricePaise), asc(products.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, activeIngredient: row.activeIngredient ?? '' }));
}

/** What substitution needs of a product, whether or not it is still sold (a prescribed brand may be withdrawn). */
export async function findSubstitutionReference(db: Database, key: { id: number } | { slug: string }) {
  const [row] = await db
    .select({
      id: products.id,
      activeIngredient: products.activeIngredient,
      dosageForm: products.dosageForm,
      pricePaise: products.pricePaise,
      packSize: products.packSize,
    })
    .from(products)
    .where('id' in key ? eq(products.id, key.id) : eq(products.slug, key.slug))
    .limit(1);
  return row;
}
