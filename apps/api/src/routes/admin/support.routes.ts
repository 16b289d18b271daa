import {
  AdminSupportConversationSchema,
  AdminSupportListQuerySchema,
  AdminSupportListResponseSchema,
  AdminSupportParamsSchema,
  AdminSupportThreadSchema,
  SupportMessageBodySchema,
  SupportMessageSchema,
  SupportThreadQuerySchema,
} from '@dawa/shared/support/inbox';
import { errorResponses } from '../auth/route-options.ts';
import { staffOf, staffRoutes } from './staff-routes.ts';

/**
 * The Support Inbox under /api/admin/support (admins and pharmacists, decision 039): the list of
 * conversations with unread counts, a thread (each view that shows messages is audit-logged), replies
 * and closing (audit-logged with the change).
 */
export const adminSupportRoutes = staffRoutes(['admin', 'pharmacist'], async (app) => {
  const { support } = app.services;
  app.get(
    '/support/conversations',
    {
      schema: {
        summary: 'Support conversations, latest message first, with unread counts (no message text)',
        querystring: AdminSupportListQuerySchema,
        response: { 200: AdminSupportListResponseSchema, ...errorResponses(400) },
      },
    },
    (request) => support.inbox(request.query),
  );
  app.get(
    '/support/conversations/:id',
    {
      schema: {
        summary: 'One conversation with the messages after `after`; marks them read for the inbox (audit-logged)',
        params: AdminSupportParamsSchema,
        querystring: SupportThreadQuerySchema,
        response: { 200: AdminSupportThreadSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => support.thread(request.params.id, request.query.after ?? 0, staffOf(request)),
  );
  app.post(
    '/support/conversations/:id/messages',
    {
      schema: {
        summary: 'Reply to a customer (refused once the conversation is closed)',
        params: AdminSupportParamsSchema,
        body: SupportMessageBodySchema,
        response: { 201: SupportMessageSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await support.reply(request.params.id, request.body.body, staffOf(request))),
  );
  app.post(
    '/support/conversations/:id/close',
    {
      schema: {
        summary: 'Close a conversation (the customer’s next message opens a new one)',
        params: AdminSupportParamsSchema,
        response: { 200: AdminSupportConversationSchema, ...errorResponses(400, 404, 409) },
      },
    },
    (request) => support.close(request.params.id, staffOf(request)),
  );
});
