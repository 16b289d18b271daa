// `npm run bench:triage`: puts every vignette of bench/triage/vignettes*.json to the symptom checker and
// the chat through the same services the routes call (seeded catalogue in PGlite, the offline
// provider), reads the urgency each answer gives, and prints accuracy per gold level, under- and
// over-triage and the confusion matrix, separately per file (suite) and, within it, for the tuning set and
// the held-out set.
//   npm run bench:triage -- [--suite vignettes|vignettes-probe-...] [--set tuning|held_out] [--verbose] [--out .bench/triage]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { ChatReply, SymptomCheckResponse } from '@dawa/shared/assistant/chat';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { prepareDatabase } from '../../apps/api/src/db/prepare.ts';
import { createChatService } from '../../apps/api/src/modules/ai/chat.service.ts';
import { checkSymptoms } from '../../apps/api/src/modules/ai/symptom-checker.ts';
import { loggedTriage } from '../../apps/api/src/modules/ai/triage-log.ts';
import { offlineProvider } from '../../apps/api/src/providers/ai/local.ts';
import { formatScore, loadVignettes, score, LEVELS, type Answered, type Level } from './score.ts';

const { values } = parseArgs({
  options: {
    suite: { type: 'string' },
    set: { type: 'string' },
    verbose: { type: 'boolean', default: false },
    out: { type: 'string', default: '.bench/triage' },
  },
});

const isLevel = (value: unknown): value is Level => typeof value === 'string' && (LEVELS as readonly string[]).includes(value);

/** The urgency an answer states: its `triage.level`, or, for answers from before the field existed, what it did. */
function checkerLevel(body: SymptomCheckResponse): Answered {
  const stated = (body as { triage?: { level?: unknown } }).triage?.level;
  if (isLevel(stated)) return stated;
  if (body.status === 'emergency') return 'emergency';
  return body.status === 'ok' ? 'self_care' : 'none';
}
function chatLevel(reply: ChatReply): Answered {
  const stated = (reply as { triage?: { level?: unknown } | null }).triage?.level;
  if (isLevel(stated)) return stated;
  if (reply.kind === 'emergency') return 'emergency';
  return reply.intent === 'symptoms' ? 'self_care' : 'none';
}

const silent = { warn: () => {} };
const database = await openDatabase({ kind: 'pglite' });
await prepareDatabase(database, { seed: true });
const chat = createChatService({ db: database.db, provider: offlineProvider, listOrders: async () => ({ items: [] }) as never });
const triageLog = loggedTriage(silent);

const vignettes = loadVignettes().filter((v) => (!values.set || v.set === values.set) && (!values.suite || v.suite === values.suite));
const checker: { vignette: (typeof vignettes)[number]; got: Answered }[] = [];
const chatRows: typeof checker = [];
for (const vignette of vignettes) {
  checker.push({ vignette, got: checkerLevel(await checkSymptoms(database.db, vignette.text, triageLog)) });
  chatRows.push({ vignette, got: chatLevel(await chat.reply({ message: vignette.text, history: [] }, null, triageLog)) });
}
await database.close();

const report: Record<string, ReturnType<typeof score>> = {};
const suites = [...new Set(vignettes.map((v) => v.suite))];
for (const suite of suites)
  for (const set of ['tuning', 'held_out'] as const) {
    for (const [surface, rows] of [
      ['symptom checker', checker],
      ['chat', chatRows],
    ] as const) {
      const inSet = rows.filter((row) => row.vignette.suite === suite && row.vignette.set === set);
      if (inSet.length === 0) continue;
      const s = score(inSet);
      const title = suite === 'vignettes' ? `${set} / ${surface}` : `${suite} / ${set} / ${surface}`;
      report[title] = s;
      console.log(formatScore(title, s));
      if (values.verbose) for (const miss of s.misses) console.log(`    ${miss.id} gold ${miss.gold} got ${miss.got}: ${miss.text}`);
    }
  }
fs.mkdirSync(values.out, { recursive: true });
fs.writeFileSync(path.join(values.out, 'results.json'), JSON.stringify(report, null, 1));
