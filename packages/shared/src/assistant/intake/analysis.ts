import { z } from 'zod';
import { ASSISTANT_MESSAGES } from '../messages.ts';
import type { SymptomIntake } from './intake.ts';

/**
 * The offline analysis of a completed intake: a recommendation from plain thresholds (severity,
 * duration, age, long-term conditions) and a summary of at most 6 lines (spec: storefront §9).
 * It names no diagnosis and no medicine: the symptom checker suggests products, a doctor diagnoses.
 */

export const RECOMMENDATIONS = ['self_care', 'doctor_soon', 'doctor_today'] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];

export const RECOMMENDATION_TEXT: Record<Recommendation, string> = {
  self_care: 'Self-care at home should be enough for now.',
  doctor_soon: 'See a doctor soon (within the next day or two).',
  doctor_today: 'See a doctor today.',
};

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

// Self-care that is safe for anyone, by the words of the main symptom; no medicine is named here.
const SELF_CARE: [RegExp, string][] = [
  [/fever|temperature|bukhar|बुखार/, 'Rest, drink plenty of fluids and wear light clothes; check your temperature every few hours.'],
  [/cough|khansi|खांसी/, 'Drink warm fluids, try steam inhalation and avoid smoke and dust.'],
  [/cold|runny|sneez|nose|zukam|sardi|जुकाम|सर्दी/, 'Rest, drink warm fluids and try steam inhalation or saline nose drops.'],
  [/throat|gala|गला/, 'Gargle with warm salt water and drink warm fluids.'],
  [/head ?ache|headache|migraine|sar ?dard|सिर/, 'Rest in a quiet, dark room, drink water and limit screen time.'],
  [
    /acid|heartburn|gas|bloat|indigestion|jalan|जलन/,
    'Eat smaller meals, avoid spicy and oily food, and do not lie down for 2 hours after eating.',
  ],
  [/diarrh|loose|motion|dast|दस्त/, 'Drink oral rehydration solution (ORS) after every loose stool and eat light food.'],
  [/vomit|nausea|ulti|उल्टी/, 'Take small sips of water or ORS often, and eat light food once the vomiting settles.'],
  [/constipat|kabz|कब्ज/, 'Drink more water and eat more fibre (fruit, vegetables, whole grains); keep active.'],
  [/rash|itch|khujli|खुजली|allerg/, 'Keep the skin cool and dry, avoid scratching and anything that set it off.'],
  [/pain|ache|dard|दर्द/, 'Rest the painful part and use a warm or cold compress.'],
];

/** The summary lines of an analysis, at most 6, ending with the recommendation. */
export function summaryLines(intake: SymptomIntake, recommendation: Recommendation): string[] {
  const lines = [
    `Main symptom: ${intake.primarySymptom}, for ${intake.duration}, severity ${intake.severity}/10.`,
    intake.additionalSymptoms.length > 0 ? `Other symptoms: ${intake.additionalSymptoms.join(', ')}.` : 'No other symptoms reported.',
    intake.chronicConditions.length > 0
      ? `Long-term conditions: ${intake.chronicConditions.join(', ')} (tell the doctor or pharmacist about them).`
      : 'No long-term conditions reported.',
  ];
  const words = [intake.primarySymptom, ...intake.additionalSymptoms].join(' ').toLowerCase();
  const tip = SELF_CARE.find(([pattern]) => pattern.test(words));
  if (tip) lines.push(`What may help: ${tip[1]}`);
  lines.push('See a doctor sooner if it gets worse, new symptoms appear or it does not improve in 3 days.');
  lines.push(`Recommendation: ${RECOMMENDATION_TEXT[recommendation]}`);
  return lines.slice(0, MAX_SUMMARY_LINES);
}

export const SymptomAnalysisResponseSchema = z.object({
  status: z.enum(['ok', 'emergency']),
  /** The summary (at most 6 lines), or the emergency advice as one line. */
  analysis: z.array(z.string()).max(MAX_SUMMARY_LINES),
  recommendation: z.enum(RECOMMENDATIONS).nullable(),
  disclaimer: z.string(),
  label: z.literal(ASSISTANT_MESSAGES.notMedicalAdvice),
});
export type SymptomAnalysisResponse = z.infer<typeof SymptomAnalysisResponseSchema>;
