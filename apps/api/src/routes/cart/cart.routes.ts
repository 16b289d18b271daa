import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApplyPromoBodySchema,
  ApplyPromoResponseSchema,
  MergeCartBodySchema,
  PutCartBodySchema,
  QuoteBodySchema,
  QuoteResponseSchema,
  ServerCartSchema,
} from '@dawa/shared/commerce/cart';
import { bearerToken, userOf } from '../../plugins/auth.ts';
import { bearerAuth, errorResponses } from '../auth/route-options.ts';

const tags = ['cart'];

/** Cart pricing and promo codes (anyone; a signed-in customer's per-customer promo limits count) and the saved cart. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const { cart, sessions } = app.services;

  /** The customer when a valid bearer token comes along; a visitor otherwise (an expired token is no reason to refuse a price). */
  const optionalUserId = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    return token ? ((await sessions.authenticate(token))?.id ?? null) : null;
  };

  app.post(
    '/cart/quote',
    {
      schema: {
        tags,
        summary: 'Price a cart with the current prices, stock and promo code (the bearer token is optional)',
        body: QuoteBodySchema,
        response: { 200: QuoteResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => cart.quote(request.body, await optionalUserId(request)),
  );
  app.post(
    '/apply-promo',
    {
      schema: {
        tags,
        summary: "Apply a promo code to a cart: the discount, or 400 with the reason ('Invalid promo code')",
        body: ApplyPromoBodySchema,
        response: { 200: ApplyPromoResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => cart.applyPromo(request.body.promoCode, request.body.lines, await optionalUserId(request)),
  );

  // On the saved-cart routes a visitor gets 401 before any validation of what they sent.
  const onRequest = app.authenticate;
  app.get(
    '/cart',
    {
      onRequest,
      schema: { tags, security: bearerAuth, summary: 'My saved cart', response: { 200: ServerCartSchema, ...errorResponses(401) } },
    },
    (request) => cart.getCart(userOf(request).id),
  );
  app.put(
    '/cart',
    {
      onRequest,
      schema: {
        tags,
        security: bearerAuth,
        summary: 'Save my cart and its promo code as the browser holds them (products no longer sold are left out)',
        body: PutCartBodySchema,
        response: { 200: ServerCartSchema, ...errorResponses(400, 401) },
      },
    },
    (request) => cart.putCart(userOf(request).id, request.body.lines, request.body.promoCode),
  );
  app.post(
    '/cart/merge',
    {
      onRequest,
      schema: {
        tags,
        security: bearerAuth,
        summary: "On login: add the browser's cart to my saved cart (quantities added, capped by stock) and answer the result",
        body: MergeCartBodySchema,
        response: { 200: ServerCartSchema, ...errorResponses(400, 401) },
      },
    },
    (request) => cart.mergeCart(userOf(request).id, request.body.lines, request.body.promoCode),
  );
};
