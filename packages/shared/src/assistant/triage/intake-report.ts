import { z } from 'zod';
import { INTAKE_STEPS } from '../intake/intake.ts';
import { INTAKE_YES_RULE_ID, TRIAGE_CATEGORIES, TRIAGE_RULES } from './rules.ts';

const KNOWN_RULE_IDS = new Set([INTAKE_YES_RULE_ID, ...TRIAGE_RULES.map((rule) => rule.id)]);

/**
 * POST /api/ai/intake-red-flag: the guided intake runs in the browser (its steps need no server), so
 * when triage ends it there the page reports which rule fired, for the same log line as the server's
 * own triage. The answer itself is health data and is never sent.
 */
export const IntakeRedFlagReportSchema = z
  .object({
    ruleId: z
      .string()
      .max(80)
      .refine((id) => KNOWN_RULE_IDS.has(id), 'Unknown triage rule.'),
    category: z.enum(TRIAGE_CATEGORIES),
    rulesVersion: z.string().min(1).max(40),
    step: z.enum(INTAKE_STEPS),
  })
  .strict();
export type IntakeRedFlagReport = z.infer<typeof IntakeRedFlagReportSchema>;
