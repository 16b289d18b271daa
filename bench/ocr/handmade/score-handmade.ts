/**
 * Scoring an analysis of a hand-made case against its truth, per field. Stricter than score.ts: every
 * found line is judged on strength, frequency and duration, so a value where the truth has none is
 * wrong too; and the date, the registration number and lines that are not medicines are scored.
 */
import type { PrescriptionAnalysis } from '@dawa/shared/prescriptions/analysis';
import { namesAgree } from '../score.ts';
import type { HandmadeCase } from './cases.ts';

export interface Tally {
  right: number;
  total: number;
}
export interface HandmadeScore {
  medicines: number;
  found: number;
  extras: string[];
  misses: string[];
  strength: Tally;
  frequency: Tally;
  duration: Tally;
  date: Tally;
  registration: Tally;
  patient: Tally;
  wrong: string[];
}

const key = (text: string | null | undefined) => (text ?? '').toLowerCase().replace(/\s+/g, '');
const digits = (text: string | null | undefined) => (text ?? '').replace(/\D/g, '');
// The product's name without its form ('Pan 40 Tablet' → 'Pan 40') names the medicine too.
const productShort = (name: string | null) => (name ?? '').replace(/\s+(?:tablets?|capsules?|syrup|suspension|gel|cream|ointment|inhaler|drops|sachet|nasal spray|liquid)$/i, '');

export function scoreHandmade(analysis: PrescriptionAnalysis, testCase: HandmadeCase): HandmadeScore {
  const { truth } = testCase;
  const used = new Set<number>();
  const tally = (): Tally => ({ right: 0, total: 0 });
  const score: HandmadeScore = { medicines: truth.medicines.length, found: 0, extras: [], misses: [], strength: tally(), frequency: tally(), duration: tally(), date: tally(), registration: tally(), patient: tally(), wrong: [] };
  const count = (t: Tally, ok: boolean, what: string) => {
    t.total++;
    if (ok) t.right++;
    else score.wrong.push(what);
  };
  for (const t of truth.medicines) {
    const index = analysis.medicines.findIndex(
      (f, i) => !used.has(i) && (namesAgree(f.nameAsWritten, t.name) || (f.productName !== null && namesAgree(productShort(f.productName), t.name))),
    );
    if (index < 0) {
      score.misses.push(t.name);
      continue;
    }
    used.add(index);
    score.found++;
    const f = analysis.medicines[index]!;
    count(score.strength, key(f.strength) === key(t.strength), `${t.name}: strength ${f.strength} ≠ ${t.strength}`);
    count(score.frequency, f.frequency === t.frequency, `${t.name}: frequency ${f.frequency} ≠ ${t.frequency}`);
    count(score.duration, f.durationDays === t.durationDays, `${t.name}: days ${f.durationDays} ≠ ${t.durationDays}`);
  }
  analysis.medicines.forEach((f, i) => {
    if (!used.has(i)) score.extras.push(f.nameAsWritten);
  });
  count(score.date, analysis.prescribedOn === truth.prescribedOn, `date ${analysis.prescribedOn} ≠ ${truth.prescribedOn}`);
  if (truth.registrationNumber) {
    count(score.registration, digits(analysis.doctor.registrationNumber) === digits(truth.registrationNumber), `registration ${analysis.doctor.registrationNumber} ≠ ${truth.registrationNumber}`);
  }
  if (truth.patientName) count(score.patient, key(analysis.patientName) === key(truth.patientName), `patient ${analysis.patientName} ≠ ${truth.patientName}`);
  return score;
}
