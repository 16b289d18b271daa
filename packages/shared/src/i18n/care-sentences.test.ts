import { describe, expect, it } from 'vitest';
import { HEALTH_REPORT_MESSAGES } from '../care/health-reports.ts';
import { ROOM_MESSAGES } from '../care/video-room.ts';
import { PRESCRIPTION_MESSAGES } from '../prescriptions/messages.ts';
import healthReports from './catalogues/en/healthReports.ts';
import prescriptions from './catalogues/en/prescriptions.ts';
import videoRoom from './catalogues/en/videoRoom.ts';
import type { Catalogue } from './messages.ts';

/** The catalogue's `msg.<key>` sentences, keyed by <key>. */
const sentences = (catalogue: Catalogue) =>
  Object.fromEntries(Object.entries(catalogue).flatMap(([key, text]) => (key.startsWith('msg.') ? [[key.slice(4), text]] : [])));

// The web finds a shared sentence's catalogue key by its English text (the API and the checks answer
// with the spec's sentences): an English catalogue that drifts from the constant would leave it untranslated.
describe('care sentences', () => {
  it('words every room sentence, word for word', () => {
    expect(sentences(videoRoom)).toEqual(ROOM_MESSAGES);
  });

  it('words every health report sentence, word for word', () => {
    expect(sentences(healthReports)).toEqual(HEALTH_REPORT_MESSAGES);
  });

  it("has the prescriptions' sentences it words as they are in PRESCRIPTION_MESSAGES", () => {
    const words = sentences(prescriptions);
    expect(Object.keys(words).length).toBeGreaterThan(20);
    for (const [key, text] of Object.entries(words))
      expect(text, key).toBe(PRESCRIPTION_MESSAGES[key as keyof typeof PRESCRIPTION_MESSAGES]);
  });
});
