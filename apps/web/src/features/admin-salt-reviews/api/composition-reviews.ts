import type { CompositionReviewResolveBody } from '@dawa/shared/admin/composition-reviews';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApiPaths } from '@/config/admin-paths';
import { apiGet, apiRequest } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/auth/session';

const listSchema = () => import('@dawa/shared/admin/products').then((m) => m.AdminProductListResponseSchema);
const resolveSchema = () => import('@dawa/shared/admin/composition-reviews').then((m) => m.CompositionReviewResolveResponseSchema);
export const compositionReviewsQueryKey = [...ME_QUERY_KEY, 'admin', 'composition-reviews'] as const;

/** GET /api/admin/composition-reviews: the products whose salts wait for the pharmacist (up to 100, newest first). */
export const compositionReviewsQueryOptions = () =>
  queryOptions({
    queryKey: compositionReviewsQueryKey,
    queryFn: ({ signal }) => apiGet(adminApiPaths.compositionReviews(), listSchema, { signal, auth: true }),
  });

export function useCompositionReviews() {
  return useQuery(compositionReviewsQueryOptions());
}

/** POST /api/admin/composition-reviews/:id/resolve: correct the salts, or confirm them as written. */
export function useResolveCompositionReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CompositionReviewResolveBody }) =>
      apiRequest(adminApiPaths.resolveCompositionReview(id), { method: 'POST', json: body, auth: true, schema: resolveSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: compositionReviewsQueryKey }),
  });
}
