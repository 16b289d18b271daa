// `npm run bench:ocr`: generates synthetic prescriptions (bench/ocr/synth), runs each through the real
// pipeline (analyzePrescriptionDocument: worker-thread OCR or PDF text → parser → matcher against the
// seeded catalogue in PGlite) and prints, per kind, medicine-name recall and precision, product
// match, field accuracy and seconds per page. Then set 2 (bench/ocr/set2), generated and hand-made apart
// from the parser, per field, on its fixed reported seed. Writes .bench/ocr/results.json (and details).
//   npm run bench:ocr -- --count 60 --seed 1 [--kind phone-photo] [--verbose] [--set 1|2|all] [--set2-seed N]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { prepareDatabase } from '../../apps/api/src/db/prepare.ts';
import { analyzePrescriptionText } from '../../apps/api/src/modules/prescriptions/reading/analyze-prescription-document.ts';
import { DocumentReadingError } from '../../apps/api/src/modules/prescriptions/reading/document-reading-error.ts';
import { closeDocumentReader, readDocument } from '../../apps/api/src/modules/prescriptions/reading/read-document.ts';
import { handmadeReport } from './handmade/report.ts';
import { SET2_COUNT, SET2_REPORTED_SEED, set2Report } from './set2/report.ts';
import { scoreDocument, type DocumentScore } from './score.ts';
import { makeSamples, SAMPLE_KINDS, type SampleKind } from './synth/samples.ts';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '60' },
    seed: { type: 'string', default: '1' },
    kind: { type: 'string' },
    out: { type: 'string', default: '.bench/ocr' },
    verbose: { type: 'boolean', default: false },
    set: { type: 'string', default: 'all' },
    'set2-seed': { type: 'string', default: String(SET2_REPORTED_SEED) },
    'set2-count': { type: 'string', default: String(SET2_COUNT) },
  },
});
const runSet1 = values.set === 'all' || values.set === '1';
const runSet2 = values.set === 'all' || values.set === '2';
const kinds: readonly SampleKind[] = values.kind ? [values.kind as SampleKind] : SAMPLE_KINDS;

interface Row {
  kind: SampleKind;
  score: DocumentScore;
  secondsPerPage: number;
  cpuSecondsPerPage: number;
  failed: string | null;
}

const started = Date.now();
const database = await openDatabase({ kind: 'pglite' });
await prepareDatabase(database, { seed: true });
console.log(`Seeded catalogue ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);

const rows: Row[] = [];
const details: unknown[] = [];
for await (const sample of makeSamples(Number(values.seed), runSet1 ? Number(values.count) : 0, kinds)) {
  try {
    // analyzePrescriptionDocument is exactly these two steps; split here to keep the CPU time.
    const reading = await readDocument({ bytes: sample.bytes, contentType: sample.contentType }, { timeoutMs: 60_000 });
    const analysis = await analyzePrescriptionText(reading, { db: database.db });
    const score = scoreDocument(analysis.medicines, sample.truth.medicines);
    rows.push({
      kind: sample.kind,
      score,
      secondsPerPage: analysis.millis / 1000 / Math.max(1, analysis.pages),
      cpuSecondsPerPage: reading.cpuMillis / 1000 / Math.max(1, reading.pages),
      failed: null,
    });
    details.push({
      id: sample.id,
      truth: sample.truth,
      method: analysis.method,
      millis: analysis.millis,
      doctor: analysis.doctor,
      prescribedOn: analysis.prescribedOn,
      medicines: analysis.medicines,
      score,
      text: analysis.text,
    });
    if (values.verbose || score.misses.length > 0 || score.extras.length > 0) {
      console.log(
        `${sample.id}: ${score.paired}/${score.truthCount} found, ${score.extras.length} extra${score.misses.length ? `; missed ${score.misses.join(' | ')}` : ''}${score.extras.length ? `; extra ${score.extras.join(' | ')}` : ''}`,
      );
    }
  } catch (error) {
    const message = error instanceof DocumentReadingError ? error.message : String(error);
    rows.push({
      kind: sample.kind,
      score: scoreDocument([], sample.truth.medicines),
      secondsPerPage: NaN,
      cpuSecondsPerPage: NaN,
      failed: message,
    });
    console.log(`${sample.id}: FAILED ${message}`);
  }
}

const pct = (right: number, total: number) => (total === 0 ? '   -  ' : `${((100 * right) / total).toFixed(1).padStart(5)}%`);
const quantile = (values: number[], q: number) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};
const summarise = (label: string, group: Row[]) => {
  const sum = (pick: (s: DocumentScore) => number) => group.reduce((total, row) => total + pick(row.score), 0);
  const truth = sum((s) => s.truthCount);
  const found = sum((s) => s.foundCount);
  const paired = sum((s) => s.paired);
  const seconds = group.map((row) => row.secondsPerPage);
  const cpuSeconds = group.map((row) => row.cpuSecondsPerPage);
  return {
    kind: label,
    documents: group.length,
    medicines: truth,
    recall: truth ? paired / truth : 0,
    precision: found ? paired / found : 1,
    product: truth ? sum((s) => s.productCorrect) / truth : 0,
    strength: pct(
      sum((s) => s.strength.right),
      sum((s) => s.strength.total),
    ),
    frequency: pct(
      sum((s) => s.frequency.right),
      sum((s) => s.frequency.total),
    ),
    duration: pct(
      sum((s) => s.duration.right),
      sum((s) => s.duration.total),
    ),
    medianSeconds: quantile(seconds, 0.5),
    p90Seconds: quantile(seconds, 0.9),
    medianCpuSeconds: quantile(cpuSeconds, 0.5),
    p90CpuSeconds: quantile(cpuSeconds, 0.9),
    failures: group.filter((row) => row.failed).length,
  };
};
const table = !runSet1
  ? []
  : [
      ...kinds.map((kind) =>
        summarise(
          kind,
          rows.filter((row) => row.kind === kind),
        ),
      ),
      summarise('all', rows),
    ];
console.log('');
if (runSet1) console.log(`Set 1 (bench/ocr/synth): seed ${values.seed}, ${values.count} documents`);
console.log(
  `Load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${os.cpus().length} cores: wall time grows with load, CPU time does not.`,
);
if (runSet1)
  console.log(
    'kind               docs  meds  recall  precision  product  strength  frequency  duration  s/page med  p90  cpu med  p90  failed',
  );
for (const r of runSet1 ? table : []) {
  console.log(
    `${r.kind.padEnd(18)} ${String(r.documents).padStart(4)}  ${String(r.medicines).padStart(4)}  ${pct(r.recall, 1)}  ${pct(r.precision, 1).padStart(9)}  ${pct(r.product, 1).padStart(7)}  ${r.strength.padStart(8)}  ${r.frequency.padStart(9)}  ${r.duration.padStart(8)}  ${r.medianSeconds.toFixed(2).padStart(10)}  ${r.p90Seconds.toFixed(2).padStart(4)}  ${r.medianCpuSeconds.toFixed(2).padStart(7)}  ${r.p90CpuSeconds.toFixed(2).padStart(4)}  ${String(r.failures).padStart(6)}`,
  );
}
// Set 1's hand-made OCR-like texts (bench/ocr/handmade), tune and held-out apart.
if (runSet1) {
  console.log('');
  await handmadeReport(database.db, ['tune', 'heldout'], false);
}
const set2 = runSet2
  ? await set2Report(database.db, { seed: Number(values['set2-seed']), count: Number(values['set2-count']), verbose: values.verbose })
  : null;
await closeDocumentReader();
await database.close();
fs.mkdirSync(values.out, { recursive: true });
fs.writeFileSync(
  path.join(values.out, 'results.json'),
  JSON.stringify(
    {
      seed: Number(values.seed),
      count: Number(values.count),
      table,
      set2: set2 && {
        seed: set2.seed,
        reportedSeed: set2.reportedSeed,
        count: set2.count,
        generated: set2.generated,
        handmade: set2.handmade,
      },
    },
    null,
    2,
  ) + '\n',
);
fs.writeFileSync(path.join(values.out, 'details.json'), JSON.stringify(details, null, 2) + '\n');
if (set2) fs.writeFileSync(path.join(values.out, 'set2-details.json'), JSON.stringify(set2.details, null, 2) + '\n');
console.log(`\nTotal ${((Date.now() - started) / 1000).toFixed(0)} s. Details in ${path.join(values.out, 'details.json')}`);
