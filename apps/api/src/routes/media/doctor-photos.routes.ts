import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const PhotoParamsSchema = z.object({ key: z.string().regex(/^[A-Za-z0-9_-]{24}\.jpg$/, 'key must be a photo file name') });

/** GET /api/media/doctor-photos/:key: doctors' photos (public, like the profile cards they belong to). */
export const doctorPhotoMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { doctors } = app.services;
  app.get('/media/doctor-photos/:key', { schema: { hide: true, params: PhotoParamsSchema } }, async (request, reply) => {
    const bytes = await doctors.readPhoto(request.params.key);
    return (
      reply
        .type('image/jpeg')
        // A key never gets other bytes: a new photo gets a new name.
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'")
        .send(bytes)
    );
  });
};
