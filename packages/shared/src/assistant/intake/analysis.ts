import { z } from 'zod';
import { ASSISTANT_MESSAGES } from '../messages.ts';
import { TRIAGE_CATEGORIES } from '../triage/rules.ts';
import { TriageAnswerSchema, toTriageAnswer, type TriageAnswer } from '../triage/answer.ts';
import { assessTriage } from '../triage/assess.ts';
import { AssistantTextSchema, inner, say, type AssistantText, type AssistantTextCode } from '../answer-texts.ts';
import type { SymptomIntake } from './intake.ts';

/**
 * The offline analysis of a completed intake: a recommendation from plain thresholds (severity,
 * duration, age, long-term conditions) and a summary of at most 6 lines (spec: storefront §9).
 * It names no diagnosis and no medicine: the symptom checker suggests products, a doctor diagnoses.
 */

export const RECOMMENDATIONS = ['self_care', 'doctor_soon', 'doctor_today'] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];

export const MAX_SUMMARY_LINES = 6;

const UNIT_DAYS: [RegExp, number][] = [
  [/^(hours?|hrs?|ghante|ghanta|घंटे)$/, 1 / 24],
  [/^(days?|din|दिन)$/, 1],
  [/^(weeks?|wks?|hafte|hafta|हफ्ते|सप्ताह)$/, 7],
  [/^(months?|mahine|mahina|महीने|महीना)$/, 30],
  [/^(years?|yrs?|saal|sal|साल)$/, 365],
];

/** Days in a duration such as '3 days', '2 weeks', 'a month', 'since yesterday'; null when it cannot be read. */
export function durationInDays(duration: string): number | null {
  const text = duration.toLowerCase();
  if (/\b(today|this morning|aaj|few hours)\b/.test(text)) return 0.5;
  if (/\b(yesterday|kal)\b/.test(text)) return 1;
  const match = /(\d+(?:\.\d+)?|a|an|one|two|three|four|five|six|seven|ten)\s*([\p{L}]+)/u.exec(text);
  if (!match) return null;
  const words: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, ten: 10 };
  const count = words[match[1] ?? ''] ?? Number(match[1]);
  const unit = UNIT_DAYS.find(([pattern]) => pattern.test(match[2] ?? ''));
  return unit ? count * unit[1] : null;
}

/** How soon a doctor should see this person, from the intake alone. */
export function recommendationFor(intake: SymptomIntake): Recommendation {
  const days = durationInDays(intake.duration);
  // Very severe symptoms, or moderate ones in the very young or very old, should not wait.
  if (intake.severity >= 8) return 'doctor_today';
  if ((intake.age <= 2 || intake.age >= 75) && intake.severity >= 5) return 'doctor_today';
  if (intake.severity >= 5) return 'doctor_soon';
  if (days !== null && days > 7) return 'doctor_soon';
  if (intake.chronicConditions.length > 0 || intake.age >= 65 || intake.age <= 2) return 'doctor_soon';
  if (intake.additionalSymptoms.length >= 3) return 'doctor_soon';
  return 'self_care';
}

/** The intake's answers as one description, so the protocols read them as they read a message. */
export function intakeDescription(intake: SymptomIntake): string {
  const parts = [
    `${intake.primarySymptom} for ${intake.duration}`,
    `age ${intake.age}`,
    ...intake.additionalSymptoms,
    ...intake.chronicConditions.map((condition) => `known ${condition}`),
  ];
  return parts.join('. ');
}

/** The intake's urgency: the protocols over its answers, raised (never lowered) by the severity and age thresholds. */
export function intakeTriage(intake: SymptomIntake): TriageAnswer {
  return toTriageAnswer(assessTriage(intakeDescription(intake)), recommendationFor(intake));
}

type SelfCareId = AssistantTextCode extends infer C ? (C extends `selfCare.${infer Id}` ? Id : never) : never;

// Self-care that is safe for anyone, by the words of the main symptom; no medicine is named here.
// The tips' words are the assistant catalogue's `answer.selfCare.<id>`.
const SELF_CARE: [RegExp, SelfCareId][] = [
  [/fever|temperature|bukhar|बुखार/, 'fever'],
  [/cough|khansi|खांसी/, 'cough'],
  [/cold|runny|sneez|nose|zukam|sardi|जुकाम|सर्दी/, 'cold'],
  [/throat|gala|गला/, 'throat'],
  [/head ?ache|headache|migraine|sar ?dard|सिर/, 'headache'],
  [
    /acid|heartburn|gas|bloat|indigestion|jalan|जलन/,
    'acidity',
  ],
  [/diarrh|loose|motion|dast|दस्त/, 'diarrhoea'],
  [/vomit|nausea|ulti|उल्टी/, 'vomiting'],
  [/constipat|kabz|कब्ज/, 'constipation'],
  [/rash|itch|khujli|खुजली|allerg/, 'skin'],
  [/pain|ache|dard|दर्द/, 'pain'],
];

/**
 * The summary lines of an analysis as codes, at most 6, ending with the recommendation. The
 * person's own answers (the symptom, the duration) are values kept as they wrote them.
 */
export function summaryLines(intake: SymptomIntake, recommendation: Recommendation): AssistantText[] {
  const lines = [
    say('analysis.main', { symptom: intake.primarySymptom, duration: intake.duration, severity: intake.severity }),
    intake.additionalSymptoms.length > 0 ? say('analysis.others', { symptoms: intake.additionalSymptoms.join(', ') }) : say('analysis.noOthers'),
    intake.chronicConditions.length > 0
      ? say('analysis.conditions', { conditions: intake.chronicConditions.join(', ') })
      : say('analysis.noConditions'),
  ];
  const words = [intake.primarySymptom, ...intake.additionalSymptoms].join(' ').toLowerCase();
  const tip = SELF_CARE.find(([pattern]) => pattern.test(words));
  if (tip) lines.push(say('analysis.tip', { tip: inner(`selfCare.${tip[1]}`) }));
  lines.push(say('analysis.seeSooner'));
  lines.push(say('analysis.recommendation', { recommendation: inner(`recommendation.${recommendation}`) }));
  return lines.slice(0, MAX_SUMMARY_LINES);
}

export const SymptomAnalysisResponseSchema = z.object({
  status: z.enum(['ok', 'emergency']),
  /** The summary (at most 6 lines, in English), or the emergency advice as one line. */
  analysis: z.array(z.string()).max(MAX_SUMMARY_LINES),
  /** The summary's lines as codes for the page's language (decision 040); null for the emergency advice. */
  lines: z.array(AssistantTextSchema).max(MAX_SUMMARY_LINES).nullable(),
  recommendation: z.enum(RECOMMENDATIONS).nullable(),
  /** The emergency's category, so the page words the advice in its language (decision 040); null when none. */
  category: z.enum(TRIAGE_CATEGORIES).nullable(),
  disclaimer: z.string(),
  label: z.literal(ASSISTANT_MESSAGES.notMedicalAdvice),
  /** The urgency, shown first (issue 22): the protocols' level over the answers, raised by severity and age. */
  triage: TriageAnswerSchema,
});
export type SymptomAnalysisResponse = z.infer<typeof SymptomAnalysisResponseSchema>;
