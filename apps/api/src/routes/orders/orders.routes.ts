import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CancelOrderBodySchema } from '@dawa/shared/commerce/cancel-reasons';
import { z } from 'zod';
import {
  CancelOrderResponseSchema,
  CreateOrderBodySchema,
  CreateOrderResponseSchema,
  IDEMPOTENCY_HEADER,
  DismissOrderResponseSchema,
  IdempotencyKeySchema,
  OrderIdParamsSchema,
  OrderListResponseSchema,
  OrderPageQuerySchema,
  OrderResponseSchema,
  PayAgainResponseSchema,
  PaymentStatusBodySchema,
  TrackingListResponseSchema,
  TrackingRecordSchema,
} from '@dawa/shared/commerce/orders';
import { ErrorBodySchema } from '@dawa/shared/errors/codes';
import { userOf } from '../../plugins/auth.ts';
import { errorResponses, requireSignedIn } from '../auth/route-options.ts';

// Loose: the other headers (Authorization among them) pass through untouched.
const CreateOrderHeadersSchema = z.looseObject({ [IDEMPOTENCY_HEADER]: IdempotencyKeySchema.optional() });

/** Checkout, the customer's orders and their tracking (owner or admin; anyone else gets 404). */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { checkout, orders, orderChanges } = app.services;
  requireSignedIn(app, ['orders']);

  app.post(
    '/orders/create',
    {
      schema: {
        summary:
          'Place an order: the server prices it, compares totalPaise, reserves stock. The same Idempotency-Key header returns the same order.',
        headers: CreateOrderHeadersSchema,
        body: CreateOrderBodySchema,
        response: {
          200: CreateOrderResponseSchema,
          201: CreateOrderResponseSchema,
          ...errorResponses(400, 404, 409),
          422: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const key = request.headers[IDEMPOTENCY_HEADER];
      const result = await checkout.createOrder(userOf(request).id, request.body, typeof key === 'string' ? key : undefined);
      return reply.status(result.created ? 201 : 200).send(result.response);
    },
  );
  app.get(
    '/orders',
    {
      schema: {
        summary: 'My orders, 10 a page, newest first',
        querystring: OrderPageQuerySchema,
        response: { 200: OrderListResponseSchema, ...errorResponses(400) },
      },
    },
    (request) => orders.listOrders(userOf(request).id, request.query.page),
  );
  app.get(
    '/orders/:orderId',
    {
      schema: {
        summary: 'One of my orders',
        params: OrderIdParamsSchema,
        response: { 200: OrderResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => ({ success: true as const, order: await orders.getOrder(userOf(request), request.params.orderId) }),
  );
  app.patch(
    '/orders/:orderId/payment-status',
    {
      schema: {
        summary: 'Pay a cash-on-delivery order at the door (status cod_pending); only the payment provider can mark an order paid',
        params: OrderIdParamsSchema,
        body: PaymentStatusBodySchema,
        response: { 200: OrderResponseSchema, ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request) => ({ success: true as const, order: await orders.chooseCashOnDelivery(userOf(request), request.params.orderId) }),
  );
  app.get(
    '/tracking',
    {
      schema: {
        summary: 'Tracking cards of my orders, 10 a page, newest first',
        querystring: OrderPageQuerySchema,
        response: { 200: TrackingListResponseSchema, ...errorResponses(400) },
      },
    },
    (request) => orders.listTracking(userOf(request).id, request.query.page),
  );
  app.get(
    '/orders/:orderId/tracking',
    {
      schema: {
        summary: 'Tracking of one of my orders (events newest first)',
        params: OrderIdParamsSchema,
        response: { 200: TrackingRecordSchema, ...errorResponses(404) },
      },
    },
    (request) => orders.getTracking(userOf(request), request.params.orderId),
  );
  app.patch(
    '/orders/:orderId/cancel',
    {
      schema: {
        summary: 'Cancel one of my orders before it ships (stock and promo use go back; a paid order is refunded)',
        params: OrderIdParamsSchema,
        body: CancelOrderBodySchema,
        response: { 200: CancelOrderResponseSchema, ...errorResponses(400, 404, 409) },
      },
    },
    (request) =>
      orderChanges.cancelOrder(userOf(request), request.params.orderId, { code: request.body.reason, note: request.body.note ?? null }),
  );
  app.post(
    '/orders/:orderId/pay-again',
    {
      schema: {
        summary: 'Pay again for my unpaid order: its items are reserved again (refused with what is left when they are gone)',
        params: OrderIdParamsSchema,
        response: { 200: PayAgainResponseSchema, ...errorResponses(404, 409) },
      },
    },
    (request) => orderChanges.payAgain(userOf(request), request.params.orderId),
  );
  app.patch(
    '/orders/:orderId/dismiss',
    {
      schema: {
        summary: 'Hide my unpaid order from my list',
        params: OrderIdParamsSchema,
        response: { 200: DismissOrderResponseSchema, ...errorResponses(404, 409) },
      },
    },
    (request) => orders.dismiss(userOf(request), request.params.orderId),
  );
  app.get(
    '/orders/:orderId/invoice.pdf',
    {
      schema: {
        summary: 'GST tax invoice of one of my orders (PDF); 409 before payment, 404 for an order never paid',
        params: OrderIdParamsSchema,
        produces: ['application/pdf'],
        // The bytes go out as they are (Fastify does not serialise a Buffer); the schema documents them.
        response: { 200: z.unknown().describe('application/pdf'), ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await orders.invoice(userOf(request), request.params.orderId);
      return reply.type('application/pdf').header('content-disposition', `attachment; filename="${fileName}"`).send(Buffer.from(pdf));
    },
  );
  app.get(
    '/orders/:orderId/credit-note.pdf',
    {
      schema: {
        summary: 'GST credit note of one of my cancelled or refunded orders (PDF), reversing its issued invoice; 404 when there is none',
        params: OrderIdParamsSchema,
        produces: ['application/pdf'],
        response: { 200: z.unknown().describe('application/pdf'), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await orders.creditNote(userOf(request), request.params.orderId);
      return reply.type('application/pdf').header('content-disposition', `attachment; filename="${fileName}"`).send(Buffer.from(pdf));
    },
  );
};
