import { PageMeta } from '@/components/ui/page-meta';
import { FeaturedProductsList } from '@/features/catalog/components/featured-products';

export default function FeaturedRoute() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageMeta title="Featured Products" description="Popular and recommended medicines and health products at Dawa." />
      <h1 className="mb-6 text-2xl font-bold sm:text-3xl">Featured Products</h1>
      <FeaturedProductsList />
    </div>
  );
}
