import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ChatBodySchema, ChatReplySchema } from '@dawa/shared/assistant/chat';
import type { ChatService } from '../../modules/ai/chat.service.ts';
import { loggedTriage } from '../../modules/ai/triage-log.ts';
import { errorResponses } from '../auth/route-options.ts';

/** POST /api/ai/chat: the widget's and /ai-assistant's chat (the bearer token is optional). */
export const chatRoutes: FastifyPluginAsyncZod<{ chat: ChatService; perIp: RateLimitOptions }> = async (app, { chat, perIp }) => {
  app.post(
    '/chat',
    {
      config: { rateLimit: perIp },
      // 10,000 characters of message and 20 history entries fit well inside this; more is refused early.
      bodyLimit: 512 * 1024,
      schema: {
        tags: ['ai'],
        summary: 'One chat message (with the last messages as history) → the assistant’s reply, red-flag triage first',
        body: ChatBodySchema,
        response: { 200: ChatReplySchema, ...errorResponses(400, 413, 429) },
      },
    },
    async (request) => chat.reply(request.body, request.assistantUserId ?? null, loggedTriage(request.log)),
  );
};
