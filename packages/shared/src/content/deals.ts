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

/** 'Valid till 15 July 2026' in Indian English, in India's time zone (where the store trades). */
export function dealValidityLabel(validUntil: string | null): string {
  if (validUntil === null) return 'No end date';
  // validUntil is the first instant the deal is over: the last day it works is a millisecond before.
  const date = new Date(Date.parse(validUntil) - 1);
  return `Valid till ${date.toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' })}`;
}
