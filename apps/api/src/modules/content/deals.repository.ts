import { and, asc, eq, gt, isNull, lt, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { promoCodes } from '../../db/schema/index.ts';

export type DealRow = Pick<
  typeof promoCodes.$inferSelect,
  'code' | 'title' | 'description' | 'image' | 'validFrom' | 'validUntil' | 'categorySlugs' | 'tag' | 'scopeLabel'
>;

/**
 * Promo codes shown as deals that a customer can use right now: active, inside their validity window
 * and not used up. The cart evaluates the same rows, so a deal on the page is a code that works.
 */
export function listLiveDeals(db: Database, now: Date): Promise<DealRow[]> {
  return db
    .select({
      code: promoCodes.code,
      title: promoCodes.title,
      description: promoCodes.description,
      image: promoCodes.image,
      validFrom: promoCodes.validFrom,
      validUntil: promoCodes.validUntil,
      categorySlugs: promoCodes.categorySlugs,
      tag: promoCodes.tag,
      scopeLabel: promoCodes.scopeLabel,
    })
    .from(promoCodes)
    .where(
      and(
        eq(promoCodes.active, true),
        eq(promoCodes.showAsDeal, true),
        lte(promoCodes.validFrom, now),
        or(isNull(promoCodes.validUntil), gt(promoCodes.validUntil, now)),
        or(isNull(promoCodes.usageLimit), lt(promoCodes.timesUsed, promoCodes.usageLimit)),
      ),
    )
    .orderBy(asc(promoCodes.sortOrder), asc(promoCodes.code));
}
