import { FEATURED_ON_HOME } from '@dawa/shared/catalog/rules';
import { DEFAULT_PAGE_SIZE } from '@dawa/shared/http/pagination';
import type { LoaderFunctionArgs } from 'react-router';
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
import { searchProductsQueryOptions } from '@/features/search/api/search-products';
import { NameSearchResults } from '@/features/search/components/name-search-results';
import { queryClient } from '@/lib/query-client';

function pageOf(params: URLSearchParams): number {
  const n = Number(params.get('page'));
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** Starts the page's requests while its code is still arriving; the components read the same cache. */
export function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const q = params.get('q')?.trim();
  if (q) {
    void queryClient.prefetchQuery(searchProductsQueryOptions({ q, page: pageOf(params), pageSize: DEFAULT_PAGE_SIZE }));
  } else {
    void queryClient.prefetchQuery(categoriesQueryOptions());
    void queryClient.prefetchQuery(featuredProductsQueryOptions(FEATURED_ON_HOME));
  }
  return null;
}

export function Component() {
  const [params] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  if (q) return <NameSearchResults q={q} page={pageOf(params)} />;
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
