import { describe, expect, it } from 'vitest';
import { clampCrop, defaultCrop, nudgeCrop, nudgeStep, resizeCrop } from './crop';

const none = { shiftKey: false, ctrlKey: false, metaKey: false };

describe('crop maths', () => {
  it('opens on 80% of the shorter side, centred', () => {
    expect(defaultCrop(1000, 500)).toEqual({ x: 300, y: 50, size: 400 });
    expect(defaultCrop(600, 900)).toEqual({ x: 60, y: 210, size: 480 });
    expect(defaultCrop(200, 200)).toEqual({ x: 20, y: 20, size: 160 });
  });

  it('nudges by 1, 10 with Shift, 100 with Ctrl or Cmd', () => {
    expect(nudgeStep(none)).toBe(1);
    expect(nudgeStep({ ...none, shiftKey: true })).toBe(10);
    expect(nudgeStep({ ...none, ctrlKey: true })).toBe(100);
    expect(nudgeStep({ ...none, metaKey: true, shiftKey: true })).toBe(100);
    const crop = defaultCrop(1000, 500); // x 300, y 50, size 400
    expect(nudgeCrop(crop, 'ArrowRight', none, 1000, 500)).toEqual({ x: 301, y: 50, size: 400 });
    expect(nudgeCrop(crop, 'ArrowLeft', { ...none, shiftKey: true }, 1000, 500)).toEqual({ x: 290, y: 50, size: 400 });
    expect(nudgeCrop(crop, 'ArrowUp', none, 1000, 500)).toEqual({ x: 300, y: 49, size: 400 });
    expect(nudgeCrop(crop, 'Enter', none, 1000, 500)).toBeNull();
  });

  it('keeps nudges inside the image', () => {
    const crop = defaultCrop(1000, 500);
    expect(nudgeCrop(crop, 'ArrowRight', { ...none, ctrlKey: true }, 1000, 500)).toEqual({ x: 400, y: 50, size: 400 });
    expect(nudgeCrop({ x: 550, y: 50, size: 400 }, 'ArrowRight', { ...none, metaKey: true }, 1000, 500)).toEqual({ x: 600, y: 50, size: 400 });
    expect(nudgeCrop(crop, 'ArrowDown', { ...none, ctrlKey: true }, 1000, 500)).toEqual({ x: 300, y: 100, size: 400 });
    expect(nudgeCrop({ x: 5, y: 3, size: 400 }, 'ArrowUp', { ...none, shiftKey: true }, 1000, 500)).toEqual({ x: 5, y: 0, size: 400 });
    expect(nudgeCrop({ x: 5, y: 3, size: 400 }, 'ArrowLeft', { ...none, shiftKey: true }, 1000, 500)).toEqual({ x: 0, y: 3, size: 400 });
  });

  it('resizes around the centre within the image and its limits', () => {
    const crop = defaultCrop(1000, 500);
    expect(resizeCrop(crop, 200, 1000, 500)).toEqual({ x: 400, y: 150, size: 200 });
    expect(resizeCrop(crop, 5000, 1000, 500)).toEqual({ x: 250, y: 0, size: 500 });
    expect(resizeCrop(crop, 1, 1000, 500).size).toBe(40);
    expect(resizeCrop({ x: 0, y: 0, size: 100 }, 300, 1000, 500)).toEqual({ x: 0, y: 0, size: 300 });
  });

  it('clamps to whole pixels inside the image', () => {
    expect(clampCrop({ x: -3.4, y: 10.6, size: 99.5 }, 120, 100)).toEqual({ x: 0, y: 0, size: 100 });
    expect(clampCrop({ x: 30, y: 0, size: 30 }, 20, 20)).toEqual({ x: 0, y: 0, size: 20 });
  });
});
