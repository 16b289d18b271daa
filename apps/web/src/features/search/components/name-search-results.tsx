import { Link } from 'react-router';
import { ErrorPanel } from '@/components/errors/error-panel';
import { ProductGrid, ProductGridSkeleton } from '@/components/products/product-grid';
import { PageMeta } from '@/components/ui/page-meta';
import { Pagination } from '@/components/ui/pagination';
import { paths } from '@/config/paths';
import { useSearchProducts } from '../api/search-products';
import { PAGE_SIZE } from '@/lib/product-query';
import { useT } from '@/lib/i18n/use-t';

/** The home page's results mode (`/?q=...`): products searched by name. */
export function NameSearchResults({ q, page }: { q: string; page: number }) {
  const result = useSearchProducts({ q, page, pageSize: PAGE_SIZE });
  const data = result.data;
  const t = useT('search');

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageMeta title={t('name.title', { query: q })} description={t('meta.query', { query: q })} />
      <h1 className="text-2xl font-bold sm:text-3xl" aria-live="polite">
        {data ? t('name.found', { count: data.total }) : result.isError ? t('name.failed') : t('name.searching')}
      </h1>
      <p className="mt-1 text-slate-600 dark:text-slate-300">
        {t('name.for', { query: q })}{' '}
        <Link to={paths.home()} className="font-semibold text-teal-800 underline dark:text-teal-300">
          {t('name.back')}
        </Link>
      </p>
      <div className="mt-6">
        {result.isPending ? (
          <ProductGridSkeleton />
        ) : result.isError && !data ? (
          <ErrorPanel message={t('failed')} onRetry={() => void result.refetch()} />
        ) : data && data.total > 0 ? (
          <>
            <ProductGrid priorityCount={2} products={data.items} busy={result.isPlaceholderData} headingLevel={2} />
            <Pagination page={data.page} pageCount={data.pageCount} hrefFor={(p) => paths.homeResults(q, p)} />
          </>
        ) : (
          <p className="py-10 text-center text-slate-700 dark:text-slate-200">{t('name.none')}</p>
        )}
      </div>
    </div>
  );
}
