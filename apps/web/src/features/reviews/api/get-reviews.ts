import type { ReviewListQueryInput } from '@dawa/shared/reviews/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { toQueryString } from '@/config/paths';
import { commerceApiPaths } from '@/config/commerce-api-paths';
import { apiGet } from '@/lib/api-client';
import { useSession } from '@/lib/auth/session';
import { reviewsQueryKey } from './query-keys';
import { loadReviewSchemas } from './schemas';

const responseSchema = () => loadReviewSchemas().then((m) => m.ReviewListResponseSchema);

/** GET /api/products/:id/reviews; signed in, the answer also says which reviews I marked helpful. */
export function getReviews(productId: number, query: ReviewListQueryInput, signedIn: boolean, signal?: AbortSignal) {
  return apiGet(commerceApiPaths.productReviews(productId, toQueryString({ ...query })), responseSchema, { signal, auth: signedIn });
}

export const reviewsQueryOptions = (productId: number, query: ReviewListQueryInput, viewerId: number | null) =>
  queryOptions({
    queryKey: [...reviewsQueryKey(productId), 'list', query, viewerId],
    queryFn: ({ signal }) => getReviews(productId, query, viewerId !== null, signal),
  });

/** One page of reviews; the previous page stays on screen while the next one loads. */
export function useReviews(productId: number, query: ReviewListQueryInput) {
  const { user, restoring } = useSession();
  return useQuery({ ...reviewsQueryOptions(productId, query, user?.id ?? null), enabled: !restoring, placeholderData: keepPreviousData });
}
