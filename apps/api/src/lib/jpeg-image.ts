import { fileTypeFromBuffer } from 'file-type';
import { loadSharp } from './load-sharp.ts';
import { AppError } from './app-error.ts';
import { fileTooLarge, type SizeRefusal } from './file-too-large.ts';

/** Decompression-bomb guard: a 5 MB file may still claim billions of pixels; 40 MP covers any phone photo. */
const MAX_INPUT_PIXELS = 40_000_000;

export interface JpegImageRules {
  maxBytes: number;
  longSidePx: number;
  /** Accepted types, judged by magic bytes (never by name or header). */
  types: readonly string[];
  messages: { tooLarge: string | SizeRefusal; wrongType: string; unreadable: string };
}

/**
 * Checks an uploaded image by its size and magic bytes and re-encodes it as a JPEG at most
 * `longSidePx` on its long side, orientation applied. sharp writes no metadata unless asked, so
 * EXIF (camera, GPS location) is dropped, and whatever else the file carried is not kept.
 */
export async function toJpegImage(input: Buffer, rules: JpegImageRules): Promise<Buffer> {
  if (input.length > rules.maxBytes) throw fileTooLarge(rules.messages.tooLarge);
  const type = await fileTypeFromBuffer(input);
  if (!type || !rules.types.includes(type.mime)) throw new AppError('unsupported_media_type', rules.messages.wrongType);
  const sharp = await loadSharp();
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize(rules.longSidePx, rules.longSidePx, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  } catch {
    // The bytes start like an image but do not decode (truncated, corrupt, or too many pixels).
    throw new AppError('invalid_input', rules.messages.unreadable);
  }
}
