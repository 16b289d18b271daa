// Writes set 2's documents and their truth to a folder, to look at them (not to score):
//   node --import tsx bench/ocr/set2/write-samples.ts --seed 7 --count 10 --out .bench/ocr/set2-samples
// Photos and scans come out as JPEG/PNG, PDFs as PDF; truth.json holds every document's truth.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { makeSet2Samples } from './samples.ts';

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: '7' },
    count: { type: 'string', default: '10' },
    out: { type: 'string', default: '.bench/ocr/set2-samples' },
  },
});
fs.mkdirSync(values.out, { recursive: true });
const truth: Record<string, unknown> = {};
for await (const sample of makeSet2Samples(Number(values.seed), Number(values.count))) {
  const extension = { 'image/png': 'png', 'image/jpeg': 'jpg', 'application/pdf': 'pdf' }[sample.contentType];
  fs.writeFileSync(path.join(values.out, `${sample.id}.${extension}`), sample.bytes);
  truth[sample.id] = sample.truth;
}
fs.writeFileSync(path.join(values.out, 'truth.json'), JSON.stringify(truth, null, 2) + '\n');
console.log(`${Object.keys(truth).length} documents in ${values.out}`);
