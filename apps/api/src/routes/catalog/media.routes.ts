import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { renderPackShot } from '../../modules/catalog/pack-shot.ts';

const PackShotParamsSchema = z.object({
  slug: z
    .string()
    .max(120)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug must be a product slug'),
  view: z.enum(['1.svg', '2.svg', '3.svg'], { message: 'view must be 1.svg, 2.svg or 3.svg' }),
});

/** Generated product pack shots (SVG), the catalogue's default images. */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalog } = app.services;
  app.get('/media/products/:slug/:view', { schema: { hide: true, params: PackShotParamsSchema } }, async (request, reply) => {
    const facts = await catalog.packShotFacts(request.params.slug);
    const view = Number(request.params.view[0]) as 1 | 2 | 3;
    return (
      reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        // An SVG opened on its own must not run anything, even if a name slipped past escaping.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(renderPackShot(facts, view))
    );
  });
};
