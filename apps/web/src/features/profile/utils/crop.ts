/** A square crop of an image, in the image's own pixels. */
export interface Crop {
  x: number;
  y: number;
  size: number;
}

/** The spec's default: 80% of the shorter side, centred. */
export const DEFAULT_CROP_RATIO = 0.8;
/** Smallest crop offered (or the whole shorter side of a tinier image): below this a 200 px picture is mostly blur. */
export const MIN_CROP_PX = 40;
/** Output picture: 200x200 JPEG at quality 0.9. */
export const OUTPUT_SIZE_PX = 200;
export const OUTPUT_QUALITY = 0.9;

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/** The smallest crop size allowed for an image. */
export function minCropSize(width: number, height: number): number {
  return Math.min(MIN_CROP_PX, Math.min(width, height));
}

/** The crop the dialog opens with: 80% of the shorter side, centred. */
export function defaultCrop(width: number, height: number): Crop {
  const size = Math.max(1, Math.round(Math.min(width, height) * DEFAULT_CROP_RATIO));
  return { x: Math.round((width - size) / 2), y: Math.round((height - size) / 2), size };
}

/** The same crop, in whole pixels and inside the image. */
export function clampCrop(crop: Crop, width: number, height: number): Crop {
  const size = clamp(Math.round(crop.size), minCropSize(width, height), Math.min(width, height));
  return { size, x: clamp(Math.round(crop.x), 0, width - size), y: clamp(Math.round(crop.y), 0, height - size) };
}

/** Arrow-key step: 1 px, 10 with Shift, 100 with Ctrl or Cmd. */
export function nudgeStep(modifiers: { shiftKey: boolean; ctrlKey: boolean; metaKey: boolean }): number {
  if (modifiers.ctrlKey || modifiers.metaKey) return 100;
  if (modifiers.shiftKey) return 10;
  return 1;
}

const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** The crop after an arrow key (null for any other key), kept inside the image. */
export function nudgeCrop(
  crop: Crop,
  key: string,
  modifiers: { shiftKey: boolean; ctrlKey: boolean; metaKey: boolean },
  width: number,
  height: number,
): Crop | null {
  const direction = ARROWS[key];
  if (!direction) return null;
  const step = nudgeStep(modifiers);
  return clampCrop({ ...crop, x: crop.x + direction[0] * step, y: crop.y + direction[1] * step }, width, height);
}

/** A new size around the same centre, kept inside the image. */
export function resizeCrop(crop: Crop, size: number, width: number, height: number): Crop {
  const cx = crop.x + crop.size / 2;
  const cy = crop.y + crop.size / 2;
  const next = clamp(Math.round(size), minCropSize(width, height), Math.min(width, height));
  return clampCrop({ size: next, x: cx - next / 2, y: cy - next / 2 }, width, height);
}
