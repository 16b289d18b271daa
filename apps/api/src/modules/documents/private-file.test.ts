import { describe, expect, it } from 'vitest';
import { rangeOf } from './private-file.ts';

describe('rangeOf (Range header of a private file)', () => {
  it('reads the three single-range forms, cut at the end of the file', () => {
    expect(rangeOf('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(rangeOf('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(rangeOf('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(rangeOf('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 });
    expect(rangeOf('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
  });

  it('is unsatisfiable past the end or for an empty suffix', () => {
    expect(rangeOf('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(rangeOf('bytes=-0', 1000)).toBe('unsatisfiable');
    expect(rangeOf('bytes=0-', 0)).toBe('unsatisfiable');
  });

  it('sends the whole file for no header, several ranges, another unit or nonsense', () => {
    for (const header of [undefined, '', 'bytes=0-1,5-9', 'items=0-1', 'bytes=-', 'bytes=9-3', 'bytes=a-b'])
      expect(rangeOf(header, 1000), String(header)).toBeNull();
  });
});
