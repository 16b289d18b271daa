import { z } from 'zod';
import { CustomerMedicineWarningSchema, type CustomerMedicineWarning } from '../assistant/knowledge/customer-medicines-schemas.ts';
import { CartSafetyWarningSchema, type CartSafetyWarning } from '../assistant/knowledge/schemas.ts';
import { idSchema, text } from '../http/primitives.ts';
import { SCHEDULE_MESSAGES } from './doctor-schedule.ts';

/**
 * The e-prescription form's check while the doctor writes (issue 23, item 4): the draft's medicines
 * against each other (the cart's checker) and against the patient's other medicines. It only warns:
 * it never changes a dose and never stops the doctor from issuing.
 */

const draftField = (label: string) =>
  text(label, `${label} must be text`).trim().max(100, `${label} must be at most 100 characters`).optional();

/** One draft line: the medicine, and dose and frequency as far as they are written (they count the daily total). */
export const EPrescriptionDraftLineSchema = z
  .object({
    productId: idSchema('Medicine'),
    dose: draftField('Dose'),
    frequency: draftField('Frequency'),
    duration: draftField('Duration'),
  })
  .strict();

/** POST /api/admin/schedule/:id/e-prescription/check */
export const EPrescriptionCheckBodySchema = z
  .object({
    medicines: z
      .array(EPrescriptionDraftLineSchema, SCHEDULE_MESSAGES.medicinesRequired)
      .min(1, SCHEDULE_MESSAGES.medicinesRequired)
      .max(20, 'At most 20 medicines'),
  })
  .strict();
export type EPrescriptionCheckBody = z.infer<typeof EPrescriptionCheckBodySchema>;

/** How much a warning matters: serious is a contraindicated or avoid interaction, shown first and prominently. */
export const PrescribingPrioritySchema = z.enum(['serious', 'caution', 'note']);
export type PrescribingPriority = z.infer<typeof PrescribingPrioritySchema>;

/** What the doctor may do about it, as a code the web words (the knowledge base's own advice follows in English). */
export const PrescribingActionSchema = z.enum([
  'avoid_combination',
  'review_combination',
  'monitor',
  'choose_one',
  'review_duplicate',
  'review_dose',
]);
export type PrescribingAction = z.infer<typeof PrescribingActionSchema>;

const common = { priority: PrescribingPrioritySchema, action: PrescribingActionSchema };

/** A warning about the draft itself (`draft`) or about a draft line and the patient's other medicines (`patient`). */
export const PrescribingWarningSchema = z.discriminatedUnion('scope', [
  z.object({ ...common, scope: z.literal('draft'), warning: CartSafetyWarningSchema }),
  z.object({ ...common, scope: z.literal('patient'), warning: CustomerMedicineWarningSchema }),
]);
export type PrescribingWarning = z.infer<typeof PrescribingWarningSchema>;

export const EPrescriptionCheckResponseSchema = z.object({ warnings: z.array(PrescribingWarningSchema) });
export type EPrescriptionCheckResponse = z.infer<typeof EPrescriptionCheckResponseSchema>;

const PRIORITY_RANK: Record<PrescribingPriority, number> = { serious: 0, caution: 1, note: 2 };

function ofInteraction(severity: 'severe' | 'moderate' | 'minor'): { priority: PrescribingPriority; action: PrescribingAction } {
  if (severity === 'severe') return { priority: 'serious', action: 'avoid_combination' };
  if (severity === 'moderate') return { priority: 'caution', action: 'review_combination' };
  return { priority: 'note', action: 'monitor' };
}

function ofDraft(w: CartSafetyWarning): { priority: PrescribingPriority; action: PrescribingAction } {
  switch (w.code) {
    case 'interaction':
      return ofInteraction(w.severity);
    case 'same_salt':
      return { priority: 'caution', action: 'choose_one' };
    case 'same_class':
      return { priority: 'caution', action: 'review_duplicate' };
    case 'over_max_daily_dose':
      return { priority: 'caution', action: 'review_dose' };
  }
}

function ofPatient(w: CustomerMedicineWarning): { priority: PrescribingPriority; action: PrescribingAction } {
  return w.code === 'interaction' ? ofInteraction(w.severity) : { priority: 'caution', action: 'review_duplicate' };
}

/** Both checks' findings in one list, most serious first (the order within a priority is the checkers' own). */
export function prescribingWarnings(
  draft: readonly CartSafetyWarning[],
  patient: readonly CustomerMedicineWarning[],
): PrescribingWarning[] {
  const all: PrescribingWarning[] = [
    ...draft.map((warning) => ({ ...ofDraft(warning), scope: 'draft' as const, warning })),
    ...patient.map((warning) => ({ ...ofPatient(warning), scope: 'patient' as const, warning })),
  ];
  return all
    .map((w, index) => ({ w, index }))
    .sort((x, y) => PRIORITY_RANK[x.w.priority] - PRIORITY_RANK[y.w.priority] || x.index - y.index)
    .map(({ w }) => w);
}
