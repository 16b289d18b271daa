import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReviewListResponseSchema } from '@dawa/shared/reviews/schemas';
import { seedReviewPhotos } from '../../src/db/seed/review-photos.ts';
import { reviews } from '../../src/db/schema/index.ts';
import { createLocalStorage } from '../../src/providers/storage/local.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('seeded review photos', () => {
  it('gives six well-rated seeded reviews in different categories a pack photo that the app serves and With images finds', async () => {
    const storage = createLocalStorage(path.join(t.dataDir, 'uploads'));
    expect(await seedReviewPhotos(t.database.db, storage)).toBe(6);

    const withPhotos = await t.database.db
      .select({ productId: reviews.productId, rating: reviews.rating, imageKeys: reviews.imageKeys })
      .from(reviews)
      .where(sql`cardinality(${reviews.imageKeys}) > 0`);
    expect(withPhotos).toHaveLength(6);
    expect(withPhotos.every((r) => r.rating >= 4 && r.imageKeys.length === 1)).toBe(true);

    const [first] = withPhotos;
    const list = await t.app.inject({ method: 'GET', url: `/api/products/${first?.productId}/reviews?withImages=true` });
    const page = ReviewListResponseSchema.parse(list.json());
    expect(page.total).toBe(1);
    const url = page.items[0]?.photos[0]?.url ?? '';
    const photo = await t.app.inject({ method: 'GET', url });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(photo.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 900, height: 900 });
  });
});
