import { queryOptions, useQuery } from '@tanstack/react-query';
import { commerceApiPaths } from '@/config/commerce-api-paths';
import { apiGet } from '@/lib/api-client';

const dealListSchema = () => import('@dawa/shared/content/deals').then((m) => m.DealListResponseSchema);

/** GET /api/deals: the promo codes a customer can use now. */
export function getDeals(signal?: AbortSignal) {
  return apiGet(commerceApiPaths.deals(), dealListSchema, { signal });
}

export const dealsQueryOptions = () => queryOptions({ queryKey: ['deals'], queryFn: ({ signal }) => getDeals(signal) });

export function useDeals() {
  return useQuery(dealsQueryOptions());
}
