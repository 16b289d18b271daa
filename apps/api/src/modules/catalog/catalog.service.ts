import { CATEGORIES } from '@dawa/shared/catalog/categories';
import {
  DEFAULT_DELIVERY_ESTIMATE,
  DEFAULT_SHIPPING_INFO,
  compareByRelevance,
  RELATED_PRODUCTS_LIMIT,
  SUGGESTIONS_LIMIT,
} from '@dawa/shared/catalog/rules';
import type {
  BrandListResponse,
  Category,
  ProductDetail,
  ProductListResponse,
  ProductSearchQuery,
  ProductSort,
  ProductSummary,
  Suggestion,
} from '@dawa/shared/catalog/schemas';
import { ProductDetailSchema } from '@dawa/shared/catalog/schemas';
import { SUBSTITUTES_LIMIT, savingPerPack, type Substitute } from '@dawa/shared/catalog/substitutes';
import { DEFAULT_PAGE_SIZE, pageCount } from '@dawa/shared/http/pagination';
import { discountPercent } from '@dawa/shared/money/format';
import type { Database } from '../../db/client.ts';
import type { LookupKey } from '../../db/prepared-lookup.ts';
import type { ChangedProducts } from '../../db/product-changes.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import type { MedicineCandidate } from '@dawa/shared/prescriptions/match-medicine';
import * as repo from './catalog.repository.ts';
import { createProductDetailCache, detailAnswerOf, jsonOf, type DetailAnswer } from './product-detail-cache.ts';
import { findMedicineCandidates } from './medicine-candidates.repository.ts';
import { createMatchSetCache, MatchSet } from './match-set.ts';
import { hasDevanagari } from './devanagari.ts';
import { readDevanagari } from './hindi-query.ts';
import { SearchLexicon } from './search-lexicon.ts';
import { prefixTsQuery, searchTokens } from './search-text.ts';

/** Queries shorter than this are not worth a typo-tolerant second pass. */
const FUZZY_MIN_LENGTH = 3;
const AGGREGATE_TTL_MS = 30_000;
const BRANDS_LIMIT = 100;
/** Rows of search match sets kept in memory in all (about 100 bytes each). */
const MATCH_SET_ROWS = 1_000_000;
/** Fewer full-text matches than this, and the typed words are also tried with their corrections (decision 032). */
const FEW_MATCHES = 5;
/** The longest pause between two warm-up batches of product pages (decision 043). */
const WARM_PAUSE_MAX_MS = 50;
/** The lexicon of catalogue words is read again after this, or at once after a catalogue write. */
const LEXICON_TTL_MS = 10 * 60_000;

export const packShotUrl = (slug: string, view: 1 | 2 | 3) => `/api/media/products/${slug}/${view}.svg`;

function imagesOf(row: { slug: string; imageUrls: string[] }): string[] {
  return row.imageUrls.length > 0 ? row.imageUrls : [packShotUrl(row.slug, 1), packShotUrl(row.slug, 2), packShotUrl(row.slug, 3)];
}

function toSummary(row: repo.ProductSummaryRow): ProductSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    brand: row.brand,
    category: { slug: row.categorySlug, name: row.categoryName },
    pricePaise: row.pricePaise,
    mrpPaise: row.mrpPaise,
    discountPercent: discountPercent(row.pricePaise, row.mrpPaise),
    image: imagesOf(row)[0] as string,
    rating: row.rating,
    reviewCount: row.reviewCount,
    inStock: row.stockQuantity > 0,
    requiresPrescription: row.requiresPrescription,
    packSize: row.packSize,
    dosageForm: row.dosageForm,
  };
}

const MAX_SERIAL_ID = 2_147_483_647;

/** A product is addressed by its numeric id or its slug; a number beyond any id simply does not exist. */
function parseProductKey(idOrSlug: string): { id: number } | { slug: string } {
  if (!/^\d+$/.test(idOrSlug)) return { slug: idOrSlug };
  const id = Number(idOrSlug);
  if (id > MAX_SERIAL_ID) throw notFound('Product not found.');
  return { id };
}

export interface CatalogServiceOptions {
  /**
   * How long a public catalogue answer (a listing page, suggestions, a product page) may be reused
   * for the next shopper asking the same question; 0 turns the cache off. Prices charged are always
   * recomputed from the database at checkout, so a few seconds of staleness only affects display.
   */
  responseCacheSeconds: number;
  /**
   * Bytes of product pages kept in memory until their product changes (decision 043); 0 turns it off.
   * Only where the owner calls `productsChanged` for every committed product write (the embedded database).
   */
  detailCacheBytes?: number;
  /** Writes a product page as its route does (the route's response serializer); default: checked by the schema, then JSON. */
  serializeDetail?: (detail: ProductDetail) => string;
}

const serializeChecked = (detail: ProductDetail) => JSON.stringify(ProductDetailSchema.parse(detail));

/** The catalogue's read side: listing, search, suggestions, product pages and their aggregates. */
export function createCatalogService(db: Database, options: CatalogServiceOptions = { responseCacheSeconds: 0 }) {
  const serializeDetail = options.serializeDetail ?? serializeChecked;
  const detailCache = options.detailCacheBytes ? createProductDetailCache(options.detailCacheBytes) : null;
  const responseTtlMs = options.responseCacheSeconds * 1000;
  const listCache = createTtlCache<ProductListResponse>(responseTtlMs, 10_000);
  const suggestionCache = createTtlCache<Suggestion[]>(responseTtlMs, 5_000);
  const itemsCache = createTtlCache<ProductSummary[]>(responseTtlMs, 5_000);
  const substitutesCache = createTtlCache<Substitute[]>(responseTtlMs, 5_000);
  const cached = <V>(cache: ReturnType<typeof createTtlCache<V>>, key: string, load: () => Promise<V>) =>
    responseTtlMs > 0 ? cache.get(key, load) : load();

  const categoryCache = createTtlCache<Category[]>(AGGREGATE_TTL_MS);
  const brandCache = createTtlCache<BrandListResponse>(AGGREGATE_TTL_MS);
  // Totals are shared by every page of a listing and by every shopper asking the same question, and
  // counting thousands of matches is the costliest part of a listing: keep them for a short while.
  const countCache = createTtlCache<number>(AGGREGATE_TTL_MS, 5_000);
  const countProducts = (filter: repo.ProductFilter) => countCache.get(JSON.stringify(filter), () => repo.countProducts(db, filter));
  const matchSets = createMatchSetCache(responseTtlMs, MATCH_SET_ROWS);

  const lexiconCache = createTtlCache<SearchLexicon>(LEXICON_TTL_MS, 1);
  const lexicon = () => lexiconCache.get('words', async () => new SearchLexicon(await repo.findLexiconWords(db)));
  /** The tsquery of the typed words with their spelling corrections as alternatives; null when none needs one. */
  const correctedTsQuery = async (tokens: readonly string[]) => (await lexicon()).correctedTsQuery(tokens);
  /** The search text as the catalogue spells it: Devanagari read into Latin (hindi-query.ts), any other text as typed. */
  const readableText = async (text: string) => (hasDevanagari(text) ? readDevanagari(text, await lexicon()) : text);

  /**
   * The products matching a text: its words as prefixes; when that finds fewer than FEW_MATCHES, also
   * the catalogue words spelt like them ('paracetmol' → paracetamol); when still nothing, names similar
   * to the whole text. A text that matches enough (the hot path) costs one match as before.
   */
  function matchSetOf(tokens: readonly string[], normalized: string): Promise<MatchSet> {
    return matchSets.get(normalized, async () => {
      const load = async (text: repo.TextMatch) =>
        new MatchSet(await repo.findMatchRows(db, text), (sort) => repo.findMatchIdsByName(db, text, sort === 'name-asc' ? 'asc' : 'desc'));
      const exact = await load({ mode: 'fts', tsQuery: prefixTsQuery(tokens), normalized });
      if (exact.size >= FEW_MATCHES || normalized.length < FUZZY_MIN_LENGTH) return exact;
      const corrected = await correctedTsQuery(tokens);
      const widened = corrected ? await load({ mode: 'fts', tsQuery: corrected, normalized }) : exact;
      // Only when the words as typed found nothing are the results the correction's alone, and said so.
      if (corrected && exact.size === 0 && widened.size > 0) widened.correctedText = (await lexicon()).correctedText(tokens);
      if (widened.size > 0) return widened;
      return load({ mode: 'fuzzy', normalized });
    });
  }

  /** Finds one page of products; text is matched by prefix words, then by similarity when nothing matched. */
  async function loadProductPage(query: ProductSearchQuery): Promise<ProductListResponse> {
    const typed = query.q || query.query || query.name || '';
    const text = await readableText(typed);
    /** What the results are for, when that is not what was typed (a Devanagari reading, a corrected typo). */
    const readingOf = (corrected: string | undefined): { showingResultsFor?: string } => {
      const shown = corrected ?? (text !== typed ? text : undefined);
      return shown ? { showingResultsFor: shown } : {};
    };
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const sort: ProductSort = query.sort ?? (text ? 'relevance' : 'popularity');
    const filter: repo.ProductFilter = {
      categorySlug: query.category,
      brand: query.brand || undefined,
      tag: query.tag || undefined,
      minPricePaise: query.minPricePaise,
      maxPricePaise: query.maxPricePaise,
      minRating: query.minRating,
      stock: query.stock,
      symptoms: query.symptoms,
    };
    const empty = { items: [], total: 0, page, pageSize, pageCount: 0 };
    if (text) {
      const tokens = searchTokens(text);
      if (tokens.length === 0) return empty;
      const normalized = text.trim().toLowerCase();
      if (!filter.tag && !filter.symptoms?.length) {
        const matches = await matchSetOf(tokens, normalized);
        const { ids, total } = await matches.page(filter, sort, (page - 1) * pageSize, pageSize);
        const rows = await repo.findSummariesByIds(db, ids);
        return { items: rows.map(toSummary), total, page, pageSize, pageCount: pageCount(total, pageSize), ...readingOf(matches.correctedText) };
      }
      filter.text = { mode: 'fts', tsQuery: prefixTsQuery(tokens), normalized };
      let total = await countProducts(filter);
      const corrected = total < FEW_MATCHES && normalized.length >= FUZZY_MIN_LENGTH ? await correctedTsQuery(tokens) : null;
      let correctedText: string | undefined;
      if (corrected) {
        const asTyped = total;
        filter.text = { mode: 'fts', tsQuery: corrected, normalized };
        total = await countProducts(filter);
        if (asTyped === 0 && total > 0) correctedText = (await lexicon()).correctedText(tokens);
      }
      if (total === 0 && normalized.length >= FUZZY_MIN_LENGTH) {
        filter.text = { mode: 'fuzzy', normalized };
        total = await countProducts(filter);
      }
      if (total === 0) return empty;
      const rows = await repo.findProductPage(db, filter, sort, { limit: pageSize, offset: (page - 1) * pageSize });
      return { items: rows.map(toSummary), total, page, pageSize, pageCount: pageCount(total, pageSize), ...readingOf(correctedText) };
    }
    const [total, rows] = await Promise.all([
      countProducts(filter),
      repo.findProductPage(db, filter, sort, { limit: pageSize, offset: (page - 1) * pageSize }),
    ]);
    return { items: rows.map(toSummary), total, page, pageSize, pageCount: pageCount(total, pageSize) };
  }

  /** Up to 8 products for the header's suggestion list, best match first. */
  async function loadSuggestions(typed: string, limit: number): Promise<Suggestion[]> {
    const q = await readableText(typed);
    const tokens = searchTokens(q);
    if (tokens.length === 0) return [];
    const normalized = q.trim().toLowerCase();
    let rows = await repo.findSuggestionRows(db, { tsQuery: prefixTsQuery(tokens), normalized }, limit);
    const corrected = rows.length === 0 && normalized.length >= FUZZY_MIN_LENGTH ? await correctedTsQuery(tokens) : null;
    if (corrected) rows = await repo.findSuggestionRows(db, { tsQuery: corrected, normalized }, limit);
    if (rows.length === 0 && normalized.length >= FUZZY_MIN_LENGTH) {
      const fuzzy = { mode: 'fuzzy' as const, normalized };
      rows = (await repo.findProductPage(db, { text: fuzzy }, 'relevance', { limit, offset: 0 })).map((row) => ({ ...row, textRank: 0, combination: 0 }));
    }
    return rows
      .sort(compareByRelevance(normalized))
      .slice(0, limit)
      .map((row) => {
        const { id, slug, name, brand, pricePaise, category, image } = toSummary(row);
        return { id, slug, name, brand, pricePaise, category, image };
      });
  }

  /** Featured products in their editorial order; the most popular products when none are featured. */
  /** One page of products for a listing or a search (see loadProductPage). */
  const searchProducts = (query: ProductSearchQuery) => cached(listCache, JSON.stringify(query), () => loadProductPage(query));
  /** Up to 8 suggestions for the header search (see loadSuggestions). */
  const suggest = (q: string, limit = SUGGESTIONS_LIMIT) => cached(suggestionCache, `${limit}:${q}`, () => loadSuggestions(q, limit));
  /**
   * A product page by id or slug, serialized, with its ETag; 404 'Product not found.' when there is none.
   * Kept until its product changes where the database tells of every change, else read each time: the
   * page shows stock and price, which must be the ones checkout will use (decision 043).
   */
  function productDetailAnswer(idOrSlug: string): Promise<DetailAnswer> {
    const key = parseProductKey(idOrSlug);
    const load = async (): Promise<DetailAnswer> => answerOf(await loadProductDetail(key));
    return detailCache ? detailCache.get(key, load) : load();
  }
  const answerOf = (detail: ProductDetail) => detailAnswerOf(detail.id, detail.slug, serializeDetail(detail));

  /**
   * Reads product pages into the cache ahead of any shopper, in id order, a small batch at a time so
   * requests are served in between, until the cache is full or every product is in (decision 043).
   */
  async function warmDetailPages(options: { batch: number; stopped: () => boolean }): Promise<number> {
    if (!detailCache) return 0;
    warmth = 'warming';
    let afterId = 0;
    let kept = 0;
    while (!options.stopped()) {
      const batchStartedAt = performance.now();
      const startedAt = detailCache.generation();
      const { details, lastId } = await repo.findProductDetailsAfter(db, afterId, options.batch);
      if (lastId === null) break;
      for (const row of details) {
        if (!detailCache.prime(answerOf(toDetail(row)), startedAt)) {
          warmth = 'full';
          return kept;
        }
        kept++;
      }
      afterId = lastId;
      // As long a pause as the batch took: the warm-up takes at most half of the one database thread,
      // and shoppers arriving meanwhile are served in between (a bare setImmediate starved them).
      await new Promise((resolve) => setTimeout(resolve, Math.min(WARM_PAUSE_MAX_MS, performance.now() - batchStartedAt)));
    }
    if (!options.stopped()) warmth = 'warm';
    return kept;
  }
  let warmth: 'cold' | 'warming' | 'warm' | 'full' = 'cold';
  /** How far the warm-up got: every page in ('warm'), the budget full first ('full'), or null when the cache is off. */
  const detailCacheWarmth = () => (detailCache ? warmth : null);
  /** A product page by id or slug as an object (the first-screen hints); see productDetailAnswer. */
  const productDetail = async (idOrSlug: string): Promise<ProductDetail> =>
    ProductDetailSchema.parse(JSON.parse(jsonOf(await productDetailAnswer(idOrSlug)).toString('utf8')));
  /** Forgets the kept pages of products a committed write changed (the database's notices, decision 043). */
  const productsChanged = (changed: ChangedProducts) => detailCache?.forget(changed);
  /** What the product page cache holds now (entries and bytes), or null when it is off. */
  const detailCacheSize = () => detailCache?.size() ?? null;

  async function featured(limit: number): Promise<ProductSummary[]> {
    const rows = await repo.findFeaturedProducts(db, limit);
    if (rows.length > 0) return rows.map(toSummary);
    return (await loadProductPage({ sort: 'popularity', page: 1, pageSize: Math.min(limit, 60) })).items;
  }

  async function loadProductDetail(key: LookupKey): Promise<ProductDetail> {
    const found = await repo.findProductDetail(db, key);
    if (!found) throw notFound('Product not found.');
    return toDetail(found);
  }

  function toDetail({ product: p, categoryName, variants }: NonNullable<Awaited<ReturnType<typeof repo.findProductDetail>>>): ProductDetail {
    const images = imagesOf(p);
    return {
      ...toSummary({ ...p, categoryName }),
      description: p.description,
      manufacturer: p.manufacturer,
      dosage: p.dosage,
      activeIngredient: p.activeIngredient,
      inactiveIngredients: p.inactiveIngredients,
      countryOfOrigin: p.countryOfOrigin,
      basePricePaise: p.basePricePaise,
      images,
      stockQuantity: p.stockQuantity,
      purchaseCount: p.purchaseCount,
      seller: { name: p.sellerName, rating: p.sellerRating },
      tags: p.tags,
      variants: variants.map((v) => ({
        id: v.id,
        sku: v.sku,
        label: v.label,
        pricePaise: v.pricePaise,
        mrpPaise: v.mrpPaise,
        stock: v.stock,
      })),
      shippingInfo: p.shippingInfo ?? DEFAULT_SHIPPING_INFO,
      deliveryEstimate: p.deliveryEstimate ?? DEFAULT_DELIVERY_ESTIMATE,
      authenticGuarantee: p.authenticGuarantee,
      sideEffects: p.sideEffects,
      storage: p.storage,
    };
  }

  /** Up to `limit` other products from the same category, most popular first. */
  function related(idOrSlug: string, limit = RELATED_PRODUCTS_LIMIT): Promise<ProductSummary[]> {
    return cached(itemsCache, `related:${limit}:${idOrSlug}`, () => loadRelated(idOrSlug, limit));
  }

  async function loadRelated(idOrSlug: string, limit: number): Promise<ProductSummary[]> {
    const found = await repo.findProductByIdOrSlug(db, parseProductKey(idOrSlug));
    if (!found) throw notFound('Product not found.');
    const rows = await repo.findPopularInCategory(db, found.product.categorySlug, found.product.id, limit);
    return rows.map(toSummary);
  }

  function listCategories(): Promise<Category[]> {
    return categoryCache.get('all', async () => {
      const rows = await repo.listCategoriesWithCounts(db);
      return rows.map((row) => {
        const definition = CATEGORIES.find((c) => c.slug === row.slug);
        return {
          ...row,
          path: definition?.path ?? `/category/${row.slug}`,
          priceFilter: definition?.priceFilter ?? { maxRupees: 5000, stepRupees: 50 },
        };
      });
    });
  }

  /**
   * Generic substitution (decision 025): other makers' products with the same salt, strength and form,
   * in stock, cheapest per unit first, each with what it saves against the reference pack. The
   * reference is a product (id or slug; it may itself be withdrawn or out of stock) or an ingredient
   * line and form as a prescription names them. A product without an ingredient line has none.
   */
  function substitutesFor(
    reference: string | number | { activeIngredient: string; dosageForm: string | null },
    limit = SUBSTITUTES_LIMIT,
  ): Promise<Substitute[]> {
    const key = typeof reference === 'object' ? `${reference.activeIngredient}|${reference.dosageForm ?? ''}` : String(reference);
    return cached(substitutesCache, `${limit}:${key}`, () => loadSubstitutes(reference, limit));
  }

  async function loadSubstitutes(
    reference: string | number | { activeIngredient: string; dosageForm: string | null },
    limit: number,
  ): Promise<Substitute[]> {
    let wanted: { activeIngredient: string | null; dosageForm: string | null; excludeId: number | null; pricePaise: number | null; packSize: string | null };
    if (typeof reference === 'object') {
      wanted = { ...reference, excludeId: null, pricePaise: null, packSize: null };
    } else {
      const found = await repo.findSubstitutionReference(db, parseProductKey(String(reference)));
      if (!found) throw notFound('Product not found.');
      wanted = { ...found, excludeId: found.id };
    }
    const { activeIngredient } = wanted;
    if (!activeIngredient?.trim()) return [];
    const rows = await repo.findSubstitutes(db, { activeIngredient, dosageForm: wanted.dosageForm, excludeId: wanted.excludeId }, limit);
    const { pricePaise, packSize } = wanted;
    return rows.map((row) => ({
      ...toSummary(row),
      manufacturer: row.manufacturer,
      activeIngredient: row.activeIngredient,
      savingPaise: pricePaise === null ? null : savingPerPack({ pricePaise, packSize }, row),
    }));
  }

  async function getCategory(slug: string): Promise<Category> {
    const category = (await listCategories()).find((c) => c.slug === slug);
    if (!category) throw notFound('Category not found.');
    return category;
  }

  async function listBrands(categorySlug: string | undefined): Promise<BrandListResponse> {
    if (categorySlug && !(await repo.categoryExists(db, categorySlug))) throw new AppError('not_found', 'Category not found.');
    return brandCache.get(categorySlug ?? '*', async () => ({ brands: await repo.listBrands(db, categorySlug, BRANDS_LIMIT) }));
  }

  async function packShotFacts(slug: string) {
    const facts = await repo.findPackShotFacts(db, slug);
    if (!facts) throw notFound('Product image not found.');
    return facts;
  }

  /** Forgets cached aggregates; catalogue writes (admin) call this. Product pages are forgotten exactly (productsChanged). */
  function invalidate(): void {
    for (const cache of [categoryCache, brandCache, countCache, listCache, suggestionCache, itemsCache, substitutesCache, matchSets, lexiconCache]) cache.clear();
  }

  return {
    searchProducts,
    suggest,
    featured,
    productDetail,
    productDetailAnswer,
    warmDetailPages,
    detailCacheWarmth,
    productsChanged,
    detailCacheSize,
    related, substitutesFor, listCategories, getCategory, listBrands, packShotFacts, invalidate };
}

export type CatalogService = ReturnType<typeof createCatalogService>;

/**
 * Catalogue products that may be the medicines a prescription names (prescription analysis, decision
 * record 024): one query for all the names, candidates for the matcher in @dawa/shared/prescriptions.
 * `terms` are the folded names (searchTermsOf); at most 40 are looked up.
 */
export async function medicineCandidates(db: Database, terms: readonly string[]): Promise<MedicineCandidate[]> {
  const unique = [...new Set(terms.map((term) => term.trim().toLowerCase()).filter((term) => term.length >= 2))].slice(0, 40);
  const rows = await findMedicineCandidates(db, unique);
  return rows.map((row) => ({
    productId: row.id,
    name: row.name,
    slug: row.slug,
    brand: row.brand,
    activeIngredient: row.active_ingredient,
    dosage: row.dosage,
    dosageForm: row.dosage_form,
    pricePaise: Number(row.price_paise),
    stock: Number(row.stock_quantity),
    active: row.active,
  }));
}
