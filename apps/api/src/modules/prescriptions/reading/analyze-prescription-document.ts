/**
 * A prescription document into its analysis: read (OCR or PDF text) → parse → match each medicine to
 * the catalogue, whose candidates come from ONE query for all names (decision record 024).
 */
import type { AnalysedMedicine, PrescriptionAnalysis } from '@dawa/shared/prescriptions/analysis';
import { matchMedicine, searchTermsOf } from '@dawa/shared/prescriptions/match-medicine';
import { parsePrescriptionText } from '@dawa/shared/prescriptions/parse-prescription';
import { reconcileWithProduct } from '@dawa/shared/prescriptions/reconcile-strength';
import type { Database } from '../../../db/client.ts';
import { medicineCandidates } from '../../catalog/catalog.service.ts';
import { catalogueLexicon } from './catalogue-lexicon.ts';
import { readDocument, type DocumentFile, type ReadOptions } from './read-document.ts';

export interface AnalysisDeps {
  db: Database;
}

export async function analyzePrescriptionDocument(
  file: DocumentFile,
  deps: AnalysisDeps,
  options: ReadOptions = {},
): Promise<PrescriptionAnalysis> {
  const reading = await readDocument(file, options);
  return analyzePrescriptionText(reading, deps);
}

/** The parse-and-match half, for text already read (tests, and re-analysis of stored text). */
export async function analyzePrescriptionText(
  reading: Pick<PrescriptionAnalysis, 'text' | 'method' | 'pages' | 'millis'>,
  deps: AnalysisDeps,
): Promise<PrescriptionAnalysis> {
  const parsed = parsePrescriptionText(reading.text, { lexicon: await catalogueLexicon(deps.db) });
  const candidates = await medicineCandidates(deps.db, parsed.medicines.map(searchTermsOf));
  const medicines: AnalysedMedicine[] = parsed.medicines.map((medicine) => {
    const match = matchMedicine(medicine, candidates);
    return {
      ...reconcileWithProduct(medicine, match?.candidate ?? null),
      productId: match?.candidate.productId ?? null,
      productName: match?.candidate.name ?? null,
      productSlug: match?.candidate.slug ?? null,
      matchedBy: match?.matchedBy ?? null,
      confidence: match?.confidence ?? 0,
    };
  });
  return {
    text: reading.text,
    method: reading.method,
    pages: reading.pages,
    millis: reading.millis,
    doctor: parsed.doctor,
    prescribedOn: parsed.prescribedOn,
    patientName: parsed.patientName,
    patientAge: parsed.patientAge ?? null,
    patientSex: parsed.patientSex ?? null,
    medicines,
  };
}
