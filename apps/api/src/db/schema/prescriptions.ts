import { sql } from 'drizzle-orm';
import { bigserial, check, date, index, integer, pgTable, real, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { PATIENT_SEXES } from '@dawa/shared/prescriptions/analysis';
import { ANALYSIS_JOB_STATUSES, PRESCRIPTION_SOURCES, PRESCRIPTION_STATUSES, READING_METHODS } from '@dawa/shared/prescriptions/status';
import { users } from './accounts.ts';
import { products } from './catalog.ts';

/**
 * A customer's prescription (decision 023): an uploaded file read by the analysis pipeline, or a
 * Dawa doctor's e-prescription. The file itself is in storage under `prescriptions/` and registered
 * in stored_files (category prescription); it is served only through an authorised route.
 */
export const prescriptions = pgTable(
  'prescriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    source: text('source', { enum: PRESCRIPTION_SOURCES }).notNull().default('upload'),
    status: text('status', { enum: PRESCRIPTION_STATUSES }).notNull().default('uploaded'),
    /** Storage key of the uploaded file; null for an e-prescription (rendered from its rows). */
    fileKey: text('file_key'),
    originalName: text('original_name').notNull().default(''),
    contentType: text('content_type'),
    sizeBytes: integer('size_bytes'),
    /** 'Additional Notes (Optional)'. */
    note: text('note').notNull().default(''),
    /** The prescribing doctor as read from the document (the card shows 'Unknown' when null). */
    doctorName: text('doctor_name'),
    doctorRegistrationNumber: text('doctor_registration_number'),
    /** The date written on the prescription. */
    prescribedOn: date('prescribed_on', { mode: 'string' }),
    patientName: text('patient_name'),
    /** The patient's age as the prescription writes it ('34 years', '8 months'); for the pharmacist's dose check. */
    patientAge: text('patient_age'),
    /** M, F or O (other), as read from the prescription. */
    patientSex: text('patient_sex', { enum: PATIENT_SEXES }),
    extractedText: text('extracted_text'),
    readingMethod: text('reading_method', { enum: READING_METHODS }),
    /** The readable reason of the last failed analysis. */
    analysisError: text('analysis_error'),
    analyzedAt: timestamp('analyzed_at', { withTimezone: true }),
    /** The consultation an e-prescription was issued in (the care issue's appointments). */
    appointmentId: integer('appointment_id'),
    /** A customer's delete hides it; the row stays while orders or the ledger name it. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('prescriptions_user_created_idx')
      .on(t.userId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    index('prescriptions_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    uniqueIndex('prescriptions_file_key').on(t.fileKey),
    check('prescriptions_status_check', sql.raw(`status in (${PRESCRIPTION_STATUSES.map((s) => `'${s}'`).join(', ')})`)),
    check('prescriptions_source_check', sql`source in ('upload', 'e_prescription')`),
    check('prescriptions_file_check', sql`(source = 'upload') = (file_key is not null)`),
    check('prescriptions_patient_sex_check', sql`patient_sex is null or patient_sex in ('M', 'F', 'O')`),
  ],
);

/** The medicines read from a prescription, in the order written, each matched to the catalogue when possible. */
export const prescriptionMedicines = pgTable(
  'prescription_medicines',
  {
    id: serial('id').primaryKey(),
    prescriptionId: integer('prescription_id')
      .notNull()
      .references(() => prescriptions.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    nameAsWritten: text('name_as_written').notNull(),
    strength: text('strength'),
    form: text('form'),
    dose: text('dose'),
    /** OD, BD, TDS, QID, HS, SOS, weekly, or a pattern such as 1-0-1. */
    frequency: text('frequency'),
    duration: text('duration'),
    durationDays: integer('duration_days'),
    /** Units prescribed, when written or computable (dose x frequency x duration). */
    quantity: integer('quantity'),
    instructions: text('instructions'),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    matchedBy: text('matched_by', { enum: ['brand', 'salt'] }),
    confidence: real('confidence').notNull().default(0),
    /** What OCR read when the reader corrected the name ('Cweset' for Emeset), for the pharmacist. */
    readAs: text('read_as'),
    /** What the pharmacist should look at (name_corrected, strength_disagrees, unclear). */
    readingFlags: text('reading_flags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    uniqueIndex('prescription_medicines_position_key').on(t.prescriptionId, t.position),
    index('prescription_medicines_product_idx').on(t.productId),
    check('prescription_medicines_confidence_check', sql`confidence >= 0 and confidence <= 1`),
    check('prescription_medicines_matched_by_check', sql`matched_by is null or matched_by in ('brand', 'salt')`),
  ],
);

/**
 * The analysis queue: OCR runs in a worker off the request path. A worker claims a queued job with
 * FOR UPDATE SKIP LOCKED and holds it until locked_until; a job whose worker died is claimed again.
 */
export const prescriptionAnalysisJobs = pgTable(
  'prescription_analysis_jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    prescriptionId: integer('prescription_id')
      .notNull()
      .references(() => prescriptions.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ANALYSIS_JOB_STATUSES }).notNull().default('queued'),
    attempts: smallint('attempts').notNull().default(0),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The request that queued it (migration 0046): the job's log lines carry it. */
    requestId: text('request_id'),
  },
  (t) => [
    // One open analysis per prescription: a second 'Analyze' while one runs joins it.
    uniqueIndex('prescription_analysis_jobs_open_key')
      .on(t.prescriptionId)
      .where(sql`status in ('queued', 'running')`),
    index('prescription_analysis_jobs_due_idx')
      .on(t.runAfter, t.id)
      .where(sql`status = 'queued'`),
    check('prescription_analysis_jobs_status_check', sql`status in ('queued', 'running', 'done', 'failed')`),
  ],
);

/**
 * A pharmacist's correction of what the reader read (issue 24): the field, the value as read and as
 * corrected. The corrected value is written to the prescription (or its medicine) in the same
 * transaction, so the ledger and the H1 register use it; these rows keep the reader's accuracy
 * against what pharmacists approved measurable.
 */
export const prescriptionReadingCorrections = pgTable(
  'prescription_reading_corrections',
  {
    id: serial('id').primaryKey(),
    prescriptionId: integer('prescription_id')
      .notNull()
      .references(() => prescriptions.id, { onDelete: 'cascade' }),
    /** Null for a field of the prescription itself (doctor, date, patient). */
    prescriptionMedicineId: integer('prescription_medicine_id').references(() => prescriptionMedicines.id, { onDelete: 'cascade' }),
    field: text('field').notNull(),
    readValue: text('read_value'),
    correctedValue: text('corrected_value'),
    correctedBy: integer('corrected_by')
      .notNull()
      .references(() => users.id),
    correctedAt: timestamp('corrected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('prescription_reading_corrections_prescription_idx').on(t.prescriptionId),
    index('prescription_reading_corrections_medicine_idx').on(t.prescriptionMedicineId),
    index('prescription_reading_corrections_at_idx').on(t.correctedAt),
  ],
);
