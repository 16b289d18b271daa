import { z } from 'zod';
import { positiveIntParam, text } from '../http/primitives.ts';
import { AdminProductSchema, CompositionPartSchema } from './products.ts';

/**
 * The pharmacist's Salts to Review (issue 21, item 4): products saved with salts our drug information
 * does not know wait here until a pharmacist corrects the composition (every salt then known) or
 * confirms it as written (a herbal or cosmetic ingredient that needs no monograph).
 */
export const COMPOSITION_REVIEW_MESSAGES = {
  notPending: "This product's salts are not waiting for a review.",
  corrected: 'Composition corrected and review closed',
  confirmed: 'Composition confirmed as written and review closed',
} as const;

/** GET /api/admin/composition-reviews */
export const CompositionReviewListQuerySchema = z
  .object({ page: positiveIntParam('page', 10_000).optional(), pageSize: positiveIntParam('pageSize', 100).optional() })
  .strict();
export type CompositionReviewListQuery = z.infer<typeof CompositionReviewListQuerySchema>;

/**
 * POST /api/admin/composition-reviews/:id/resolve: `composition` corrects the salts (each must then be
 * known); without it the pharmacist confirms them as written. The note goes to the audit log.
 */
export const CompositionReviewResolveBodySchema = z
  .object({
    composition: z.array(CompositionPartSchema).min(1, 'Add at least one salt').max(12, 'At most 12 salts').optional(),
    note: text('Note', 'Note must be text').trim().max(500, 'The note can be at most 500 characters').optional(),
  })
  .strict();
export type CompositionReviewResolveBody = z.infer<typeof CompositionReviewResolveBodySchema>;

export const CompositionReviewResolveResponseSchema = z.object({ product: AdminProductSchema, message: z.string() });
export type CompositionReviewResolveResponse = z.infer<typeof CompositionReviewResolveResponseSchema>;
