import type { FeatureSwitch } from '@dawa/shared/system/settings';
import type { FastifyInstance, preHandlerAsyncHookHandler, RouteOptions } from 'fastify';
import type { SystemSettingsService } from '../modules/system-settings/system-settings.service.ts';

/** The routes each feature switch closes; a route maps to its feature given its (validated) body. */
const FEATURE_OF_ROUTE: Record<string, (body: Record<string, unknown>) => FeatureSwitch | null> = {
  'POST /api/newsletter/subscribe': () => 'newsletter',
  'POST /api/products/:id/reviews': () => 'reviews',
  'POST /api/reviews/:id/helpful': () => 'reviews',
  'POST /api/register': () => 'registrations',
  'POST /api/orders/create': (body) => (body.paymentMethod === 'cod' ? 'cashOnDelivery' : null),
  'PATCH /api/orders/:orderId/payment-status': () => 'cashOnDelivery',
};

/**
 * Refuses a feature an admin switched off (System Settings) with a readable 403 before the route's
 * handler runs. Added as each route's last preHandler, so a visitor still meets 401 and bad input 400
 * first; the modules behind these routes need not know about the switches. Call before those routes
 * are registered. Confirming or leaving a newsletter subscription stays open: only sign-up is closed.
 */
export function guardFeatureSwitches(api: FastifyInstance, settings: SystemSettingsService): void {
  api.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const featureOf = methods.map((m) => FEATURE_OF_ROUTE[`${m} ${route.url}`]).find(Boolean);
    if (!featureOf) return;
    const guard: preHandlerAsyncHookHandler = async (request) => {
      const feature = featureOf((request.body ?? {}) as Record<string, unknown>);
      if (feature) await settings.assertFeatureOn(feature);
    };
    const existing = route.preHandler ? (Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler]) : [];
    route.preHandler = [...existing, guard];
  });
}
