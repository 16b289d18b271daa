import { expect, it } from 'vitest';
import type { FailureLimiter, FailureLimiterOptions } from './failure-limiter.ts';

/** Builds the limiter under test; `now` is a fake clock in milliseconds. */
export type MakeFailureLimiter = (options: Required<Pick<FailureLimiterOptions, 'max' | 'windowSeconds' | 'now'>>) => FailureLimiter;

/** The behaviour every FailureLimiter store shares (memory and Redis run the same cases). */
export function failureLimiterCases(make: MakeFailureLimiter): void {
  it('blocks a key at the maximum for the rest of its window, then forgets it', async () => {
    let now = 0;
    const limiter = make({ max: 2, windowSeconds: 60, now: () => now });
    expect(await limiter.retryAfter('a')).toBe(0);
    await limiter.recordFailure('a');
    expect(await limiter.retryAfter('a')).toBe(0);
    now = 10_000;
    await limiter.recordFailure('a');
    expect(await limiter.retryAfter('a')).toBe(50);
    expect(await limiter.retryAfter('b')).toBe(0);
    now = 60_000;
    expect(await limiter.retryAfter('a')).toBe(0);
  });

  it('starts a new window for a failure after the old one ended', async () => {
    let now = 0;
    const limiter = make({ max: 2, windowSeconds: 60, now: () => now });
    await limiter.recordFailure('a');
    await limiter.recordFailure('a');
    now = 61_000;
    await limiter.recordFailure('a');
    expect(await limiter.retryAfter('a')).toBe(0);
    now = 62_000;
    await limiter.recordFailure('a');
    expect(await limiter.retryAfter('a')).toBe(59);
  });

  it('is cleared by a success', async () => {
    const limiter = make({ max: 1, windowSeconds: 60, now: () => 0 });
    await limiter.recordFailure('a');
    expect(await limiter.retryAfter('a')).toBe(60);
    await limiter.clear('a');
    expect(await limiter.retryAfter('a')).toBe(0);
  });

  it('counts every one of many failures recorded at once', async () => {
    const limiter = make({ max: 20, windowSeconds: 60, now: () => 0 });
    await Promise.all(Array.from({ length: 20 }, () => limiter.recordFailure('a')));
    expect(await limiter.retryAfter('a')).toBe(60);
  });
}
