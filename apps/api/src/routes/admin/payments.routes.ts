import { Readable } from 'node:stream';
import {
  AdminPaymentListResponseSchema,
  AdminPaymentMismatchesResponseSchema,
  AdminPaymentsCsvQuerySchema,
  AdminPaymentsQuerySchema,
  AdminReconcileResponseSchema,
} from '@dawa/shared/admin/payments';
import { errorResponses } from '../auth/route-options.ts';
import { staffOf, staffRoutes } from './staff-routes.ts';

/** Admin → Payments under /api/admin/payments (admins only; every view audit-logged, decision 060). */
export const adminPaymentRoutes = staffRoutes(['admin'], async (app) => {
  const { adminPayments } = app.services;

  app.get(
    '/payments',
    {
      schema: {
        summary: 'Payment attempts, captures and refunds with their provider ids, filtered by India-time dates, provider and state, newest first, paged',
        querystring: AdminPaymentsQuerySchema,
        response: { 200: AdminPaymentListResponseSchema, ...errorResponses(400) },
      },
    },
    (request) => adminPayments.list(staffOf(request), request.query),
  );
  app.get(
    '/payments/mismatches',
    {
      schema: {
        summary: 'What does not add up: captured but the order unpaid or cancelled, paid without a capture, a refund pending over 24 hours',
        response: { 200: AdminPaymentMismatchesResponseSchema },
      },
    },
    (request) => adminPayments.mismatches(staffOf(request)),
  );
  app.post(
    '/payments/reconcile',
    {
      schema: {
        summary: 'Runs the reconciliation sweep now (the scheduled pass) and answers what it did; audit-logged',
        response: { 200: AdminReconcileResponseSchema },
      },
    },
    (request) => adminPayments.reconcile(staffOf(request)),
  );
  app.get(
    '/payments.csv',
    {
      schema: {
        summary: 'The list as CSV with the same filters, every matching row, streamed page by page (audit-logged)',
        querystring: AdminPaymentsCsvQuerySchema,
        // No response schema: the body is a stream of CSV pages.
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { fileName, rows } = await adminPayments.exportCsv(staffOf(request), request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(Readable.from(rows));
    },
  );
});
