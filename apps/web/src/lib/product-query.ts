import type { ColdFluSymptom } from '@dawa/shared/catalog/categories';
import type { ProductSort } from '@dawa/shared/catalog/schemas';
import { toQueryString } from '@/config/paths';

/**
 * Items per page of every product list (DEFAULT_PAGE_SIZE of @dawa/shared/http/pagination). Not
 * imported from there: that module also builds zod schemas, which would pull zod into the bundle of
 * the first paint. product-query.test.ts checks the two stay equal.
 */
export const PAGE_SIZE = 24;

/**
 * The query of GET /api/products and GET /api/products/search (ProductSearchQuerySchema), typed
 * before it is turned into strings. Money is integer paise here, never rupees.
 */
export interface ProductQuery {
  q?: string | undefined;
  category?: string | undefined;
  brand?: string | undefined;
  tag?: string | undefined;
  minPricePaise?: number | undefined;
  maxPricePaise?: number | undefined;
  minRating?: number | undefined;
  stock?: 'in' | 'out' | undefined;
  symptoms?: readonly ColdFluSymptom[] | undefined;
  sort?: ProductSort | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

/** Serialises a ProductQuery in a stable key order (so equal queries give equal cache keys and URLs). */
export function productQueryString(query: ProductQuery): string {
  return toQueryString({
    q: query.q?.trim(),
    category: query.category,
    brand: query.brand?.trim(),
    tag: query.tag,
    minPricePaise: query.minPricePaise,
    maxPricePaise: query.maxPricePaise,
    minRating: query.minRating,
    stock: query.stock,
    symptoms: query.symptoms && query.symptoms.length > 0 ? query.symptoms : undefined,
    sort: query.sort,
    page: query.page !== undefined && query.page > 1 ? query.page : undefined,
    pageSize: query.pageSize,
  });
}
