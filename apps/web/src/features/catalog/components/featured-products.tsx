import { FEATURED_ON_HOME } from '@dawa/shared/catalog/rules';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { Link } from 'react-router';
import { ProductGrid, ProductGridSkeleton } from '@/components/products/product-grid';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { FEATURED_PAGE_LIMIT, useFeaturedProducts } from '../api/get-featured-products';

/** The home page's 'Featured Products' block: the first 4, and a link to all of them. */
export function FeaturedProductsPreview() {
  const { data, isPending } = useFeaturedProducts(FEATURED_ON_HOME);
  const t = useT('home');
  return (
    <section aria-labelledby="featured-heading">
      <div className="mb-6 flex items-end justify-between gap-4">
        <h2 id="featured-heading" className="text-2xl font-bold">
          {t('featured.heading')}
        </h2>
        <Link
          to={paths.featured()}
          className="inline-flex items-center gap-1 text-sm font-semibold text-teal-800 hover:underline dark:text-teal-300"
        >
          {t('featured.viewAll')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {isPending ? <ProductGridSkeleton count={FEATURED_ON_HOME} /> : <ProductGrid products={data?.items ?? []} />}
    </section>
  );
}

/** /fetaured-products: the featured grid. A load failure is silently ignored (an empty grid), as the spec says. */
export function FeaturedProductsList() {
  const { data, isPending } = useFeaturedProducts(FEATURED_PAGE_LIMIT);
  if (isPending) return <ProductGridSkeleton showLabel />;
  return <ProductGrid products={data?.items ?? []} headingLevel={2} />;
}
