import {
  AdminOrderDetailSchema,
  AdminOrderListResponseSchema,
  AdminOrderParamsSchema,
  AdminOrdersQuerySchema,
  AdminOrderStatusBodySchema,
  AdminOrderStatusResponseSchema,
} from '@dawa/shared/admin/orders';
import { z } from 'zod';
import { errorResponses } from '../auth/route-options.ts';
import { staffOf, staffRoutes } from './staff-routes.ts';

/** Orders/Prescriptions under /api/admin/orders (admins and pharmacists): every order and its fulfilment steps. */
export const adminOrderRoutes = staffRoutes(['admin', 'pharmacist'], async (app) => {
  const { adminOrders, orders } = app.services;

  app.get(
    '/orders',
    {
      schema: {
        summary: 'Every order, filtered by status, payment and India-time dates, searched by order number or e-mail, newest first, paged',
        querystring: AdminOrdersQuerySchema,
        response: { 200: AdminOrderListResponseSchema, ...errorResponses(400) },
      },
    },
    (request) => adminOrders.list(request.query),
  );
  app.get(
    '/orders/:id',
    {
      schema: {
        summary: 'One order with its items, payments, tracking events and the steps allowed now',
        params: AdminOrderParamsSchema,
        response: { 200: AdminOrderDetailSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => adminOrders.detail(request.params.id),
  );
  app.get(
    '/orders/:id/invoice.pdf',
    {
      schema: {
        summary: "The order's GST invoice (PDF), as the customer gets it; 409 before payment, 404 for an order never paid; audit-logged",
        params: AdminOrderParamsSchema,
        produces: ['application/pdf'],
        response: { 200: z.unknown().describe('application/pdf'), ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await orders.invoiceForStaff(staffOf(request), request.params.id);
      return reply.type('application/pdf').header('content-disposition', `attachment; filename="${fileName}"`).send(Buffer.from(pdf));
    },
  );
  app.get(
    '/orders/:id/credit-note.pdf',
    {
      schema: {
        summary: "The order's GST credit note (PDF), as the customer gets it; 404 when its invoice was not reversed; audit-logged",
        params: AdminOrderParamsSchema,
        produces: ['application/pdf'],
        response: { 200: z.unknown().describe('application/pdf'), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await orders.creditNoteForStaff(staffOf(request), request.params.id);
      return reply.type('application/pdf').header('content-disposition', `attachment; filename="${fileName}"`).send(Buffer.from(pdf));
    },
  );
  app.post(
    '/orders/:id/status',
    {
      schema: {
        summary:
          "One fulfilment step (or cancel/refund) through the order state machine, against the order's version; audited, the customer is mailed",
        params: AdminOrderParamsSchema,
        body: AdminOrderStatusBodySchema,
        response: { 200: AdminOrderStatusResponseSchema, ...errorResponses(400, 404, 409) },
      },
    },
    (request) => adminOrders.changeStatus(staffOf(request), request.params.id, request.body),
  );
});
