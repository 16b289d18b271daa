import { describe, expect, it } from 'vitest';
import { describeScore, HELDOUT_CASES, scoreDdi, TUNING_CASES } from './cases.ts';
import { checkerAnswer } from './checker-answer.ts';

// Floors of the shared checker on our own pairs (issue 23); raised as the knowledge grows, never lowered.
describe('the interaction checker on the bench pairs', () => {
  it.each([
    ['tuning', TUNING_CASES],
    ['held-out', HELDOUT_CASES],
  ] as const)('%s pairs', (label, cases) => {
    const score = scoreDdi(cases, checkerAnswer);
    console.log(describeScore(label, score));
    expect(score.sensitivity).toBeGreaterThanOrEqual(0);
    expect(score.falseAlarmRate).toBeLessThanOrEqual(0.2);
  });
});
