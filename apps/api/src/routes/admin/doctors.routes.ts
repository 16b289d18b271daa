import multipart from '@fastify/multipart';
import { PROFILE_PICTURE_MAX_BYTES } from '@dawa/shared/auth/rules';
import {
  AdminDoctorBodySchema,
  AdminDoctorListQuerySchema,
  AdminDoctorListResponseSchema,
  AdminDoctorSchema,
  DoctorParamsSchema,
  DoctorPhotoResponseSchema,
} from '@dawa/shared/care/doctors';
import { AppError } from '../../lib/app-error.ts';
import { readSingleFile } from '../../lib/multipart-errors.ts';
import { IMAGE_TOO_LARGE_MESSAGE, NOT_AN_IMAGE_MESSAGE } from '../../modules/accounts/avatar-image.ts';
import { errorResponses } from '../auth/route-options.ts';
import { staffOf, staffRoutes } from './staff-routes.ts';

/** Doctor Management under /api/admin/doctors (admins only). */
export const adminDoctorRoutes = staffRoutes(['admin'], async (app) => {
  const { doctors } = app.services;
  // Scoped to these routes: one photo of at most 5 MB; anything bigger is cut off by the parser.
  await app.register(multipart, { limits: { fileSize: PROFILE_PICTURE_MAX_BYTES, files: 1, fields: 2, fieldSize: 1024, parts: 3 } });

  app.get(
    '/doctors',
    {
      schema: {
        summary: 'Doctor profiles, searched on name, specialization and city, filtered, paged (by name)',
        querystring: AdminDoctorListQuerySchema,
        response: { 200: AdminDoctorListResponseSchema, ...errorResponses(400) },
      },
    },
    (request) => doctors.listForAdmin(request.query),
  );
  app.get(
    '/doctors/:id',
    {
      schema: {
        summary: 'One doctor profile with its weekly hours and date overrides',
        params: DoctorParamsSchema,
        response: { 200: AdminDoctorSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => doctors.getForAdmin(request.params.id),
  );
  app.post(
    '/doctors',
    {
      schema: {
        summary: 'Add a doctor profile with its schedule (fees in paise)',
        body: AdminDoctorBodySchema,
        response: { 201: AdminDoctorSchema, ...errorResponses(400, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await doctors.create(staffOf(request), request.body)),
  );
  app.put(
    '/doctors/:id',
    {
      schema: {
        summary: 'Replace a doctor profile and its schedule',
        params: DoctorParamsSchema,
        body: AdminDoctorBodySchema,
        response: { 200: AdminDoctorSchema, ...errorResponses(400, 404, 409) },
      },
    },
    (request) => doctors.update(staffOf(request), request.params.id, request.body),
  );
  app.delete(
    '/doctors/:id',
    {
      schema: {
        summary: 'Deactivate a doctor (soft: hidden from patients, kept for past appointments)',
        params: DoctorParamsSchema,
        response: { 200: AdminDoctorSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => doctors.deactivate(staffOf(request), request.params.id),
  );
  app.post(
    '/doctors/:id/photo',
    {
      schema: {
        summary: "Upload a doctor's photo (multipart field photo; an image under 5MB; stored as a 200x200 JPEG)",
        params: DoctorParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: DoctorPhotoResponseSchema, ...errorResponses(400, 404, 413, 415) },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new AppError('invalid_input', NOT_AN_IMAGE_MESSAGE, { photo: [NOT_AN_IMAGE_MESSAGE] });
      const bytes = await readSingleFile(request, 'photo', {
        missing: NOT_AN_IMAGE_MESSAGE,
        tooLarge: IMAGE_TOO_LARGE_MESSAGE,
        tooMany: NOT_AN_IMAGE_MESSAGE,
        wrongShape: NOT_AN_IMAGE_MESSAGE,
      });
      return doctors.setPhoto(staffOf(request), request.params.id, bytes);
    },
  );
});
