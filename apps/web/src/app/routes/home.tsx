import { lazy, Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { PageMeta } from '@/components/ui/page-meta';
import { Hero } from '@/features/home/components/hero';
import { useT } from '@/lib/i18n/use-t';
import { PAGE_SIZE } from '@/lib/product-query';
import { withQueryClient } from '@/lib/query-loading';
import { useNearScreen } from '@/lib/use-near-screen';
import { PageFallback } from '../root-layout';

// Results mode (`/?q=`) is the rarer visit: its code loads only when needed.
// The hero fetches nothing, so this route renders without the query client; the parts that fetch bring
// it with their code (decision 067).
const loadNameSearchResults = () =>
  import('@/features/search/components/name-search-results').then((m) => ({ default: m.NameSearchResults }));
const NameSearchResults = lazy(withQueryClient(loadNameSearchResults));

// Below the hero: the categories, featured products and the rest, loaded when their slot nears the screen.
const HomeBelowFold = lazy(withQueryClient(() => import('../home-below-fold')));

/**
 * The slot of the sections below the hero. Until they are in it is a screen high, so their arrival
 * moves nothing on show (the footer starts below it, out of view): CLS stays 0.
 */
function BelowFoldSlot() {
  const { ref, near } = useNearScreen<HTMLDivElement>('600px');
  const placeholder = <div className="min-h-svh" />;
  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={placeholder}>
          <HomeBelowFold />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}

function pageOf(params: URLSearchParams): number {
  const n = Number(params.get('page'));
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

export default function HomeRoute() {
  const [params] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const page = pageOf(params);
  const t = useT('home');

  // Results mode: start the search while the results' code is still arriving; they read the same cache.
  useEffect(() => {
    if (!q) return;
    void Promise.all([import('@/features/search/api/search-products'), import('@/lib/query-client')]).then(
      ([{ searchProductsQueryOptions }, { queryClient }]) =>
        queryClient.prefetchQuery(searchProductsQueryOptions({ q, page, pageSize: PAGE_SIZE })),
    );
  }, [q, page]);

  if (q) {
    return (
      <Suspense fallback={<PageFallback />}>
        <NameSearchResults q={q} page={page} />
      </Suspense>
    );
  }
  return (
    <>
      <PageMeta title="Dawa" description={t('meta.description')} />
      <Hero />
      <BelowFoldSlot />
    </>
  );
}
