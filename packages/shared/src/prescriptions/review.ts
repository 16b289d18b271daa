import { CustomerMedicineWarningSchema } from '../assistant/knowledge/customer-medicines-schemas.ts';
import { z } from 'zod';
import { idParam, idSchema, isoDate, text } from '../http/primitives.ts';
import { PATIENT_SEXES } from './analysis.ts';
import { PRESCRIPTION_SOURCES } from './status.ts';

/**
 * Prescription-gated checkout, the pharmacist's review and the ledger (decision 026). Pure rules and
 * contracts: the API enforces them, the web explains them early.
 */

/** Most prescriptions one order may name. */
export const MAX_PRESCRIPTIONS_PER_ORDER = 5;

/** Prescriptions a customer may attach at checkout: read by the analysis, or approved before. */
export const ATTACHABLE_PRESCRIPTION_STATUSES = ['analyzed', 'approved'] as const;

/** Why a pharmacist rejects a line (the list; 'other' needs a text). */
export const REJECTION_REASONS = [
  'illegible',
  'expired',
  'medicine_not_on_prescription',
  'quantity_exceeds_prescription',
  'prescriber_details_missing',
  'patient_name_mismatch',
  'other',
] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];
export const REJECTION_REASON_LABELS: Record<RejectionReason, string> = {
  illegible: 'Illegible',
  expired: 'Expired',
  medicine_not_on_prescription: 'Medicine not on prescription',
  quantity_exceeds_prescription: 'Quantity exceeds prescription',
  prescriber_details_missing: 'Prescriber details missing',
  patient_name_mismatch: 'Patient name mismatch',
  other: 'Other',
};

/**
 * How long a prescription may be dispensed against, from the date written on it (from the upload
 * when no date was read): 6 months for Schedule H and H1 and any other prescription medicine, by
 * our rule (decision 026). Schedule X is never sold online.
 */
export const PRESCRIPTION_VALIDITY_MONTHS = 6;

/** The last day (yyyy-mm-dd) a prescription dated `writtenOn` (yyyy-mm-dd) may be dispensed against. */
export function validUntil(writtenOn: string): string {
  const [y, m, d] = writtenOn.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + PRESCRIPTION_VALIDITY_MONTHS, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

/** Schedule X and narcotic (NDPS) products are never sold online: refused in the cart and at checkout, hidden from the catalogue. */
export function soldOnline(product: { drugSchedule: string; narcotic: boolean }): boolean {
  return product.drugSchedule !== 'X' && !product.narcotic;
}

export const REVIEW_MESSAGES = {
  medicineCheckFirst: (n: number) =>
    `Order #${n} has medicines that interact with the customer's other medicines. Please record that you have reviewed the interactions before approving.`,
  noMedicineCheck: 'This order has no interaction warnings to review.',
  attachPrescription: (name: string) => `${name} needs a prescription. Please attach a prescription to place this order.`,
  notSoldOnline: (name: string) => `${name} cannot be sold online (Schedule X and narcotic medicines need a visit to a pharmacy).`,
  prescriptionNotFound: 'Prescription not found',
  notAttachable: (id: number) =>
    `Prescription ${id} has not been analysed yet. Please wait for its analysis or attach another prescription.`,
  expired: (name: string, until: string) => `Your prescription for ${name} expired on ${until}. Please upload a newer prescription.`,
  quantityExceeded: (name: string, left: number) =>
    left > 0
      ? `Your prescription allows ${left} more of ${name}. Please lower the quantity or upload a new prescription.`
      : `Your prescription for ${name} has been used up. Please upload a new prescription.`,
  registrationRequired: 'Please enter your pharmacist registration number before deciding on prescriptions.',
  everyLine: 'Please decide on every prescription line of this order.',
  notAnOrderLine: 'That line is not a prescription line of this order.',
  medicineNotOnAttached: 'The chosen medicine is not on a prescription attached to this order.',
  otherNeedsText: 'Please describe the reason when you choose Other.',
  reasonRequired: 'Please choose a reason for each rejected line.',
  approved: (n: number) => `Order #${n} is approved and confirmed.`,
  rejected: (n: number) => `Order #${n} is rejected; the customer is told why and refunded.`,
} as const;

/** The status label a customer reads while the pharmacist works. */
export const AWAITING_PRESCRIPTION_LABEL = 'Awaiting prescription verification';

/** One line's decision in POST /api/admin/prescription-reviews/{orderId}/decision. */
export const LineDecisionSchema = z.discriminatedUnion('decision', [
  z
    .object({
      orderItemId: idSchema('orderItemId'),
      decision: z.literal('approve'),
      /** The prescription medicine that covers the line. */
      prescriptionMedicineId: idSchema('prescriptionMedicineId'),
      /** The quantity written on the prescription (units the line may consume), when the reading found none. */
      prescribedQuantity: z
        .number()
        .int()
        .min(1, 'Prescribed quantity must be at least 1')
        .max(1000, 'Prescribed quantity must be at most 1000')
        .optional(),
    })
    .strict(),
  z
    .object({
      orderItemId: idSchema('orderItemId'),
      decision: z.literal('reject'),
      reason: z.enum(REJECTION_REASONS, { message: `reason must be one of ${REJECTION_REASONS.join(', ')}` }),
      reasonText: text('Reason').trim().max(300, 'Reason must be at most 300 characters').optional(),
    })
    .strict(),
]);
export type LineDecision = z.infer<typeof LineDecisionSchema>;

export const ReviewDecisionBodySchema = z
  .object({
    /** The order's version the pharmacist saw: of two pharmacists, the second gets 409. */
    version: z.number().int().min(0).max(2_147_483_647),
    lines: z.array(LineDecisionSchema).min(1, REVIEW_MESSAGES.everyLine).max(50),
  })
  .strict();
export type ReviewDecisionBody = z.infer<typeof ReviewDecisionBodySchema>;

export const PharmacistRegistrationBodySchema = z
  .object({
    registrationNumber: text('Registration number')
      .trim()
      .min(3, 'Registration number must be at least 3 characters')
      .max(40, 'Registration number must be at most 40 characters')
      .regex(/^[A-Za-z0-9/ .-]+$/, 'Registration number may hold letters, digits, spaces, dots, dashes and slashes'),
  })
  .strict();

/** A customer's prescription as checkout offers it, with whether it names the cart's prescription medicines. */
export const CheckoutPrescriptionSchema = z.object({
  id: z.number().int(),
  /** An upload, named by its file, or a doctor's e-prescription, named by its date in the page's language. */
  source: z.enum(PRESCRIPTION_SOURCES),
  originalName: z.string(),
  doctorName: z.string().nullable(),
  prescribedOn: z.string().nullable(),
  createdAt: z.string(),
  status: z.string(),
  medicineNames: z.array(z.string()),
  /** Product ids of the cart this prescription names (matched by the analysis). */
  coversProductIds: z.array(z.number().int()),
  validUntil: z.string(),
  expired: z.boolean(),
});
export type CheckoutPrescription = z.infer<typeof CheckoutPrescriptionSchema>;
export const CheckoutPrescriptionsResponseSchema = z.object({ prescriptions: z.array(CheckoutPrescriptionSchema) });
export type CheckoutPrescriptionsResponse = z.infer<typeof CheckoutPrescriptionsResponseSchema>;

/** What the customer's order page says about the pharmacist's decision. */
export const OrderPrescriptionReviewSchema = z.object({
  prescriptionIds: z.array(z.number().int()),
  rejections: z.array(z.object({ productName: z.string(), reason: z.string() })),
});
export type OrderPrescriptionReview = z.infer<typeof OrderPrescriptionReviewSchema>;

/** The pharmacist's queue row. */
export const ReviewQueueRowSchema = z.object({
  orderId: z.number().int(),
  userOrderNumber: z.number().int(),
  customerName: z.string(),
  placedAt: z.string(),
  paymentMethod: z.string(),
  paymentStatus: z.string(),
  rxLineCount: z.number().int(),
});
export const ReviewQueueResponseSchema = z.object({ orders: z.array(ReviewQueueRowSchema), registrationNumber: z.string().nullable() });
export type ReviewQueueResponse = z.infer<typeof ReviewQueueResponseSchema>;

export const ReviewMedicineSchema = z.object({
  id: z.number().int(),
  nameAsWritten: z.string(),
  strength: z.string().nullable(),
  quantity: z.number().int().nullable(),
  productId: z.number().int().nullable(),
  /** Units still allowed by the ledger (prescribed minus what other orders took); null when no quantity is known yet. */
  remaining: z.number().int().nullable(),
  // What the reader read, for the pharmacist to check and correct beside the image (issue 24).
  dose: z.string().nullable(),
  frequency: z.string().nullable(),
  durationDays: z.number().int().nullable(),
  /** The catalogue match's confidence, 0..1. */
  confidence: z.number(),
  /** What OCR read when the reader corrected the name. */
  readAs: z.string().nullable(),
  /** name_corrected, strength_disagrees, unclear. */
  flags: z.array(z.string()),
  /** Fields a pharmacist has corrected. */
  corrected: z.array(z.string()),
});
export const ReviewPrescriptionSchema = z.object({
  id: z.number().int(),
  originalName: z.string(),
  contentType: z.string().nullable(),
  doctorName: z.string().nullable(),
  doctorRegistrationNumber: z.string().nullable(),
  patientName: z.string().nullable(),
  /** As the prescription writes it ('34 years'); the pharmacist checks doses against it. */
  patientAge: z.string().nullable(),
  /** M, F or O (other). */
  patientSex: z.enum(PATIENT_SEXES).nullable(),
  prescribedOn: z.string().nullable(),
  validUntil: z.string(),
  expired: z.boolean(),
  /** The authorised, audit-logged file route (null for an e-prescription). */
  fileUrl: z.string().nullable(),
  medicines: z.array(ReviewMedicineSchema),
});
export const ReviewLineSchema = z.object({
  orderItemId: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  quantity: z.number().int(),
  requiresPrescription: z.boolean(),
  drugSchedule: z.string(),
  /** The medicine the analysis matched to this product, suggested to the pharmacist. */
  suggestedMedicineId: z.number().int().nullable(),
});
/** What the check across the customer's medicines found, and whether a pharmacist has recorded reviewing it. */
export const ReviewMedicineCheckSchema = z.object({
  warnings: z.array(CustomerMedicineWarningSchema),
  reviewedAt: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  note: z.string().nullable(),
});
export type ReviewMedicineCheck = z.infer<typeof ReviewMedicineCheckSchema>;

/** POST /api/admin/prescription-reviews/:orderId/medicine-check: the pharmacist has reviewed the interactions (an optional note). */
export const MedicineCheckReviewBodySchema = z
  .object({ note: z.string().trim().max(500, 'The note can be at most 500 characters').optional() })
  .strict();
export type MedicineCheckReviewBody = z.infer<typeof MedicineCheckReviewBodySchema>;

export const ReviewDetailSchema = z.object({
  orderId: z.number().int(),
  userOrderNumber: z.number().int(),
  version: z.number().int(),
  status: z.string(),
  customerName: z.string(),
  placedAt: z.string(),
  lines: z.array(ReviewLineSchema),
  prescriptions: z.array(ReviewPrescriptionSchema),
  /** The order's medicines against the customer's other medicines (issue 23); null when nothing interacts. */
  medicineCheck: ReviewMedicineCheckSchema.nullable(),
});
export type ReviewDetail = z.infer<typeof ReviewDetailSchema>;
export const ReviewDecisionResponseSchema = z.object({ success: z.literal(true), message: z.string(), status: z.string() });
export type ReviewDecisionResponse = z.infer<typeof ReviewDecisionResponseSchema>;

/** GET /api/admin/prescription-register.csv: the Schedule H1 register between two India days, inclusive (at most a year). */
export const RegisterExportQuerySchema = z
  .object({ from: isoDate('From'), to: isoDate('To') })
  .strict()
  .refine((q) => q.from <= q.to, { message: 'From must not be after To', path: ['to'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 366 * 24 * 60 * 60 * 1000, {
    message: 'The range must be at most 366 days',
    path: ['to'],
  });

export const ReviewParamsSchema = z.object({ orderId: idParam('orderId', 'Order not found') });
export const ReviewFileParamsSchema = z.object({
  orderId: idParam('orderId', 'Order not found'),
  prescriptionId: idParam('prescriptionId', 'Prescription not found'),
});

/** GET /api/checkout/prescriptions?productIds=1,2: the cart's prescription products, to suggest the prescriptions naming them. */
export const CheckoutPrescriptionsQuerySchema = z
  .object({
    productIds: z
      .string()
      .max(600, 'productIds must be at most 50 ids')
      .regex(/^\d{1,10}(,\d{1,10}){0,49}$/, 'productIds must be a comma-separated list of ids')
      .transform((s) => s.split(',').map(Number))
      .optional(),
  })
  .strict();
export const PharmacistRegistrationResponseSchema = z.object({ success: z.literal(true), registrationNumber: z.string() });
