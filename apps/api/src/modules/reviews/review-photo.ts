import crypto from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { REVIEW_PHOTO_LONG_SIDE_PX, REVIEW_PHOTO_MAX_BYTES, REVIEW_PHOTO_MESSAGES, REVIEW_PHOTO_TYPES } from '@dawa/shared/reviews/rules';
import { AppError } from '../../lib/app-error.ts';

/** Storage folder of review photos; the key kept in reviews.image_keys is the file name inside it. */
export const REVIEW_PHOTO_FOLDER = 'review-photos';
/** Decompression-bomb guard: a 5 MB file may still claim billions of pixels; 40 MP covers any phone photo. */
const MAX_INPUT_PIXELS = 40_000_000;

/** A new random photo name (24 base64url characters and .jpg, what REVIEW_PHOTO_KEY_PATTERN accepts). */
export function newReviewPhotoKey(): string {
  return `${crypto.randomBytes(18).toString('base64url')}.jpg`;
}

/**
 * Checks an uploaded review photo by its size and magic bytes (JPEG, PNG or WebP, never by name or
 * header) and re-encodes it as a JPEG at most 1200 px on its long side, orientation applied. sharp
 * writes no metadata unless asked, so EXIF (camera, GPS location) is dropped.
 */
export async function toReviewPhotoJpeg(input: Buffer): Promise<Buffer> {
  if (input.length > REVIEW_PHOTO_MAX_BYTES) throw new AppError('payload_too_large', REVIEW_PHOTO_MESSAGES.tooLarge);
  const type = await fileTypeFromBuffer(input);
  if (!type || !(REVIEW_PHOTO_TYPES as readonly string[]).includes(type.mime)) {
    throw new AppError('unsupported_media_type', REVIEW_PHOTO_MESSAGES.wrongType);
  }
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize(REVIEW_PHOTO_LONG_SIDE_PX, REVIEW_PHOTO_LONG_SIDE_PX, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  } catch {
    // The bytes start like an image but do not decode (truncated, corrupt, or too many pixels).
    throw new AppError('invalid_input', REVIEW_PHOTO_MESSAGES.unreadable);
  }
}
