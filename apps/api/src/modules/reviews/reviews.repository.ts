import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { RatingDistribution, ReviewSort } from '@dawa/shared/reviews/rules';
import type { Database } from '../../db/client.ts';
import { orderItems, orders, products, reviews, reviewVotes, users } from '../../db/schema/index.ts';

/** Which reviews of a product a list shows; an unset filter shows all. */
export interface ReviewFilter {
  productId: number;
  rating?: number | undefined;
  withImages?: boolean | undefined;
  verifiedPurchase?: boolean | undefined;
}

function whereOf(filter: ReviewFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(reviews.productId, filter.productId)];
  if (filter.rating !== undefined) conditions.push(eq(reviews.rating, filter.rating));
  if (filter.withImages) conditions.push(sql`cardinality(${reviews.imageKeys}) > 0`);
  if (filter.verifiedPurchase) conditions.push(eq(reviews.verifiedPurchase, true));
  return and(...conditions);
}

function orderOf(sort: ReviewSort): SQL[] {
  switch (sort) {
    case 'newest':
      return [desc(reviews.createdAt), desc(reviews.id)];
    case 'oldest':
      return [asc(reviews.createdAt), asc(reviews.id)];
    case 'highest-rating':
      return [desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)];
    case 'lowest-rating':
      return [asc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)];
    case 'most-helpful':
      return [desc(reviews.helpfulCount), desc(reviews.createdAt), desc(reviews.id)];
  }
}

const reviewColumns = {
  id: reviews.id,
  productId: reviews.productId,
  userId: reviews.userId,
  rating: reviews.rating,
  comment: reviews.comment,
  pros: reviews.pros,
  cons: reviews.cons,
  wouldRecommend: reviews.wouldRecommend,
  verifiedPurchase: reviews.verifiedPurchase,
  imageKeys: reviews.imageKeys,
  helpfulCount: reviews.helpfulCount,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  firstName: users.firstName,
  lastName: users.lastName,
  deletedAt: users.deletedAt,
};

/** A review with its reviewer's name and whether the viewer voted it helpful. */
export interface ReviewRow {
  id: number;
  productId: number;
  userId: number;
  rating: number;
  comment: string;
  pros: string[];
  cons: string[];
  wouldRecommend: boolean;
  verifiedPurchase: boolean;
  /** Storage keys (file names) of the review's photos. */
  imageKeys: string[];
  helpfulCount: number;
  createdAt: Date;
  updatedAt: Date;
  firstName: string;
  lastName: string;
  deletedAt: Date | null;
  helpfulByMe: boolean;
}

const helpfulBy = (viewerId: number | null) =>
  viewerId === null
    ? sql<boolean>`false`
    : sql<boolean>`exists (select 1 from ${reviewVotes} where ${reviewVotes.reviewId} = ${reviews.id} and ${reviewVotes.userId} = ${viewerId})`;

/** The id of an active product by id or slug, or undefined. */
export async function findProductId(db: Database, key: { id: number } | { slug: string }): Promise<number | undefined> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.active, true), 'id' in key ? eq(products.id, key.id) : eq(products.slug, key.slug)))
    .limit(1);
  return row?.id;
}

/** Takes the product row's lock, so concurrent review writes recompute its rating one after another. */
export async function lockProduct(tx: Database, productId: number): Promise<void> {
  await tx.execute(sql`select 1 from ${products} where ${products.id} = ${productId} for update`);
}

export async function countReviews(db: Database, filter: ReviewFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reviews).where(whereOf(filter));
  return row?.n ?? 0;
}

/** One page of a product's reviews in the given order. */
export async function findReviewPage(
  db: Database,
  filter: ReviewFilter,
  sort: ReviewSort,
  page: { limit: number; offset: number },
  viewerId: number | null,
): Promise<ReviewRow[]> {
  return db
    .select({ ...reviewColumns, helpfulByMe: helpfulBy(viewerId) })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(whereOf(filter))
    .orderBy(...orderOf(sort))
    .limit(page.limit)
    .offset(page.offset);
}

/** The review one user wrote of one product, if any. */
export async function findUserReview(db: Database, productId: number, userId: number): Promise<ReviewRow | undefined> {
  const [row] = await db
    .select({ ...reviewColumns, helpfulByMe: helpfulBy(userId) })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(and(eq(reviews.productId, productId), eq(reviews.userId, userId)))
    .limit(1);
  return row;
}

/** Reviews per star (1-5) and how many recommend the product. */
export async function countByRating(db: Database, productId: number): Promise<{ distribution: RatingDistribution; recommending: number }> {
  const rows = await db
    .select({
      rating: reviews.rating,
      n: count(),
      recommending: sql<number>`count(*) filter (where ${reviews.wouldRecommend})`.mapWith(Number),
    })
    .from(reviews)
    .where(eq(reviews.productId, productId))
    .groupBy(reviews.rating);
  const distribution: RatingDistribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let recommending = 0;
  for (const row of rows) {
    distribution[String(row.rating) as keyof RatingDistribution] = row.n;
    recommending += row.recommending;
  }
  return { distribution, recommending };
}

/** Whether the user has an order, neither cancelled nor unpaid, that contains the product. */
export async function hasBought(db: Database, userId: number, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.productId, productId), eq(orders.userId, userId), sql`${orders.status} not in ('cancelled', 'unpaid')`))
    .limit(1);
  return row !== undefined;
}

export type ReviewWrite = Pick<ReviewRow, 'productId' | 'userId' | 'rating' | 'comment' | 'pros' | 'cons' | 'wouldRecommend' | 'verifiedPurchase' | 'imageKeys'>;

/** Creates the user's review of the product, or replaces the one they wrote before (one per user and product). */
export async function upsertReview(tx: Database, review: ReviewWrite, now: Date): Promise<{ id: number; created: boolean }> {
  const [row] = await tx
    .insert(reviews)
    .values({ ...review, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [reviews.productId, reviews.userId],
      set: {
        rating: review.rating,
        comment: review.comment,
        pros: review.pros,
        cons: review.cons,
        wouldRecommend: review.wouldRecommend,
        verifiedPurchase: review.verifiedPurchase,
        imageKeys: review.imageKeys,
        updatedAt: now,
      },
    })
    // xmax = 0 only for a freshly inserted row (PostgreSQL's way to tell an insert from an update).
    .returning({ id: reviews.id, created: sql<boolean>`(xmax = 0)` });
  if (!row) throw new Error('review upsert returned no row');
  return row;
}

/** The photo keys of the user's review of the product ([] without a review); call under the product lock. */
export async function findUserReviewPhotoKeys(tx: Database, productId: number, userId: number): Promise<string[]> {
  const [row] = await tx
    .select({ imageKeys: reviews.imageKeys })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.userId, userId)))
    .limit(1);
  return row?.imageKeys ?? [];
}

/** Stores the product's rating and review count (what cards, sorts and filters read). */
export async function setProductRating(tx: Database, productId: number, rating: number, reviewCount: number): Promise<void> {
  await tx.update(products).set({ rating, reviewCount }).where(eq(products.id, productId));
}

export async function findReviewAuthor(db: Database, reviewId: number): Promise<{ userId: number; helpfulCount: number } | undefined> {
  const [row] = await db
    .select({ userId: reviews.userId, helpfulCount: reviews.helpfulCount })
    .from(reviews)
    .where(eq(reviews.id, reviewId))
    .limit(1);
  return row;
}

/** Records one user's helpful vote (once); answers the review's helpful count afterwards. */
export async function addHelpfulVote(tx: Database, reviewId: number, userId: number): Promise<number> {
  const added = await tx.insert(reviewVotes).values({ reviewId, userId }).onConflictDoNothing().returning({ reviewId: reviewVotes.reviewId });
  const [row] =
    added.length > 0
      ? await tx
          .update(reviews)
          .set({ helpfulCount: sql`${reviews.helpfulCount} + 1` })
          .where(eq(reviews.id, reviewId))
          .returning({ helpfulCount: reviews.helpfulCount })
      : await tx.select({ helpfulCount: reviews.helpfulCount }).from(reviews).where(eq(reviews.id, reviewId));
  return row?.helpfulCount ?? 0;
}

/** A review the customer wrote (its row, owner aside), with its product's name. */
export type OwnReviewRow = Omit<typeof reviews.$inferSelect, 'userId'> & { productName: string };

/** Every review the customer wrote, newest first (one query). */
export function findReviewsByUser(db: Database, userId: number): Promise<OwnReviewRow[]> {
  return db
    .select({
      id: reviews.id,
      productId: reviews.productId,
      productName: products.name,
      rating: reviews.rating,
      comment: reviews.comment,
      pros: reviews.pros,
      cons: reviews.cons,
      wouldRecommend: reviews.wouldRecommend,
      verifiedPurchase: reviews.verifiedPurchase,
      imageKeys: reviews.imageKeys,
      helpfulCount: reviews.helpfulCount,
      createdAt: reviews.createdAt,
      updatedAt: reviews.updatedAt,
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}
