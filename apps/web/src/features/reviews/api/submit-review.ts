import type { CreateReviewInput, Review } from '@dawa/shared/reviews/schemas';
import { REVIEW_MESSAGES } from '@dawa/shared/reviews/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { commerceApiPaths } from '@/config/commerce-api-paths';
import { apiRequest } from '@/lib/api-client';
import { myReviewQueryKey, reviewsQueryKey } from './query-keys';
import { loadReviewSchemas } from './schemas';

const responseSchema = () => loadReviewSchemas().then((m) => m.ReviewSchema);

/** POST /api/products/:id/reviews: writes my review, or replaces the one I wrote before. */
export function submitReview(productId: number, body: CreateReviewInput): Promise<Review> {
  return apiRequest(commerceApiPaths.productReviews(productId), { method: 'POST', json: body, schema: responseSchema, auth: true });
}

/** Sends the review, says so ('Review submitted! ...'), refreshes the product's lists and stats and remembers it as mine. */
export function useSubmitReview(productId: number, { onSaved }: { onSaved?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateReviewInput) => submitReview(productId, body),
    onSuccess: async (review) => {
      toast(REVIEW_MESSAGES.submitted);
      queryClient.setQueryData(myReviewQueryKey(productId), { review });
      onSaved?.();
      await queryClient.invalidateQueries({ queryKey: reviewsQueryKey(productId) });
    },
  });
}
