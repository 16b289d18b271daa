import { z } from 'zod';
import { pagedSchema } from '../http/pagination.ts';
import { idParam, positiveIntParam, text } from '../http/primitives.ts';
import {
  cleanReviewPoints,
  DEFAULT_REVIEW_RATING,
  REVIEW_COMMENT_MAX,
  REVIEW_MESSAGES,
  REVIEW_PHOTO_KEY_PATTERN,
  REVIEW_PHOTO_MESSAGES,
  REVIEW_PHOTOS_MAX,
  REVIEW_POINT_MAX,
  REVIEW_POINTS_MAX,
  REVIEW_SORTS,
  REVIEWS_PAGE_SIZE_MAX,
} from './rules.ts';

const flagParam = (label: string) =>
  z.enum(['true', 'false'], { message: `${label} must be true or false` }).transform((value) => value === 'true');

/** Query of GET /api/products/:id/reviews; unknown parameters are refused so a typo does not silently show everything. */
export const ReviewListQuerySchema = z
  .object({
    sortBy: z.enum(REVIEW_SORTS, { message: `sortBy must be one of ${REVIEW_SORTS.join(', ')}` }).optional(),
    rating: z
      .string()
      .regex(/^[1-5]$/, 'rating must be a whole number from 1 to 5')
      .transform(Number)
      .optional(),
    withImages: flagParam('withImages').optional(),
    verifiedPurchase: flagParam('verifiedPurchase').optional(),
    page: positiveIntParam('page', 10_000).optional(),
    pageSize: positiveIntParam('pageSize', REVIEWS_PAGE_SIZE_MAX).optional(),
  })
  .strict();
/** The parsed query (booleans and numbers). */
export type ReviewListQuery = z.infer<typeof ReviewListQuerySchema>;
/** The query as the browser sends it (strings). */
export type ReviewListQueryInput = z.input<typeof ReviewListQuerySchema>;

const pointsOf = (label: 'pros' | 'cons', singular: string) =>
  z
    .array(text(`each ${singular}`, `each ${singular} must be text`).max(REVIEW_POINT_MAX, `each ${singular} must be at most ${REVIEW_POINT_MAX} characters`), {
      message: `${label} must be a list of text`,
    })
    // Bounds the raw list before cleaning; the real limit applies to the entries that are kept.
    .max(100, `${label} may list at most ${REVIEW_POINTS_MAX} points`)
    .transform(cleanReviewPoints)
    .pipe(z.array(z.string()).max(REVIEW_POINTS_MAX, `${label} may list at most ${REVIEW_POINTS_MAX} points`));

/** POST /api/products/:id/reviews: defaults rating 5 and wouldRecommend true; empty pros and cons are dropped. */
export const CreateReviewBodySchema = z
  .object({
    rating: z
      .number({ message: 'rating must be a whole number from 1 to 5' })
      .int('rating must be a whole number from 1 to 5')
      .min(1, 'rating must be a whole number from 1 to 5')
      .max(5, 'rating must be a whole number from 1 to 5')
      .default(DEFAULT_REVIEW_RATING),
    comment: text('Your comment', REVIEW_MESSAGES.commentRequired)
      .trim()
      .min(1, REVIEW_MESSAGES.commentRequired)
      .max(REVIEW_COMMENT_MAX, `Your comment must be at most ${REVIEW_COMMENT_MAX.toLocaleString('en-IN')} characters`),
    pros: pointsOf('pros', 'pro').default([]),
    cons: pointsOf('cons', 'con').default([]),
    wouldRecommend: z.boolean({ message: 'wouldRecommend must be true or false' }).default(true),
    /**
     * Photos already on my review to keep (their keys); any other photo of it is removed. New photos
     * come as `photos` files of a multipart request whose `review` field holds this body as JSON.
     */
    photoKeys: z
      .array(z.string().regex(REVIEW_PHOTO_KEY_PATTERN, 'each photo key must be the name of a review photo'), {
        message: 'photoKeys must be a list of photo keys',
      })
      .max(REVIEW_PHOTOS_MAX, REVIEW_PHOTO_MESSAGES.tooMany)
      .refine((keys) => new Set(keys).size === keys.length, 'photoKeys lists a photo twice')
      .default([]),
  })
  .strict();
export type CreateReviewBody = z.infer<typeof CreateReviewBodySchema>;
export type CreateReviewInput = z.input<typeof CreateReviewBodySchema>;

export const ReviewIdParamsSchema = z.object({
  id: idParam('review id'),
});

/** A review photo: its key (to keep it when editing) and its public URL (a JPEG, at most 1200 px on the long side). */
export const ReviewPhotoSchema = z.object({ key: z.string(), url: z.string() });
export type ReviewPhoto = z.infer<typeof ReviewPhotoSchema>;

/** One review as everyone sees it; `helpfulByMe` and `mine` are about the signed-in caller (false for visitors). */
export const ReviewSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  reviewerName: z.string(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  pros: z.array(z.string()),
  cons: z.array(z.string()),
  wouldRecommend: z.boolean(),
  verifiedPurchase: z.boolean(),
  /** Photos of the review (public), in the order the reviewer added them. */
  photos: z.array(ReviewPhotoSchema),
  helpfulCount: z.number().int().nonnegative(),
  helpfulByMe: z.boolean(),
  mine: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Review = z.infer<typeof ReviewSchema>;

export const ReviewListResponseSchema = pagedSchema(ReviewSchema);
export type ReviewListResponse = z.infer<typeof ReviewListResponseSchema>;

const count = z.number().int().nonnegative();
export const ReviewStatsSchema = z.object({
  averageRating: z.number().min(0).max(5),
  totalReviews: count,
  ratingDistribution: z.object({ 1: count, 2: count, 3: count, 4: count, 5: count }),
  recommendationPercentage: z.number().int().min(0).max(100),
});
export type ReviewStats = z.infer<typeof ReviewStatsSchema>;

/** GET /api/products/:id/reviews/mine: the caller's own review of the product, to edit it. */
export const MyReviewResponseSchema = z.object({ review: ReviewSchema.nullable() });
export type MyReviewResponse = z.infer<typeof MyReviewResponseSchema>;

/** POST /api/reviews/:id/helpful. */
export const HelpfulResponseSchema = z.object({ helpfulCount: count, helpfulByMe: z.literal(true) });
export type HelpfulResponse = z.infer<typeof HelpfulResponseSchema>;
