import { ReviewListResponseSchema, ReviewSchema, ReviewStatsSchema, type Review, type ReviewStats } from '@dawa/shared/reviews/schemas';

/** Test data for the review components, passed through the shared schemas so mocks cannot drift from the contract. */
export function review(overrides: Partial<Review> = {}): Review {
  return ReviewSchema.parse({
    id: 1,
    productId: 42,
    reviewerName: 'Priya S.',
    rating: 4,
    comment: 'Works within half an hour.',
    pros: ['Fast'],
    cons: ['Bitter'],
    wouldRecommend: true,
    verifiedPurchase: true,
    photos: [],
    helpfulCount: 2,
    helpfulByMe: false,
    mine: false,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  });
}

export function reviewPage(items: Review[], { total = items.length, page = 1, pageSize = 10 } = {}) {
  return ReviewListResponseSchema.parse({ items, total, page, pageSize, pageCount: Math.ceil(total / pageSize) });
}

export function reviewStats(overrides: Partial<ReviewStats> = {}): ReviewStats {
  return ReviewStatsSchema.parse({
    averageRating: 4.5,
    totalReviews: 2,
    ratingDistribution: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 },
    recommendationPercentage: 100,
    ...overrides,
  });
}
