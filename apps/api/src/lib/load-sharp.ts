import type sharpModule from 'sharp';

let loading: Promise<typeof sharpModule> | undefined;

/**
 * sharp, loaded on the first image it handles rather than with the app: its native library (libvips)
 * is the heaviest thing the API imports, and most requests, test files and the seed never touch an image.
 */
export function loadSharp(): Promise<typeof sharpModule> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}
