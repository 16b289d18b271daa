import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Env } from '../../config/env.ts';
import { AppError } from '../../lib/app-error.ts';
import { createChatService } from '../../modules/ai/chat.service.ts';
import { createRecommendationsService } from '../../modules/ai/recommendations.service.ts';
import { offlineProvider } from '../../providers/ai/local.ts';
import { createOpenAiCompatibleProvider } from '../../providers/ai/openai-compatible.ts';
import type { AssistantProvider } from '../../providers/ai/types.ts';
import { bearerToken } from '../../plugins/auth.ts';
import { chatRoutes } from './chat.routes.ts';
import { recommendationRoutes } from './recommendations.routes.ts';
import { symptomRoutes } from './symptoms.routes.ts';

export interface AiModuleOptions {
  env: Env;
  /** Outbound HTTP of the AI provider (tests pass their own). Default: global fetch. */
  fetch?: typeof fetch;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The customer when a valid bearer token came along (assistant routes work for visitors too). */
    assistantUserId?: number | null;
  }
}

/** The provider the configuration names: a model behind AI_BASE_URL, else the offline composer. */
export function assistantProvider(env: Env, log: { warn(o: object, m: string): void }, doFetch?: typeof fetch): AssistantProvider {
  if (!(env.AI_BASE_URL && env.AI_API_KEY && env.AI_MODEL)) return offlineProvider;
  return createOpenAiCompatibleProvider({
    baseUrl: env.AI_BASE_URL,
    apiKey: env.AI_API_KEY,
    model: env.AI_MODEL,
    timeoutMs: env.AI_TIMEOUT_MS,
    log,
    ...(doFetch ? { fetch: doFetch } : {}),
  });
}

/**
 * The AI health assistant under /api/ai (decision 037): its own plugin, so it can be served by its
 * own process; it reads the catalogue, the customer's orders and health reports through their
 * modules' services and writes nothing. Every route is rate limited per address and, for a signed-in
 * customer, per customer.
 */
export const aiModule: FastifyPluginAsync<AiModuleOptions> = async (app, { env, fetch: doFetch }) => {
  const { sessions, orders, healthReports } = app.services;
  const provider = assistantProvider(env, app.log, doFetch);
  app.log.info(`AI assistant: ${provider.name} provider`);
  const chat = createChatService({ db: app.database.db, provider, listOrders: (userId) => orders.listOrders(userId, 1) });
  const recommendations = createRecommendationsService({
    db: app.database.db,
    now: () => new Date(),
    healthProfile: async (userId) => {
      const { items } = await healthReports.list({ kind: 'patient', userId }, {});
      return { allergies: items.map((r) => r.allergies), medicines: items.map((r) => r.medicines) };
    },
  });

  // Per customer, on top of the per-address limit each route sets (one address may be a whole office).
  const perUser = app.createRateLimit({
    max: env.AI_RATE_LIMIT_USER_MAX,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => `ai-user:${request.assistantUserId ?? 'none'}`,
  });
  app.decorateRequest('assistantUserId', null);
  // At onRequest, before the body is read: a route for customers only refuses a visitor before validating anything.
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    request.assistantUserId = token ? ((await sessions.authenticate(token))?.id ?? null) : null;
    if (request.assistantUserId === null) return;
    const limit = await perUser(request);
    if (!limit.isAllowed && limit.isExceeded) {
      throw new AppError('rate_limited', `Too many requests. Please try again in ${limit.ttlInSeconds} seconds.`);
    }
  });

  const perIp = { max: env.AI_RATE_LIMIT_IP_MAX, timeWindow: 60_000 };
  await app.register(chatRoutes, { chat, perIp });
  await app.register(symptomRoutes, { perIp });
  await app.register(recommendationRoutes, { recommendations, perIp });
};
