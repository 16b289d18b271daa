import { PageMeta } from '@/components/ui/page-meta';
import { ErrorPanel } from '@/components/errors/error-panel';
import { useT } from '@/lib/i18n/use-t';
import { useDeals } from '../api/get-deals';
import { DealCard } from './deal-card';

/** /deals: the live promo codes, each with Copy and Shop Now. */
export function DealsPage() {
  const deals = useDeals();
  const t = useT('content');
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageMeta title={t('deals.title')} description={t('deals.meta')} />
      <h1 className="text-2xl font-bold sm:text-3xl">{t('deals.title')}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{t('deals.intro')}</p>
      <div className="mt-6">
        {deals.isPending ? (
          <p role="status">{t('deals.loading')}</p>
        ) : deals.isError ? (
          <ErrorPanel message={t('deals.failed')} onRetry={() => void deals.refetch()} />
        ) : deals.data.deals.length === 0 ? (
          <p>{t('deals.none')}</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {deals.data.deals.map((deal) => (
              <li key={deal.code} className="flex">
                <DealCard deal={deal} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
