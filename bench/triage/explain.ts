// `node --import tsx bench/triage/explain.ts "message" ...`: the level each message gets and the rules that decided,
// for looking into one bench miss without running the whole bench.
import { assessTriage } from '../../packages/shared/src/assistant/triage/assess.ts';

for (const text of process.argv.slice(2)) {
  const a = assessTriage(text);
  console.log(`${a.level.padEnd(12)} ${a.ruleIds.join(',')} [${a.complaints.join(',')}] follow-up ${a.followUp ?? '-'} :: ${text}`);
}
