import { PageMeta } from '@/components/ui/page-meta';
import { ErrorPanel } from '@/components/errors/error-panel';
import { useDeals } from '../api/get-deals';
import { DealCard } from './deal-card';

/** /deals: the live promo codes, each with Copy and Shop Now. */
export function DealsPage() {
  const deals = useDeals();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageMeta title="Deals" description="Current offers and promo codes on medicines and health products at Dawa." />
      <h1 className="text-2xl font-bold sm:text-3xl">Deals</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">Copy a code and enter it in your cart to get the discount. One code per order.</p>
      <div className="mt-6">
        {deals.isPending ? (
          <p role="status">Loading deals...</p>
        ) : deals.isError ? (
          <ErrorPanel message="Failed to load deals. Please try again." onRetry={() => void deals.refetch()} />
        ) : deals.data.deals.length === 0 ? (
          <p>There are no deals right now. Please check back soon.</p>
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
