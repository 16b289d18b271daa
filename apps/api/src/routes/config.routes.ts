import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PublicConfigSchema } from '@dawa/shared/system/public-config';
import type { SystemSettingsService } from '../modules/system-settings/system-settings.service.ts';
import type { PaymentAvailability } from '../providers/payments/availability.ts';

/**
 * GET /api/config: demo mode and the payment methods the checkout can offer now (decision 013), less
 * cash on delivery while System Settings switch it off.
 */
export const configRoutes: FastifyPluginAsyncZod<{
  demoMode: boolean;
  payments: PaymentAvailability;
  settings: SystemSettingsService;
}> = async (app, { demoMode, payments, settings }) => {
  app.get(
    '/config',
    {
      schema: {
        tags: ['system'],
        summary: 'Whether this is the demo store, and the payment methods available now',
        response: { 200: PublicConfigSchema },
      },
    },
    async () => {
      const { features } = (await settings.current()).settings;
      return { demoMode, paymentMethods: payments.methods.filter((method) => method !== 'cod' || features.cashOnDelivery) };
    },
  );
};
