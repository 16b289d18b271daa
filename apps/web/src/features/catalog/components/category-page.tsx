import type { CategoryDefinition } from '@dawa/shared/catalog/categories';
import SearchIcon from 'lucide-react/icons/search';
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { useEffect, useId, useState } from 'react';
import { ErrorPanel } from '@/components/errors/error-panel';
import { ProductGrid, ProductGridSkeleton } from '@/components/products/product-grid';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/form-styles';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageMeta } from '@/components/ui/page-meta';
import { Pagination } from '@/components/ui/pagination';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useProducts } from '../api/get-products';
import {
  CATEGORY_SORT_OPTIONS,
  hasActiveFilters,
  toCategoryApiQuery,
  useCategoryFilters,
  type CategorySort,
} from '../hooks/use-category-filters';
import { CategoryFilters } from './category-filters';
import { useT } from '@/lib/i18n/use-t';
import { useFirstScreenReady } from '@/lib/first-screen';
import { useArrivalInSlices } from '@/lib/use-arrival-in-slices';
import { useCategoryText } from '@/lib/i18n/use-category-text';

/** Typing in the category search box updates the list once the customer pauses. */
const SEARCH_COMMIT_DELAY_MS = 350;

const COLD_FLU_SLUG = 'cold-flu';

/** A category page: search, sort, filters and a server-paged product grid, all driven by the URL. */
export function CategoryPage({ category }: { category: CategoryDefinition }) {
  const id = useId();
  const { state, update, hrefForPage } = useCategoryFilters(category.priceFilter);
  const products = useProducts(toCategoryApiQuery(category.slug, state));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const isColdFlu = category.slug === COLD_FLU_SLUG;
  const t = useT('search');
  const categoryText = useCategoryText();
  const categoryName = categoryText.name(category);
  const categoryDescription = categoryText.description(category);
  // The server drew this page's first cards before the app ran (decision 042): they stay until these are in.
  // The cards render in slices (decision 069): until they have, the page is still loading.
  const arrival = useArrivalInSlices(products.data);
  const pending = products.isPending || !arrival.arrived;
  useFirstScreenReady(!pending);

  // The search box: typed text is committed to the URL after a pause (replacing, not stacking, history).
  const [text, setText] = useState(state.q);
  const [syncedQ, setSyncedQ] = useState(state.q);
  if (syncedQ !== state.q) {
    // The URL's query changed (commit, back button, Clear filters): the box follows unless it already says that.
    setSyncedQ(state.q);
    if (text.trim() !== state.q) setText(state.q);
  }
  useEffect(() => {
    if (text.trim() === syncedQ) return;
    const timer = window.setTimeout(() => update({ q: text.trim() }, { replace: true }), SEARCH_COMMIT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text, syncedQ, update]);

  const data = arrival.data;
  const filtered = hasActiveFilters(state);
  const clearAll = () => update({ q: '', minPrice: 0, maxPrice: undefined, stock: undefined, brand: '', symptoms: [] });

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageMeta title={categoryName} description={categoryDescription} />
      <Breadcrumbs
        items={[
          { label: t('category.breadcrumbHome'), to: paths.home() },
          { label: t('category.breadcrumbCategories'), to: paths.categories() },
          { label: categoryName },
        ]}
      />
      <h1 className="text-2xl font-bold sm:text-3xl">{categoryName}</h1>
      <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-300">{categoryDescription}</p>

      {isColdFlu ? (
        <div
          role="note"
          className="mt-5 flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p>
            <strong>{t('category.doctorTitle')}</strong> {t('category.doctorText')}
          </p>
        </div>
      ) : null}

      <div className="mt-6 flex flex-wrap items-end gap-3">
        <form
          role="search"
          aria-label={t('category.searchLabel', { category: categoryName })}
          className="relative min-w-56 flex-1"
          onSubmit={(e) => {
            e.preventDefault();
            update({ q: text.trim() });
          }}
        >
          <label htmlFor={`${id}-q`} className="sr-only">
            {t('category.searchIn', { category: categoryName })}
          </label>
          <SearchIcon aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
          <input
            id={`${id}-q`}
            type="search"
            value={text}
            maxLength={200}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('category.searchIn', { category: categoryName })}
            className={`${inputClasses} pl-9`}
          />
        </form>
        <div className="flex items-center gap-2">
          <label htmlFor={`${id}-sort`} className="text-sm font-medium whitespace-nowrap text-slate-700 dark:text-slate-200">
            {t('sortBy')}
          </label>
          <select
            id={`${id}-sort`}
            value={state.sort}
            onChange={(e) => update({ sort: e.target.value as CategorySort })}
            className={`${inputClasses} w-auto`}
          >
            {CATEGORY_SORT_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {t(`sort.${o.value}`)}
              </option>
            ))}
          </select>
        </div>
        <Button
          variant="secondary"
          className="lg:hidden"
          aria-expanded={filtersOpen}
          aria-controls={`${id}-filters`}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {t('filters')}
        </Button>
      </div>

      <div className="mt-6 grid gap-8 lg:grid-cols-[16rem_1fr]">
        <aside
          id={`${id}-filters`}
          aria-label={t('filters')}
          className={cn(
            'h-fit rounded-xl border border-slate-200 bg-white p-5 lg:block dark:border-slate-700 dark:bg-slate-900',
            filtersOpen ? 'block' : 'hidden',
          )}
        >
          <div className="mb-4 flex items-center justify-between">
            <h2 className="font-semibold text-slate-900 dark:text-white">{t('filters')}</h2>
            {filtered ? (
              <button type="button" onClick={clearAll} className="text-sm font-semibold text-teal-800 hover:underline dark:text-teal-300">
                {t('category.clear')}
              </button>
            ) : null}
          </div>
          <CategoryFilters category={category} state={state} onChange={update} showSymptoms={isColdFlu} />
        </aside>

        <section aria-labelledby={`${id}-results`}>
          <h2 id={`${id}-results`} className="sr-only">
            {t('category.products')}
          </h2>
          <p aria-live="polite" className="mb-4 min-h-5 text-sm text-slate-600 dark:text-slate-300">
            {data ? t('category.count', { count: data.total }) : ''}
          </p>
          {pending ? (
            <ProductGridSkeleton />
          ) : products.isError && !data ? (
            <ErrorPanel message={t('category.failed')} onRetry={() => void products.refetch()} />
          ) : data && data.items.length > 0 ? (
            <>
              <ProductGrid priorityCount={2} products={data.items} busy={products.isPlaceholderData} />
              <Pagination
                page={data.page}
                pageCount={data.pageCount}
                hrefFor={hrefForPage}
                onNavigate={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
              />
            </>
          ) : (
            <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-600">
              <p className="font-semibold text-slate-900 dark:text-white">{t('category.none')}</p>
              {filtered ? (
                <>
                  <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('category.noneHint')}</p>
                  <Button variant="secondary" className="mt-4" onClick={clearAll}>
                    {t('category.clear')}
                  </Button>
                </>
              ) : null}
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
