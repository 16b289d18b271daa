import { describe, expect, it } from 'vitest';
import { roomState } from './video-room.ts';

const start = new Date('2026-11-30T18:00:00.000Z');
const end = new Date('2026-11-30T18:15:00.000Z');
const at = (iso: string) => new Date(iso);

describe('roomState: open from 10 minutes before the start to the end', () => {
  it.each([
    ['2026-11-30T17:49:59.999Z', 'early'],
    ['2026-11-30T17:50:00.000Z', 'open'],
    ['2026-11-30T18:14:59.999Z', 'open'],
    ['2026-11-30T18:15:00.000Z', 'ended'],
    ['2026-12-01T00:00:00.000Z', 'ended'],
  ])('at %s it is %s', (now, state) => {
    expect(roomState(at(now), start, end)).toBe(state);
  });
});
