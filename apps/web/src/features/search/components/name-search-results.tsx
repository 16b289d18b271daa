import { Link } from 'react-router';
import { ErrorPanel } from '@/components/errors/error-panel';
import { ProductGrid, ProductGridSkeleton } from '@/components/products/product-grid';
import { PageMeta } from '@/components/ui/page-meta';
import { Pagination } from '@/components/ui/pagination';
import { paths } from '@/config/paths';
import { useSearchProducts } from '../api/search-products';
import { PAGE_SIZE } from '@/lib/product-query';

export function foundProductsText(total: number): string {
  return `Found ${total} product${total === 1 ? '' : 's'}`;
}

/** The home page's results mode (`/?q=...`): products searched by name. */
export function NameSearchResults({ q, page }: { q: string; page: number }) {
  const result = useSearchProducts({ q, page, pageSize: PAGE_SIZE });
  const data = result.data;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageMeta title={`Results for "${q}"`} description={`Medicines and health products matching "${q}" at Dawa.`} />
      <h1 className="text-2xl font-bold sm:text-3xl" aria-live="polite">
        {data ? foundProductsText(data.total) : result.isError ? 'Search failed' : 'Searching…'}
      </h1>
      <p className="mt-1 text-slate-600 dark:text-slate-300">
        for “{q}” ·{' '}
        <Link to={paths.home()} className="font-semibold text-teal-800 underline dark:text-teal-300">
          Back to home
        </Link>
      </p>
      <div className="mt-6">
        {result.isPending ? (
          <ProductGridSkeleton />
        ) : result.isError && !data ? (
          <ErrorPanel message="Failed to search products" onRetry={() => void result.refetch()} />
        ) : data && data.total > 0 ? (
          <>
            <ProductGrid priorityCount={2} products={data.items} busy={result.isPlaceholderData} headingLevel={2} />
            <Pagination page={data.page} pageCount={data.pageCount} hrefFor={(p) => paths.homeResults(q, p)} />
          </>
        ) : (
          <p className="py-10 text-center text-slate-700 dark:text-slate-200">No products found</p>
        )}
      </div>
    </div>
  );
}
