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

export const REVIEW_SORTS = ['newest', 'oldest', 'highest-rating', 'lowest-rating', 'most-helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** The labels the sort select shows, in the spec's order. */
export const REVIEW_SORT_LABELS: Record<ReviewSort, string> = {
  newest: 'Newest',
  oldest: 'Oldest',
  'highest-rating': 'Highest rating',
  'lowest-rating': 'Lowest rating',
  'most-helpful': 'Most helpful',
};

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
