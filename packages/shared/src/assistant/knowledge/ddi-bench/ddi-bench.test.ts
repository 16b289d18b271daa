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
    // Every serious pair answered serious (measured 32/32 and 20/20 on 2026-12-02), none answered 'no interaction'.
    expect(score.sensitivity).toBeGreaterThanOrEqual(0.95);
    expect(score.serious.answeredNone + score.warn.answeredNone).toBe(0);
    expect(score.serious.unknown + score.warn.unknown).toBe(0);
    expect(score.warn.warned).toBe(score.warn.total);
    // Alert fatigue: the bar is at most 1 in 5; we measured none.
    expect(score.falseAlarmRate).toBeLessThanOrEqual(0.1);
  });
});
