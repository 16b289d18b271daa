// The hand-made set through the parse-and-match half of the real pipeline (analyzePrescriptionText
// against the seeded catalogue in PGlite), figures per set and style. No OCR: the texts are OCR-like.
//   node --import tsx bench/ocr/handmade/run-handmade.ts [--set tune|heldout|both] [--verbose]
import { parseArgs } from 'node:util';
import { openDatabase } from '../../../apps/api/src/db/client.ts';
import { prepareDatabase } from '../../../apps/api/src/db/prepare.ts';
import { analyzePrescriptionText } from '../../../apps/api/src/modules/prescriptions/reading/analyze-prescription-document.ts';
import { loadHandmadeSet } from './cases.ts';
import { scoreHandmade, type HandmadeScore, type Tally } from './score-handmade.ts';

const { values } = parseArgs({ options: { set: { type: 'string', default: 'both' }, verbose: { type: 'boolean', default: false } } });
const sets = values.set === 'both' ? (['tune', 'heldout'] as const) : [values.set as 'tune' | 'heldout'];

const database = await openDatabase({ kind: 'pglite' });
await prepareDatabase(database, { seed: true });

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

console.log('set      style        docs  meds  found   strength  frequency  duration  date    regn    patient  extra lines');
for (const set of sets) {
  const rows: Array<{ style: string; score: HandmadeScore }> = [];
  for (const testCase of loadHandmadeSet(set)) {
    const analysis = await analyzePrescriptionText({ text: testCase.lines.join('\n'), method: 'ocr', pages: 1, millis: 0 }, { db: database.db });
    const score = scoreHandmade(analysis, testCase);
    rows.push({ style: testCase.style, score });
    if (values.verbose && (score.misses.length || score.extras.length || score.wrong.length)) {
      console.log(`  ${testCase.id}: missed [${score.misses.join(' | ')}] extra [${score.extras.join(' | ')}] wrong [${score.wrong.join('; ')}]`);
    }
  }
  const styles = [...new Set(rows.map((r) => r.style)), 'all'];
  for (const style of styles) {
    const group = rows.filter((r) => style === 'all' || r.style === style).map((r) => r.score);
    const s = summarise(group);
    console.log(
      `${set.padEnd(8)} ${style.padEnd(12)} ${String(group.length).padStart(4)}  ${String(s.found.total).padStart(4)}  ${pct(s.found)}  ${pct(s.strength).padStart(8)}  ${pct(s.frequency).padStart(9)}  ${pct(s.duration).padStart(8)}  ${pct(s.date)}  ${pct(s.registration)}  ${pct(s.patient).padStart(7)}  ${String(s.extras).padStart(5)}`,
    );
  }
}
await database.close();
