import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SymptomCheckBodySchema, SymptomCheckResponseSchema } from '@dawa/shared/assistant/chat';
import { SymptomAnalysisResponseSchema } from '@dawa/shared/assistant/intake/analysis';
import { SymptomIntakeSchema } from '@dawa/shared/assistant/intake/intake';
import { IntakeRedFlagReportSchema } from '@dawa/shared/assistant/triage/intake-report';
import { analyseIntake } from '../../modules/ai/symptoms-analysis.ts';
import { checkSymptoms } from '../../modules/ai/symptom-checker.ts';
import { loggedTriage, logIntakeRedFlag } from '../../modules/ai/triage-log.ts';
import { errorResponses } from '../auth/route-options.ts';

/** The guided intake's analysis and the symptom checker (anyone). */
export const symptomRoutes: FastifyPluginAsyncZod<{ perIp: RateLimitOptions }> = async (app, { perIp }) => {
  app.post(
    '/symptoms-analysis',
    {
      config: { rateLimit: perIp },
      schema: {
        tags: ['ai'],
        summary: 'A completed guided intake → emergency advice, or a summary of at most 6 lines with a recommendation',
        body: SymptomIntakeSchema,
        response: { 200: SymptomAnalysisResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => analyseIntake(request.body, loggedTriage(request.log)),
  );
  app.post(
    '/symptom-checker',
    {
      config: { rateLimit: perIp },
      schema: {
        tags: ['ai'],
        summary: 'Free-text symptoms → over-the-counter products of our catalogue with why each fits, and when to see a doctor',
        body: SymptomCheckBodySchema,
        response: { 200: SymptomCheckResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => checkSymptoms(app.database.db, request.body.symptoms, loggedTriage(request.log), request.body.language),
  );
  app.post(
    '/intake-red-flag',
    {
      config: { rateLimit: perIp },
      schema: {
        tags: ['ai'],
        summary: "The rule that ended a guided intake in the browser with emergency advice, for the triage log (never the answer's text)",
        body: IntakeRedFlagReportSchema,
        response: { 204: z.null(), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      logIntakeRedFlag(request.log, request.body);
      return reply.code(204).send(null);
    },
  );
};
