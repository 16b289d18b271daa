import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CartLine } from '@dawa/shared/commerce/cart';
import type { Database } from '../../db/client.ts';
import { cartItems, cartPromos, promoCodes, users } from '../../db/schema/index.ts';

/** The customer's server cart, in the order the lines were added. */
export async function findCartLines(db: Database, userId: number): Promise<CartLine[]> {
  const rows = await db
    .select({
      productId: cartItems.productId,
      variantId: cartItems.variantId,
      quantity: cartItems.quantity,
      seenPricePaise: cartItems.seenPricePaise,
    })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.id));
  // Absent rather than null, as the browser's lines have them: one shape whichever side a line came from.
  return rows.map(({ productId, variantId, quantity, seenPricePaise }) => ({
    productId,
    ...(variantId === null ? {} : { variantId }),
    quantity,
    ...(seenPricePaise === null ? {} : { seenPricePaise }),
  }));
}

/** Replaces the whole cart (in the caller's transaction). Lines must name existing products and their own packs. */
export async function replaceCartLines(tx: Database, userId: number, lines: readonly CartLine[]): Promise<void> {
  await tx.delete(cartItems).where(eq(cartItems.userId, userId));
  if (lines.length === 0) return;
  const now = Date.now();
  await tx.insert(cartItems).values(
    lines.map((line, i) => ({
      userId,
      productId: line.productId,
      variantId: line.variantId ?? null,
      quantity: line.quantity,
      seenPricePaise: line.seenPricePaise ?? null,
      // Keeps the browser's order of lines when they are read back.
      addedAt: new Date(now + i),
    })),
  );
}

/** Takes ordered products out of the server cart (the order now holds them). */
export async function removeCartProducts(tx: Database, userId: number, productIds: readonly number[]): Promise<void> {
  if (productIds.length === 0) return;
  await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, [...productIds])));
}

/** The promo code saved with the customer's cart, or null. */
export async function findCartPromo(db: Database, userId: number): Promise<string | null> {
  const [row] = await db.select({ code: cartPromos.code }).from(cartPromos).where(eq(cartPromos.userId, userId));
  return row?.code ?? null;
}

/** Saves the cart's promo code (null: none). A code that does not exist is not kept: the quote tells the customer. */
export async function saveCartPromo(tx: Database, userId: number, code: string | null): Promise<string | null> {
  await tx.delete(cartPromos).where(eq(cartPromos.userId, userId));
  if (code === null) return null;
  const [known] = await tx.select({ code: promoCodes.code }).from(promoCodes).where(eq(promoCodes.code, code));
  if (!known) return null;
  await tx.insert(cartPromos).values({ userId, code });
  return code;
}

/** Serialises changes to one customer's cart (two devices saving at once would collide on the line key). */
export async function lockCartOwner(tx: Database, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function deleteCartOf(tx: Database, userId: number): Promise<void> {
  await tx.delete(cartItems).where(eq(cartItems.userId, userId));
}
