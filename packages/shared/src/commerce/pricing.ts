import { allocateProportionally } from './gst.ts';
import type { PromoKind } from './rules.ts';

/**
 * The delivery rule in force (System Settings; the spec's ₹40 up to ₹499 are DELIVERY_CHARGE_PAISE and
 * FREE_DELIVERY_ABOVE_PAISE, the defaults while nothing is stored).
 */
export interface DeliveryRule {
  chargePaise: number;
  freeAbovePaise: number;
}

/** Delivery charge for a cart subtotal (before any promo, as the spec reads): the charge up to and including the threshold, free above. */
export function deliveryChargePaise(subtotalPaise: number, rule: DeliveryRule): number {
  if (subtotalPaise <= 0) return 0;
  return subtotalPaise > rule.freeAbovePaise ? 0 : rule.chargePaise;
}

/** A priced line as the server sees it (its own prices, never the client's). */
export interface PricedLine {
  productId: number;
  categorySlug: string;
  tags: readonly string[];
  unitPricePaise: number;
  quantity: number;
}

export interface Totals {
  subtotalPaise: number;
  discountPaise: number;
  deliveryPaise: number;
  totalPaise: number;
}

/** Subtotal, the given discount (never more than the subtotal), delivery and total, in paise. */
export function computeTotals(lines: readonly PricedLine[], discountPaise: number, delivery: DeliveryRule): Totals {
  const subtotalPaise = lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
  const discount = Math.min(Math.max(0, Math.floor(discountPaise)), subtotalPaise);
  const deliveryPaise = deliveryChargePaise(subtotalPaise, delivery);
  return { subtotalPaise, discountPaise: discount, deliveryPaise, totalPaise: subtotalPaise - discount + deliveryPaise };
}

/** A promo code's rule, as stored (promo_codes) and offered as a deal. */
export interface PromoRule {
  code: string;
  kind: PromoKind;
  /** Percent off the eligible subtotal (kind percent). */
  percentOff: number | null;
  /** Empty: every category. */
  categorySlugs: readonly string[];
  /** When set, only products carrying this tag are eligible (e.g. 'vitamin c'). */
  tag: string | null;
  minOrderPaise: number;
  maxDiscountPaise: number | null;
  validFrom: Date;
  validUntil: Date | null;
  active: boolean;
  /** Times the code may be used in total, and by one customer; null is unlimited. */
  usageLimit: number | null;
  perUserLimit: number | null;
  /** Human description shown when it applies ('20% off pain relievers'). */
  description: string;
  /** Name of the scope for messages ('Pain Relief products'). */
  scopeLabel: string;
}

export interface PromoUsage {
  timesUsed: number;
  /** Uses by this customer; 0 for a visitor. */
  timesUsedByUser: number;
}

export type PromoOutcome =
  | {
      ok: true;
      discountPaise: number;
      /** The discount's part on each line, in the lines' order (0 on a line the code does not cover); they add up to discountPaise. */
      lineDiscountsPaise: number[];
      description: string;
    }
  | { ok: false; message: string };

export const INVALID_PROMO_MESSAGE = 'Invalid promo code';

export function isLineEligible(rule: Pick<PromoRule, 'categorySlugs' | 'tag'>, line: Pick<PricedLine, 'categorySlug' | 'tags'>): boolean {
  if (rule.categorySlugs.length > 0 && !rule.categorySlugs.includes(line.categorySlug)) return false;
  if (rule.tag && !line.tags.some((t) => t.toLowerCase() === rule.tag?.toLowerCase())) return false;
  return true;
}

/** Whether a deal is on offer at `now` (its window has started and not ended, and it is active). */
export function isPromoLive(rule: Pick<PromoRule, 'active' | 'validFrom' | 'validUntil'>, now: Date): boolean {
  return rule.active && rule.validFrom <= now && (rule.validUntil === null || now <= rule.validUntil);
}

/**
 * Evaluates a promo code against a cart priced by the server. `formatMoney` renders amounts in
 * messages (the shared formatInr). Percent: floor(percent of the eligible subtotal), capped.
 * Buy-one-get-one: one unit free for every two eligible units of the same line (the cheaper half).
 */
export function evaluatePromo(
  rule: PromoRule,
  lines: readonly PricedLine[],
  usage: PromoUsage,
  now: Date,
  formatMoney: (paise: number) => string,
): PromoOutcome {
  if (!rule.active) return { ok: false, message: INVALID_PROMO_MESSAGE };
  if (now < rule.validFrom) return { ok: false, message: `${rule.code} is not active yet.` };
  if (rule.validUntil && now > rule.validUntil) return { ok: false, message: `${rule.code} has expired.` };
  if (rule.usageLimit !== null && usage.timesUsed >= rule.usageLimit)
    return { ok: false, message: `${rule.code} has reached its usage limit.` };
  if (rule.perUserLimit !== null && usage.timesUsedByUser >= rule.perUserLimit)
    return { ok: false, message: `You have already used ${rule.code}.` };
  const subtotal = lines.reduce((sum, l) => sum + l.unitPricePaise * l.quantity, 0);
  if (subtotal < rule.minOrderPaise)
    return {
      ok: false,
      message: `${rule.code} needs a minimum order of ${formatMoney(rule.minOrderPaise)}. Add ${formatMoney(rule.minOrderPaise - subtotal)} more to use it.`,
    };
  const eligible = lines.filter((line) => isLineEligible(rule, line));
  if (eligible.length === 0)
    return { ok: false, message: `${rule.code} applies only to ${rule.scopeLabel}. Add one to your cart to use it.` };

  // What each line would earn alone (0 off the code's scope): the discount is shared in these proportions,
  // so a category code lowers only its own lines' taxable values on the invoice (GST rates differ by line).
  const earned = lines.map((line) => {
    if (!isLineEligible(rule, line)) return 0;
    return rule.kind === 'percent' ? line.unitPricePaise * line.quantity : Math.floor(line.quantity / 2) * line.unitPricePaise;
  });
  let discount = 0;
  if (rule.kind === 'percent') {
    discount = Math.floor((earned.reduce((a, b) => a + b, 0) * (rule.percentOff ?? 0)) / 100);
  } else {
    discount = earned.reduce((a, b) => a + b, 0);
    if (discount === 0)
      return { ok: false, message: `${rule.code} is buy one get one free: add 2 of the same ${rule.scopeLabel} item to your cart.` };
  }
  if (rule.maxDiscountPaise !== null) discount = Math.min(discount, rule.maxDiscountPaise);
  discount = Math.min(discount, subtotal);
  return { ok: true, discountPaise: discount, lineDiscountsPaise: allocateProportionally(discount, earned), description: rule.description };
}
