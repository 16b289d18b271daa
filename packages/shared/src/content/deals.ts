import { z } from 'zod';

/** How long 'Copied!' shows after a deal code is copied (spec: 1.5 s). */
export const COPY_CONFIRMATION_MS = 1500;

/**
 * One deal as the storefront shows it: a live promo code from the promo_codes table (the same rows
 * the cart evaluates), with where its products are (`categorySlugs`, narrowed by `tag` if set).
 */
export const DealSchema = z.object({
  code: z.string(),
  title: z.string(),
  description: z.string(),
  /** A public path such as /deals/pain20.svg; empty when the deal has no picture. */
  image: z.string(),
  /** ISO instants; `validUntil` null means open-ended. */
  validFrom: z.string(),
  validUntil: z.string().nullable(),
  categorySlugs: z.array(z.string()),
  tag: z.string().nullable(),
  /** What the code applies to, in words ('Pain Relief products'). */
  scopeLabel: z.string(),
});
export type Deal = z.infer<typeof DealSchema>;

/** GET /api/deals. */
export const DealListResponseSchema = z.object({ deals: z.array(DealSchema) });
export type DealListResponse = z.infer<typeof DealListResponseSchema>;

/** Where 'Shop Now' leads: a category page, or a search within a category for a tag-scoped deal. */
export type DealShopTarget =
  | { kind: 'category'; slug: string }
  | { kind: 'search'; tag: string; category: string | undefined }
  | { kind: 'all' };

/** The products a deal applies to, as a storefront destination. */
export function dealShopTarget(deal: Pick<Deal, 'categorySlugs' | 'tag'>): DealShopTarget {
  const [firstSlug] = deal.categorySlugs;
  const tag = deal.tag?.trim();
  // A tag narrows a category ('vitamin c' within vitamins): the search page filters by both, so it
  // lists exactly the products the code discounts.
  if (tag) return { kind: 'search', tag, category: deal.categorySlugs.length === 1 ? firstSlug : undefined };
  if (deal.categorySlugs.length === 1 && firstSlug) return { kind: 'category', slug: firstSlug };
  return { kind: 'all' };
}

/** A deal is offered from validFrom up to (not including) validUntil. */
export function isDealLive(deal: Pick<Deal, 'validFrom' | 'validUntil'>, now: Date): boolean {
  const from = Date.parse(deal.validFrom);
  const until = deal.validUntil === null ? Number.POSITIVE_INFINITY : Date.parse(deal.validUntil);
  return from <= now.getTime() && now.getTime() < until;
}

/**
 * The last moment a deal works, for 'Valid till 15 July 2026' (the page writes the day in its
 * language, in India's time zone): validUntil is the first instant the deal is over.
 */
export function dealLastMoment(validUntil: string): Date {
  return new Date(Date.parse(validUntil) - 1);
}
