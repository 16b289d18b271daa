import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CartSafetyBodySchema, CartSafetyResponseSchema, DrugInfoResponseSchema } from '@dawa/shared/assistant/knowledge/schemas';
import { CustomerMedicinesResponseSchema } from '@dawa/shared/assistant/knowledge/customer-medicines-schemas';
import { ProductIdParamsSchema } from '@dawa/shared/catalog/schemas';
import { checkOrderAgainstCustomerMedicines } from '../../modules/drug-knowledge/customer-medicines.service.ts';
import { createDrugKnowledgeService } from '../../modules/drug-knowledge/drug-knowledge.service.ts';
import { userOf } from '../../plugins/auth.ts';
import { bearerAuth, errorResponses } from '../auth/route-options.ts';

const tags = ['ai'];

/**
 * The drug knowledge base under /api/ai (registered with that prefix): drug information for
 * product pages and the cart safety check. Its own plugin, building its own service, so the
 * assistant module can be deployed apart (ARCHITECTURE §1).
 */
export const drugKnowledgeRoutes: FastifyPluginAsyncZod = async (app) => {
  const knowledge = createDrugKnowledgeService({ db: app.database.db, cart: app.services.cart });

  app.get(
    '/drug-info/:id',
    {
      schema: {
        tags,
        summary: "A product's drug information: the monograph of each of its salts, with sources (empty when the knowledge base has none)",
        params: ProductIdParamsSchema,
        response: { 200: DrugInfoResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      // The same answer for everyone, changing only with a release: browsers and proxies may keep it.
      void reply.header('cache-control', 'public, max-age=3600');
      return knowledge.drugInfo(request.params.id);
    },
  );

  app.post(
    '/cart-safety',
    {
      schema: {
        tags,
        summary:
          'Safety warnings for the products of a cart (same salt twice, known interactions, daily dose over the maximum); informational only',
        body: CartSafetyBodySchema,
        response: { 200: CartSafetyResponseSchema, ...errorResponses(400) },
      },
    },
    (request) => knowledge.cartSafety(request.body.productIds),
  );

  app.get(
    '/cart-safety',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security: bearerAuth,
        summary: 'Safety warnings for my saved cart',
        response: { 200: CartSafetyResponseSchema, ...errorResponses(401) },
      },
    },
    (request) => knowledge.savedCartSafety(userOf(request).id),
  );

  app.post(
    '/my-medicines-check',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security: bearerAuth,
        summary:
          'The checkout’s products against my active prescriptions and my orders of the last 90 days (interactions, duplicate therapy); informational only',
        body: CartSafetyBodySchema,
        response: { 200: CustomerMedicinesResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({
      warnings: await checkOrderAgainstCustomerMedicines(app.database.db, userOf(request).id, request.body.productIds, new Date()),
    }),
  );
};
