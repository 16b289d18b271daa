import { passesLuhn } from '@dawa/shared/commerce/payment-details';
import { CARD_DATA_REFUSED } from '@dawa/shared/commerce/payments';
import type { FastifyInstance, preValidationAsyncHookHandler, RouteOptions } from 'fastify';
import { AppError } from '../lib/app-error.ts';

/** The routes that place, pay or confirm a payment: none of them ever takes card data (deviation 97). */
const PAYMENT_ROUTES = new Set([
  'POST /api/orders/create',
  'POST /api/payments/razorpay/order',
  'POST /api/payments/razorpay/verify',
  'POST /api/payments/phonepe/initiate',
  'POST /api/appointments/:id/pay',
  'POST /api/appointments/:id/pay/verify',
]);

/** Field names that hold card data, however a client spells them ('cardNumber', 'card_number', 'cvv', 'card[expiry]'). */
const CARD_FIELD = /^(card|card.?(number|no|num)|number|pan|cvv2?|cvc|csc|expiry|exp.?(month|year|date))$|^card\[/i;

/** 13 to 19 digits (spaces or dashes between) passing the Luhn check: what a card number looks like. */
function looksLikeCardNumber(value: string): boolean {
  if (!/^[\d -]{13,25}$/.test(value)) return false;
  const digits = value.replace(/\D/g, '');
  return digits.length >= 13 && digits.length <= 19 && passesLuhn(digits);
}

function carriesCardData(value: unknown, depth = 0): boolean {
  if (depth > 6 || value === null || value === undefined) return false;
  if (typeof value === 'string') return looksLikeCardNumber(value.trim());
  if (Array.isArray(value)) return value.some((item) => carriesCardData(item, depth + 1));
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).some(([key, item]) => CARD_FIELD.test(key) || carriesCardData(item, depth + 1));
  }
  return false;
}

/**
 * Card numbers, expiry and CVV never reach our server: they are typed into Razorpay Checkout. A body of
 * a payment route that carries them anyway (an old client, a mistake) is refused with 400 before it is
 * validated, handled or stored. Call before those routes are registered.
 */
export function refuseCardData(api: FastifyInstance): void {
  api.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((m) => PAYMENT_ROUTES.has(`${m} ${route.url}`))) return;
    const guard: preValidationAsyncHookHandler = async (request) => {
      if (carriesCardData(request.body)) throw new AppError('invalid_input', CARD_DATA_REFUSED, undefined, 'card_data_refused');
    };
    const existing = route.preValidation ? (Array.isArray(route.preValidation) ? route.preValidation : [route.preValidation]) : [];
    route.preValidation = [guard, ...existing];
  });
}
