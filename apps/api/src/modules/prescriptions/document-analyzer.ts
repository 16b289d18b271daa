import type { Database } from '../../db/client.ts';
import type { AnalyzeDocument } from './analysis-runner.ts';
import { analyzePrescriptionDocument } from './reading/analyze-prescription-document.ts';
import { closeDocumentReader } from './reading/read-document.ts';

/**
 * The reading pipeline (decision 024: OCR in a worker thread, or the PDF's text layer; parser;
 * catalogue matcher) as the analysis runner calls it. The runner holds its own time limit; the
 * reader's (shorter) limit fails the reading first with its own sentence.
 */
export function createDocumentAnalyzer(db: Database): AnalyzeDocument {
  return (document) => analyzePrescriptionDocument({ bytes: document.bytes, contentType: document.contentType }, { db });
}

/** Ends the reading worker thread (the app's onClose). */
export const closeDocumentAnalyzer = closeDocumentReader;
