/**
 * Scoring one set-2 analysis against its truth, per field. Every found line is judged on strength,
 * frequency and duration (a value where the truth has none is wrong); the date, the doctor's
 * registration number (its digits) and the patient's name are scored per document; a found medicine
 * that is one of the page's advice, vitals, test or follow-up lines is counted apart from other extras.
 * The analysis has no age or sex field, so those stay in the truth and are not scored.
 */
import type { PrescriptionAnalysis } from '@dawa/shared/prescriptions/analysis';
import { namesAgree } from '../score.ts';
import type { Set2Truth } from './content.ts';

export interface Tally {
  right: number;
  total: number;
}
export interface Set2Score {
  medicines: number;
  found: number;
  strength: Tally;
  frequency: Tally;
  duration: Tally;
  date: Tally;
  registration: Tally;
  patient: Tally;
  /** Found "medicines" that are advice, vitals, tests or follow-up lines. */
  fromAdvice: string[];
  /** Other found lines that match no prescribed medicine. */
  extras: string[];
  misses: string[];
  wrong: string[];
}

const key = (text: string | null | undefined) => (text ?? '').toLowerCase().replace(/\s+/g, '');
const letters = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
const digits = (text: string | null | undefined) => (text ?? '').replace(/\D/g, '');
const HONORIFIC = /^(?:mr|mrs|ms|smt|shri|sri|master|baby|kumari)\.?\s+/i;
const person = (name: string | null | undefined) => key((name ?? '').replace(HONORIFIC, ''));
const productShort = (name: string | null) =>
  (name ?? '').replace(
    /\s+(?:tablets?|capsules?|syrup|suspension|gel|cream|ointment|inhaler|drops|sachet|nasal spray|liquid|injection)$/i,
    '',
  );

function isFromLine(found: string, lines: readonly string[]): boolean {
  const f = letters(found);
  // Fragments shorter than a word ('WEEK' of 'x 1 WEEK') match too many lines to say where they came from.
  if (f.length < 5) return false;
  return lines.some((line) => {
    const l = letters(line);
    return l.length >= 3 && (l.includes(f) || f.includes(l));
  });
}

export function scoreSet2(
  analysis: Pick<PrescriptionAnalysis, 'medicines' | 'prescribedOn' | 'doctor' | 'patientName'>,
  truth: Set2Truth,
): Set2Score {
  const tally = (): Tally => ({ right: 0, total: 0 });
  const score: Set2Score = {
    medicines: truth.medicines.length,
    found: 0,
    strength: tally(),
    frequency: tally(),
    duration: tally(),
    date: tally(),
    registration: tally(),
    patient: tally(),
    fromAdvice: [],
    extras: [],
    misses: [],
    wrong: [],
  };
  const count = (t: Tally, ok: boolean, what: string) => {
    t.total++;
    if (ok) t.right++;
    else score.wrong.push(what);
  };
  const used = new Set<number>();
  for (const t of truth.medicines) {
    const index = analysis.medicines.findIndex(
      (f, i) =>
        !used.has(i) &&
        (namesAgree(f.nameAsWritten, t.name) || (f.productName !== null && namesAgree(productShort(f.productName), t.name))),
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
    if (used.has(i)) return;
    (isFromLine(f.nameAsWritten, truth.notMedicines) ? score.fromAdvice : score.extras).push(f.nameAsWritten);
  });
  count(score.date, analysis.prescribedOn === truth.prescribedOn, `date ${analysis.prescribedOn} ≠ ${truth.prescribedOn}`);
  count(
    score.registration,
    digits(analysis.doctor.registrationNumber) === digits(truth.registrationNumber),
    `registration ${analysis.doctor.registrationNumber} ≠ ${truth.registrationNumber}`,
  );
  count(
    score.patient,
    person(analysis.patientName) === person(truth.patient.name),
    `patient ${analysis.patientName} ≠ ${truth.patient.name}`,
  );
  return score;
}

const add = (a: Tally, b: Tally): Tally => ({ right: a.right + b.right, total: a.total + b.total });
/** Totals over a group of documents. */
export function totals(scores: readonly Set2Score[]) {
  const zero = { right: 0, total: 0 };
  const sum = (pick: (s: Set2Score) => Tally) => scores.reduce((t, s) => add(t, pick(s)), zero);
  return {
    documents: scores.length,
    found: scores.reduce((t, s) => add(t, { right: s.found, total: s.medicines }), zero),
    strength: sum((s) => s.strength),
    frequency: sum((s) => s.frequency),
    duration: sum((s) => s.duration),
    date: sum((s) => s.date),
    registration: sum((s) => s.registration),
    patient: sum((s) => s.patient),
    fromAdvice: scores.reduce((n, s) => n + s.fromAdvice.length, 0),
    extras: scores.reduce((n, s) => n + s.extras.length, 0),
  };
}
