// Re-runs the parser (not OCR, not the catalogue) on the texts of the last `npm run bench:ocr` and
// prints name recall/precision and field accuracy per kind: a fast loop for working on the parser.
//   node --import tsx bench/ocr/rescore.ts [.bench/ocr/details.json] [--verbose]
import fs from 'node:fs';
import { parsePrescriptionText } from '@dawa/shared/prescriptions/parse-prescription';
import { scoreDocument } from './score.ts';
import type { TruthMedicine } from './synth/content.ts';

const file = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? '.bench/ocr/details.json';
const verbose = process.argv.includes('--verbose');
const details = JSON.parse(fs.readFileSync(file, 'utf8')) as Array<{ id: string; text: string; truth: { kind: string; medicines: TruthMedicine[] } }>;
const byKind = new Map<string, { truth: number; found: number; paired: number; f: number[]; ft: number[] }>();
for (const d of details) {
  const parsed = parsePrescriptionText(d.text);
  const found = parsed.medicines.map((m) => ({ ...m, productId: null, productName: null, productSlug: null, matchedBy: null, confidence: 0 }));
  const s = scoreDocument(found, d.truth.medicines);
  const k = byKind.get(d.truth.kind) ?? { truth: 0, found: 0, paired: 0, f: [0, 0, 0], ft: [0, 0, 0] };
  k.truth += s.truthCount;
  k.found += s.foundCount;
  k.paired += s.paired;
  [s.strength, s.frequency, s.duration].forEach((x, i) => {
    k.f[i]! += x.right;
    k.ft[i]! += x.total;
  });
  byKind.set(d.truth.kind, k);
  if (verbose && (s.misses.length || s.extras.length)) console.log(`${d.id}: missed ${s.misses.join(' | ')}; extra ${s.extras.join(' | ')}`);
}
for (const [kind, k] of byKind) {
  const p = (a: number, b: number) => (b ? ((100 * a) / b).toFixed(1) : '-');
  console.log(`${kind.padEnd(18)} recall ${p(k.paired, k.truth)}  precision ${p(k.paired, k.found)}  strength ${p(k.f[0]!, k.ft[0]!)}  frequency ${p(k.f[1]!, k.ft[1]!)}  duration ${p(k.f[2]!, k.ft[2]!)}`);
}
