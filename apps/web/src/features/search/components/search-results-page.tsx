import Lightbulb from 'lucide-react/icons/lightbulb';
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ErrorPanel } from '@/components/errors/error-panel';
import { ProductGrid, ProductGridSkeleton } from '@/components/products/product-grid';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/form-styles';
import { PageMeta } from '@/components/ui/page-meta';
import { Pagination } from '@/components/ui/pagination';
import { paths, toQueryString } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useUrlSearchParams } from '@/lib/use-url-search-params';
import { useSearchProducts } from '../api/search-products';
import {
  categoryLabel,
  foundMedicinesText,
  hasSearchCriteria,
  priceChipLabel,
  ratingChipLabel,
  readSearchPageParams,
  SEARCH_SORT_OPTIONS,
  searchTitle,
  toSearchApiQuery,
  toSearchPageParams,
  type CategoryOption,
  type SearchPageState,
  type SearchSort,
} from '../utils/search-params';
import { SearchFilterChips, type FilterChip } from './search-filter-chips';
import { SearchFilterPanel, type SearchFilters } from './search-filter-panel';

/**
 * /search: the query and every filter live in the URL, so a search can be shared and the back
 * button works. The search runs when there is a query, a category or a brand, and again whenever
 * the query string changes.
 */
export function SearchResultsPage({ categories }: { categories: readonly CategoryOption[] }) {
  const [searchParams, setSearchParams] = useUrlSearchParams();
  const panelId = useId();
  const [filtersOpen, setFiltersOpen] = useState(false);

  const state = readSearchPageParams(searchParams);
  const enabled = hasSearchCriteria(state);
  const result = useSearchProducts(toSearchApiQuery(state, categories), enabled);
  const title = searchTitle(state, categories);

  const go = (next: Partial<SearchPageState>) => setSearchParams(new URLSearchParams(toQueryString({ ...toSearchPageParams(next) })));
  // Any change of filter starts again at page 1.
  const withFilters = (patch: Partial<SearchPageState>) => go({ ...state, page: 1, ...patch });

  const chips: FilterChip[] = [];
  if (state.category) {
    chips.push({ label: 'Category', value: categoryLabel(state.category, categories), onRemove: () => withFilters({ category: '' }) });
  }
  if (state.brand) chips.push({ label: 'Brand', value: state.brand, onRemove: () => withFilters({ brand: '' }) });
  if (state.tag) chips.push({ label: 'Tag', value: state.tag, onRemove: () => withFilters({ tag: '' }) });
  if (state.minPrice !== undefined || state.maxPrice !== undefined) {
    chips.push({
      label: 'Price',
      value: priceChipLabel(state.minPrice, state.maxPrice),
      onRemove: () => withFilters({ minPrice: undefined, maxPrice: undefined }),
    });
  }
  if (state.minRating !== undefined) {
    chips.push({ label: 'Rating', value: ratingChipLabel(state.minRating), onRemove: () => withFilters({ minRating: undefined }) });
  }

  function applyFilters(filters: SearchFilters) {
    setFiltersOpen(false);
    withFilters(filters);
  }

  const data = enabled ? result.data : undefined;
  const total = data?.total ?? 0;
  const hasResults = total > 0;
  const loading = enabled && result.isPending;
  const failed = enabled && result.isError && !data;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageMeta
        title={title}
        description={
          state.query ? `Medicines and health products matching "${state.query}" at Dawa.` : 'Search medicines and health products at Dawa.'
        }
      />
      <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
      <p aria-live="polite" className="mt-1 min-h-6 text-slate-600 dark:text-slate-300">
        {enabled && data ? foundMedicinesText(total) : ''}
      </p>

      <div className="mt-4">
        <SearchFilterChips chips={chips} />
      </div>

      {hasResults ? (
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
          <Button
            variant="secondary"
            aria-expanded={filtersOpen}
            aria-controls={filtersOpen ? panelId : undefined}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            Filters
          </Button>
          <div className="flex items-center gap-2">
            <label htmlFor={`${panelId}-sort`} className="text-sm font-medium whitespace-nowrap text-slate-700 dark:text-slate-200">
              Sort by
            </label>
            <select
              id={`${panelId}-sort`}
              value={state.sort}
              onChange={(e) => withFilters({ sort: e.target.value as SearchSort })}
              className={`${inputClasses} w-auto`}
            >
              {SEARCH_SORT_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
        </div>
      ) : null}

      {hasResults && filtersOpen ? (
        <SearchFilterPanel
          key={searchParams.toString()}
          id={panelId}
          state={state}
          categories={categories}
          onApply={applyFilters}
          onClear={() => {
            setFiltersOpen(false);
            go({ query: state.query });
          }}
        />
      ) : null}

      {!enabled ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200">
          Type a medicine name, brand or health concern in the search box above, or{' '}
          <Link to={paths.categories()} className="font-semibold text-teal-800 underline dark:text-teal-300">
            browse categories
          </Link>
          .
        </p>
      ) : loading ? (
        <ProductGridSkeleton />
      ) : failed ? (
        <ErrorPanel
          message={result.error instanceof ApiError && result.error.status === 400 ? result.error.message : 'Failed to search products'}
          onRetry={() => void result.refetch()}
        />
      ) : hasResults && data ? (
        <>
          <ProductGrid priorityCount={2} products={data.items} busy={result.isPlaceholderData} headingLevel={2} />
          <Pagination
            page={data.page}
            pageCount={data.pageCount}
            hrefFor={(page) => paths.search(toSearchPageParams({ ...state, page }))}
          />
        </>
      ) : (
        <EmptyResults query={state.query} />
      )}
    </div>
  );
}

function EmptyResults({ query }: { query: string }) {
  if (!query) {
    return (
      <p className="py-10 text-center text-slate-700 dark:text-slate-200">
        No products found matching your criteria. Try adjusting your filters.
      </p>
    );
  }
  return (
    <div className="space-y-6">
      <p className="py-6 text-center text-slate-700 dark:text-slate-200">
        {`No medicines found for "${query}". Try searching with different keywords or check the spelling.`}
      </p>
      <section
        aria-labelledby="search-tips-heading"
        className="mx-auto max-w-xl rounded-xl border border-amber-200 bg-amber-50 p-6 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
      >
        <h2 id="search-tips-heading" className="flex items-center gap-2 font-semibold">
          <Lightbulb aria-hidden="true" className="size-5" />
          Search Tips
        </h2>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
          <li>Check the spelling of the medicine name.</li>
          <li>Try the brand name or the active ingredient (for example, paracetamol).</li>
          <li>Use fewer or more general words.</li>
        </ul>
        <p className="mt-4 text-sm">
          <Link to={paths.categories()} className="font-semibold underline">
            Browse all categories
          </Link>
        </p>
      </section>
    </div>
  );
}
