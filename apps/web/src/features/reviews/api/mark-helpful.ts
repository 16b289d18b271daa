import type { HelpfulResponse } from '@dawa/shared/reviews/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commerceApiPaths } from '@/config/commerce-api-paths';
import { apiRequest } from '@/lib/api-client';
import { reviewsQueryKey } from './query-keys';
import { loadReviewSchemas } from './schemas';

const responseSchema = () => loadReviewSchemas().then((m) => m.HelpfulResponseSchema);

/** POST /api/reviews/:id/helpful (counted once per person). */
export function markHelpful(reviewId: number): Promise<HelpfulResponse> {
  return apiRequest(commerceApiPaths.reviewHelpful(reviewId), { method: 'POST', schema: responseSchema, auth: true });
}

export function useMarkHelpful(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markHelpful,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...reviewsQueryKey(productId), 'list'] }),
  });
}
