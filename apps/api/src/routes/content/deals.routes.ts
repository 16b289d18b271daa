import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DealListResponseSchema } from '@dawa/shared/content/deals';

/** GET /api/deals: the deals of /deals (live promo codes marked to show as deals). */
export const dealRoutes: FastifyPluginAsyncZod = async (app) => {
  const { content } = app.services;
  app.get(
    '/deals',
    {
      schema: {
        tags: ['content'],
        summary: 'Deals a customer can use now: promo codes inside their validity window',
        response: { 200: DealListResponseSchema },
      },
    },
    () => content.listDeals(),
  );
};
