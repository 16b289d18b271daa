import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SUPPORT_MESSAGES,
  SupportMessageBodySchema,
  SupportPostedSchema,
  SupportThreadQuerySchema,
  SupportThreadSchema,
} from '@dawa/shared/support/inbox';
import { AppError } from '../../lib/app-error.ts';
import { bearerToken, userOf } from '../../plugins/auth.ts';
import { bearerAuth, errorResponses } from '../auth/route-options.ts';

/** A customer may send this many support messages a minute (then 429): a person types slower; a script does not. */
const MESSAGES_PER_MINUTE = 20;

/**
 * The customer's side of the support inbox under /api/support (decision 039): open or continue
 * their conversation, post a message, read the messages after the last one they have (the web
 * polls every few seconds). Signed-in customers only: a visitor without a token is told to log in
 * (401, reason 'support_login_required'); an expired token gets the usual 401 the web refreshes on.
 */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { support } = app.services;
  app.addHook('onRequest', async (request, reply) => {
    if (!bearerToken(request)) throw new AppError('unauthorized', SUPPORT_MESSAGES.loginRequired, undefined, 'support_login_required');
    await app.authenticate(request, reply);
  });
  app.addHook('onRoute', (route) => {
    const schema = route.schema ?? {};
    route.schema = {
      tags: ['support'],
      ...schema,
      security: bearerAuth,
      response: { ...errorResponses(401), ...(schema.response as Record<number, unknown> | undefined) },
    };
  });

  app.post(
    '/support/conversation',
    {
      schema: {
        summary: 'Open my support conversation, or continue my open one (with its messages)',
        response: { 200: SupportThreadSchema, 201: SupportThreadSchema },
      },
    },
    async (request, reply) => {
      const { thread, created } = await support.open(userOf(request).id);
      return reply.status(created ? 201 : 200).send(thread);
    },
  );
  app.get(
    '/support/conversation',
    {
      schema: {
        summary: 'My latest support conversation with the messages after `after` (poll it every few seconds)',
        querystring: SupportThreadQuerySchema,
        response: { 200: SupportThreadSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => support.read(userOf(request).id, request.query.after),
  );
  app.post(
    '/support/conversation/messages',
    {
      config: {
        rateLimit: {
          max: MESSAGES_PER_MINUTE,
          timeWindow: 60_000,
          hook: 'preHandler',
          keyGenerator: (request) => `support:${request.user?.id ?? request.ip}`,
        },
      },
      schema: {
        summary: 'Send a message to the support team (to my open conversation, or a new one when the last was closed)',
        body: SupportMessageBodySchema,
        response: { 201: SupportPostedSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => reply.status(201).send(await support.postAsCustomer(userOf(request).id, request.body.body)),
  );
};
