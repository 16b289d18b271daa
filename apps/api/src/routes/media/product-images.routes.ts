import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const ProductImageParamsSchema = z.object({ key: z.string().regex(/^[A-Za-z0-9_-]{24}\.jpg$/, 'key must be a product image file name') });

/** GET /api/media/product-images/:key: product photographs the admin uploaded (public, like the product). */
export const productImageMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { adminProducts } = app.services;
  app.get('/media/product-images/:key', { schema: { hide: true, params: ProductImageParamsSchema } }, async (request, reply) => {
    const bytes = await adminProducts.readImage(request.params.key);
    return (
      reply
        .type('image/jpeg')
        // A key never gets other bytes: every upload gets a new random name.
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'")
        .send(bytes)
    );
  });
};
