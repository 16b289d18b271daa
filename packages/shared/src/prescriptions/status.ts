/**
 * A prescription's life (decision 023). The spec names Uploaded, Analyzed, Approved and Pending;
 * 'analyzing' and 'failed' make the background analysis visible, 'rejected' is a pharmacist's
 * refusal. 'approved' is set only by a pharmacist's review or by a doctor's e-prescription.
 */
export const PRESCRIPTION_STATUSES = ['uploaded', 'analyzing', 'analyzed', 'failed', 'pending', 'approved', 'rejected'] as const;
export type PrescriptionStatus = (typeof PRESCRIPTION_STATUSES)[number];

/** Where a prescription came from: a customer's upload, or a Dawa doctor's e-prescription after a consultation. */
export const PRESCRIPTION_SOURCES = ['upload', 'e_prescription'] as const;
export type PrescriptionSource = (typeof PRESCRIPTION_SOURCES)[number];

/** How the document reader obtained the text: OCR of an image, a PDF's own text layer, or OCR of rendered PDF pages (decision 024). */
export const DOCUMENT_READING_METHODS = ['ocr', 'pdf-text', 'pdf-ocr'] as const;
export type DocumentReadingMethod = (typeof DOCUMENT_READING_METHODS)[number];
/** How a prescription's text came to be: one of the reader's methods, or typed by a Dawa doctor (an e-prescription). */
export const READING_METHODS = [...DOCUMENT_READING_METHODS, 'e-prescription'] as const;
export type ReadingMethod = (typeof READING_METHODS)[number];

/** Background analysis jobs (a queue in the database, so the API never runs OCR on a request). */
export const ANALYSIS_JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type AnalysisJobStatus = (typeof ANALYSIS_JOB_STATUSES)[number];

/** Frequencies the parser normalises to; a dosing pattern such as 1-0-1 is kept as written. */
export const FREQUENCY_CODES = ['OD', 'BD', 'TDS', 'QID', 'HS', 'SOS', 'weekly'] as const;

/** Upload limits the server enforces (the spec states 10 MB). */
export const PRESCRIPTION_MAX_BYTES = 10 * 1024 * 1024;
/** The content types a prescription document may have (checked on the bytes, not the name). */
export const PRESCRIPTION_CONTENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type PrescriptionContentType = (typeof PRESCRIPTION_CONTENT_TYPES)[number];
