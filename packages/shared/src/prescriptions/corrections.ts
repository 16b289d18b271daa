import { z } from 'zod';
import { isoDate, text } from '../http/primitives.ts';
import { PATIENT_SEXES } from './analysis.ts';
import { AGE_UNITS } from './patient-age.ts';

/**
 * The pharmacist's correction loop (issue 24): any field the reader read can be corrected from the
 * Prescription Queue; the corrected value is what the ledger and the Schedule H1 register use, and
 * the corrections measure the reader against what pharmacists approved.
 */

export const MEDICINE_FIELDS = ['nameAsWritten', 'strength', 'dose', 'frequency', 'durationDays', 'quantity', 'productId'] as const;
export type MedicineField = (typeof MEDICINE_FIELDS)[number];
export const PRESCRIPTION_FIELDS = ['doctorName', 'doctorRegistrationNumber', 'prescribedOn', 'patientName', 'patientAge', 'patientSex'] as const;
export type PrescriptionField = (typeof PRESCRIPTION_FIELDS)[number];
export const CORRECTABLE_FIELDS = [...PRESCRIPTION_FIELDS, ...MEDICINE_FIELDS] as const;
export type CorrectableField = (typeof CORRECTABLE_FIELDS)[number];

export const CORRECTION_MESSAGES = {
  nothingToCorrect: 'Please change at least one field.',
  medicineNotFound: 'That medicine is not on a prescription of this order.',
  prescriptionNotFound: 'That prescription is not attached to this order.',
  productNotFound: 'The chosen product does not exist.',
  corrected: (n: number) => (n === 1 ? '1 field corrected.' : `${n} fields corrected.`),
} as const;

const shortText = (label: string, max: number) => text(label).trim().min(1, `${label} must not be empty`).max(max, `${label} must be at most ${max} characters`);

export const MedicineCorrectionBodySchema = z
  .object({
    nameAsWritten: shortText('Name', 120).optional(),
    strength: shortText('Strength', 40).nullable().optional(),
    dose: shortText('Dose', 40).nullable().optional(),
    /** OD, BD, TDS, QID, HS, SOS, weekly or a pattern such as 1-0-1. */
    frequency: shortText('Frequency', 40).nullable().optional(),
    durationDays: z.number().int().min(1, 'Duration must be at least 1 day').max(365, 'Duration must be at most 365 days').nullable().optional(),
    quantity: z.number().int().min(1, 'Quantity must be at least 1').max(1000, 'Quantity must be at most 1000').nullable().optional(),
    productId: z.number().int().positive().nullable().optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: CORRECTION_MESSAGES.nothingToCorrect });
export type MedicineCorrectionBody = z.infer<typeof MedicineCorrectionBodySchema>;

export const PATIENT_AGE_MESSAGES = {
  range: 'Age must be a whole number from 0 to 120',
  unit: 'Age must be in years, months or days',
  sex: 'Sex must be female, male or other',
} as const;

/** A corrected age, as a count and its unit (patient-age.ts); stored as the reader writes it ('34 years', '1 month'). */
export const PatientAgeSchema = z
  .object({
    count: z.number({ error: PATIENT_AGE_MESSAGES.range }).int(PATIENT_AGE_MESSAGES.range).min(0, PATIENT_AGE_MESSAGES.range).max(120, PATIENT_AGE_MESSAGES.range),
    unit: z.enum(AGE_UNITS, { error: PATIENT_AGE_MESSAGES.unit }),
  })
  .strict();

export const PatientSexSchema = z.enum(PATIENT_SEXES, { error: PATIENT_AGE_MESSAGES.sex });

export const PrescriptionCorrectionBodySchema = z
  .object({
    doctorName: shortText('Doctor', 120).nullable().optional(),
    doctorRegistrationNumber: shortText('Registration number', 40).nullable().optional(),
    prescribedOn: isoDate('Date').nullable().optional(),
    patientName: shortText('Patient', 120).nullable().optional(),
    patientAge: PatientAgeSchema.nullable().optional(),
    /** A code (M, F, O); the screens translate it. */
    patientSex: PatientSexSchema.nullable().optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: CORRECTION_MESSAGES.nothingToCorrect });
export type PrescriptionCorrectionBody = z.infer<typeof PrescriptionCorrectionBodySchema>;

export const CorrectionResponseSchema = z.object({ success: z.literal(true), message: z.string(), corrected: z.array(z.enum(CORRECTABLE_FIELDS)) });
export type CorrectionResponse = z.infer<typeof CorrectionResponseSchema>;

/** GET /api/admin/prescription-reading-accuracy: per month (India time) and field, of lines pharmacists approved. */
export const ReadingAccuracyResponseSchema = z.object({
  months: z.array(
    z.object({
      month: z.string(),
      /** Medicines approved that month (the denominator of the medicine fields). */
      approvedMedicines: z.number().int(),
      approvedPrescriptions: z.number().int(),
      fields: z.array(z.object({ field: z.enum(CORRECTABLE_FIELDS), corrected: z.number().int(), accuracy: z.number().min(0).max(1) })),
    }),
  ),
});
export type ReadingAccuracyResponse = z.infer<typeof ReadingAccuracyResponseSchema>;
