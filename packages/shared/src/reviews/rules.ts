/**
 * Pure review rules both sides need: the spec's messages, list limits, how pros and cons are
 * cleaned, how a reviewer is named in public, and the statistics maths.
 */

/** The spec's texts (storefront section 8), used verbatim by the web and asserted by tests. */
export const REVIEW_MESSAGES = {
  submitted: 'Review submitted! Your review is now publicly visible.',
  submitFailed: 'Failed to submit review',
  loadFailed: 'Failed to load reviews',
  statsFailed: 'Failed to load review stats',
  empty: 'No reviews yet',
  signInRequired: 'Please sign in to submit a review',
  commentRequired: 'Please write a comment',
  productNotFound: 'Product not found.',
  reviewNotFound: 'Review not found.',
  ownReviewHelpful: 'You cannot mark your own review as helpful.',
} as const;

/** Review photos: at most 3 per review, JPEG, PNG or WebP up to 5 MB each (checked by the server, stored as JPEG). */
export const REVIEW_PHOTOS_MAX = 3;
export const REVIEW_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** The longest side of a stored review photo; larger photos are scaled down. */
export const REVIEW_PHOTO_LONG_SIDE_PX = 1200;
export const REVIEW_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Stored review photo names: 24 random base64url characters and .jpg (what the media route accepts). */
export const REVIEW_PHOTO_KEY_PATTERN = /^[A-Za-z0-9_-]{24}\.jpg$/;

export const REVIEW_PHOTO_MESSAGES = {
  rule: 'Up to 3 photos, JPEG, PNG or WebP, 5 MB each at most.',
  wrongType: 'Photos must be JPEG, PNG or WebP images.',
  tooLarge: 'Each photo must be 5 MB or smaller.',
  tooMany: 'You can attach up to 3 photos.',
  unreadable: 'This photo could not be read. Please choose another JPEG, PNG or WebP image.',
  notYours: 'You can only keep photos that are already on your review.',
  notFound: 'Photo not found.',
} as const;

/** Where a stored review photo is served (public, like the review text). */
export function reviewPhotoUrl(key: string): string {
  return `/api/media/reviews/${key}`;
}

export const REVIEW_SORTS = ['newest', 'oldest', 'highest-rating', 'lowest-rating', 'most-helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const DEFAULT_REVIEW_RATING = 5;
export const REVIEW_COMMENT_MAX = 2000;
export const REVIEW_POINT_MAX = 200;
export const REVIEW_POINTS_MAX = 10;
export const REVIEWS_PAGE_SIZE = 10;
export const REVIEWS_PAGE_SIZE_MAX = 50;

/** Drops empty and blank entries (spec: 'empty pro and con entries are dropped before sending') and trims the rest. */
export function cleanReviewPoints(points: readonly string[]): string[] {
  return points.map((p) => p.trim()).filter((p) => p.length > 0);
}

/** Public name of a reviewer: first name and last initial ('Priya S.'); deleted accounts stay anonymous. */
export function reviewerDisplayName(person: { firstName: string; lastName: string; deleted: boolean }): string {
  const first = person.firstName.trim();
  if (person.deleted || !first) return 'Dawa customer';
  const initial = person.lastName.trim().charAt(0).toUpperCase();
  return initial ? `${first} ${initial}.` : first;
}

export type RatingDistribution = Record<'1' | '2' | '3' | '4' | '5', number>;

/** A product's review statistics from the count of reviews per star and the count that recommend it. */
export function reviewStats(distribution: RatingDistribution, recommending: number) {
  const stars = [1, 2, 3, 4, 5] as const;
  const totalReviews = stars.reduce((sum, s) => sum + distribution[`${s}`], 0);
  const points = stars.reduce((sum, s) => sum + s * distribution[`${s}`], 0);
  return {
    // Integer maths first (10 × points / total), so 4.35 rounds to 4.4 as it would on paper.
    averageRating: totalReviews === 0 ? 0 : Math.round((10 * points) / totalReviews) / 10,
    totalReviews,
    ratingDistribution: distribution,
    recommendationPercentage: totalReviews === 0 ? 0 : Math.round((100 * recommending) / totalReviews),
  };
}

/** Ratings are shown with one decimal; the product's stored rating uses the same rounding. */
export function roundRating(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Share of the bar for one star count (0-100), for the distribution bars. */
export function distributionPercent(count: number, total: number): number {
  return total === 0 ? 0 : Math.round((100 * count) / total);
}

/**
 * The browser's early check of a chosen photo (by its declared type and size); null when it may be
 * sent. The server decides by the file's bytes, so this only spares a pointless upload.
 */
export function reviewPhotoProblem(file: { type: string; size: number }): string | null {
  if (!(REVIEW_PHOTO_TYPES as readonly string[]).includes(file.type)) return REVIEW_PHOTO_MESSAGES.wrongType;
  if (file.size > REVIEW_PHOTO_MAX_BYTES) return REVIEW_PHOTO_MESSAGES.tooLarge;
  return null;
}
