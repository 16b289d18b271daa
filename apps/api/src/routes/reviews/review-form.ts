import type { FastifyRequest } from 'fastify';
import { REVIEW_PHOTO_MAX_BYTES, REVIEW_PHOTO_MESSAGES, REVIEW_PHOTOS_MAX } from '@dawa/shared/reviews/rules';
import { AppError } from '../../lib/app-error.ts';
import { readableFormError } from '../../lib/multipart-errors.ts';
import { REVIEW_PHOTO_TOO_LARGE } from '../../modules/reviews/review-photo.ts';

/** The multipart form of a review with photos: a `review` field (the JSON body) and up to 3 `photos` files. */
export const REVIEW_FORM_FIELD = 'review';
export const REVIEW_PHOTOS_FIELD = 'photos';

/**
 * Limits of the parser: bigger files are cut off (and refused) while streaming, never buffered whole.
 * The review field holds at most 2,000 characters of comment and 20 points of 200: 64 KiB is ample.
 */
export const REVIEW_FORM_LIMITS = {
  fileSize: REVIEW_PHOTO_MAX_BYTES,
  files: REVIEW_PHOTOS_MAX,
  fields: 1,
  fieldSize: 64 * 1024,
  // One more than the field and the files: a fourth photo meets the files limit (a clear message), not this one.
  parts: REVIEW_PHOTOS_MAX + 2,
};

const uploadsOf = new WeakMap<FastifyRequest, Buffer[]>();

const FORM_INVALID = `Send the review as JSON, or as a form with a '${REVIEW_FORM_FIELD}' field and up to ${REVIEW_PHOTOS_MAX} '${REVIEW_PHOTOS_FIELD}' files.`;

/** The parser's errors in words a customer understands (a broken body is a 400, never a 500). */
const FORM_MESSAGES = { tooLarge: REVIEW_PHOTO_TOO_LARGE, tooMany: REVIEW_PHOTO_MESSAGES.tooMany, wrongShape: FORM_INVALID };

/**
 * preValidation hook of POST /products/:id/reviews: a multipart request becomes the JSON body the
 * route's schema validates, and its photos are kept aside for the handler. JSON requests pass through.
 */
export async function readReviewForm(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  const photos: Buffer[] = [];
  let review: unknown;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== REVIEW_PHOTOS_FIELD) {
          part.file.resume();
          throw new AppError('invalid_input', FORM_INVALID);
        }
        photos.push(await part.toBuffer());
      } else if (part.fieldname === REVIEW_FORM_FIELD && !part.valueTruncated) {
        review = typeof part.value === 'string' ? parseJson(part.value) : part.value;
      } else {
        throw new AppError('invalid_input', FORM_INVALID);
      }
    }
  } catch (error) {
    throw readableFormError(error, FORM_MESSAGES);
  }
  if (review === undefined) throw new AppError('invalid_input', FORM_INVALID);
  request.body = review;
  uploadsOf.set(request, photos);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError('invalid_input', FORM_INVALID);
  }
}

/** The photos a multipart review request carried ([] for JSON). */
export function reviewUploads(request: FastifyRequest): Buffer[] {
  return uploadsOf.get(request) ?? [];
}
