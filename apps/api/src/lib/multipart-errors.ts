import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import { fileTooLarge, type SizeRefusal } from './file-too-large.ts';

export const MALFORMED_FORM_MESSAGE =
  'The upload could not be read: the form data is incomplete or malformed. Please choose the file again and retry.';

export interface FormMessages {
  /** A file over the size limit (413): the same refusal as the route's own size check, reason included. */
  tooLarge: string | SizeRefusal;
  /** More files than the form takes. */
  tooMany: string;
  /** Parts the form does not have: unknown or too many fields, a forbidden field name, a field that is not JSON. */
  wrongShape: string;
}

/**
 * What an error thrown while reading a multipart body means to the caller. Call it only around
 * parsing (request.parts(), request.file(), part.toBuffer()): whatever fails there comes from the
 * bytes the client sent (no boundary, a body cut before its closing delimiter, a part without
 * headers), so it is a 400, never a 500. @fastify/busboy throws plain Errors without codes for
 * those, which is why the default branch does not look at the message.
 */
export function readableFormError(error: unknown, messages: FormMessages): AppError {
  if (error instanceof AppError) return error;
  switch ((error as { code?: unknown }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return fileTooLarge(messages.tooLarge);
    case 'FST_FILES_LIMIT':
      return new AppError('invalid_input', messages.tooMany);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_INVALID_JSON_FIELD_ERROR':
    case 'FST_PROTO_VIOLATION':
      return new AppError('invalid_input', messages.wrongShape);
    default:
      return new AppError('invalid_input', MALFORMED_FORM_MESSAGE);
  }
}

/**
 * The one file of a single-file form, in field `field`, as bytes. A missing file or one in another
 * field is a 400 naming the field (`missing`); whatever fails while reading is mapped by
 * readableFormError (over the size limit 413, malformed 400).
 */
export async function readSingleFile(
  request: FastifyRequest,
  field: string,
  messages: FormMessages & { missing: string },
): Promise<Buffer> {
  try {
    const file = await request.file();
    if (!file || file.fieldname !== field) {
      file?.file.resume();
      throw new AppError('invalid_input', messages.missing, { [field]: [messages.missing] });
    }
    return await file.toBuffer();
  } catch (error) {
    throw readableFormError(error, messages);
  }
}
