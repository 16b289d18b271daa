import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CategoryListResponseSchema, CategoryParamsSchema, CategorySchema } from '@dawa/shared/catalog/schemas';
import { ErrorBodySchema } from '@dawa/shared/errors/codes';

/** GET /api/categories and /api/categories/:slug. */
export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalog } = app.services;
  app.get(
    '/categories',
    { schema: { tags: ['catalog'], summary: 'All categories with product counts', response: { 200: CategoryListResponseSchema } } },
    async () => ({ categories: await catalog.listCategories() }),
  );
  app.get(
    '/categories/:slug',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One category',
        params: CategoryParamsSchema,
        response: { 200: CategorySchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    (request) => catalog.getCategory(request.params.slug),
  );
};
