import fastifySwagger, { type SwaggerTransform } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The zod transform, plus: an upload route that reads its multipart body itself (no body schema, so
 * nothing to validate) still lists multipart/form-data as its request body, so the document says
 * which routes take uploads (the fuzz test over every route reads it).
 */
const transform: SwaggerTransform = (input) => {
  const output = jsonSchemaTransform(input);
  // Routes without a schema (the PhonePe sandbox's) have no input.schema at all.
  const { consumes, body } = (input.schema ?? {}) as { consumes?: string[]; body?: unknown };
  if (body !== undefined || !consumes?.includes('multipart/form-data')) return output;
  return {
    ...output,
    schema: { ...output.schema, body: { type: 'object', description: 'multipart/form-data; see the summary for its fields' } },
  };
};

/**
 * OpenAPI generated from the routes' zod schemas (never written by hand): UI at /api/docs, JSON at
 * /api/docs/json when `ui` is on (API_DOCS). The document itself is always built (app.swagger()).
 */
export async function registerOpenApi(app: FastifyInstance, { ui }: { ui: boolean }): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Dawa API', description: 'Online pharmacy API. Money is integer paise; times are ISO 8601.', version: '1.0.0' },
      tags: [
        { name: 'catalog', description: 'Categories, products, search' },
        { name: 'accounts', description: 'Registration, verification, login, sessions, password reset' },
        { name: 'profile', description: 'My profile and picture' },
        { name: 'settings', description: 'My settings, password, account deletion and data' },
        { name: 'admin', description: 'Staff dashboard (admin, pharmacist and doctor roles, checked by the server)' },
        { name: 'site-lock', description: 'The development password screen' },
        { name: 'dev', description: 'Development mailbox (demo mode with the outbox transport only)' },
        { name: 'system', description: 'Health and public configuration' },
      ],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform,
  });
  if (ui) await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
