import { AdminDocumentListQuerySchema, AdminDocumentListResponseSchema, AdminDocumentParamsSchema } from '@dawa/shared/admin/documents';
import { MessageResponseSchema } from '@dawa/shared/auth/schemas';
import { errorResponses } from '../auth/route-options.ts';
import { staffOf, staffRoutes } from './staff-routes.ts';
import { sendPrivateFile } from '../../modules/documents/private-file.ts';

/** Uploaded Documents under /api/admin/documents (admins only). */
export const adminDocumentRoutes = staffRoutes(['admin'], async (app) => {
  const { documents } = app.services;

  app.get(
    '/documents',
    {
      schema: {
        summary: 'Uploaded files, newest first, paged, optionally one category',
        querystring: AdminDocumentListQuerySchema,
        response: { 200: AdminDocumentListResponseSchema, ...errorResponses(400) },
      },
    },
    (request) => documents.list(request.query),
  );
  app.get(
    '/documents/:id/file',
    {
      schema: {
        summary: 'The file itself, for admins only (a private health document is audit-logged as viewed)',
        params: AdminDocumentParamsSchema,
      },
    },
    async (request, reply) => sendPrivateFile(request, reply, await documents.open(staffOf(request), request.params.id)),
  );
  app.delete(
    '/documents/:id',
    {
      schema: {
        summary: "Delete a document: the file and its owner's reference (profile picture, review photo)",
        params: AdminDocumentParamsSchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => documents.delete(staffOf(request), request.params.id),
  );
});
