import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DoctorDetailSchema, DoctorListQuerySchema, DoctorListResponseSchema, DoctorParamsSchema } from '@dawa/shared/care/doctors';
import {
  AvailableDaysQuerySchema,
  AvailableDaysResponseSchema,
  SlotsQuerySchema,
  SlotsResponseSchema,
} from '@dawa/shared/care/appointments';
import { errorResponses } from '../auth/route-options.ts';

const tags = ['doctors'];

/** GET /api/doctors and /api/doctors/{id}: active doctors for anyone (the booking wizard); no private fields. */
export const doctorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { doctors, appointments } = app.services;
  app.get(
    '/doctors',
    {
      schema: {
        tags,
        summary: 'Active doctors, searched on name or specialization, paged (by name)',
        querystring: DoctorListQuerySchema,
        response: { 200: DoctorListResponseSchema, ...errorResponses(400) },
      },
    },
    (request) => doctors.listPublic(request.query),
  );
  app.get(
    '/doctors/:id',
    {
      schema: {
        tags,
        summary: 'One active doctor with the weekly hours',
        params: DoctorParamsSchema,
        response: { 200: DoctorDetailSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => doctors.getPublic(request.params.id),
  );
  app.get(
    '/doctors/:id/slots',
    {
      schema: {
        tags,
        summary: "A doctor's free slots on one clinic date (YYYY-MM-DD, IST) for a mode (default clinic): 12-hour labels, UTC instants",
        params: DoctorParamsSchema,
        querystring: SlotsQuerySchema,
        response: { 200: SlotsResponseSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => appointments.slots(request.params.id, request.query.date, request.query.mode ?? 'clinic'),
  );
  app.get(
    '/doctors/:id/available-days',
    {
      schema: {
        tags,
        summary:
          "The booking calendar: a doctor's booking window (clinic dates, IST) and which of its days still have a free slot for a mode (default clinic)",
        params: DoctorParamsSchema,
        querystring: AvailableDaysQuerySchema,
        response: { 200: AvailableDaysResponseSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => appointments.availableDays(request.params.id, request.query.mode ?? 'clinic'),
  );
};
