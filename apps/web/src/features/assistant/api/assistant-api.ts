import type { UiLanguage } from '@dawa/shared/i18n/languages';
import type {
  ChatHistoryEntry,
  ChatReply,
  RecommendationsBody,
  RecommendationsResponse,
  SymptomCheckResponse,
} from '@dawa/shared/assistant/chat';
import type { SymptomAnalysisResponse } from '@dawa/shared/assistant/intake/analysis';
import type { SymptomIntake } from '@dawa/shared/assistant/intake/intake';
import type { IntakeRedFlagReport } from '@dawa/shared/assistant/triage/intake-report';
import { assistantApiPaths } from '@/config/assistant-api-paths';
import { apiRequest } from '@/lib/api-client';
import { getSessionUser } from '@/lib/auth/session';

const chatSchemas = () => import('@dawa/shared/assistant/chat');

/** POST /api/ai/chat; a signed-in customer's token goes along (their orders), a visitor asks without. */
export function sendChat(message: string, history: ChatHistoryEntry[], language: UiLanguage, signal?: AbortSignal): Promise<ChatReply> {
  return apiRequest(assistantApiPaths.chat(), {
    method: 'POST',
    json: { message, history, language },
    schema: () => chatSchemas().then((m) => m.ChatReplySchema),
    auth: getSessionUser() !== null,
    signal,
  });
}

/** POST /api/ai/symptoms-analysis with a completed intake. */
export function analyseSymptoms(intake: SymptomIntake): Promise<SymptomAnalysisResponse> {
  return apiRequest(assistantApiPaths.symptomsAnalysis(), {
    method: 'POST',
    json: intake,
    schema: () => import('@dawa/shared/assistant/intake/analysis').then((m) => m.SymptomAnalysisResponseSchema),
  });
}

/** POST /api/ai/intake-red-flag: which rule ended the intake, for the server's triage log (never the answer). */
export function reportIntakeRedFlag(report: IntakeRedFlagReport): Promise<void> {
  return apiRequest(assistantApiPaths.intakeRedFlag(), { method: 'POST', json: report });
}

/** POST /api/ai/symptom-checker. */
export function checkSymptoms(symptoms: string, language: UiLanguage): Promise<SymptomCheckResponse> {
  return apiRequest(assistantApiPaths.symptomChecker(), {
    method: 'POST',
    json: { symptoms, language },
    schema: () => chatSchemas().then((m) => m.SymptomCheckResponseSchema),
  });
}

/** POST /api/ai/recommendations (signed in). */
export function fetchRecommendations(body: RecommendationsBody): Promise<RecommendationsResponse> {
  return apiRequest(assistantApiPaths.recommendations(), {
    method: 'POST',
    json: body,
    auth: true,
    schema: () => chatSchemas().then((m) => m.RecommendationsResponseSchema),
  });
}
