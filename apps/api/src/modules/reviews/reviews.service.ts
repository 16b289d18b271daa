import { DEFAULT_REVIEW_RATING, REVIEW_MESSAGES, REVIEWS_PAGE_SIZE, reviewerDisplayName, reviewStats } from '@dawa/shared/reviews/rules';
import type { CreateReviewBody, Review, ReviewListQuery, ReviewListResponse, ReviewStats } from '@dawa/shared/reviews/schemas';
import { pageCount } from '@dawa/shared/http/pagination';
import { inTransaction, type Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import * as repo from './reviews.repository.ts';

const MAX_SERIAL_ID = 2_147_483_647;

export interface ReviewsServiceOptions {
  /** Called after a product's stored rating changed, so cached catalogue answers are not kept. */
  onProductRatingChanged?: () => void;
  now?: () => Date;
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
    helpfulCount: row.helpfulCount,
    helpfulByMe: row.helpfulByMe,
    mine: viewerId !== null && row.userId === viewerId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Reviews of products: public lists and statistics, one review per customer and product, helpful votes. */
export function createReviewsService(db: Database, options: ReviewsServiceOptions = {}) {
  const now = options.now ?? (() => new Date());

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
   * review count in the same transaction.
   */
  async function submitReview(idOrSlug: string, userId: number, body: CreateReviewBody): Promise<{ review: Review; created: boolean }> {
    const result = await inTransaction(db, async (tx) => {
      const productId = await productIdOf(idOrSlug, tx);
      await repo.lockProduct(tx, productId);
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
        },
        now(),
      );
      const { distribution, recommending } = await repo.countByRating(tx, productId);
      const { averageRating, totalReviews } = reviewStats(distribution, recommending);
      await repo.setProductRating(tx, productId, averageRating, totalReviews);
      const row = await repo.findUserReview(tx, productId, userId);
      if (!row) throw new Error('the review just written is missing');
      return { review: toReview(row, userId), created };
    });
    options.onProductRatingChanged?.();
    return result;
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

  return { listReviews, stats, myReview, submitReview, markHelpful };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
