import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ProductIdParamsSchema } from '@dawa/shared/catalog/schemas';
import {
  CreateReviewBodySchema,
  HelpfulResponseSchema,
  MyReviewResponseSchema,
  ReviewIdParamsSchema,
  ReviewListQuerySchema,
  ReviewListResponseSchema,
  ReviewSchema,
  ReviewStatsSchema,
} from '@dawa/shared/reviews/schemas';
import { bearerToken, userOf } from '../../plugins/auth.ts';
import { bearerAuth, errorResponses } from '../auth/route-options.ts';
import { readReviewForm, REVIEW_FORM_LIMITS, reviewUploads } from './review-form.ts';
import { reviewPhotoRoutes } from './review-photos.routes.ts';

const tags = ['reviews'];

/**
 * Product reviews: GET/POST /api/products/:id/reviews, its stats and the caller's own review;
 * POST /api/reviews/:id/helpful; the review photos under /api/media/reviews.
 */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reviews } = app.services;
  // Scoped to these routes: a review may come as a form with its photos.
  await app.register(multipart, { limits: REVIEW_FORM_LIMITS });
  await app.register(reviewPhotoRoutes);

  app.get(
    '/products/:id/reviews',
    {
      // Public; a caller who sends a token also learns which reviews they marked helpful (a bad token is a 401, so the web renews it).
      preHandler: async (request, reply) => {
        if (bearerToken(request)) await app.authenticate(request, reply);
      },
      schema: {
        tags,
        summary: 'A page of a product’s reviews, filtered and sorted',
        params: ProductIdParamsSchema,
        querystring: ReviewListQuerySchema,
        response: { 200: ReviewListResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => reviews.listReviews(request.params.id, request.query, request.user?.id ?? null),
  );
  app.get(
    '/products/:id/reviews/stats',
    {
      schema: {
        tags,
        summary: 'Average rating, total, reviews per star and recommendation percentage',
        params: ProductIdParamsSchema,
        response: { 200: ReviewStatsSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => reviews.stats(request.params.id),
  );
  app.get(
    '/products/:id/reviews/mine',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security: bearerAuth,
        summary: 'My review of this product, if I wrote one',
        params: ProductIdParamsSchema,
        response: { 200: MyReviewResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({ review: await reviews.myReview(request.params.id, userOf(request).id) }),
  );
  app.post(
    '/products/:id/reviews',
    {
      // Signed in before the body is even read: nobody uploads photos without an account, and a visitor learns nothing from validation.
      onRequest: app.authenticate,
      preValidation: readReviewForm,
      schema: {
        tags,
        security: bearerAuth,
        summary: 'Write my review of this product (201), or replace the one I wrote (200)',
        description:
          'JSON, or multipart/form-data with a `review` field holding the same JSON and up to 3 `photos` files ' +
          '(JPEG, PNG or WebP, 5 MB each at most; stored as JPEG, at most 1200 px, without EXIF). `photoKeys` keeps ' +
          'photos already on my review; photos not kept are deleted.',
        consumes: ['application/json', 'multipart/form-data'],
        params: ProductIdParamsSchema,
        body: CreateReviewBodySchema,
        response: { 200: ReviewSchema, 201: ReviewSchema, ...errorResponses(400, 401, 404, 413, 415) },
      },
    },
    async (request, reply) => {
      const { review, created } = await reviews.submitReview(request.params.id, userOf(request).id, request.body, reviewUploads(request));
      return reply.status(created ? 201 : 200).send(review);
    },
  );
  app.post(
    '/reviews/:id/helpful',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security: bearerAuth,
        summary: 'Mark a review helpful (once per person; not my own)',
        params: ReviewIdParamsSchema,
        response: { 200: HelpfulResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => reviews.markHelpful(request.params.id, userOf(request).id),
  );
};
