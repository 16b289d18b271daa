import { CustomerMedicineWarningSchema } from '../assistant/knowledge/customer-medicines-schemas.ts';
import { z } from 'zod';
import { pagedSchema } from '../http/pagination.ts';
import { positiveIntParam, text } from '../http/primitives.ts';
import { PATIENT_SEXES } from './analysis.ts';
import { PRESCRIPTION_NOTE_MAX } from './messages.ts';
import { PRESCRIPTION_SOURCES, PRESCRIPTION_STATUSES, READING_METHODS } from './status.ts';

/**
 * The customer's prescriptions API (decision 025): GET /api/prescriptions, GET /api/prescriptions/{id},
 * POST /api/prescriptions/upload, POST /api/prescriptions/analyze/{id}, DELETE /api/prescriptions/{id},
 * and the file behind GET /api/prescriptions/{id}/file.
 */

/** The catalogue product a detected medicine was matched to, with what the modal needs to sell it. */
export const MatchedProductSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  /** Its first picture (an upload, else the generated pack shot). */
  image: z.string(),
  pricePaise: z.number().int(),
  inStock: z.boolean(),
  /** False when the product was withdrawn from the shop after the analysis. */
  sold: z.boolean(),
  requiresPrescription: z.boolean(),
});
export type MatchedProduct = z.infer<typeof MatchedProductSchema>;

/** A detected medicine (spec §3: name, confidence 0-1, strength, dosage, frequency, duration). */
export const DetectedMedicineSchema = z.object({
  id: z.number().int(),
  /** The medicine as the prescription names it. */
  name: z.string(),
  strength: z.string().nullable(),
  form: z.string().nullable(),
  dosage: z.string().nullable(),
  frequency: z.string().nullable(),
  duration: z.string().nullable(),
  quantity: z.number().int().nullable(),
  instructions: z.string().nullable(),
  confidence: z.number().min(0).max(1),
  matchedBy: z.enum(['brand', 'salt']).nullable(),
  product: MatchedProductSchema.nullable(),
});
export type DetectedMedicine = z.infer<typeof DetectedMedicineSchema>;

export const PrescriptionSchema = z.object({
  id: z.number().int(),
  source: z.enum(PRESCRIPTION_SOURCES),
  status: z.enum(PRESCRIPTION_STATUSES),
  /** The date written on the prescription (YYYY-MM-DD), null until read ('No date'). */
  date: z.string().nullable(),
  /** The prescribing doctor read from the document; null shows 'Unknown'. */
  doctor: z.string().nullable(),
  doctorRegistrationNumber: z.string().nullable(),
  patientName: z.string().nullable(),
  /** As the prescription writes it ('34 years', '8 months'); null when not read. */
  patientAge: z.string().nullable(),
  /** M, F or O (other); null when not read. */
  patientSex: z.enum(PATIENT_SEXES).nullable(),
  originalName: z.string(),
  contentType: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  note: z.string(),
  /** The authorised file route (send the bearer token); null for an e-prescription. */
  fileUrl: z.string().nullable(),
  /** A small JPEG of an image upload; null for PDFs and e-prescriptions. */
  thumbnailUrl: z.string().nullable(),
  extractedText: z.string().nullable(),
  readingMethod: z.enum(READING_METHODS).nullable(),
  /** Why the last analysis failed, in words a customer can act on. */
  analysisError: z.string().nullable(),
  analyzedAt: z.string().nullable(),
  createdAt: z.string(),
  medicines: z.array(DetectedMedicineSchema),
  /** One prescription read on its own: its matched medicines against the customer's other medicines (issue 23), when any interact. */
  medicineWarnings: z.array(CustomerMedicineWarningSchema).optional(),
});
export type Prescription = z.infer<typeof PrescriptionSchema>;

export const PrescriptionListQuerySchema = z
  .object({
    /** 'Search medicine...': part of a detected medicine's name (or its matched product's). */
    search: text('search')
      .max(100, 'search must be at most 100 characters')
      .transform((s) => s.trim())
      .optional(),
    page: positiveIntParam('page', 10_000).optional(),
  })
  .strict();
export type PrescriptionListQuery = z.infer<typeof PrescriptionListQuerySchema>;

export const PrescriptionListResponseSchema = pagedSchema(PrescriptionSchema);
export type PrescriptionListResponse = z.infer<typeof PrescriptionListResponseSchema>;

export const PrescriptionUploadResponseSchema = z.object({ message: z.string(), prescription: PrescriptionSchema });
export type PrescriptionUploadResponse = z.infer<typeof PrescriptionUploadResponseSchema>;

/** 202 of POST /analyze/{id}: the analysis runs in the background; the web polls GET /{id}. */
export const AnalysisStartedResponseSchema = z.object({
  message: z.string(),
  id: z.number().int(),
  status: z.enum(PRESCRIPTION_STATUSES),
});
export type AnalysisStartedResponse = z.infer<typeof AnalysisStartedResponseSchema>;

/** The note field of the upload form (multipart, checked by the route). */
export const PrescriptionNoteSchema = text('note')
  .max(PRESCRIPTION_NOTE_MAX, `note must be at most ${PRESCRIPTION_NOTE_MAX} characters`)
  .transform((s) => s.trim());

/** Is the analysis still going (the web keeps polling)? */
export const isAnalysisRunning = (status: Prescription['status']) => status === 'analyzing';
