/** The shared review schemas, loaded on first use (responses are only checked outside production builds). */
export const loadReviewSchemas = () => import('@dawa/shared/reviews/schemas');
