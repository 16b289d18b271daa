import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { addresses, cartItems, newsletterSubscriptions, products, reviews } from '../../db/schema/index.ts';

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

export async function deleteAddressesOf(tx: Database, userId: number): Promise<void> {
  await tx.delete(addresses).where(eq(addresses.userId, userId));
}

export async function deleteCartOf(tx: Database, userId: number): Promise<void> {
  await tx.delete(cartItems).where(eq(cartItems.userId, userId));
}

/** Forgets the newsletter subscription of an e-mail address (stored lower-case), whatever its status. */
export async function deleteSubscriptionOf(tx: Database, email: string): Promise<void> {
  await tx.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email.toLowerCase()));
}
