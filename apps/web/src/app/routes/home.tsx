import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { PageMeta } from '@/components/ui/page-meta';
import { CategoryGrid } from '@/features/catalog/components/category-grid';
import { FeaturedProductsPreview } from '@/features/catalog/components/featured-products';
import { AiCards } from '@/features/home/components/ai-cards';
import { Hero } from '@/features/home/components/hero';
import { RegisterCta } from '@/features/home/components/register-cta';
import { WhyChooseUs } from '@/features/home/components/why-choose-us';
import { useT } from '@/lib/i18n/use-t';
import { PAGE_SIZE } from '@/lib/product-query';
import { PageFallback } from '../root-layout';

// Results mode (`/?q=`) is the rarer visit: its code loads only when needed.
const NameSearchResults = lazy(() =>
  import('@/features/search/components/name-search-results').then((m) => ({ default: m.NameSearchResults })),
);

function pageOf(params: URLSearchParams): number {
  const n = Number(params.get('page'));
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

export default function HomeRoute() {
  const [params] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const page = pageOf(params);
  const queryClient = useQueryClient();
  const t = useT('home');

  // Results mode: start the search while the results' code is still arriving; they read the same cache.
  useEffect(() => {
    if (!q) return;
    void import('@/features/search/api/search-products').then(({ searchProductsQueryOptions }) =>
      queryClient.prefetchQuery(searchProductsQueryOptions({ q, page, pageSize: PAGE_SIZE })),
    );
  }, [q, page, queryClient]);

  if (q) {
    return (
      <Suspense fallback={<PageFallback />}>
        <NameSearchResults q={q} page={page} />
      </Suspense>
    );
  }
  return (
    <>
      <PageMeta
        title="Dawa"
        description={t('meta.description')}
      />
      <Hero />
      <div className="mx-auto max-w-7xl space-y-16 px-4 py-14">
        <section aria-labelledby="categories-heading">
          <h2 id="categories-heading" className="mb-6 text-2xl font-bold">
            {t('categories.heading')}
          </h2>
          <CategoryGrid />
        </section>
        <FeaturedProductsPreview />
        <AiCards />
        <WhyChooseUs />
        <RegisterCta />
      </div>
    </>
  );
}
