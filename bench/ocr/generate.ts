// Writes synthetic prescriptions and their ground truth to a folder, to look at or to test with:
//   node --import tsx bench/ocr/generate.ts --count 10 --seed 7 --out .bench/ocr-samples [--kind phone-photo]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { makeSamples, SAMPLE_KINDS, type SampleKind } from './synth/samples.ts';

const { values } = parseArgs({
  options: { count: { type: 'string', default: '10' }, seed: { type: 'string', default: '1' }, out: { type: 'string', default: '.bench/ocr-samples' }, kind: { type: 'string' } },
});
const kinds = values.kind ? [values.kind as SampleKind] : SAMPLE_KINDS;
fs.mkdirSync(values.out, { recursive: true });
for await (const sample of makeSamples(Number(values.seed), Number(values.count), kinds)) {
  const extension = sample.contentType === 'application/pdf' ? 'pdf' : sample.contentType === 'image/png' ? 'png' : 'jpg';
  fs.writeFileSync(path.join(values.out, `${sample.id}.${extension}`), sample.bytes);
  fs.writeFileSync(path.join(values.out, `${sample.id}.json`), JSON.stringify(sample.truth, null, 2) + '\n');
  console.log(`${sample.id}.${extension}  ${sample.truth.medicines.length} medicines`);
}
