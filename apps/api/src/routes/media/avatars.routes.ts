import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const AvatarParamsSchema = z.object({ key: z.string().regex(/^[A-Za-z0-9_-]{24}\.jpg$/, 'key must be an avatar file name') });

/** GET /api/media/avatars/:key: profile pictures, under random names that change with every upload. */
export const avatarMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { profile } = app.services;
  app.get('/media/avatars/:key', { schema: { hide: true, params: AvatarParamsSchema } }, async (request, reply) => {
    const bytes = await profile.readAvatar(request.params.key);
    return (
      reply
        .type('image/jpeg')
        // A key never gets other bytes: a new picture gets a new name.
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'")
        .send(bytes)
    );
  });
};
