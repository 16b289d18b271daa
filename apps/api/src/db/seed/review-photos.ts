import { and, eq, gte, like, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { packShotFactColumns } from '../../modules/catalog/catalog.repository.ts';
import { renderPackShot, type PackShotInput } from '../../modules/catalog/pack-shot.ts';
import { newReviewPhotoKey, REVIEW_PHOTO_FOLDER } from '../../modules/reviews/review-photo.ts';
import type { FileStorage } from '../../providers/storage/types.ts';
import { inTransaction, type Database } from '../client.ts';
import { products, reviews, users } from '../schema/index.ts';

/** The seeded reviewers' e-mail domain (seed/reviews.ts). */
const SEED_REVIEWER_DOMAIN = 'reviewers.dawa.in';

/** How many seeded reviews get a photo: enough for 'With images' to find some, few enough to seed in well under a second. */
const SEEDED_PHOTOS = 6;
/** The pack shot's 400-unit view box rendered at 2.25x: a 900 px photo, within the 1200 px of real uploads. */
const RENDER_DENSITY = 72 * 2.25;

interface PhotoCandidate extends PackShotInput {
  reviewId: number;
}

/**
 * Gives a few seeded reviews (well rated, one per category, on products with several reviews) a
 * photo of the pack: the product's angled pack shot rendered to a JPEG and stored like an upload.
 * Answers how many reviews got one.
 */
export async function seedReviewPhotos(db: Database, storage: FileStorage): Promise<number> {
  const candidates: PhotoCandidate[] = await db
    .selectDistinctOn([products.categorySlug], { reviewId: reviews.id, ...packShotFactColumns })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(
      and(
        like(users.email, `%@${SEED_REVIEWER_DOMAIN}`),
        gte(reviews.rating, 4),
        gte(products.reviewCount, 3),
        sql`cardinality(${reviews.imageKeys}) = 0`,
      ),
    )
    .orderBy(products.categorySlug, products.id, reviews.id)
    .limit(SEEDED_PHOTOS);
  const written: { reviewId: number; key: string }[] = [];
  try {
    for (const candidate of candidates) {
      const jpeg = await sharp(Buffer.from(renderPackShot(candidate, 3)), { density: RENDER_DENSITY })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer();
      const key = newReviewPhotoKey();
      await storage.put(`${REVIEW_PHOTO_FOLDER}/${key}`, jpeg);
      written.push({ reviewId: candidate.reviewId, key });
    }
    await inTransaction(db, async (tx) => {
      for (const { reviewId, key } of written) {
        await tx
          .update(reviews)
          .set({ imageKeys: [key] })
          .where(eq(reviews.id, reviewId));
      }
    });
  } catch (error) {
    for (const { key } of written) await storage.delete(`${REVIEW_PHOTO_FOLDER}/${key}`);
    throw error;
  }
  return written.length;
}
