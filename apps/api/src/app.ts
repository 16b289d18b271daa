import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Env } from './config/env.ts';
import type { DatabaseHandle } from './db/client.ts';
import { createCatalogService, type CatalogService } from './modules/catalog/catalog.service.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { createZodFastSerializer } from './plugins/serializer.ts';
import { registerSpa } from './plugins/spa.ts';
import { benchRoutes } from './routes/bench.routes.ts';
import { categoryRoutes } from './routes/catalog/categories.routes.ts';
import { mediaRoutes } from './routes/catalog/media.routes.ts';
import { productRoutes } from './routes/catalog/products.routes.ts';
import { healthRoutes } from './routes/health.routes.ts';

export interface Services {
  catalog: CatalogService;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    services: Services;
  }
}

export interface AppOptions {
  env: Env;
  database: DatabaseHandle;
}

const apiRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (api, { env }) => {
  api.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ code: 'not_found', message: `No API route for ${request.method} ${request.url.split('?')[0]}` });
  });
  await api.register(healthRoutes);
  await api.register(categoryRoutes);
  await api.register(productRoutes);
  await api.register(mediaRoutes);
  if (env.BENCH_ROUTES) await api.register(benchRoutes);
};

/** Builds the whole HTTP app (API under /api, the built SPA elsewhere) on an open, migrated database. */
export async function buildApp({ env, database }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: env.LOG_LEVEL === 'silent' ? false : { level: env.LOG_LEVEL },
    // Fastify has no request timeout by default; a stalled client must not hold a socket forever.
    requestTimeout: 30_000,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createZodFastSerializer({ checkResponses: env.NODE_ENV !== 'production' }));
  app.decorate('database', database);
  app.decorate('services', { catalog: createCatalogService(database.db, { responseCacheSeconds: env.CATALOG_CACHE_SECONDS }) });
  registerErrorHandler(app);

  await app.register(helmet, {
    // CSP is set per response: the SPA's index.html carries its own; Swagger UI sets its static CSP.
    contentSecurityPolicy: false,
    // helmet's default no-referrer gets PhonePe transactions blocked (toolchain notes).
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  await registerOpenApi(app);
  await app.register(apiRoutes, { prefix: '/api', env });
  await registerSpa(app, env.WEB_DIST);
  return app;
}
