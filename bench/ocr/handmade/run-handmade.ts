// The hand-made set through the parse-and-match half of the real pipeline (analyzePrescriptionText
// against the seeded catalogue in PGlite), figures per set and style. No OCR: the texts are OCR-like.
//   node --import tsx bench/ocr/handmade/run-handmade.ts [--set tune|heldout|both] [--verbose]
import { parseArgs } from 'node:util';
import { openDatabase } from '../../../apps/api/src/db/client.ts';
import { prepareDatabase } from '../../../apps/api/src/db/prepare.ts';
import { handmadeReport } from './report.ts';

const { values } = parseArgs({ options: { set: { type: 'string', default: 'both' }, verbose: { type: 'boolean', default: false } } });
const sets = values.set === 'both' ? (['tune', 'heldout'] as const) : [values.set as 'tune' | 'heldout'];

const database = await openDatabase({ kind: 'pglite' });
await prepareDatabase(database, { seed: true });
await handmadeReport(database.db, sets, values.verbose);
await database.close();
