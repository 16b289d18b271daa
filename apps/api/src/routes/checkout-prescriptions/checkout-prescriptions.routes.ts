import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CheckoutPrescriptionsQuerySchema, CheckoutPrescriptionsResponseSchema } from '@dawa/shared/prescriptions/review';
import { userOf } from '../../plugins/auth.ts';
import { errorResponses, requireSignedIn } from '../auth/route-options.ts';

/** Checkout's prescription step (decision 026): the signed-in customer's own attachable prescriptions. */
export const checkoutPrescriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  requireSignedIn(app, ['orders']);
  app.get(
    '/checkout/prescriptions',
    {
      schema: {
        summary: "My analysed or approved prescriptions to attach at checkout, those naming the cart's products first",
        querystring: CheckoutPrescriptionsQuerySchema,
        response: { 200: CheckoutPrescriptionsResponseSchema, ...errorResponses(400) },
      },
    },
    (request) => app.services.prescriptionReview.checkoutOptions(userOf(request).id, request.query.productIds ?? []),
  );
};
