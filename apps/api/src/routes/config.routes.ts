import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PublicConfigSchema } from '@dawa/shared/system/public-config';
import type { PaymentAvailability } from '../providers/payments/availability.ts';

/** GET /api/config: demo mode and the payment methods the checkout can offer now (decision 013). */
export const configRoutes: FastifyPluginAsyncZod<{ demoMode: boolean; payments: PaymentAvailability }> = async (app, { demoMode, payments }) => {
  app.get(
    '/config',
    {
      schema: {
        tags: ['system'],
        summary: 'Whether this is the demo store, and the payment methods available now',
        response: { 200: PublicConfigSchema },
      },
    },
    async () => ({ demoMode, paymentMethods: [...payments.methods] }),
  );
};
