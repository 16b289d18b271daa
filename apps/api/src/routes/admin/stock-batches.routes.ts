import {
  ReceiveStockBatchBodySchema,
  ReceiveStockBatchResponseSchema,
  StockBatchListResponseSchema,
  StockBatchParamsSchema,
} from '@dawa/shared/admin/stock-batches';
import { errorResponses } from '../auth/route-options.ts';
import { staffOf, staffRoutes } from './staff-routes.ts';

/** Stock Receiving under /api/admin/products/:id/batches (admins and pharmacists, decision 039). */
export const adminStockBatchRoutes = staffRoutes(['admin', 'pharmacist'], async (app) => {
  const { stockReceiving } = app.services;
  app.get(
    '/products/:id/batches',
    {
      schema: {
        summary: "A product's stock batches: usable ones by earliest expiry (the packing order), expired ones last",
        params: StockBatchParamsSchema,
        response: { 200: StockBatchListResponseSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => stockReceiving.list(request.params.id),
  );
  app.post(
    '/products/:id/batches',
    {
      schema: {
        summary: 'Receive a batch (number, future expiry, quantity, optional MRP): adds it and raises the stock in one transaction; audit-logged',
        params: StockBatchParamsSchema,
        body: ReceiveStockBatchBodySchema,
        response: { 201: ReceiveStockBatchResponseSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await stockReceiving.receive(request.params.id, request.body, staffOf(request))),
  );
});
