import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REVIEW_PHOTO_KEY_PATTERN } from '@dawa/shared/reviews/rules';

// The name is checked before storage sees it: nothing but 24 base64url characters and .jpg reaches a path.
const ReviewPhotoParamsSchema = z.object({ key: z.string().regex(REVIEW_PHOTO_KEY_PATTERN, 'key must be a review photo file name') });

/** GET /api/media/reviews/:key: review photos, public like the review text, under random names that never get other bytes. */
export const reviewPhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reviews } = app.services;
  app.get('/media/reviews/:key', { schema: { hide: true, params: ReviewPhotoParamsSchema } }, async (request, reply) => {
    const bytes = await reviews.readPhoto(request.params.key);
    return reply
      .type('image/jpeg')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'")
      .send(bytes);
  });
};
