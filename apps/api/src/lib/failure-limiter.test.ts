import { describe, expect, it } from 'vitest';
import { createMemoryFailureLimiter, describeWait } from './failure-limiter.ts';

describe('createMemoryFailureLimiter', () => {
  it('blocks a key at the maximum for the rest of its window, then forgets it', async () => {
    let now = 0;
    const limiter = createMemoryFailureLimiter({ max: 2, windowSeconds: 60, now: () => now });
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

  it('is cleared by a success and bounded in size', async () => {
    const limiter = createMemoryFailureLimiter({ max: 1, windowSeconds: 60, maxKeys: 2 });
    await limiter.recordFailure('a');
    await limiter.clear('a');
    expect(await limiter.retryAfter('a')).toBe(0);
    await limiter.recordFailure('x');
    await limiter.recordFailure('y');
    await limiter.recordFailure('z');
    expect(await limiter.retryAfter('x')).toBe(0);
    expect(await limiter.retryAfter('z')).toBeGreaterThan(0);
  });

  it.each([
    [1, '1 second'],
    [45, '45 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [900, '15 minutes'],
  ])('describes %i s as "%s"', (seconds, text) => {
    expect(describeWait(seconds)).toBe(text);
  });
});
