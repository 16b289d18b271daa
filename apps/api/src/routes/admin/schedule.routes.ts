import {
  ConsultationNotesBodySchema,
  EPrescriptionBodySchema,
  EPrescriptionResponseSchema,
  ScheduleParamsSchema,
  ScheduleResponseSchema,
  ScheduleStatusBodySchema,
} from '@dawa/shared/care/doctor-schedule';
import { EPrescriptionCheckBodySchema, EPrescriptionCheckResponseSchema } from '@dawa/shared/care/prescribing-check';
import { MessageResponseSchema } from '@dawa/shared/auth/schemas';
import { errorResponses } from '../auth/route-options.ts';
import { staffOf, staffRoutes } from './staff-routes.ts';

/** My Schedule under /api/admin/schedule (doctors only; the role is read from the database on every request). */
export const adminScheduleRoutes = staffRoutes(['doctor'], async (app) => {
  const { doctorSchedule } = app.services;

  app.get(
    '/schedule',
    { schema: { summary: "My appointments of today and the next six days (India time), earliest first", response: { 200: ScheduleResponseSchema, ...errorResponses(404) } } },
    (request) => doctorSchedule.schedule(staffOf(request)),
  );
  app.post(
    '/schedule/:id/status',
    {
      schema: {
        summary: 'Mark one of my appointments completed or no-show (only after it has started)',
        params: ScheduleParamsSchema,
        body: ScheduleStatusBodySchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400, 404, 409) },
      },
    },
    (request) => doctorSchedule.setStatus(staffOf(request), request.params.id, request.body),
  );
  app.put(
    '/schedule/:id/notes',
    {
      schema: {
        summary: 'Write the consultation notes of one of my appointments',
        params: ScheduleParamsSchema,
        body: ConsultationNotesBodySchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400, 404, 409) },
      },
    },
    (request) => doctorSchedule.setNotes(staffOf(request), request.params.id, request.body),
  );
  app.post(
    '/schedule/:id/e-prescription',
    {
      schema: {
        summary: "Issue an e-prescription to the appointment's patient (catalogue medicines; Schedule X and narcotics refused)",
        params: ScheduleParamsSchema,
        body: EPrescriptionBodySchema,
        response: { 201: EPrescriptionResponseSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await doctorSchedule.prescribe(staffOf(request), request.params.id, request.body)),
  );
  app.post(
    '/schedule/:id/e-prescription/check',
    {
      schema: {
        summary: "Check a draft e-prescription: its medicines against each other and the patient's other medicines, most serious first (warnings only)",
        params: ScheduleParamsSchema,
        body: EPrescriptionCheckBodySchema,
        response: { 200: EPrescriptionCheckResponseSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => doctorSchedule.checkDraft(staffOf(request), request.params.id, request.body),
  );
});
