import { describe, expect, it } from 'vitest';
import { qualityOf, sampleOf, type CallSample } from './network-quality';

const sample = (packetsReceived: number, packetsLost: number, roundTripSeconds: number | null): CallSample => ({
  packetsReceived,
  packetsLost,
  roundTripSeconds,
});

describe('the network-quality hint', () => {
  it.each([
    ['a quick, clean line', sample(1000, 0, 0.05), 'good'],
    ['1% lost', sample(990, 10, 0.1), 'good'],
    ['3% lost', sample(970, 30, 0.1), 'fair'],
    ['350 ms round trip', sample(1000, 0, 0.35), 'fair'],
    ['10% lost', sample(900, 100, 0.1), 'poor'],
    ['700 ms round trip', sample(1000, 0, 0.7), 'poor'],
    ['nothing received yet', sample(0, 0, null), 'good'],
  ] as const)('%s is %s', (_name, current, expected) => {
    expect(qualityOf(null, current)).toBe(expected);
  });

  it('judges the loss since the last reading, not since the call began', () => {
    const before = sample(10_000, 900, 0.1); // a bad start, long ago
    expect(qualityOf(before, sample(11_000, 900, 0.1))).toBe('good');
    expect(qualityOf(before, sample(10_500, 1000, 0.1))).toBe('poor');
  });

  it("reads the incoming streams and the pair in use from getStats()' report", () => {
    const report = [
      { type: 'inbound-rtp', packetsReceived: 500, packetsLost: 5 },
      { type: 'inbound-rtp', packetsReceived: 300, packetsLost: 1 },
      { type: 'candidate-pair', state: 'succeeded', nominated: true, currentRoundTripTime: 0.12 },
      { type: 'candidate-pair', state: 'failed', nominated: false, currentRoundTripTime: 2 },
      { type: 'outbound-rtp', packetsSent: 900 },
    ];
    expect(sampleOf(report)).toEqual({ packetsReceived: 800, packetsLost: 6, roundTripSeconds: 0.12 });
  });
});
