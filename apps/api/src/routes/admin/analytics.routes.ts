import { z } from 'zod';
import { AdminOverviewSchema, AnalyticsExportQuerySchema, AnalyticsQuerySchema, AnalyticsReportSchema } from '@dawa/shared/admin/analytics';
import { errorResponses } from '../auth/route-options.ts';
import { staffOf, staffRoutes } from './staff-routes.ts';

/** Analytics & Reports under /api/admin/analytics (admins only): computed by SQL over the date range. */
export const adminAnalyticsRoutes = staffRoutes(['admin'], async (app) => {
  const { analytics } = app.services;

  app.get(
    '/analytics',
    {
      schema: {
        summary: 'Sales, orders, top products, promo codes, new customers and refunds for a range of India days (default the last 30)',
        querystring: AnalyticsQuerySchema,
        response: { 200: AnalyticsReportSchema, ...errorResponses(400) },
      },
    },
    (request) => analytics.report(request.query),
  );

  app.get(
    '/analytics/export',
    {
      schema: {
        summary: 'One table of the report as a CSV file',
        querystring: AnalyticsExportQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string(), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { fileName, csv } = await analytics.exportCsv(request.query);
      return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${fileName}"`).send(csv);
    },
  );
});

/** All Dashboards under /api/admin/overview: admins see everything, pharmacists their part (no sales). */
export const adminOverviewRoutes = staffRoutes(['admin', 'pharmacist'], async (app) => {
  const { analytics } = app.services;

  app.get(
    '/overview',
    { schema: { summary: "Today's orders and revenue, orders waiting for fulfilment, low-stock products", response: { 200: AdminOverviewSchema } } },
    (request) => analytics.overview(staffOf(request).actor.role),
  );
});
