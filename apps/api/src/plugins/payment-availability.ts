import { PAYMENT_METHODS, type PaymentMethod } from '@dawa/shared/commerce/rules';
import type { FastifyInstance, preHandlerAsyncHookHandler, RouteOptions } from 'fastify';
import { assertPaymentMethodAvailable, type PaymentAvailability } from '../providers/payments/availability.ts';

const isPaymentMethod = (value: unknown): value is PaymentMethod => PAYMENT_METHODS.includes(value as PaymentMethod);

/** The routes that start paying with a method, and where their (already validated) body names it. */
const METHOD_OF_ROUTE: Record<string, (body: Record<string, unknown>) => unknown> = {
  'POST /api/orders/create': (body) => body.paymentMethod,
  'POST /api/payments/phonepe/initiate': () => 'phonepe',
  'POST /api/payments/razorpay/order': (body) => body.method,
  'POST /api/appointments/:id/pay': (body) => body.method,
};

/**
 * Refuses an unavailable payment method (decision 013) on the routes that place or pay an order, with
 * one readable 409, before their handler runs. Added as each route's last preHandler, so a visitor still
 * meets 401 and bad input 400 first; the orders and payments modules need not know about it.
 * Call before those routes are registered.
 */
export function guardPaymentMethods(api: FastifyInstance, availability: PaymentAvailability): void {
  api.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const methodOf = methods.map((m) => METHOD_OF_ROUTE[`${m} ${route.url}`]).find(Boolean);
    if (!methodOf) return;
    const guard: preHandlerAsyncHookHandler = async (request) => {
      const method = methodOf((request.body ?? {}) as Record<string, unknown>);
      if (isPaymentMethod(method)) assertPaymentMethodAvailable(availability, method);
    };
    const existing = route.preHandler ? (Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler]) : [];
    route.preHandler = [...existing, guard];
  });
}
