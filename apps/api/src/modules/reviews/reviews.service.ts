import {
  DEFAULT_REVIEW_RATING,
  REVIEW_MESSAGES,
  REVIEW_PHOTO_KEY_PATTERN,
  REVIEW_PHOTO_MESSAGES,
  REVIEW_PHOTOS_MAX,
  REVIEWS_PAGE_SIZE,
  reviewerDisplayName,
  reviewPhotoUrl,
  reviewStats,
} from '@dawa/shared/reviews/rules';
import type { CreateReviewBody, Review, ReviewListQuery, ReviewListResponse, ReviewStats } from '@dawa/shared/reviews/schemas';
import { pageCount } from '@dawa/shared/http/pagination';
import { inTransaction, type Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { FileStorage } from '../../providers/storage/types.ts';
import { newReviewPhotoKey, REVIEW_PHOTO_FOLDER, toReviewPhotoJpeg } from './review-photo.ts';
import * as repo from './reviews.repository.ts';

const MAX_SERIAL_ID = 2_147_483_647;

export interface ReviewsServiceOptions {
  /** Called after a product's stored rating changed, so cached catalogue answers are not kept. */
  onProductRatingChanged?: () => void;
  now?: () => Date;
  /** Where review photos are kept (public files under random names). */
  storage: FileStorage;
  /** Reports a photo file that could not be deleted (it stays behind as an orphan). */
  log: { error(details: object, message: string): void };
}

function toReview(row: repo.ReviewRow, viewerId: number | null): Review {
  return {
    id: row.id,
    productId: row.productId,
    reviewerName: reviewerDisplayName({ firstName: row.firstName, lastName: row.lastName, deleted: row.deletedAt !== null }),
    rating: row.rating,
    comment: row.comment,
    pros: row.pros,
    cons: row.cons,
    wouldRecommend: row.wouldRecommend,
    verifiedPurchase: row.verifiedPurchase,
    photos: row.imageKeys.map((key) => ({ key, url: reviewPhotoUrl(key) })),
    helpfulCount: row.helpfulCount,
    helpfulByMe: row.helpfulByMe,
    mine: viewerId !== null && row.userId === viewerId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Reviews of products: public lists and statistics, one review per customer and product, helpful votes. */
export function createReviewsService(db: Database, options: ReviewsServiceOptions) {
  const now = options.now ?? (() => new Date());
  const { storage, log } = options;

  /** Deletes photo files no review uses any more; a failure only leaves an orphan file, so it is logged. */
  async function deletePhotoFiles(keys: readonly string[]): Promise<void> {
    for (const key of keys) {
      try {
        await storage.delete(`${REVIEW_PHOTO_FOLDER}/${key}`);
      } catch (error) {
        log.error({ err: error, key }, 'deleting a review photo failed');
      }
    }
  }

  /** Checks and re-encodes every upload first (nothing is stored when one is refused), then stores them under new random names. */
  async function storeNewPhotos(uploads: readonly Buffer[]): Promise<string[]> {
    const jpegs: Buffer[] = [];
    // One at a time: sharp already uses both cores, and three 5 MB decodes at once would triple the memory.
    for (const upload of uploads) jpegs.push(await toReviewPhotoJpeg(upload));
    const keys: string[] = [];
    try {
      for (const jpeg of jpegs) {
        const key = newReviewPhotoKey();
        await storage.put(`${REVIEW_PHOTO_FOLDER}/${key}`, jpeg);
        keys.push(key);
      }
    } catch (error) {
      await deletePhotoFiles(keys);
      throw error;
    }
    return keys;
  }

  /** The product's id by id or slug; 404 'Product not found.' otherwise. */
  async function productIdOf(idOrSlug: string, reader: Database = db): Promise<number> {
    const numeric = /^\d+$/.test(idOrSlug) ? Number(idOrSlug) : null;
    // A number beyond any serial id simply names no product (and must not reach the integer column).
    if (numeric !== null && numeric > MAX_SERIAL_ID) throw notFound(REVIEW_MESSAGES.productNotFound);
    const id = await repo.findProductId(reader, numeric === null ? { slug: idOrSlug } : { id: numeric });
    if (id === undefined) throw notFound(REVIEW_MESSAGES.productNotFound);
    return id;
  }

  /** One page of a product's reviews, filtered and sorted (newest first unless asked otherwise). */
  async function listReviews(idOrSlug: string, query: ReviewListQuery, viewerId: number | null): Promise<ReviewListResponse> {
    const productId = await productIdOf(idOrSlug);
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? REVIEWS_PAGE_SIZE;
    const filter: repo.ReviewFilter = {
      productId,
      rating: query.rating,
      withImages: query.withImages,
      verifiedPurchase: query.verifiedPurchase,
    };
    const [total, rows] = await Promise.all([
      repo.countReviews(db, filter),
      repo.findReviewPage(db, filter, query.sortBy ?? 'newest', { limit: pageSize, offset: (page - 1) * pageSize }, viewerId),
    ]);
    return { items: rows.map((row) => toReview(row, viewerId)), total, page, pageSize, pageCount: pageCount(total, pageSize) };
  }

  /** Average, total, reviews per star and the share that would recommend the product. */
  async function stats(idOrSlug: string): Promise<ReviewStats> {
    const productId = await productIdOf(idOrSlug);
    const { distribution, recommending } = await repo.countByRating(db, productId);
    return reviewStats(distribution, recommending);
  }

  /** The caller's own review of the product (to edit it), or null. */
  async function myReview(idOrSlug: string, userId: number): Promise<Review | null> {
    const productId = await productIdOf(idOrSlug);
    const row = await repo.findUserReview(db, productId, userId);
    return row ? toReview(row, userId) : null;
  }

  /**
   * Writes the caller's review (a second one replaces the first), marks it verified when they have
   * an order with the product that was not cancelled, and stores the product's new rating and
   * review count in the same transaction. Photos: `body.photoKeys` keeps photos already on the
   * caller's review (nobody else's), `uploads` adds new ones (3 in all at most); photos the review
   * no longer uses are deleted, and new files are deleted again when the write fails.
   */
  async function submitReview(
    idOrSlug: string,
    userId: number,
    body: CreateReviewBody,
    uploads: readonly Buffer[] = [],
  ): Promise<{ review: Review; created: boolean }> {
    const kept = body.photoKeys;
    if (kept.length + uploads.length > REVIEW_PHOTOS_MAX) throw new AppError('invalid_input', REVIEW_PHOTO_MESSAGES.tooMany);
    // Before any photo work: a missing product is a 404 without decoding anything.
    await productIdOf(idOrSlug);
    const added = await storeNewPhotos(uploads);
    let outcome: { review: Review; created: boolean; removed: string[] };
    try {
      outcome = await inTransaction(db, async (tx) => {
        const productId = await productIdOf(idOrSlug, tx);
        await repo.lockProduct(tx, productId);
        // Read under the product lock: a concurrent replacement of the same review waits here.
        const current = await repo.findUserReviewPhotoKeys(tx, productId, userId);
        if (kept.some((key) => !current.includes(key))) {
          throw new AppError('invalid_input', REVIEW_PHOTO_MESSAGES.notYours, { photoKeys: [REVIEW_PHOTO_MESSAGES.notYours] });
        }
        const verifiedPurchase = await repo.hasBought(tx, userId, productId);
        const { created } = await repo.upsertReview(
          tx,
          {
            productId,
            userId,
            rating: body.rating ?? DEFAULT_REVIEW_RATING,
            comment: body.comment,
            pros: body.pros,
            cons: body.cons,
            wouldRecommend: body.wouldRecommend,
            verifiedPurchase,
            imageKeys: [...kept, ...added],
          },
          now(),
        );
        const { distribution, recommending } = await repo.countByRating(tx, productId);
        const { averageRating, totalReviews } = reviewStats(distribution, recommending);
        await repo.setProductRating(tx, productId, averageRating, totalReviews);
        const row = await repo.findUserReview(tx, productId, userId);
        if (!row) throw new Error('the review just written is missing');
        return { review: toReview(row, userId), created, removed: current.filter((key) => !kept.includes(key)) };
      });
    } catch (error) {
      await deletePhotoFiles(added);
      throw error;
    }
    await deletePhotoFiles(outcome.removed);
    options.onProductRatingChanged?.();
    return { review: outcome.review, created: outcome.created };
  }

  /** The JPEG bytes of a review photo by its file name; 404 for any other name. */
  async function readPhoto(key: string): Promise<Buffer> {
    const bytes = REVIEW_PHOTO_KEY_PATTERN.test(key) ? await storage.get(`${REVIEW_PHOTO_FOLDER}/${key}`) : null;
    if (!bytes) throw notFound(REVIEW_PHOTO_MESSAGES.notFound);
    return bytes;
  }

  /** Counts the caller's helpful vote once (again is a no-op); not on their own review. */
  async function markHelpful(reviewId: number, userId: number): Promise<{ helpfulCount: number; helpfulByMe: true }> {
    return inTransaction(db, async (tx) => {
      const review = await repo.findReviewAuthor(tx, reviewId);
      if (!review) throw notFound(REVIEW_MESSAGES.reviewNotFound);
      if (review.userId === userId) throw new AppError('forbidden', REVIEW_MESSAGES.ownReviewHelpful);
      return { helpfulCount: await repo.addHelpfulVote(tx, reviewId, userId), helpfulByMe: true as const };
    });
  }

  return { listReviews, stats, myReview, submitReview, markHelpful, readPhoto };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;

/** Every review the customer wrote, newest first, with photo URLs and ISO times (for my-data.json). */
export async function reviewsWrittenBy(db: Database, userId: number) {
  return (await repo.findReviewsByUser(db, userId)).map(({ imageKeys, createdAt, updatedAt, ...review }) => ({
    ...review,
    photos: imageKeys.map((key) => ({ url: reviewPhotoUrl(key) })),
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  }));
}
