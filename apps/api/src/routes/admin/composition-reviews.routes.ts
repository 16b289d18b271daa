import {
  CompositionReviewListQuerySchema,
  CompositionReviewResolveBodySchema,
  CompositionReviewResolveResponseSchema,
} from '@dawa/shared/admin/composition-reviews';
import { AdminProductIdParamsSchema, AdminProductListResponseSchema } from '@dawa/shared/admin/products';
import { errorResponses } from '../auth/route-options.ts';
import { staffOf, staffRoutes } from './staff-routes.ts';

/**
 * Salts to Review under /api/admin/composition-reviews (pharmacists and admins): the products saved
 * with salts our drug information does not know, read-only, and the pharmacist's resolve action.
 * Product Management itself stays admin-only.
 */
export const adminCompositionReviewRoutes = staffRoutes(['admin', 'pharmacist'], async (app) => {
  const { adminProducts } = app.services;

  app.get(
    '/composition-reviews',
    {
      schema: {
        summary: 'Products whose salts wait for a pharmacist’s review, newest first',
        querystring: CompositionReviewListQuerySchema,
        response: { 200: AdminProductListResponseSchema, ...errorResponses(400) },
      },
    },
    (request) => adminProducts.compositionReviews(request.query),
  );

  app.post(
    '/composition-reviews/:id/resolve',
    {
      schema: {
        summary: 'Close a salt review: correct the composition (every salt then known) or confirm it as written; audit-logged',
        params: AdminProductIdParamsSchema,
        body: CompositionReviewResolveBodySchema,
        response: { 200: CompositionReviewResolveResponseSchema, ...errorResponses(400, 404, 409) },
      },
    },
    (request) => adminProducts.resolveCompositionReview(request.params.id, request.body, staffOf(request)),
  );
});
