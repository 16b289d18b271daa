import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DeliveryEstimateQuerySchema, DeliveryEstimateSchema } from '@dawa/shared/commerce/delivery-schemas';
import { deliveryEstimate } from '@dawa/shared/commerce/delivery-zones';
import { ErrorBodySchema } from '@dawa/shared/errors/codes';

/**
 * GET /api/delivery/estimate?pin=560034: the delivery zone and business days of a PIN code, or 'We
 * do not deliver to this PIN code yet' (the table is shared data: decision 034). Public, no database.
 */
export const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/delivery/estimate',
    {
      schema: {
        tags: ['cart'],
        summary: 'Delivery estimate (zone and business days) for a PIN code',
        querystring: DeliveryEstimateQuerySchema,
        response: { 200: DeliveryEstimateSchema, 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      // The table changes only with a release: browsers may keep an answer for an hour.
      reply.header('cache-control', 'public, max-age=3600');
      return deliveryEstimate(request.query.pin);
    },
  );
};
