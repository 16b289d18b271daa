import { describe, expect, it } from 'vitest';
import { failureLimiterCases } from './failure-limiter.cases.ts';
import { createMemoryFailureLimiter, describeWait } from './failure-limiter.ts';

describe('createMemoryFailureLimiter', () => {
  failureLimiterCases((options) => createMemoryFailureLimiter(options));

  it('is bounded in size: the oldest key goes first', async () => {
    const limiter = createMemoryFailureLimiter({ max: 1, windowSeconds: 60, maxKeys: 2 });
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
