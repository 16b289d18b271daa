import { recommendationFor, summaryLines, type SymptomAnalysisResponse } from '@dawa/shared/assistant/intake/analysis';
import { inEnglish } from '@dawa/shared/assistant/answer-english';
import type { SymptomIntake } from '@dawa/shared/assistant/intake/intake';
import { ASSISTANT_MESSAGES } from '@dawa/shared/assistant/messages';
import { emergencyAdvice } from '@dawa/shared/assistant/triage/emergency-advice';
import type { TriageLog } from './triage-log.ts';

const YES = /(^|[^\p{L}])(yes|y|haan|han|हां|हाँ)([^\p{L}]|$)/iu;

/**
 * The guided intake's analysis (POST /api/ai/symptoms-analysis): triage over every answer again (the
 * route may be called without the page's state machine), then the offline recommendation and summary.
 */
export function analyseIntake(intake: SymptomIntake, triageLog: TriageLog): SymptomAnalysisResponse {
  const common = { label: ASSISTANT_MESSAGES.notMedicalAdvice, disclaimer: ASSISTANT_MESSAGES.disclaimer } as const;
  const answers = [intake.primarySymptom, intake.duration, ...intake.additionalSymptoms, ...intake.chronicConditions];
  for (const answer of answers) {
    const flagged = triageLog(answer, 'symptoms-analysis');
    if (flagged.emergency) {
      const { category } = flagged;
      return { ...common, status: 'emergency', analysis: [emergencyAdvice(category)], lines: null, recommendation: null, category };
    }
  }
  const redFlag = triageLog(intake.redFlags, 'symptoms-analysis', 'red_flag_answer');
  if (redFlag.emergency || YES.test(intake.redFlags)) {
    const category = redFlag.emergency ? redFlag.category : 'other';
    return { ...common, status: 'emergency', analysis: [emergencyAdvice(category)], lines: null, recommendation: null, category };
  }
  const recommendation = recommendationFor(intake);
  const lines = summaryLines(intake, recommendation);
  return { ...common, status: 'ok', analysis: lines.map(inEnglish), lines, recommendation, category: null };
}
