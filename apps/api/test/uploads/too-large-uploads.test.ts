import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/lib/app-error.ts';
import { toAvatarJpeg } from '../../src/modules/accounts/avatar-image.ts';
import { checkPrescriptionFile } from '../../src/modules/prescriptions/prescription-file.ts';
import { toReviewPhotoJpeg } from '../../src/modules/reviews/review-photo.ts';
import { expectError, expectReason } from '../helpers/accounts.ts';
import { buildProduct, insertTestProducts } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createAccount, type Account } from '../admin/staff-helpers.ts';
import { multipartForm } from '../prescriptions/prescription-helpers.ts';

/**
 * Every customer upload over its limit is refused with 413 and a `reason` the web words in Hindi
 * (decision 038), whether the multipart parser's limit trips (an 11 MB body: it always does first on
 * these routes) or our own size check does (a caller handing the bytes over directly).
 */
let t: TestApp;
let customer: Account;
let productId: number;
beforeAll(async () => {
  t = await createTestApp();
  customer = await createAccount(t, 'user', 'uploader');
  const [product] = await insertTestProducts(t.database.db, [buildProduct()]);
  productId = product!.id;
});
afterAll(() => t.close());

const ELEVEN_MB = 11 * 1024 * 1024;
/** 11 MB that start like a file of `type` (magic bytes), then zeros. */
function elevenMb(magic: number[]): Buffer {
  const bytes = Buffer.alloc(ELEVEN_MB, 0);
  bytes.set(magic);
  return bytes;
}
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF_MAGIC = [...Buffer.from('%PDF-1.4\n')];

async function post(url: string, form: ReturnType<typeof multipartForm>) {
  return t.app.inject({ method: 'POST', url, headers: { ...customer.headers, ...form.headers }, payload: form.payload });
}

describe('an 11 MB upload', () => {
  it.each([
    {
      route: 'POST /api/prescriptions/upload',
      send: () => post('/api/prescriptions/upload', multipartForm([{ filename: 'big.png', contentType: 'image/png', data: elevenMb(PNG_MAGIC) }])),
      message: 'The file is larger than 10MB. Please upload a smaller file.',
      reason: 'prescription_file_too_large',
      maxMb: 10,
    },
    {
      route: 'POST /api/health-reports',
      send: () =>
        post(
          '/api/health-reports',
          multipartForm([{ field: 'file', filename: 'big.pdf', contentType: 'application/pdf', data: elevenMb(PDF_MAGIC) }], {
            report: JSON.stringify({ title: 'Blood test', description: 'Fasting sugar' }),
          }),
        ),
      message: 'The file is too large: health report files can be at most 10MB.',
      reason: 'health_report_file_too_large',
      maxMb: 10,
    },
    {
      route: 'POST /api/profile/upload',
      send: () => post('/api/profile/upload', multipartForm([{ field: 'profilePicture', filename: 'me.png', contentType: 'image/png', data: elevenMb(PNG_MAGIC) }])),
      message: 'Image size should be less than 5MB',
      reason: 'profile_picture_too_large',
      maxMb: 5,
    },
    {
      route: 'POST /api/products/:id/reviews',
      send: () =>
        post(
          `/api/products/${productId}/reviews`,
          multipartForm([{ field: 'photos', filename: 'p.png', contentType: 'image/png', data: elevenMb(PNG_MAGIC) }], {
            review: JSON.stringify({ comment: 'Works well' }),
          }),
        ),
      message: 'Each photo must be 5 MB or smaller.',
      reason: 'review_photo_too_large',
      maxMb: 5,
    },
  ])('is refused by $route with 413 and the reason $reason', async ({ send, message, reason, maxMb }) => {
    const body = expectError(await send(), 413, message);
    expect(body.code).toBe('payload_too_large');
    expectReason(body, reason);
    expect(body.params).toEqual({ maxMb });
  });
});

describe('our own size checks', () => {
  it.each([
    { check: 'a prescription', run: () => checkPrescriptionFile(elevenMb(PNG_MAGIC)), reason: 'prescription_file_too_large', maxMb: 10 },
    { check: 'a profile picture', run: () => toAvatarJpeg(elevenMb(PNG_MAGIC)), reason: 'profile_picture_too_large', maxMb: 5 },
    { check: 'a review photo', run: () => toReviewPhotoJpeg(elevenMb(PNG_MAGIC)), reason: 'review_photo_too_large', maxMb: 5 },
  ])('refuse $check with the same reason as the parser', async ({ run, reason, maxMb }) => {
    const error = await run().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'payload_too_large', reason, params: { maxMb } });
  });
});
