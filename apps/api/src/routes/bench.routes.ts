import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const CeilingQuerySchema = z.object({ bytes: z.coerce.number().int().min(1).max(1_000_000) });
const bodies = new Map<number, string>();

/**
 * GET /api/bench/ceiling?bytes=N answers a precomputed JSON body of N bytes: the fastest this server
 * can answer a request of that size, printed by `npm run bench` beside each real route. Registered
 * only with BENCH_ROUTES=true.
 */
export const benchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/bench/ceiling', { schema: { hide: true, querystring: CeilingQuerySchema } }, (request, reply) => {
    const { bytes } = request.query;
    let body = bodies.get(bytes);
    if (!body) {
      body = JSON.stringify({ padding: 'x'.repeat(Math.max(0, bytes - 14)) });
      bodies.set(bytes, body);
    }
    return reply.type('application/json; charset=utf-8').send(body);
  });
  // Whether the product pages are all read in after start (decision 043): the bench measures a running store, so it waits for this.
  app.get('/bench/warm', { schema: { hide: true } }, () => ({ productPages: app.services.catalog.detailCacheWarmth() }));
};
