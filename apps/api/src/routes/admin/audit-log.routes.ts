import { AdminAuditLogQuerySchema, AdminAuditLogResponseSchema } from '@dawa/shared/admin/audit';
import { errorResponses } from '../auth/route-options.ts';
import { staffRoutes } from './staff-routes.ts';

/** The audit log under /api/admin/audit-log (admins only; nobody writes it through the API). */
export const adminAuditLogRoutes = staffRoutes(['admin'], async (app) => {
  const { audit } = app.services;

  app.get(
    '/audit-log',
    {
      schema: {
        summary: 'Staff actions, filtered by actor, action, entity and date range; newest first, paged',
        querystring: AdminAuditLogQuerySchema,
        response: { 200: AdminAuditLogResponseSchema, ...errorResponses(400) },
      },
    },
    (request) => audit.list(request.query),
  );
});
