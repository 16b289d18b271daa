import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '@dawa/shared/http/primitives';
import { userOf } from '../../plugins/auth.ts';
import { requireSignedIn } from '../auth/route-options.ts';

const BodySchema = z.object({ productIds: z.array(idSchema('productId')).min(1).max(10) }).strict();

/**
 * POST /api/dev/test-prescriptions: only on a test server (NODE_ENV=test in demo mode, like the dev
 * outbox). Gives the signed-in customer an analysed prescription naming these products, so browser
 * journeys can check out a prescription medicine before the upload and reading pipeline is merged.
 */
export const devTestPrescriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  requireSignedIn(app, ['dev']);
  app.post(
    '/dev/test-prescriptions',
    {
      schema: {
        summary: 'Test servers only: an analysed prescription of mine naming these products',
        body: BodySchema,
        response: { 201: z.object({ id: z.number().int() }) },
      },
    },
    async (request, reply) => {
      const id = await app.services.prescriptionReview.createTestPrescription(userOf(request).id, request.body.productIds);
      return reply.status(201).send({ id });
    },
  );
};
