import { z } from 'zod';
import { DOCUMENT_READING_METHODS } from './status.ts';

/**
 * The contract between the document reader/parser (reading/ in the API) and everything that shows or
 * stores an analysis (prescriptions routes, jobs and web pages). Pure shapes: the parser and matcher
 * live beside this file and produce values of these types.
 */

// The reader's methods and the accepted content types are the prescription's own vocabulary (status.ts).
export type { DocumentReadingMethod as ReadingMethod, PrescriptionContentType } from './status.ts';

/** Normalised frequencies; anything else is a pattern such as '1-0-1' or '1/2-0-1/2'. */
export const NAMED_FREQUENCIES = ['OD', 'BD', 'TDS', 'QID', 'HS', 'SOS', 'weekly'] as const;

/** A patient's sex as prescription pads write it: male, female, other. */
export const PATIENT_SEXES = ['M', 'F', 'O'] as const;

export const MATCHED_BY = ['brand', 'salt'] as const;
export type MatchedBy = (typeof MATCHED_BY)[number];

export const DoctorSchema = z.object({
  name: z.string().nullable(),
  registrationNumber: z.string().nullable(),
});
export type ParsedDoctor = z.infer<typeof DoctorSchema>;

export const ParsedMedicineSchema = z.object({
  /** The medicine as the prescription names it, cleaned of the 'Tab.'/'Cap.' prefix ('Dolo 650'). */
  nameAsWritten: z.string(),
  /** '650 mg', '250 mg/5 ml', '0.05 %'. */
  strength: z.string().nullable(),
  /** tablet, capsule, syrup, injection, ointment, cream, drops, gel, inhaler, sachet, suspension, lotion… */
  form: z.string().nullable(),
  /** '1 tab', '5 ml', '2 puffs'. */
  dose: z.string().nullable(),
  /** OD, BD, TDS, QID, HS, SOS, weekly, or a pattern like '1-0-1'. */
  frequency: z.string().nullable(),
  /** '5 days', '1 week', '1 month'. */
  duration: z.string().nullable(),
  durationDays: z.number().int().nonnegative().nullable(),
  quantity: z.number().int().nonnegative().nullable(),
  /** 'after food', 'before breakfast', … */
  instructions: z.string().nullable(),
  /** What OCR read when the name was corrected against the lexicon ('Cweset' for Emeset). */
  readAs: z.string().nullable().optional(),
  /** 0..1: how sure the reader is of the name (1 read exactly as a known brand or salt, 0 unknown). */
  nameConfidence: z.number().min(0).max(1).optional(),
  /** Where the strength came from: the line, the brand's number, or the matched product. */
  strengthFrom: z.enum(['line', 'name', 'product']).optional(),
  /** What a pharmacist should look at: name_corrected, strength_disagrees, unclear. */
  flags: z.array(z.enum(['name_corrected', 'strength_disagrees', 'unclear'])).optional(),
});
export type ParsedMedicine = z.infer<typeof ParsedMedicineSchema>;

export const ParsedPrescriptionSchema = z.object({
  doctor: DoctorSchema,
  /** YYYY-MM-DD. */
  prescribedOn: z.string().nullable(),
  patientName: z.string().nullable(),
  /** '34 years', '8 months', as the pad writes it; for the pharmacist (not stored: no column yet). */
  patientAge: z.string().nullable().optional(),
  /** 'M', 'F' or 'O' (other). */
  patientSex: z.enum(PATIENT_SEXES).nullable().optional(),
  medicines: z.array(ParsedMedicineSchema),
});
export type ParsedPrescription = z.infer<typeof ParsedPrescriptionSchema>;

export const AnalysedMedicineSchema = ParsedMedicineSchema.extend({
  productId: z.number().int().positive().nullable(),
  productName: z.string().nullable(),
  productSlug: z.string().nullable(),
  matchedBy: z.enum(MATCHED_BY).nullable(),
  /** 0..1; 0 when nothing in the catalogue matched. The UI shows it as a rounded percentage. */
  confidence: z.number().min(0).max(1),
});
export type AnalysedMedicine = z.infer<typeof AnalysedMedicineSchema>;

export const PrescriptionAnalysisSchema = z.object({
  /** The whole text read from the document (the UI cuts it at 200 characters on a card). */
  text: z.string(),
  method: z.enum(DOCUMENT_READING_METHODS),
  pages: z.number().int().nonnegative(),
  /** Time spent reading the document (OCR or text extraction), in milliseconds. */
  millis: z.number().int().nonnegative(),
  doctor: DoctorSchema,
  prescribedOn: z.string().nullable(),
  patientName: z.string().nullable(),
  patientAge: z.string().nullable().optional(),
  patientSex: z.enum(PATIENT_SEXES).nullable().optional(),
  medicines: z.array(AnalysedMedicineSchema),
});
export type PrescriptionAnalysis = z.infer<typeof PrescriptionAnalysisSchema>;

/** The sentence shown when analysis fails, whatever the cause (spec: the analysis modal). */
export const ANALYSIS_FAILED_MESSAGE = 'Failed to analyze prescription';
