import crypto from 'node:crypto';
import { REVIEW_PHOTO_LONG_SIDE_PX, REVIEW_PHOTO_MAX_BYTES, REVIEW_PHOTO_MESSAGES, REVIEW_PHOTO_TYPES } from '@dawa/shared/reviews/rules';
import type { SizeRefusal } from '../../lib/file-too-large.ts';
import { toJpegImage } from '../../lib/jpeg-image.ts';

/** Storage folder of review photos; the key kept in reviews.image_keys is the file name inside it. */
export const REVIEW_PHOTO_FOLDER = 'review-photos';

/** A new random photo name (24 base64url characters and .jpg, what REVIEW_PHOTO_KEY_PATTERN accepts). */
export function newReviewPhotoKey(): string {
  return `${crypto.randomBytes(18).toString('base64url')}.jpg`;
}

/** A review photo over 5 MB, refused alike by this check and by the review form's parser. */
export const REVIEW_PHOTO_TOO_LARGE: SizeRefusal = {
  message: REVIEW_PHOTO_MESSAGES.tooLarge,
  reason: 'review_photo_too_large',
  maxBytes: REVIEW_PHOTO_MAX_BYTES,
};

/** A review photo checked (JPEG, PNG or WebP, 5 MB at most, by magic bytes) and re-encoded as a JPEG of 1200 px at most. */
export function toReviewPhotoJpeg(input: Buffer): Promise<Buffer> {
  return toJpegImage(input, {
    maxBytes: REVIEW_PHOTO_MAX_BYTES,
    longSidePx: REVIEW_PHOTO_LONG_SIDE_PX,
    types: REVIEW_PHOTO_TYPES,
    messages: { ...REVIEW_PHOTO_MESSAGES, tooLarge: REVIEW_PHOTO_TOO_LARGE },
  });
}
