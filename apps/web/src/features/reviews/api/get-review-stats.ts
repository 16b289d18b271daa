import { queryOptions, useQuery } from '@tanstack/react-query';
import { commerceApiPaths } from '@/config/commerce-api-paths';
import { apiGet } from '@/lib/api-client';
import { reviewsQueryKey } from './query-keys';
import { loadReviewSchemas } from './schemas';

const responseSchema = () => loadReviewSchemas().then((m) => m.ReviewStatsSchema);

/** GET /api/products/:id/reviews/stats. */
export function getReviewStats(productId: number, signal?: AbortSignal) {
  return apiGet(commerceApiPaths.productReviewStats(productId), responseSchema, { signal });
}

export const reviewStatsQueryOptions = (productId: number) =>
  queryOptions({ queryKey: [...reviewsQueryKey(productId), 'stats'], queryFn: ({ signal }) => getReviewStats(productId, signal) });

export function useReviewStats(productId: number) {
  return useQuery(reviewStatsQueryOptions(productId));
}
