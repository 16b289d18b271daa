import { z } from 'zod';

/**
 * The four urgency levels of a symptom answer (issue 22), most urgent first:
 * emergency — call 108/112 or go to the emergency department now;
 * doctor_today — see a doctor in person today (urgent care);
 * doctor_soon — book a doctor within 1-3 days (an online consultation is fine);
 * self_care — pharmacy and home care, with when to get help.
 */
export const URGENCY_LEVELS = ['emergency', 'doctor_today', 'doctor_soon', 'self_care'] as const;
export type UrgencyLevel = (typeof URGENCY_LEVELS)[number];
export const UrgencyLevelSchema = z.enum(URGENCY_LEVELS);

const RANK: Record<UrgencyLevel, number> = { emergency: 3, doctor_today: 2, doctor_soon: 1, self_care: 0 };

export const isMoreUrgent = (a: UrgencyLevel, b: UrgencyLevel) => RANK[a] > RANK[b];
export const mostUrgent = (levels: readonly UrgencyLevel[]): UrgencyLevel =>
  levels.reduce<UrgencyLevel>((best, level) => (isMoreUrgent(level, best) ? level : best), 'self_care');
