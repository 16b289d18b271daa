import { describe, expect, it } from 'vitest';
import { checkIntervalAt, statusCheckDue } from '../../src/providers/payments/phonepe-status-schedule.ts';

const start = new Date('2026-12-03T10:00:00Z');
const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);

/** Every check the schedule makes in the first `seconds`, asking once a second as a poller would. */
function checksWithin(seconds: number): number[] {
  let last: Date | null = null;
  const asked: number[] = [];
  for (let s = 0; s <= seconds; s++) {
    if (statusCheckDue(start, last, at(s))) {
      asked.push(s);
      last = at(s);
    }
  }
  return asked;
}

describe("PhonePe's status-check schedule for a pending payment", () => {
  it('first checks 20 s after the start, then every 3 s for 30 s', () => {
    expect(statusCheckDue(start, null, at(19))).toBe(false);
    expect(checksWithin(50)).toEqual([20, 23, 26, 29, 32, 35, 38, 41, 44, 47, 50]);
  });

  it('then every 6 s for 60 s, every 10 s for 60 s, every 30 s for 60 s, then every minute', () => {
    expect([49, 50, 51, 110, 111, 170, 171, 230, 231, 1200].map((s) => checkIntervalAt(s * 1000))).toEqual(
      [3, 3, 6, 6, 10, 10, 30, 30, 60, 60].map((s) => s * 1000),
    );
    const asked = checksWithin(20 * 60);
    // 11 in the first 30 s window, then about 10 + 6 + 2, then one a minute: about 45 in 20 minutes, as PhonePe reckons.
    expect(asked.length).toBeGreaterThan(40);
    expect(asked.length).toBeLessThan(50);
    const gaps = asked.slice(1).map((s, i) => s - (asked[i] ?? 0));
    expect(gaps.at(-1)).toBe(60);
  });

  it('a check made before the first one was due (the customer’s return) does not delay the schedule', () => {
    expect(statusCheckDue(start, at(5), at(20))).toBe(true);
  });
});
