import { COLD_FLU_SYMPTOMS, type CategoryDefinition, type ColdFluSymptom } from '@dawa/shared/catalog/categories';
import type { ProductSort } from '@dawa/shared/catalog/schemas';
import { rupeesToPaise } from '@dawa/shared/money/format';
import { useCallback, useMemo } from 'react';
import { useLocation } from 'react-router';
import { PAGE_SIZE, type ProductQuery } from '@/lib/product-query';
import { useUrlSearchParams } from '@/lib/use-url-search-params';

export const CATEGORY_SORT_OPTIONS = [
  { value: 'popularity', label: 'Most Popular' },
  { value: 'price-asc', label: 'Price: Low to High' },
  { value: 'price-desc', label: 'Price: High to Low' },
  { value: 'name-asc', label: 'Name: A to Z' },
  { value: 'name-desc', label: 'Name: Z to A' },
  { value: 'rating', label: 'Highest Rated' },
] as const satisfies ReadonlyArray<{ value: ProductSort; label: string }>;
export type CategorySort = (typeof CATEGORY_SORT_OPTIONS)[number]['value'];
export const DEFAULT_CATEGORY_SORT: CategorySort = 'popularity';

type PriceFilter = CategoryDefinition['priceFilter'];

/**
 * A category page's filters, kept in the URL (`?q=&sort=&minPrice=&maxPrice=&stock=&brand=&symptoms=&page=`)
 * so a filtered list can be shared and the back button steps through filter changes. Prices are rupees.
 */
export interface CategoryFilterState {
  q: string;
  sort: CategorySort;
  /** Lower end of the price slider, in rupees (0 = no lower bound). */
  minPrice: number;
  /** Upper end in rupees; undefined when the slider is at its top ('₹5,000+': no upper bound). */
  maxPrice: number | undefined;
  stock: 'in' | 'out' | undefined;
  brand: string;
  symptoms: ColdFluSymptom[];
  page: number;
}

function clamp(n: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, n));
}

function numberParam(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

export function readCategoryFilters(params: URLSearchParams, priceFilter: PriceFilter): CategoryFilterState {
  const sort = params.get('sort');
  const stock = params.get('stock');
  const page = Number(params.get('page'));
  let minPrice = clamp(numberParam(params.get('minPrice')) ?? 0, 0, priceFilter.maxRupees);
  let maxPrice = numberParam(params.get('maxPrice'));
  maxPrice = maxPrice === undefined || maxPrice >= priceFilter.maxRupees ? undefined : clamp(maxPrice, 0, priceFilter.maxRupees);
  if (maxPrice !== undefined && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  const symptoms = (params.get('symptoms') ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter((s): s is ColdFluSymptom => (COLD_FLU_SYMPTOMS as readonly string[]).includes(s));
  return {
    q: (params.get('q') ?? '').trim(),
    sort: CATEGORY_SORT_OPTIONS.some((o) => o.value === sort) ? (sort as CategorySort) : DEFAULT_CATEGORY_SORT,
    minPrice,
    maxPrice,
    stock: stock === 'in' || stock === 'out' ? stock : undefined,
    brand: (params.get('brand') ?? '').trim(),
    symptoms: [...new Set(symptoms)],
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The URL for a filter state: defaults are left out so a plain category URL stays plain. */
export function writeCategoryFilters(state: CategoryFilterState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.sort !== DEFAULT_CATEGORY_SORT) params.set('sort', state.sort);
  if (state.minPrice > 0) params.set('minPrice', String(state.minPrice));
  if (state.maxPrice !== undefined) params.set('maxPrice', String(state.maxPrice));
  if (state.stock) params.set('stock', state.stock);
  if (state.brand) params.set('brand', state.brand);
  if (state.symptoms.length > 0) params.set('symptoms', state.symptoms.join(','));
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The GET /api/products query: rupees become paise; the slider's top sends no maxPricePaise. */
export function toCategoryApiQuery(categorySlug: string, state: CategoryFilterState): ProductQuery {
  return {
    category: categorySlug,
    q: state.q || undefined,
    sort: state.sort,
    minPricePaise: state.minPrice > 0 ? (rupeesToPaise(state.minPrice) ?? undefined) : undefined,
    maxPricePaise: state.maxPrice === undefined ? undefined : (rupeesToPaise(state.maxPrice) ?? undefined),
    stock: state.stock,
    brand: state.brand || undefined,
    symptoms: state.symptoms.length > 0 ? state.symptoms : undefined,
    page: state.page,
    pageSize: PAGE_SIZE,
  };
}

export function hasActiveFilters(state: CategoryFilterState): boolean {
  return (
    state.q !== '' ||
    state.minPrice > 0 ||
    state.maxPrice !== undefined ||
    state.stock !== undefined ||
    state.brand !== '' ||
    state.symptoms.length > 0
  );
}

/** The filter state of the current URL and a setter; every change but paging starts again at page 1. */
export function useCategoryFilters(priceFilter: PriceFilter) {
  const [searchParams, setSearchParams] = useUrlSearchParams();
  const { pathname } = useLocation();
  const state = useMemo(() => readCategoryFilters(searchParams, priceFilter), [searchParams, priceFilter]);

  const update = useCallback(
    (patch: Partial<CategoryFilterState>, options: { replace?: boolean } = {}) => {
      // From the pending params, so a change made while the previous one is still navigating builds on it.
      setSearchParams(writeCategoryFilters({ ...readCategoryFilters(searchParams, priceFilter), page: 1, ...patch }), {
        replace: options.replace ?? false,
      });
    },
    [setSearchParams, searchParams, priceFilter],
  );

  const hrefForPage = useCallback(
    (page: number) => {
      const text = writeCategoryFilters({ ...state, page }).toString();
      return text ? `${pathname}?${text}` : pathname;
    },
    [state, pathname],
  );

  return { state, update, hrefForPage };
}
