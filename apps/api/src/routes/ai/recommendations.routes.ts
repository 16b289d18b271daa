import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RecommendationsBodySchema, RecommendationsResponseSchema } from '@dawa/shared/assistant/chat';
import { authenticationRequired } from '../../lib/app-error.ts';
import type { RecommendationsService } from '../../modules/ai/recommendations.service.ts';
import { bearerAuth, errorResponses } from '../auth/route-options.ts';

/** POST /api/ai/recommendations: a signed-in customer's refills due and products that fit their profile. */
export const recommendationRoutes: FastifyPluginAsyncZod<{ recommendations: RecommendationsService; perIp: RateLimitOptions }> = async (
  app,
  { recommendations, perIp },
) => {
  app.post(
    '/recommendations',
    {
      config: { rateLimit: perIp },
      // The AI module's onRequest hook found the customer; a visitor is refused before the body is validated.
      onRequest: async (request) => {
        if (!request.assistantUserId) throw authenticationRequired();
      },
      schema: {
        tags: ['ai'],
        security: bearerAuth,
        summary:
          'Personalised recommendations: refills due from my past orders, products for my profile (never an allergen or a salt I already take)',
        body: RecommendationsBodySchema,
        response: { 200: RecommendationsResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const userId = request.assistantUserId;
      if (!userId) throw authenticationRequired();
      void reply.header('cache-control', 'no-store');
      return recommendations.recommend(userId, request.body);
    },
  );
};
