import type { CreateReviewInput, Review } from '@dawa/shared/reviews/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { commerceApiPaths } from '@/config/commerce-api-paths';
import { apiRequest } from '@/lib/api-client';
import { useT } from '@/lib/i18n/use-t';
import { myReviewQueryKey, reviewsQueryKey } from './query-keys';
import { loadReviewSchemas } from './schemas';

const responseSchema = () => loadReviewSchemas().then((m) => m.ReviewSchema);

/** What the form sends: the review (with `photoKeys`, the photos it keeps) and new photo files. */
export interface ReviewSubmission {
  body: CreateReviewInput;
  photos: readonly File[];
}

/**
 * POST /api/products/:id/reviews: writes my review, or replaces the one I wrote before. With new
 * photos it goes as a form (the review as JSON in `review`, the files as `photos`), else as JSON.
 */
export function submitReview(productId: number, { body, photos }: ReviewSubmission): Promise<Review> {
  const url = commerceApiPaths.productReviews(productId);
  if (photos.length === 0) return apiRequest(url, { method: 'POST', json: body, schema: responseSchema, auth: true });
  const form = new FormData();
  form.append('review', JSON.stringify(body));
  for (const photo of photos) form.append('photos', photo, photo.name);
  return apiRequest(url, { method: 'POST', form, schema: responseSchema, auth: true });
}

/** Sends the review, says so ('Review submitted! ...'), refreshes the product's lists and stats and remembers it as mine. */
export function useSubmitReview(productId: number, { onSaved }: { onSaved?: () => void } = {}) {
  const queryClient = useQueryClient();
  const t = useT('reviews');
  return useMutation({
    mutationFn: (submission: ReviewSubmission) => submitReview(productId, submission),
    onSuccess: async (review) => {
      toast(t('form.submitted'));
      queryClient.setQueryData(myReviewQueryKey(productId), { review });
      onSaved?.();
      await queryClient.invalidateQueries({ queryKey: reviewsQueryKey(productId) });
    },
  });
}
