/**
 * Scoring an analysis against its ground truth. A found medicine counts for a prescribed one when it
 * names it (the folded names are equal, one contains the other, or they are at least 80 % alike), or
 * when it was matched to one of the products the prescribed medicine may be. Pairs are made greedily,
 * one to one; then strength, frequency and duration are compared on the pairs that have them.
 */
import type { AnalysedMedicine } from '@dawa/shared/prescriptions/analysis';
import { similarity } from '@dawa/shared/prescriptions/match-medicine';
import type { TruthMedicine } from './synth/content.ts';

export interface DocumentScore {
  truthCount: number;
  foundCount: number;
  paired: number;
  productCorrect: number;
  strength: { right: number; total: number };
  frequency: { right: number; total: number };
  duration: { right: number; total: number };
  misses: string[];
  extras: string[];
}

// OCR's shape confusions inside words ('Taxim-0' for Taxim-O) do not make a different name.
const fold = (text: string) =>
  text
    .toLowerCase()
    // A unit after a number is not a letter beside a zero ('500 mg' must not fold to '50omg').
    .replace(/(\d)\s*(?:mg|mcg|ml|iu|g)\b/g, '$1')
    .replace(/[^a-z0-9]/g, '')
    .replace(/(?<=[a-z])0|0(?=[a-z])/g, 'o');

export function namesAgree(found: string, truth: string): boolean {
  const a = fold(found);
  const b = fold(truth);
  if (a.length < 3 || b.length < 3) return a === b;
  return a === b || b.includes(a) || a.includes(b) || similarity(a, b) >= 0.8;
}

const strengthKey = (text: string | null) => (text ?? '').toLowerCase().replace(/\s+/g, '');

export function scoreDocument(found: readonly AnalysedMedicine[], truth: readonly TruthMedicine[]): DocumentScore {
  const used = new Set<number>();
  const score: DocumentScore = {
    truthCount: truth.length,
    foundCount: found.length,
    paired: 0,
    productCorrect: 0,
    strength: { right: 0, total: 0 },
    frequency: { right: 0, total: 0 },
    duration: { right: 0, total: 0 },
    misses: [],
    extras: [],
  };
  for (const t of truth) {
    const index = found.findIndex(
      (f, i) => !used.has(i) && (namesAgree(f.nameAsWritten, t.name) || (f.productName !== null && t.productNames.includes(f.productName))),
    );
    if (index < 0) {
      score.misses.push(t.name);
      continue;
    }
    used.add(index);
    const f = found[index]!;
    score.paired++;
    if (f.productName !== null && t.productNames.includes(f.productName)) score.productCorrect++;
    if (t.strength !== null) {
      score.strength.total++;
      if (strengthKey(f.strength) === strengthKey(t.strength)) score.strength.right++;
    }
    score.frequency.total++;
    if (f.frequency === t.frequency) score.frequency.right++;
    if (t.durationDays !== null) {
      score.duration.total++;
      if (f.durationDays === t.durationDays) score.duration.right++;
    }
  }
  found.forEach((f, i) => {
    if (!used.has(i)) score.extras.push(f.nameAsWritten);
  });
  return score;
}
