import { ME_QUERY_KEY } from '@/lib/auth/session';

/** Everyone's view of a product's reviews (lists and stats); refreshed after a review is written. */
export const reviewsQueryKey = (productId: number) => ['reviews', productId] as const;
/** The signed-in customer's own review of a product (personal: cleared when the session changes). */
export const myReviewQueryKey = (productId: number) => [...ME_QUERY_KEY, 'reviews', productId] as const;
