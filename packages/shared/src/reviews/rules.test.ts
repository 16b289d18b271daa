import { describe, expect, it } from 'vitest';
import {
  cleanReviewPoints,
  distributionPercent,
  REVIEW_PHOTO_MESSAGES,
  reviewerDisplayName,
  reviewPhotoProblem,
  reviewStats,
  roundRating,
} from './rules.ts';
import { CreateReviewBodySchema, ReviewListQuerySchema } from './schemas.ts';

describe('cleanReviewPoints (spec: empty pro and con entries are dropped)', () => {
  it.each([
    [[], []],
    [['', '  ', '\t'], []],
    [[' Works fast ', '', 'Cheap'], ['Works fast', 'Cheap']],
  ])('%j → %j', (input, expected) => {
    expect(cleanReviewPoints(input)).toEqual(expected);
  });
});

describe('reviewerDisplayName', () => {
  it.each([
    [{ firstName: 'Priya', lastName: 'Sharma', deleted: false }, 'Priya S.'],
    [{ firstName: 'Arjun', lastName: ' iyer', deleted: false }, 'Arjun I.'],
    [{ firstName: 'Kavya', lastName: '', deleted: false }, 'Kavya'],
    [{ firstName: 'Deleted', lastName: 'User', deleted: true }, 'Dawa customer'],
    [{ firstName: ' ', lastName: 'X', deleted: false }, 'Dawa customer'],
  ])('%j → %s', (person, expected) => {
    expect(reviewerDisplayName(person)).toBe(expected);
  });
});

describe('reviewStats', () => {
  it('is all zeros without reviews', () => {
    expect(reviewStats({ 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }, 0)).toEqual({
      averageRating: 0,
      totalReviews: 0,
      ratingDistribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
      recommendationPercentage: 0,
    });
  });

  it('averages the stars to one decimal and rounds the recommendation share', () => {
    // 5+5+4+2 = 16 / 4 = 4.0; then 5+4+4 = 13/3 = 4.33 → 4.3; 2 of 3 recommend → 67%.
    expect(reviewStats({ 1: 0, 2: 1, 3: 0, 4: 1, 5: 2 }, 3)).toMatchObject({ averageRating: 4, totalReviews: 4, recommendationPercentage: 75 });
    expect(reviewStats({ 1: 0, 2: 0, 3: 0, 4: 2, 5: 1 }, 2)).toMatchObject({ averageRating: 4.3, totalReviews: 3, recommendationPercentage: 67 });
    expect(reviewStats({ 1: 1, 2: 0, 3: 0, 4: 0, 5: 1 }, 1)).toMatchObject({ averageRating: 3, recommendationPercentage: 50 });
  });

  it('rounds like the stored product rating', () => {
    expect(roundRating(4.25)).toBe(4.3);
    expect(roundRating(4.24)).toBe(4.2);
    expect(distributionPercent(1, 3)).toBe(33);
    expect(distributionPercent(0, 0)).toBe(0);
  });
});

describe('CreateReviewBodySchema', () => {
  it('defaults rating 5 and wouldRecommend true, and drops empty pros and cons', () => {
    expect(CreateReviewBodySchema.parse({ comment: '  Good  ', pros: ['', ' Fast '], cons: ['  '] })).toEqual({
      rating: 5,
      comment: 'Good',
      pros: ['Fast'],
      cons: [],
      wouldRecommend: true,
      photoKeys: [],
    });
  });

  it.each([
    [{ comment: '   ' }, 'Please write a comment'],
    [{}, 'Please write a comment'],
    [{ comment: 'x', rating: 0 }, 'rating must be a whole number from 1 to 5'],
    [{ comment: 'x', rating: 4.5 }, 'rating must be a whole number from 1 to 5'],
    [{ comment: 'x'.repeat(2001) }, 'Your comment must be at most 2,000 characters'],
    [{ comment: 'x', pros: ['a'.repeat(201)] }, 'each pro must be at most 200 characters'],
    [{ comment: 'x', cons: Array.from({ length: 11 }, (_, i) => `c${i}`) }, 'cons may list at most 10 points'],
    [{ comment: 'x', extra: 1 }, 'Unrecognized key: "extra"'],
  ])('refuses %j', (body, message) => {
    const result = CreateReviewBodySchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('keeps 10 points when more were sent but some were empty', () => {
    const pros = [...Array.from({ length: 10 }, (_, i) => `p${i}`), '', ' '];
    expect(CreateReviewBodySchema.parse({ comment: 'x', pros }).pros).toHaveLength(10);
  });
});

describe('ReviewListQuerySchema', () => {
  it('parses flags and numbers', () => {
    expect(ReviewListQuerySchema.parse({ sortBy: 'most-helpful', rating: '4', withImages: 'false', verifiedPurchase: 'true', page: '2' })).toEqual({
      sortBy: 'most-helpful',
      rating: 4,
      withImages: false,
      verifiedPurchase: true,
      page: 2,
    });
  });

  it.each([{ sortBy: 'best' }, { rating: '6' }, { rating: '4.5' }, { withImages: 'yes' }, { pageSize: '51' }, { page: '0' }, { sort: 'newest' }])(
    'refuses %j',
    (query) => {
      expect(ReviewListQuerySchema.safeParse(query).success).toBe(false);
    },
  );
});

describe('reviewPhotoProblem (the browser’s early photo check)', () => {
  const MB = 1024 * 1024;
  it.each([
    [{ type: 'image/jpeg', size: 2 * MB }, null],
    [{ type: 'image/png', size: 5 * MB }, null],
    [{ type: 'image/webp', size: 10 }, null],
    [{ type: 'image/gif', size: 10 }, REVIEW_PHOTO_MESSAGES.wrongType],
    [{ type: 'text/plain', size: 10 }, REVIEW_PHOTO_MESSAGES.wrongType],
    [{ type: '', size: 10 }, REVIEW_PHOTO_MESSAGES.wrongType],
    [{ type: 'image/jpeg', size: 5 * MB + 1 }, REVIEW_PHOTO_MESSAGES.tooLarge],
  ])('%j -> %s', (file, problem) => {
    expect(reviewPhotoProblem(file)).toBe(problem);
  });
});

describe('CreateReviewBodySchema photoKeys', () => {
  const key = (c: string) => `${c.repeat(24)}.jpg`;
  it('defaults to none and accepts up to 3 distinct photo keys', () => {
    expect(CreateReviewBodySchema.parse({ comment: 'x' }).photoKeys).toEqual([]);
    expect(CreateReviewBodySchema.parse({ comment: 'x', photoKeys: [key('a'), key('b'), key('c')] }).photoKeys).toHaveLength(3);
  });
  it.each([
    [[key('a'), key('b'), key('c'), key('d')], REVIEW_PHOTO_MESSAGES.tooMany],
    [[key('a'), key('a')], 'photoKeys lists a photo twice'],
    [['../../secrets.json'], 'each photo key must be the name of a review photo'],
  ])('refuses %j', (photoKeys, message) => {
    const result = CreateReviewBodySchema.safeParse({ comment: 'x', photoKeys });
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
