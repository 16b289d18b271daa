import { QuoteResponseSchema, type QuotedLine, type QuoteResponse } from '@dawa/shared/commerce/cart';
import { DELIVERY_CHARGE_PAISE, FREE_DELIVERY_ABOVE_PAISE } from '@dawa/shared/commerce/rules';
import type { StoredCartLine } from '../store/cart-store';

/** Test data for the cart's component tests, passed through the shared schema so it cannot drift. */
export function storedLine(overrides: Partial<StoredCartLine> = {}): StoredCartLine {
  return {
    productId: 1,
    variantId: 11,
    quantity: 1,
    seenPricePaise: 3000,
    name: 'Dolo 650 Tablet',
    slug: 'dolo-650-tablet',
    image: '',
    variantLabel: 'Strip of 15',
    maxQuantity: 10,
    ...overrides,
  };
}

export function quotedLine(overrides: Partial<QuotedLine> = {}): QuotedLine {
  const unit = overrides.unitPricePaise ?? 3000;
  const quantity = overrides.quantity ?? 1;
  return {
    productId: 1,
    variantId: 11,
    slug: 'dolo-650-tablet',
    name: 'Dolo 650 Tablet',
    variantLabel: 'Strip of 15',
    brand: 'Micro Labs',
    image: '',
    categorySlug: 'pain-relief',
    requiresPrescription: false,
    unitPricePaise: unit,
    mrpPaise: unit,
    quantity,
    lineTotalPaise: unit * quantity,
    stock: 10,
    maxPerOrder: 30,
    previousUnitPricePaise: null,
    problem: null,
    ...overrides,
  };
}

/** A quote the way the server computes it: delivery ₹40 at ₹499 or less after the discount. */
export function quote(lines: QuotedLine[], extra: Partial<QuoteResponse> = {}): QuoteResponse {
  const subtotalPaise = lines.reduce((sum, l) => sum + l.lineTotalPaise, 0);
  const discountPaise = extra.discountPaise ?? 0;
  const deliveryPaise = subtotalPaise - discountPaise > FREE_DELIVERY_ABOVE_PAISE ? 0 : DELIVERY_CHARGE_PAISE;
  return QuoteResponseSchema.parse({
    lines,
    subtotalPaise,
    discountPaise,
    deliveryPaise,
    totalPaise: subtotalPaise - discountPaise + deliveryPaise,
    promo: null,
    promoError: null,
    hasProblems: lines.some((l) => l.problem !== null),
    needsPrescription: lines.some((l) => l.requiresPrescription),
    ...extra,
  });
}
