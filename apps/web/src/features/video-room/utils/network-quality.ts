/**
 * The network-quality hint of a call, read from RTCPeerConnection.getStats() every few seconds: the
 * round-trip time of the pair in use and the share of incoming packets lost since the last reading.
 * Pure, so the thresholds are tested without a browser.
 */
export type NetworkQuality = 'good' | 'fair' | 'poor';

/** What one getStats() reading gives: totals so far, and the current round trip (seconds). */
export interface CallSample {
  packetsReceived: number;
  packetsLost: number;
  roundTripSeconds: number | null;
}

// Video calls stay comfortable under about 300 ms round trip and 2% loss; past 600 ms or 8% speech
// breaks up and video freezes (the usual WebRTC guidance, e.g. ITU-T G.114 for delay).
const FAIR_RTT_S = 0.3;
const POOR_RTT_S = 0.6;
const FAIR_LOSS = 0.02;
const POOR_LOSS = 0.08;

/** Good, fair or poor from the change between two readings (the worse of delay and loss decides). */
export function qualityOf(previous: CallSample | null, current: CallSample): NetworkQuality {
  const received = current.packetsReceived - (previous?.packetsReceived ?? 0);
  const lost = current.packetsLost - (previous?.packetsLost ?? 0);
  const loss = received + lost > 0 ? Math.max(0, lost) / (received + Math.max(0, lost)) : 0;
  const rtt = current.roundTripSeconds ?? 0;
  if (rtt >= POOR_RTT_S || loss >= POOR_LOSS) return 'poor';
  if (rtt >= FAIR_RTT_S || loss >= FAIR_LOSS) return 'fair';
  return 'good';
}

/** The fields of a getStats() entry that the hint reads. */
export interface StatLike {
  type: string;
  state?: string;
  nominated?: boolean;
  selected?: boolean;
  currentRoundTripTime?: number;
  packetsReceived?: number;
  packetsLost?: number;
}

/** Sums the incoming RTP streams and takes the round trip of the candidate pair in use, from a getStats() report. */
export function sampleOf(report: Iterable<StatLike>): CallSample {
  const sample: CallSample = { packetsReceived: 0, packetsLost: 0, roundTripSeconds: null };
  for (const stat of report) {
    if (stat.type === 'inbound-rtp') {
      sample.packetsReceived += stat.packetsReceived ?? 0;
      sample.packetsLost += stat.packetsLost ?? 0;
    } else if (stat.type === 'candidate-pair' && stat.state === 'succeeded' && (stat.nominated || stat.selected)) {
      if (stat.currentRoundTripTime !== undefined) sample.roundTripSeconds = stat.currentRoundTripTime;
    }
  }
  return sample;
}
