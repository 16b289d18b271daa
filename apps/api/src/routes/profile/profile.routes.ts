import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PROFILE_PICTURE_MAX_BYTES } from '@dawa/shared/auth/rules';
import { MessageResponseSchema, ProfilePictureResponseSchema, ProfileSchema, UpdateProfileBodySchema } from '@dawa/shared/auth/schemas';
import { AppError } from '../../lib/app-error.ts';
import { readSingleFile } from '../../lib/multipart-errors.ts';
import { NOT_AN_IMAGE_MESSAGE, PROFILE_PICTURE_TOO_LARGE } from '../../modules/accounts/avatar-image.ts';
import { userOf } from '../../plugins/auth.ts';
import { errorResponses, requireSignedIn } from '../auth/route-options.ts';

/** The multipart field of POST /api/profile/upload. */
export const PROFILE_PICTURE_FIELD = 'profilePicture';
const PICTURE_FORM_MESSAGES = { tooLarge: PROFILE_PICTURE_TOO_LARGE, tooMany: NOT_AN_IMAGE_MESSAGE, wrongShape: NOT_AN_IMAGE_MESSAGE };

/** The caller's own profile: GET/PUT /api/profile, POST /api/profile/upload, DELETE /api/profile/profile-picture. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { profile } = app.services;
  // Scoped to these routes: one file, 5 MB, a few small fields; anything bigger is cut off by the parser.
  await app.register(multipart, { limits: { fileSize: PROFILE_PICTURE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 } });
  requireSignedIn(app, ['profile']);

  app.get('/profile', { schema: { summary: 'My profile', response: { 200: ProfileSchema } } }, (request) =>
    profile.getProfile(userOf(request).id),
  );
  app.put(
    '/profile',
    {
      schema: {
        summary: 'Update my profile (the e-mail cannot change)',
        body: UpdateProfileBodySchema,
        response: { 200: ProfileSchema, ...errorResponses(400) },
      },
    },
    (request) => profile.updateProfile(userOf(request).id, request.body),
  );
  app.post(
    '/profile/upload',
    {
      schema: {
        summary: 'Upload a profile picture (multipart field profilePicture; an image under 5MB; stored as a 200x200 JPEG)',
        consumes: ['multipart/form-data'],
        response: { 200: ProfilePictureResponseSchema, ...errorResponses(400, 413, 415) },
      },
    },
    async (request) => {
      const user = userOf(request);
      if (!request.isMultipart()) throw new AppError('invalid_input', NOT_AN_IMAGE_MESSAGE);
      const bytes = await readSingleFile(request, PROFILE_PICTURE_FIELD, { ...PICTURE_FORM_MESSAGES, missing: NOT_AN_IMAGE_MESSAGE });
      return profile.setProfilePicture(user.id, bytes);
    },
  );
  app.delete(
    '/profile/profile-picture',
    {
      schema: {
        summary: 'Remove my profile picture',
        response: { 200: MessageResponseSchema },
      },
    },
    (request) => profile.removeProfilePicture(userOf(request).id),
  );
};
