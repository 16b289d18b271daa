import { and, count, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { PromoRule } from '@dawa/shared/commerce/pricing';
import type { Database } from '../../db/client.ts';
import { promoCodes, promoRedemptions } from '../../db/schema/index.ts';

export interface StoredPromo {
  rule: PromoRule;
  timesUsed: number;
}

/** A promo code as stored (codes are upper-case), or null when there is no such code. */
export async function findPromo(db: Database, code: string): Promise<StoredPromo | null> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code));
  if (!row) return null;
  return {
    timesUsed: row.timesUsed,
    rule: {
      code: row.code,
      kind: row.kind,
      percentOff: row.percentOff,
      categorySlugs: row.categorySlugs,
      tag: row.tag,
      minOrderPaise: row.minOrderPaise,
      maxDiscountPaise: row.maxDiscountPaise,
      validFrom: row.validFrom,
      validUntil: row.validUntil,
      active: row.active,
      usageLimit: row.usageLimit,
      perUserLimit: row.perUserLimit,
      description: row.description,
      scopeLabel: row.scopeLabel,
    },
  };
}

/** How many of the customer's (live) orders used the code; cancelled and failed orders gave theirs back. */
export async function countRedemptionsByUser(db: Database, code: string, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.code, code), eq(promoRedemptions.userId, userId)));
  return row?.n ?? 0;
}

/**
 * Counts one use of a code, only while its usage limit allows it: the guarded UPDATE cannot pass
 * the limit even when checkouts race (the row lock serialises them). False when the limit is reached.
 */
export async function claimPromoUse(tx: Database, code: string): Promise<boolean> {
  const claimed = await tx
    .update(promoCodes)
    .set({ timesUsed: sql`${promoCodes.timesUsed} + 1` })
    .where(and(eq(promoCodes.code, code), or(isNull(promoCodes.usageLimit), lt(promoCodes.timesUsed, promoCodes.usageLimit))))
    .returning({ code: promoCodes.code });
  return claimed.length === 1;
}

export async function insertRedemption(tx: Database, code: string, userId: number, orderId: number): Promise<void> {
  await tx.insert(promoRedemptions).values({ code, userId, orderId });
}

/** Takes back an order's promo use (cancelled or unpaid orders do not count against a code's limits). */
export async function deleteRedemptionOf(tx: Database, orderId: number): Promise<string[]> {
  const released = await tx
    .delete(promoRedemptions)
    .where(eq(promoRedemptions.orderId, orderId))
    .returning({ code: promoRedemptions.code });
  if (released.length === 0) return [];
  const codes = released.map((r) => r.code);
  await tx
    .update(promoCodes)
    .set({ timesUsed: sql`greatest(${promoCodes.timesUsed} - 1, 0)` })
    .where(inArray(promoCodes.code, codes));
  return codes;
}
