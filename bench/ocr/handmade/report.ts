/**
 * The hand-made set's figures per set and style (medicine found, strength, frequency, duration,
 * date, registration, patient, lines wrongly taken for medicines), printed as a table.
 */
import type { Database } from '../../../apps/api/src/db/client.ts';
import { analyzePrescriptionText } from '../../../apps/api/src/modules/prescriptions/reading/analyze-prescription-document.ts';
import { loadHandmadeSet } from './cases.ts';
import { scoreHandmade, type HandmadeScore, type Tally } from './score-handmade.ts';

const pct = (t: Tally) => (t.total === 0 ? '    -' : `${((100 * t.right) / t.total).toFixed(1).padStart(5)}%`);
const add = (a: Tally, b: Tally): Tally => ({ right: a.right + b.right, total: a.total + b.total });

/** Totals over a group of scores. */
export function summarise(scores: readonly HandmadeScore[]) {
  const zero = { right: 0, total: 0 };
  return {
    found: scores.reduce((t, s) => add(t, { right: s.found, total: s.medicines }), zero),
    strength: scores.reduce((t, s) => add(t, s.strength), zero),
    frequency: scores.reduce((t, s) => add(t, s.frequency), zero),
    duration: scores.reduce((t, s) => add(t, s.duration), zero),
    date: scores.reduce((t, s) => add(t, s.date), zero),
    registration: scores.reduce((t, s) => add(t, s.registration), zero),
    patient: scores.reduce((t, s) => add(t, s.patient), zero),
    extras: scores.reduce((n, s) => n + s.extras.length, 0),
  };
}

export async function handmadeReport(db: Database, sets: ReadonlyArray<'tune' | 'heldout'>, verbose: boolean): Promise<void> {
  console.log('hand-made set (no OCR)  docs  meds  found   strength  frequency  duration  date    regn    patient  extra lines');
  for (const set of sets) {
    const rows: Array<{ style: string; score: HandmadeScore }> = [];
    for (const testCase of loadHandmadeSet(set)) {
      const analysis = await analyzePrescriptionText({ text: testCase.lines.join('\n'), method: 'ocr', pages: 1, millis: 0 }, { db });
      const score = scoreHandmade(analysis, testCase);
      rows.push({ style: testCase.style, score });
      if (verbose && (score.misses.length || score.extras.length || score.wrong.length)) {
        console.log(`  ${testCase.id}: missed [${score.misses.join(' | ')}] extra [${score.extras.join(' | ')}] wrong [${score.wrong.join('; ')}]`);
      }
    }
    for (const style of [...new Set(rows.map((r) => r.style)), 'all']) {
      const group = rows.filter((r) => style === 'all' || r.style === style).map((r) => r.score);
      const s = summarise(group);
      console.log(
        `${set.padEnd(8)} ${style.padEnd(14)} ${String(group.length).padStart(4)}  ${String(s.found.total).padStart(4)}  ${pct(s.found)}  ${pct(s.strength).padStart(8)}  ${pct(s.frequency).padStart(9)}  ${pct(s.duration).padStart(8)}  ${pct(s.date)}  ${pct(s.registration)}  ${pct(s.patient).padStart(7)}  ${String(s.extras).padStart(5)}`,
      );
    }
  }
}
