import { queryOptions, useQuery } from '@tanstack/react-query';
import { commerceApiPaths } from '@/config/commerce-api-paths';
import { apiGet } from '@/lib/api-client';
import { myReviewQueryKey } from './query-keys';
import { loadReviewSchemas } from './schemas';

const responseSchema = () => loadReviewSchemas().then((m) => m.MyReviewResponseSchema);

/** GET /api/products/:id/reviews/mine: my review of the product, to edit it. */
export function getMyReview(productId: number, signal?: AbortSignal) {
  return apiGet(commerceApiPaths.myProductReview(productId), responseSchema, { signal, auth: true });
}

export const myReviewQueryOptions = (productId: number) =>
  queryOptions({ queryKey: myReviewQueryKey(productId), queryFn: ({ signal }) => getMyReview(productId, signal) });

/** Only asked for signed-in customers (`enabled`). */
export function useMyReview(productId: number, { enabled }: { enabled: boolean }) {
  return useQuery({ ...myReviewQueryOptions(productId), enabled });
}
