/**
 * Pure catalogue rules shared by the API (which applies them in SQL) and the web (which shows them).
 * Each one is the spec's rule, written once and unit-tested.
 */

/** Stock assumed when a product arrives without one (spec: default 100). */
export const DEFAULT_STOCK = 100;
/** Product-page quantity cap when the stock is not a number (spec: 99). */
export const UNKNOWN_STOCK_QUANTITY_CAP = 99;
export const DEFAULT_SHIPPING_INFO = 'Standard shipping available';
export const DEFAULT_DELIVERY_ESTIMATE = '2-3 business days';
export const RELATED_PRODUCTS_LIMIT = 4;
export const FEATURED_ON_HOME = 4;
export const SUGGESTIONS_LIMIT = 8;
export { SUGGESTIONS_BLUR_CLOSE_MS, SUGGESTIONS_DELAY_MS } from './suggestion-timing';

/** The loose product shape the spec describes (seed data, imports): stock may be a flag or a count. */
export interface LooseStockProduct {
  inStock?: boolean | number | null;
  variants?: ReadonlyArray<{ stock?: number | null }> | null;
}

/**
 * In stock means inStock true (or a positive count) or, when inStock is absent, a first variant with
 * stock above 0; with neither, the default stock of 100 applies. An explicit inStock wins over variants.
 */
export function isInStock(product: LooseStockProduct): boolean {
  const { inStock, variants } = product;
  if (typeof inStock === 'boolean') return inStock;
  if (typeof inStock === 'number') return inStock > 0;
  const first = variants?.[0];
  if (first && typeof first.stock === 'number') return first.stock > 0;
  return DEFAULT_STOCK > 0;
}

/** Units available: a numeric inStock or the first variant's stock; DEFAULT_STOCK when neither is given. */
export function stockQuantityOf(product: LooseStockProduct): number {
  const { inStock, variants } = product;
  if (typeof inStock === 'number') return Math.max(0, Math.floor(inStock));
  const first = variants?.[0];
  if (first && typeof first.stock === 'number') return Math.max(0, Math.floor(first.stock));
  if (inStock === false) return 0;
  return DEFAULT_STOCK;
}

/** The price the filters compare: basePrice when the product has one, else price, else 0. */
export function filterPricePaise(product: { basePricePaise?: number | null; pricePaise?: number | null }): number {
  return product.basePricePaise ?? product.pricePaise ?? 0;
}

export function isWithinPriceRange(
  product: { basePricePaise?: number | null; pricePaise?: number | null },
  range: { minPricePaise?: number | undefined; maxPricePaise?: number | undefined },
): boolean {
  const price = filterPricePaise(product);
  if (range.minPricePaise !== undefined && price < range.minPricePaise) return false;
  if (range.maxPricePaise !== undefined && price > range.maxPricePaise) return false;
  return true;
}

/** Highest quantity a customer may pick on the product page. */
export function maxSelectableQuantity(stock: number | null | undefined): number {
  return typeof stock === 'number' && Number.isFinite(stock) ? Math.max(0, Math.floor(stock)) : UNKNOWN_STOCK_QUANTITY_CAP;
}

/** Clamps a requested quantity between 1 and the stock (99 when stock is unknown). */
export function clampQuantity(requested: number, stock: number | null | undefined): number {
  const max = Math.max(1, maxSelectableQuantity(stock));
  if (!Number.isFinite(requested)) return 1;
  return Math.min(max, Math.max(1, Math.floor(requested)));
}

/** Search relevance tiers, best first. */
export const RelevanceTier = { exactName: 0, namePrefix: 1, brandMatch: 2, other: 3 } as const;
export type RelevanceTier = (typeof RelevanceTier)[keyof typeof RelevanceTier];

/** Spec relevance: exact name, then names starting with the query, then brand containing it, then the rest. */
export function relevanceTier(product: { name: string; brand: string }, query: string): RelevanceTier {
  const q = query.trim().toLowerCase();
  const name = product.name.toLowerCase();
  if (!q) return RelevanceTier.other;
  if (name === q) return RelevanceTier.exactName;
  if (name.startsWith(q)) return RelevanceTier.namePrefix;
  if (product.brand.toLowerCase().includes(q)) return RelevanceTier.brandMatch;
  return RelevanceTier.other;
}

/** A combination product: its active ingredients list more than one salt ('Paracetamol 500 mg + Caffeine 30 mg'). */
export function isCombination(activeIngredient: string | null | undefined): boolean {
  return (activeIngredient ?? '').includes('+');
}

/** Categories of traditional remedies (Ayurvedic, homeopathic): after modern medicines of the same relevance. */
export const TRADITIONAL_CATEGORY_SLUGS: readonly string[] = ['ayurvedic', 'homeopathic'];

/**
 * Orders by relevance tier, then single-ingredient products before combinations (a search for a salt
 * or a brand wants the plain medicine first: 'dolo' puts Dolo 650 before Dolo Cold), then by the
 * text-rank the database gave (higher first), then by name. The API's SQL and in-memory orders follow
 * the same keys (tier, combination, rank, popularity).
 */
export function compareByRelevance<T extends { name: string; brand: string; textRank?: number; combination?: boolean | number }>(
  query: string,
) {
  return (a: T, b: T): number =>
    relevanceTier(a, query) - relevanceTier(b, query) ||
    Number(a.combination ?? 0) - Number(b.combination ?? 0) ||
    (b.textRank ?? 0) - (a.textRank ?? 0) ||
    a.name.localeCompare(b.name);
}

/** Cold-and-flu symptom match, made against tags, description and name (case-insensitive). */
export function matchesSymptom(
  product: { name: string; description?: string | null; tags?: readonly string[] | null },
  symptom: string,
): boolean {
  const s = symptom.toLowerCase();
  return (
    (product.tags ?? []).some((t) => t.toLowerCase() === s || t.toLowerCase().includes(s)) ||
    (product.description ?? '').toLowerCase().includes(s) ||
    product.name.toLowerCase().includes(s)
  );
}

/** Turns a product name into its URL slug (`Dolo 650 Tablet` → `dolo-650-tablet`). */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);
}
