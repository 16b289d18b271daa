import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_PHOTO_MAX_BYTES, REVIEW_PHOTO_MESSAGES } from '@dawa/shared/reviews/rules';
import { ReviewListResponseSchema, ReviewSchema, type CreateReviewInput } from '@dawa/shared/reviews/schemas';
import { createVerifiedUser, expectError } from '../helpers/accounts.ts';
import { buildProduct, insertTestProducts } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let png: Buffer;
let jpeg: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  png = await sharp({ create: { width: 40, height: 30, channels: 4, background: { r: 20, g: 140, b: 120, alpha: 0.5 } } })
    .png()
    .toBuffer();
  // A large camera photo with a copyright note and GPS position in its EXIF.
  jpeg = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#d04040' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Camera owner' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '18/1 31/1 0/1' } })
    .toBuffer();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
interface Photo {
  name: string;
  type: string;
  data: Buffer;
}

/** A multipart review: the `review` JSON field and `photos` files. */
function reviewForm(review: CreateReviewInput, photos: Photo[]) {
  const boundary = `----dawa${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="review"\r\n\r\n${JSON.stringify(review)}\r\n`),
  ];
  for (const photo of photos) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="${photo.name}"\r\nContent-Type: ${photo.type}\r\n\r\n`,
      ),
    );
    parts.push(photo.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const submit = (productId: number, headers: Headers, review: CreateReviewInput, photos: Photo[] = []) => {
  const form = reviewForm(review, photos);
  return t.app.inject({
    method: 'POST',
    url: `/api/products/${productId}/reviews`,
    payload: form.payload,
    headers: { ...headers, ...form.headers },
  });
};

async function newProduct() {
  const [product] = await insertTestProducts(t.database.db, [buildProduct()]);
  if (!product) throw new Error('no product');
  return product.id;
}

const fileOf = (key: string) => path.join(t.dataDir, 'uploads', 'review-photos', key);
const storedPhotos = () => {
  try {
    return fs.readdirSync(path.join(t.dataDir, 'uploads', 'review-photos'));
  } catch {
    return [];
  }
};

async function withImages(productId: number) {
  const res = await t.app.inject({ method: 'GET', url: `/api/products/${productId}/reviews?withImages=true` });
  expect(res.statusCode, res.body).toBe(200);
  return ReviewListResponseSchema.parse(res.json());
}

describe('review photos', () => {
  it('attaches a JPEG and a PNG, stored as JPEGs of at most 1200 px without EXIF, served publicly and found by the With images filter', async () => {
    const productId = await newProduct();
    const customer = await createVerifiedUser(t, { firstName: 'Priya', lastName: 'Sharma' });
    expect((await withImages(productId)).total).toBe(0);

    const res = await submit(productId, customer.headers, { rating: 4, comment: 'Box as pictured.' }, [
      { name: 'camera.jpg', type: 'image/jpeg', data: jpeg },
      { name: 'screenshot.png', type: 'image/png', data: png },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const review = ReviewSchema.parse(res.json());
    expect(review.photos).toHaveLength(2);
    for (const photo of review.photos) {
      expect(photo.url).toBe(`/api/media/reviews/${photo.key}`);
      expect(photo.key).toMatch(/^[A-Za-z0-9_-]{24}\.jpg$/);
      expect(fs.existsSync(fileOf(photo.key))).toBe(true);
    }

    const [big, small] = review.photos;
    const served = await t.app.inject({ method: 'GET', url: big?.url ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 800 });
    expect(meta.exif).toBeUndefined();
    const smallMeta = await sharp((await t.app.inject({ method: 'GET', url: small?.url ?? '' })).rawPayload).metadata();
    expect(smallMeta).toMatchObject({ format: 'jpeg', width: 40, height: 30 });

    const list = await withImages(productId);
    expect(list.total).toBe(1);
    expect(list.items[0]?.reviewerName).toBe('Priya S.');
    expect(list.items[0]?.photos.map((p) => p.key)).toEqual(review.photos.map((p) => p.key));
  });

  it('refuses a text file renamed .jpg, a file over 5 MB and a fourth photo, and stores nothing', async () => {
    const productId = await newProduct();
    const customer = await createVerifiedUser(t);
    const before = storedPhotos().length;
    const text = { name: 'photo.jpg', type: 'image/jpeg', data: Buffer.from('This is not a photo at all, just text.') };
    expectError(await submit(productId, customer.headers, { comment: 'Text' }, [text]), 415, REVIEW_PHOTO_MESSAGES.wrongType);
    // Starts like a JPEG, but one byte over the limit: the parser cuts it off.
    const huge = Buffer.alloc(REVIEW_PHOTO_MAX_BYTES + 1, 0);
    huge.set([0xff, 0xd8, 0xff, 0xe0]);
    expectError(
      await submit(productId, customer.headers, { comment: 'Huge' }, [{ name: 'big.jpg', type: 'image/jpeg', data: huge }]),
      413,
      REVIEW_PHOTO_MESSAGES.tooLarge,
    );
    const four = Array.from({ length: 4 }, (_, i) => ({ name: `p${i}.png`, type: 'image/png', data: png }));
    expectError(await submit(productId, customer.headers, { comment: 'Four' }, four), 400, REVIEW_PHOTO_MESSAGES.tooMany);
    // A good photo beside a bad one: neither is kept.
    expectError(
      await submit(productId, customer.headers, { comment: 'Mixed' }, [{ name: 'ok.png', type: 'image/png', data: png }, text]),
      415,
      REVIEW_PHOTO_MESSAGES.wrongType,
    );
    expect(storedPhotos().length).toBe(before);
    expect((await withImages(productId)).total).toBe(0);
  });

  it('keeps chosen photos when a review is replaced, removes the others from storage, and allows 3 in all', async () => {
    const productId = await newProduct();
    const customer = await createVerifiedUser(t);
    const pngPhoto = { name: 'p.png', type: 'image/png', data: png };
    const first = ReviewSchema.parse((await submit(productId, customer.headers, { comment: 'v1' }, [pngPhoto, pngPhoto])).json());
    const [keep, drop] = first.photos.map((p) => p.key) as [string, string];

    // Kept 1 + 3 new would make 4.
    expectError(
      await submit(productId, customer.headers, { comment: 'v2', photoKeys: [keep] }, [pngPhoto, pngPhoto, pngPhoto]),
      400,
      REVIEW_PHOTO_MESSAGES.tooMany,
    );

    const second = await submit(productId, customer.headers, { comment: 'v2', photoKeys: [keep] }, [pngPhoto]);
    expect(second.statusCode, second.body).toBe(200);
    const replaced = ReviewSchema.parse(second.json());
    expect(replaced.photos.map((p) => p.key)[0]).toBe(keep);
    expect(replaced.photos).toHaveLength(2);
    expect(fs.existsSync(fileOf(drop))).toBe(false);
    expectError(await t.app.inject({ method: 'GET', url: `/api/media/reviews/${drop}` }), 404, REVIEW_PHOTO_MESSAGES.notFound);

    // Replaced as JSON without photoKeys: no photos left, and their files are gone.
    const third = await t.app.inject({
      method: 'POST',
      url: `/api/products/${productId}/reviews`,
      payload: { comment: 'v3' },
      headers: customer.headers,
    });
    expect(third.statusCode, third.body).toBe(200);
    expect(ReviewSchema.parse(third.json()).photos).toEqual([]);
    for (const photo of replaced.photos) expect(fs.existsSync(fileOf(photo.key))).toBe(false);
    expect((await withImages(productId)).total).toBe(0);
  });

  it('cannot attach another customer’s photo', async () => {
    const productId = await newProduct();
    const owner = await createVerifiedUser(t);
    const other = await createVerifiedUser(t);
    const mine = ReviewSchema.parse(
      (await submit(productId, owner.headers, { comment: 'Mine' }, [{ name: 'p.png', type: 'image/png', data: png }])).json(),
    );
    const key = mine.photos[0]?.key ?? '';
    const stolen = await t.app.inject({
      method: 'POST',
      url: `/api/products/${productId}/reviews`,
      payload: { comment: 'Not mine', photoKeys: [key] },
      headers: other.headers,
    });
    expectError(stolen, 400, REVIEW_PHOTO_MESSAGES.notYours);
    // On another product, the owner cannot reuse it either: photos belong to one review.
    const elsewhere = await newProduct();
    expectError(await submit(elsewhere, owner.headers, { comment: 'Reuse', photoKeys: [key] }), 400, REVIEW_PHOTO_MESSAGES.notYours);
    expect(fs.existsSync(fileOf(key))).toBe(true);
    const list = await withImages(productId);
    expect(list.items.map((r) => r.comment)).toEqual(['Mine']);
  });

  it('needs a sign-in before any photo is read, and refuses unexpected form parts', async () => {
    const productId = await newProduct();
    expectError(await submit(productId, {}, { comment: 'Anonymous' }, [{ name: 'p.png', type: 'image/png', data: png }]), 401);
    const customer = await createVerifiedUser(t);
    const form = reviewForm({ comment: 'x' }, []);
    const wrongField = form.payload.toString().replace('name="review"', 'name="other"');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/products/${productId}/reviews`,
      payload: wrongField,
      headers: { ...customer.headers, ...form.headers },
    });
    expect(expectError(res, 400).message).toMatch(/'review' field/);
  });

  it('serves 404 for an unknown photo and 400 for a name that is not a photo key', async () => {
    expectError(
      await t.app.inject({ method: 'GET', url: '/api/media/reviews/AAAAAAAAAAAAAAAAAAAAAAAA.jpg' }),
      404,
      REVIEW_PHOTO_MESSAGES.notFound,
    );
    expectError(await t.app.inject({ method: 'GET', url: '/api/media/reviews/..%2F..%2Fsecrets.json' }), 400);
    expectError(await t.app.inject({ method: 'GET', url: '/api/media/reviews/short.jpg' }), 400);
  });
});
