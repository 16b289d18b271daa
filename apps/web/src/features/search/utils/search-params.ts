import { slugify } from '@dawa/shared/catalog/rules';
import type { ProductSort } from '@dawa/shared/catalog/schemas';
import { formatInr, formatInrWhole, rupeesToPaise } from '@dawa/shared/money/format';
import type { SearchPageParams } from '@/config/paths';
import { PAGE_SIZE, type ProductQuery } from '@/lib/product-query';

/** A category as the search UI needs it. */
export interface CategoryOption {
  slug: string;
  name: string;
}

export const SEARCH_SORT_OPTIONS = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'name-asc', label: 'Name: A to Z' },
  { value: 'price-asc', label: 'Price: Low to High' },
  { value: 'price-desc', label: 'Price: High to Low' },
  { value: 'rating', label: 'Highest Rated' },
] as const satisfies ReadonlyArray<{ value: ProductSort; label: string }>;
export type SearchSort = (typeof SEARCH_SORT_OPTIONS)[number]['value'];

export const MIN_RATING_OPTIONS = [
  { value: '', label: 'Any' },
  { value: '4', label: '4+ stars' },
  { value: '3', label: '3+ stars' },
  { value: '2', label: '2+ stars' },
  { value: '1', label: '1+ stars' },
] as const;

/** The /search page's query string, read leniently: values that make no sense are dropped, not sent. */
export interface SearchPageState {
  query: string;
  /** As typed in the URL (a slug, or a category name). */
  category: string;
  brand: string;
  /** A product tag ('vitamin c'): deals link to the products they apply to with it. */
  tag: string;
  /** Rupees; undefined when absent or not a non-negative number. */
  minPrice: number | undefined;
  maxPrice: number | undefined;
  minRating: number | undefined;
  sort: SearchSort;
  page: number;
}

function rupeesParam(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

function ratingParam(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n > 0 && n <= 5 ? Math.round(n * 10) / 10 : undefined;
}

function pageParam(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

export function readSearchPageParams(params: URLSearchParams): SearchPageState {
  let minPrice = rupeesParam(params.get('minPrice'));
  let maxPrice = rupeesParam(params.get('maxPrice'));
  // A reversed range is a slip of the keyboard, not a wish for nothing: read it the right way round.
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  const sort = params.get('sort');
  return {
    query: (params.get('query') ?? params.get('name') ?? '').trim(),
    category: (params.get('category') ?? '').trim(),
    brand: (params.get('brand') ?? '').trim(),
    tag: (params.get('tag') ?? '').trim().toLowerCase().slice(0, 50),
    minPrice,
    maxPrice,
    minRating: ratingParam(params.get('minRating')),
    sort: SEARCH_SORT_OPTIONS.some((o) => o.value === sort) ? (sort as SearchSort) : 'relevance',
    page: pageParam(params.get('page')),
  };
}

/** The search runs only when there is a query, a category or a brand (or a deal's tag). */
export function hasSearchCriteria(state: SearchPageState): boolean {
  return state.query !== '' || state.category !== '' || state.brand !== '' || state.tag !== '';
}

/** The category a URL value names: matched by slug or by name, case-insensitively. */
export function resolveCategory(value: string, categories: readonly CategoryOption[]): CategoryOption | undefined {
  const v = value.trim().toLowerCase();
  if (!v) return undefined;
  return categories.find((c) => c.slug === v || c.name.toLowerCase() === v);
}

/** The API query for a search page state (rupees → paise, a category name → its slug). */
export function toSearchApiQuery(state: SearchPageState, categories: readonly CategoryOption[]): ProductQuery {
  const categorySlug = state.category ? (resolveCategory(state.category, categories)?.slug ?? slugify(state.category)) : undefined;
  return {
    q: state.query || undefined,
    category: categorySlug || undefined,
    brand: state.brand || undefined,
    tag: state.tag || undefined,
    minPricePaise: state.minPrice === undefined ? undefined : (rupeesToPaise(state.minPrice) ?? undefined),
    maxPricePaise: state.maxPrice === undefined ? undefined : (rupeesToPaise(state.maxPrice) ?? undefined),
    minRating: state.minRating,
    sort: state.sort === 'relevance' ? undefined : state.sort,
    page: state.page,
    pageSize: PAGE_SIZE,
  };
}

/** The category's display name, or the URL value when it names no known category. */
export function categoryLabel(value: string, categories: readonly CategoryOption[]): string {
  return resolveCategory(value, categories)?.name ?? value;
}

export function searchTitle(state: SearchPageState, categories: readonly CategoryOption[]): string {
  if (state.query) return `Search Results for "${state.query}"`;
  if (state.category) return `Medicines in ${categoryLabel(state.category, categories)}`;
  if (state.brand) return `Medicines by ${state.brand}`;
  return 'Search Results';
}

export function foundMedicinesText(total: number): string {
  return `Found ${total} medicine${total === 1 ? '' : 's'}`;
}

function rupeeLabel(rupees: number): string {
  const paise = rupeesToPaise(rupees) ?? 0;
  return paise % 100 === 0 ? formatInrWhole(paise) : formatInr(paise);
}

/** Text of the price chip: '₹100 - ₹500', '₹100 - ∞' without an upper bound, '₹0 - ₹500' without a lower one. */
export function priceChipLabel(minRupees: number | undefined, maxRupees: number | undefined): string {
  return `${rupeeLabel(minRupees ?? 0)} - ${maxRupees === undefined ? '∞' : rupeeLabel(maxRupees)}`;
}

export function ratingChipLabel(minRating: number): string {
  return `${minRating}+ stars`;
}

/** Back to a /search URL, dropping empty values and the default sort. */
export function toSearchPageParams(state: Partial<SearchPageState>): SearchPageParams {
  return {
    query: state.query || undefined,
    category: state.category || undefined,
    brand: state.brand || undefined,
    tag: state.tag || undefined,
    minPrice: state.minPrice,
    maxPrice: state.maxPrice,
    minRating: state.minRating,
    sort: state.sort && state.sort !== 'relevance' ? state.sort : undefined,
    page: state.page && state.page > 1 ? state.page : undefined,
  };
}
