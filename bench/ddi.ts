// `npm run bench:ddi`: the shared interaction checker on our own pair list (issue 23), tuning and
// held-out apart: sensitivity on serious pairs and the rate of warnings on harmless pairs.
import { describeScore, HELDOUT_CASES, scoreDdi, TUNING_CASES } from '../packages/shared/src/assistant/knowledge/ddi-bench/cases.ts';
import { checkerAnswer } from '../packages/shared/src/assistant/knowledge/ddi-bench/checker-answer.ts';

for (const [label, cases] of [
  ['tuning', TUNING_CASES],
  ['held-out', HELDOUT_CASES],
] as const) {
  const score = scoreDdi(cases, checkerAnswer);
  console.log(describeScore(label, score));
  if (label === 'tuning')
    for (const miss of score.misses)
      console.log(`  miss: ${miss.case.a} + ${miss.case.b} (expected ${miss.case.expected}) → ${miss.answer}`);
}
