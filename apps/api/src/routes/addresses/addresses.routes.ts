import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AddressBodySchema, AddressIdParamsSchema, AddressListResponseSchema, AddressSchema } from '@dawa/shared/commerce/address';
import { userOf } from '../../plugins/auth.ts';
import { errorResponses, requireSignedIn } from '../auth/route-options.ts';

/** The caller's address book under /api/addresses (another customer's address is 404). */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const { addresses } = app.services;
  requireSignedIn(app, ['addresses']);

  app.get(
    '/addresses',
    {
      schema: {
        summary: 'My addresses, the default first',
        response: { 200: AddressListResponseSchema },
      },
    },
    async (request) => ({ addresses: await addresses.list(userOf(request).id) }),
  );
  app.post(
    '/addresses',
    {
      schema: {
        summary: 'Add an address (at most 20; the first becomes the default)',
        body: AddressBodySchema,
        response: { 201: AddressSchema, ...errorResponses(400, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await addresses.create(userOf(request).id, request.body)),
  );
  app.put(
    '/addresses/:id',
    {
      schema: {
        summary: 'Change one of my addresses (isDefault true makes it the default)',
        params: AddressIdParamsSchema,
        body: AddressBodySchema,
        response: { 200: AddressSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => addresses.update(userOf(request).id, request.params.id, request.body),
  );
  app.delete(
    '/addresses/:id',
    {
      schema: {
        summary: 'Delete one of my addresses; answers the remaining ones',
        params: AddressIdParamsSchema,
        response: { 200: AddressListResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ addresses: await addresses.remove(userOf(request).id, request.params.id) }),
  );
};
