import crypto from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { loadSharp } from '../../lib/load-sharp.ts';
import { PRESCRIPTION_MESSAGES } from '@dawa/shared/prescriptions/messages';
import { PRESCRIPTION_CONTENT_TYPES, PRESCRIPTION_MAX_BYTES, type PrescriptionContentType } from '@dawa/shared/prescriptions/status';
import { AppError } from '../../lib/app-error.ts';
import { fileTooLarge, type SizeRefusal } from '../../lib/file-too-large.ts';

/** A prescription over 10 MB, refused alike by this check and by the upload form's parser. */
export const PRESCRIPTION_TOO_LARGE: SizeRefusal = {
  message: PRESCRIPTION_MESSAGES.tooLarge,
  reason: 'prescription_file_too_large',
  maxBytes: PRESCRIPTION_MAX_BYTES,
};

const EXTENSIONS: Record<PrescriptionContentType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };

/**
 * What an upload really is, judged by its bytes (file-type reads the magic numbers), never by its
 * name or the browser's header: a text file called scan.png is refused. Empty and oversized files
 * are refused too (the multipart parser already cuts a stream at the limit; this holds for any caller).
 */
export async function checkPrescriptionFile(bytes: Buffer): Promise<PrescriptionContentType> {
  if (bytes.length === 0)
    throw new AppError(
      'invalid_input',
      PRESCRIPTION_MESSAGES.emptyFile,
      { file: [PRESCRIPTION_MESSAGES.emptyFile] },
      'prescription_file_empty',
    );
  if (bytes.length > PRESCRIPTION_MAX_BYTES) throw fileTooLarge(PRESCRIPTION_TOO_LARGE);
  const type = await fileTypeFromBuffer(bytes);
  const mime = type?.mime as PrescriptionContentType | undefined;
  if (!mime || !PRESCRIPTION_CONTENT_TYPES.includes(mime)) {
    throw new AppError(
      'unsupported_media_type',
      PRESCRIPTION_MESSAGES.wrongType,
      { file: [PRESCRIPTION_MESSAGES.wrongType] },
      'prescription_file_type',
    );
  }
  return mime;
}

/** A new storage key under prescriptions/: a random name (nothing of the customer's file name reaches a path). */
export function newPrescriptionKey(type: PrescriptionContentType): string {
  return `prescriptions/${crypto.randomBytes(18).toString('base64url')}.${EXTENSIONS[type]}`;
}

/** The customer's file name as shown on the card: no folders, no control characters, at most 200 characters. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean.slice(0, 200) || 'prescription';
}

/** Decompression-bomb guard, as for every image we decode (a 20,000 x 20,000 PNG is a few hundred kB). */
const MAX_INPUT_PIXELS = 40_000_000;
const THUMBNAIL_SIDE = 360;

/** A small JPEG of an image prescription for the card; throws not_found when the image cannot be previewed. */
export async function prescriptionThumbnail(bytes: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize(THUMBNAIL_SIDE, THUMBNAIL_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 75 })
      .toBuffer();
  } catch {
    throw new AppError('not_found', PRESCRIPTION_MESSAGES.noPreview);
  }
}
