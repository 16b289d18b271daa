import { fileTypeFromBuffer } from 'file-type';
import { loadSharp } from '../../lib/load-sharp.ts';
import { PROFILE_PICTURE_MAX_BYTES, PROFILE_PICTURE_SIZE_PX } from '@dawa/shared/auth/rules';
import { AppError } from '../../lib/app-error.ts';
import { fileTooLarge, type SizeRefusal } from '../../lib/file-too-large.ts';

export const NOT_AN_IMAGE_MESSAGE = 'Please select an image file';
export const IMAGE_TOO_LARGE_MESSAGE = 'Image size should be less than 5MB';
/** A profile picture over 5 MB, refused alike by this check and by the upload form's parser. */
export const PROFILE_PICTURE_TOO_LARGE: SizeRefusal = {
  message: IMAGE_TOO_LARGE_MESSAGE,
  reason: 'profile_picture_too_large',
  maxBytes: PROFILE_PICTURE_MAX_BYTES,
};

/** Image formats sharp decodes with its prebuilt binaries, recognised by their first bytes (never by name or header). */
const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/tiff']);
/** Decompression-bomb guard: a 5 MB file may still claim billions of pixels; 40 MP covers any phone photo. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Checks an uploaded picture by its magic bytes and size and re-encodes it as the spec's avatar: a
 * 200x200 JPEG at quality 90, centre-cropped, orientation applied, metadata (camera, GPS) dropped.
 */
export async function toAvatarJpeg(input: Buffer): Promise<Buffer> {
  if (input.length > PROFILE_PICTURE_MAX_BYTES) throw fileTooLarge(PROFILE_PICTURE_TOO_LARGE);
  const type = await fileTypeFromBuffer(input);
  if (!type || !ACCEPTED_TYPES.has(type.mime)) throw new AppError('unsupported_media_type', NOT_AN_IMAGE_MESSAGE);
  const sharp = await loadSharp();
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize(PROFILE_PICTURE_SIZE_PX, PROFILE_PICTURE_SIZE_PX, { fit: 'cover', position: 'centre' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 90 })
      .toBuffer();
  } catch {
    // The bytes start like an image but do not decode (truncated, corrupt, or too many pixels).
    throw new AppError('invalid_input', 'This image could not be read. Please select another image file.');
  }
}
