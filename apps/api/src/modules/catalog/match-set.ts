import type { ProductSort } from '@dawa/shared/catalog/schemas';

/**
 * Every active product matching one search text, held in columns (typed arrays), so that the
 * filters, the exact count and any sort of a search page are computed in memory in well under a
 * millisecond instead of re-running the text match, counting and ranking in the database for every
 * page, filter change and shopper. The text match runs once per text and cache period (the
 * catalogue's response cache period); the page's products are then read by primary key.
 */
export interface MatchRow {
  id: number;
  /** Spec relevance tier: 0 exact name, 1 name prefix, 2 brand contains, 3 other. */
  tier: number;
  /** What kind of medicine, by which it ranks within a tier (catalog.repository medicineKindSql): 0 single salt, 1 combination, 2 traditional. */
  combination: number;
  /** Text rank (ts_rank, or trigram similarity for typo matches). */
  rank: number;
  reviewCount: number;
  /** The price the filters compare: basePrice, else price. */
  filterPricePaise: number;
  pricePaise: number;
  rating: number;
  stockQuantity: number;
  categorySlug: string;
  brandLower: string;
}

/** Sorts whose order needs the database's collation (names): given as ids in order, read once per set. */
export type CollatedSort = 'name-asc' | 'name-desc';
export type LoadCollatedOrder = (sort: CollatedSort) => Promise<number[]>;

export interface MatchFilter {
  categorySlug?: string | undefined;
  brand?: string | undefined;
  minPricePaise?: number | undefined;
  maxPricePaise?: number | undefined;
  minRating?: number | undefined;
  stock?: 'in' | 'out' | undefined;
}

export interface MatchPage {
  ids: number[];
  total: number;
}

export class MatchSet {
  readonly size: number;
  /** The typed words as corrected, when the set holds only what their corrections found (decision 032). */
  correctedText: string | undefined = undefined;
  private readonly ids: Int32Array;
  private readonly tier: Uint8Array;
  private readonly combination: Uint8Array;
  private readonly rank: Float64Array;
  private readonly reviewCount: Int32Array;
  private readonly filterPrice: Float64Array;
  private readonly price: Float64Array;
  private readonly rating: Float64Array;
  private readonly stock: Int32Array;
  private readonly category: Uint16Array;
  private readonly categoryCodes = new Map<string, number>();
  private readonly brandLower: string[];
  /** Row positions in each sort's order, computed on first use. */
  private readonly orders = new Map<ProductSort, Promise<Uint32Array>>();

  constructor(
    rows: readonly MatchRow[],
    private readonly loadCollatedOrder: LoadCollatedOrder,
  ) {
    const n = rows.length;
    this.size = n;
    this.ids = new Int32Array(n);
    this.tier = new Uint8Array(n);
    this.combination = new Uint8Array(n);
    this.rank = new Float64Array(n);
    this.reviewCount = new Int32Array(n);
    this.filterPrice = new Float64Array(n);
    this.price = new Float64Array(n);
    this.rating = new Float64Array(n);
    this.stock = new Int32Array(n);
    this.category = new Uint16Array(n);
    this.brandLower = new Array<string>(n);
    rows.forEach((row, i) => {
      this.ids[i] = row.id;
      this.tier[i] = row.tier;
      this.combination[i] = row.combination;
      this.rank[i] = row.rank;
      this.reviewCount[i] = row.reviewCount;
      this.filterPrice[i] = row.filterPricePaise;
      this.price[i] = row.pricePaise;
      this.rating[i] = row.rating;
      this.stock[i] = row.stockQuantity;
      this.category[i] = this.categoryCode(row.categorySlug);
      this.brandLower[i] = row.brandLower;
    });
  }

  private categoryCode(slug: string): number {
    let code = this.categoryCodes.get(slug);
    if (code === undefined) {
      code = this.categoryCodes.size + 1;
      this.categoryCodes.set(slug, code);
    }
    return code;
  }

  /** One page of matching ids in the sort's order, and how many rows match the filter in all. */
  async page(filter: MatchFilter, sort: ProductSort, offset: number, limit: number): Promise<MatchPage> {
    const order = await this.orderOf(sort);
    // 0 never matches a code: a category without matches gives an empty page.
    const category = filter.categorySlug === undefined ? undefined : (this.categoryCodes.get(filter.categorySlug) ?? 0);
    const brand = filter.brand?.toLowerCase();
    const { minPricePaise: min, maxPricePaise: max, minRating, stock } = filter;
    const ids: number[] = [];
    let total = 0;
    for (const i of order) {
      if (category !== undefined && this.category[i] !== category) continue;
      if (min !== undefined && (this.filterPrice[i] as number) < min) continue;
      if (max !== undefined && (this.filterPrice[i] as number) > max) continue;
      if (minRating !== undefined && (this.rating[i] as number) < minRating) continue;
      if (stock === 'in' && (this.stock[i] as number) <= 0) continue;
      if (stock === 'out' && this.stock[i] !== 0) continue;
      if (brand && !(this.brandLower[i] as string).includes(brand)) continue;
      if (total >= offset && ids.length < limit) ids.push(this.ids[i] as number);
      total++;
    }
    return { ids, total };
  }

  private orderOf(sort: ProductSort): Promise<Uint32Array> {
    let order = this.orders.get(sort);
    if (!order) {
      order = this.computeOrder(sort);
      this.orders.set(sort, order);
      order.catch(() => this.orders.delete(sort));
    }
    return order;
  }

  /** The same orders as the SQL listing (catalog.repository orderOf), ties broken by id. */
  private async computeOrder(sort: ProductSort): Promise<Uint32Array> {
    const positions = Uint32Array.from({ length: this.size }, (_, i) => i);
    const { ids, tier, combination, rank, reviewCount, price, rating } = this;
    const byId = (a: number, b: number) => (ids[a] as number) - (ids[b] as number);
    const byPopularity = (a: number, b: number) => (reviewCount[b] as number) - (reviewCount[a] as number) || byId(a, b);
    switch (sort) {
      case 'relevance':
        return positions.sort(
          (a, b) =>
            (tier[a] as number) - (tier[b] as number) ||
            (combination[a] as number) - (combination[b] as number) ||
            (rank[b] as number) - (rank[a] as number) ||
            byPopularity(a, b),
        );
      case 'popularity':
        return positions.sort(byPopularity);
      case 'price-asc':
        return positions.sort((a, b) => (price[a] as number) - (price[b] as number) || byId(a, b));
      case 'price-desc':
        return positions.sort((a, b) => (price[b] as number) - (price[a] as number) || byId(a, b));
      case 'rating':
        return positions.sort((a, b) => (rating[b] as number) - (rating[a] as number) || byPopularity(a, b));
      case 'name-asc':
      case 'name-desc': {
        const positionOfId = new Map<number, number>();
        ids.forEach((id, i) => positionOfId.set(id, i));
        const ordered = (await this.loadCollatedOrder(sort)).map((id) => positionOfId.get(id)).filter((i) => i !== undefined);
        return Uint32Array.from(ordered);
      }
    }
  }
}

/**
 * Match sets by search text, for `ttlMs`, holding at most `maxRows` rows in all (oldest sets go
 * first): a broad word such as "tablet" matches a third of a large catalogue. Concurrent misses
 * share one load. With ttlMs 0 every search loads its own set (nothing is kept).
 */
export function createMatchSetCache(ttlMs: number, maxRows: number) {
  const entries = new Map<string, { expires: number; set: Promise<MatchSet>; rows: number }>();
  let rows = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    rows -= entry.rows;
    entries.delete(key);
  };
  return {
    get(key: string, load: () => Promise<MatchSet>): Promise<MatchSet> {
      if (ttlMs <= 0) return load();
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.set;
      drop(key);
      const set = load();
      const entry = { expires: now + ttlMs, set, rows: 0 };
      entries.set(key, entry);
      set.then(
        (loaded) => {
          if (entries.get(key) !== entry) return;
          entry.rows = loaded.size;
          rows += loaded.size;
          for (const oldest of entries.keys()) {
            if (rows <= maxRows || oldest === key) break;
            drop(oldest);
          }
        },
        () => drop(key),
      );
      return set;
    },
    clear(): void {
      entries.clear();
      rows = 0;
    },
  };
}
