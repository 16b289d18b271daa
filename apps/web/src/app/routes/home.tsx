import { FEATURED_ON_HOME } from '@dawa/shared/catalog/rules';
import type { LoaderFunctionArgs } from 'react-router';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { PageMeta } from '@/components/ui/page-meta';
import { categoriesQueryOptions } from '@/features/catalog/api/get-categories';
import { featuredProductsQueryOptions } from '@/features/catalog/api/get-featured-products';
import { CategoryGrid } from '@/features/catalog/components/category-grid';
import { FeaturedProductsPreview } from '@/features/catalog/components/featured-products';
import { AiCards } from '@/features/home/components/ai-cards';
import { Hero } from '@/features/home/components/hero';
import { RegisterCta } from '@/features/home/components/register-cta';
import { WhyChooseUs } from '@/features/home/components/why-choose-us';
import { queryClient } from '@/lib/query-client';
import { PageFallback } from '../root-layout';
import { PAGE_SIZE } from '@/lib/product-query';

// Results mode (`/?q=`) is the rarer visit: its code loads only when needed.
const NameSearchResults = lazy(() =>
  import('@/features/search/components/name-search-results').then((m) => ({ default: m.NameSearchResults })),
);

function pageOf(params: URLSearchParams): number {
  const n = Number(params.get('page'));
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** Starts the page's requests while its code is still arriving; the components read the same cache. */
export function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const q = params.get('q')?.trim();
  if (q) {
    const page = pageOf(params);
    void import('@/features/search/api/search-products').then(({ searchProductsQueryOptions }) =>
      queryClient.prefetchQuery(searchProductsQueryOptions({ q, page, pageSize: PAGE_SIZE })),
    );
  } else {
    void queryClient.prefetchQuery(categoriesQueryOptions());
    void queryClient.prefetchQuery(featuredProductsQueryOptions(FEATURED_ON_HOME));
  }
  return null;
}

export function Component() {
  const [params] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  if (q) {
    return (
      <Suspense fallback={<PageFallback />}>
        <NameSearchResults q={q} page={pageOf(params)} />
      </Suspense>
    );
  }
  return (
    <>
      <PageMeta
        title="Dawa"
        description="Dawa is an online pharmacy for India: genuine medicines, vitamins and health products, with prices in rupees and delivery to your door."
      />
      <Hero />
      <div className="mx-auto max-w-7xl space-y-16 px-4 py-14">
        <section aria-labelledby="categories-heading">
          <h2 id="categories-heading" className="mb-6 text-2xl font-bold">
            Shop by category
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
