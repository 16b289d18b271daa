import { AdminAppointmentListQuerySchema, AdminAppointmentListResponseSchema } from '@dawa/shared/care/appointments';
import { errorResponses } from '../auth/route-options.ts';
import { staffOf, staffRoutes } from './staff-routes.ts';

/** The Appointments section under /api/admin/appointments (admins only); every read is audit-logged. */
export const adminAppointmentRoutes = staffRoutes(['admin'], async (app) => {
  const { appointments } = app.services;
  app.get(
    '/appointments',
    {
      schema: {
        summary:
          'Every appointment, filtered by doctor, status, mode, clinic date range and patient (name or e-mail), paged, latest start first',
        querystring: AdminAppointmentListQuerySchema,
        response: { 200: AdminAppointmentListResponseSchema, ...errorResponses(400) },
      },
    },
    (request) => appointments.listForAdmin(request.query, staffOf(request)),
  );
});
