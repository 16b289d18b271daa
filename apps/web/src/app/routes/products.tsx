import { useSearchParams } from 'react-router';
import { ErrorPanel } from '@/components/errors/error-panel';
import { ProductGrid, ProductGridSkeleton } from '@/components/products/product-grid';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageMeta } from '@/components/ui/page-meta';
import { Pagination } from '@/components/ui/pagination';
import { paths, toQueryString } from '@/config/paths';
import { useProducts } from '@/features/catalog/api/get-products';
import { useT } from '@/lib/i18n/use-t';

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** /products: the whole catalogue, paged by the server (the empty-checkout page links here). */
export default function ProductsRoute() {
  const [params] = useSearchParams();
  const page = pageOf(params.get('page'));
  const products = useProducts({ page });
  const data = products.data;
  const t = useT('catalog');
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageMeta title={t('products.title')} description={t('products.meta')} />
      <Breadcrumbs items={[{ label: t('products.home'), to: paths.home() }, { label: t('products.title') }]} />
      <h1 className="text-2xl font-bold sm:text-3xl">{t('products.title')}</h1>
      <p aria-live="polite" className="mt-2 mb-4 min-h-5 text-sm text-slate-600 dark:text-slate-300">
        {data ? t('productCount', { count: data.total }) : ''}
      </p>
      {products.isPending ? (
        <ProductGridSkeleton />
      ) : products.isError && !data ? (
        <ErrorPanel message={t('products.failed')} onRetry={() => void products.refetch()} />
      ) : data && data.items.length > 0 ? (
        <>
          <ProductGrid priorityCount={2} products={data.items} headingLevel={2} busy={products.isPlaceholderData} />
          <Pagination
            page={data.page}
            pageCount={data.pageCount}
            hrefFor={(p) => `${paths.products()}${toQueryString({ page: p > 1 ? p : undefined })}`}
            onNavigate={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          />
        </>
      ) : (
        <p className="rounded-xl border border-dashed border-slate-300 p-10 text-center font-semibold dark:border-slate-600">
          {t('products.none')}
        </p>
      )}
    </div>
  );
}
