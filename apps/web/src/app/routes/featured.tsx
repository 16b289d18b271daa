import { PageMeta } from '@/components/ui/page-meta';
import { FEATURED_PAGE_LIMIT, featuredProductsQueryOptions } from '@/features/catalog/api/get-featured-products';
import { FeaturedProductsList } from '@/features/catalog/components/featured-products';
import { queryClient } from '@/lib/query-client';

export function loader() {
  void queryClient.prefetchQuery(featuredProductsQueryOptions(FEATURED_PAGE_LIMIT));
  return null;
}

export function Component() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageMeta title="Featured Products" description="Popular and recommended medicines and health products at Dawa." />
      <h1 className="mb-6 text-2xl font-bold sm:text-3xl">Featured Products</h1>
      <FeaturedProductsList />
    </div>
  );
}
