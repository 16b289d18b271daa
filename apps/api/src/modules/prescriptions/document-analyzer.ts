import type { Database } from '../../db/client.ts';
import type { AnalyzeDocument } from './analysis-runner.ts';

/**
 * The reading pipeline as the analysis runner calls it (decision 024 builds it in reading/).
 * Until that pipeline is merged, every analysis fails with a readable, permanent reason.
 */
export function createDocumentAnalyzer(_db: Database): AnalyzeDocument {
  return async () => {
    throw Object.assign(new Error('The prescription reader is not available on this server yet.'), { permanent: true });
  };
}
