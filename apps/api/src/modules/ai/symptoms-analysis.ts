import { intakeTriage, summaryLines, type SymptomAnalysisResponse } from '@dawa/shared/assistant/intake/analysis';
import { toTriageAnswer } from '@dawa/shared/assistant/triage/answer';
import { assessTriage } from '@dawa/shared/assistant/triage/assess';
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
      const triage = toTriageAnswer(assessTriage(answer));
      return { ...common, status: 'emergency', analysis: [emergencyAdvice(category)], lines: null, recommendation: null, category, triage };
    }
  }
  const redFlag = triageLog(intake.redFlags, 'symptoms-analysis', 'red_flag_answer');
  if (redFlag.emergency || YES.test(intake.redFlags)) {
    const category = redFlag.emergency ? redFlag.category : 'other';
    const triage = toTriageAnswer(assessTriage(intake.redFlags), 'emergency');
    return { ...common, status: 'emergency', analysis: [emergencyAdvice(category)], lines: null, recommendation: null, category, triage };
  }
  // The protocols read the answers together; a protocol's emergency (a red flag in words the
  // message layer does not list) is an emergency here too.
  const triage = intakeTriage(intake);
  if (triage.level === 'emergency') {
    return { ...common, status: 'emergency', analysis: [emergencyAdvice('other')], lines: null, recommendation: null, category: 'other', triage };
  }
  const recommendation = triage.level;
  const lines = summaryLines(intake, recommendation);
  return { ...common, status: 'ok', analysis: lines.map(inEnglish), lines, recommendation, category: null, triage };
}
