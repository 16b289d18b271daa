import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DoctorDetailSchema, DoctorListQuerySchema, DoctorListResponseSchema, DoctorParamsSchema } from '@dawa/shared/care/doctors';
import { errorResponses } from '../auth/route-options.ts';

const tags = ['doctors'];

/** GET /api/doctors and /api/doctors/{id}: active doctors for anyone (the booking wizard); no private fields. */
export const doctorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { doctors } = app.services;
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
};
