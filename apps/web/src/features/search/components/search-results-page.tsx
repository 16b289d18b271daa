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
  resolveCategory,
  hasSearchCriteria,
  readSearchPageParams,
  SEARCH_SORT_OPTIONS,
  toSearchApiQuery,
  toSearchPageParams,
  type CategoryOption,
  type SearchPageState,
  type SearchSort,
} from '../utils/search-params';
import { SearchFilterChips, type FilterChip } from './search-filter-chips';
import { SearchFilterPanel, type SearchFilters } from './search-filter-panel';
import { useT } from '@/lib/i18n/use-t';
import { useFormat } from '@/lib/i18n/use-format';
import { useFirstScreenReady } from '@/lib/first-screen';
import { useArrivalInSlices } from '@/lib/use-arrival-in-slices';
import { useCategoryText } from '@/lib/i18n/use-category-text';

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
  const t = useT('search');
  const format = useFormat();
  const categoryText = useCategoryText();
  const categoryLabel = (value: string, options: typeof categories) => {
    const known = resolveCategory(value, options);
    return known ? categoryText.name(known) : value;
  };
  const title = state.query
    ? t('title.query', { query: state.query })
    : state.category
      ? t('title.category', { category: categoryLabel(state.category, categories) })
      : state.brand
        ? t('title.brand', { brand: state.brand })
        : t('title.default');
  const rupees = (value: number) => format.money(Math.round(value * 100)).replace(/\.00$/, '');

  const go = (next: Partial<SearchPageState>) => setSearchParams(new URLSearchParams(toQueryString({ ...toSearchPageParams(next) })));
  // Any change of filter starts again at page 1.
  const withFilters = (patch: Partial<SearchPageState>) => go({ ...state, page: 1, ...patch });

  const chips: FilterChip[] = [];
  if (state.category) {
    chips.push({
      label: t('chip.category'),
      value: categoryLabel(state.category, categories),
      onRemove: () => withFilters({ category: '' }),
    });
  }
  if (state.brand) chips.push({ label: t('chip.brand'), value: state.brand, onRemove: () => withFilters({ brand: '' }) });
  if (state.tag) chips.push({ label: t('chip.tag'), value: state.tag, onRemove: () => withFilters({ tag: '' }) });
  if (state.minPrice !== undefined || state.maxPrice !== undefined) {
    chips.push({
      label: t('chip.price'),
      value: `${rupees(state.minPrice ?? 0)} - ${state.maxPrice === undefined ? '∞' : rupees(state.maxPrice)}`,
      onRemove: () => withFilters({ minPrice: undefined, maxPrice: undefined }),
    });
  }
  if (state.minRating !== undefined) {
    chips.push({
      label: t('chip.rating'),
      value: t('chip.stars', { rating: state.minRating }),
      onRemove: () => withFilters({ minRating: undefined }),
    });
  }

  function applyFilters(filters: SearchFilters) {
    setFiltersOpen(false);
    withFilters(filters);
  }

  // The cards render in slices (decision 069): until they have, the page is still loading.
  const arrival = useArrivalInSlices(enabled ? result.data : undefined);
  const data = arrival.data;
  const total = data?.total ?? 0;
  const hasResults = total > 0;
  const loading = enabled && (result.isPending || !arrival.arrived);
  const failed = enabled && result.isError && !data;
  // The server drew this page's first cards before the app ran (decision 042): they stay until these are in.
  useFirstScreenReady(!loading);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageMeta title={title} description={state.query ? t('meta.query', { query: state.query }) : t('meta.default')} />
      <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
      <p aria-live="polite" className="mt-1 min-h-6 text-slate-600 dark:text-slate-300">
        {enabled && data ? t('found', { count: total }) : ''}
      </p>
      {enabled && data?.showingResultsFor && total > 0 ? (
        <p className="mt-1 font-medium text-slate-700 dark:text-slate-200">{t('showingResultsFor', { query: data.showingResultsFor })}</p>
      ) : null}

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
            {t('filters')}
          </Button>
          <div className="flex items-center gap-2">
            <label htmlFor={`${panelId}-sort`} className="text-sm font-medium whitespace-nowrap text-slate-700 dark:text-slate-200">
              {t('sortBy')}
            </label>
            <select
              id={`${panelId}-sort`}
              value={state.sort}
              onChange={(e) => withFilters({ sort: e.target.value as SearchSort })}
              className={`${inputClasses} w-auto`}
            >
              {SEARCH_SORT_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {t(`sort.${o.value}`)}
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
          {t('prompt.before')}{' '}
          <Link to={paths.categories()} className="font-semibold text-teal-800 underline dark:text-teal-300">
            {t('prompt.link')}
          </Link>
          .
        </p>
      ) : loading ? (
        <ProductGridSkeleton />
      ) : failed ? (
        <ErrorPanel
          message={result.error instanceof ApiError && result.error.status === 400 ? result.error.message : t('failed')}
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
  const t = useT('search');
  if (!query) {
    return <p className="py-10 text-center text-slate-700 dark:text-slate-200">{t('empty.filters')}</p>;
  }
  return (
    <div className="space-y-6">
      <p className="py-6 text-center text-slate-700 dark:text-slate-200">{t('empty.query', { query })}</p>
      <section
        aria-labelledby="search-tips-heading"
        className="mx-auto max-w-xl rounded-xl border border-amber-200 bg-amber-50 p-6 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
      >
        <h2 id="search-tips-heading" className="flex items-center gap-2 font-semibold">
          <Lightbulb aria-hidden="true" className="size-5" />
          {t('tips.heading')}
        </h2>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
          <li>{t('tips.spelling')}</li>
          <li>{t('tips.brand')}</li>
          <li>{t('tips.fewer')}</li>
        </ul>
        <p className="mt-4 text-sm">
          <Link to={paths.categories()} className="font-semibold underline">
            {t('tips.browse')}
          </Link>
        </p>
      </section>
    </div>
  );
}
