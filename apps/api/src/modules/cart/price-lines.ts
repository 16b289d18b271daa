import type { CartLine, QuotedLine } from '@dawa/shared/commerce/cart';
import type { PricedLine } from '@dawa/shared/commerce/pricing';
import { maxPerOrderMessage, maxPerOrderOf } from '@dawa/shared/commerce/rules';
import { soldOnline } from '@dawa/shared/prescriptions/review';
import { packShotUrl } from '../catalog/catalog.service.ts';
import type { PricingProduct } from './cart-pricing.repository.ts';

export const NO_LONGER_AVAILABLE = 'No longer available';
/** Name shown for a line whose product id the shop does not know at all. */
export const UNKNOWN_ITEM_NAME = 'Unavailable item';
export const OUT_OF_STOCK = 'Out of stock';
/** Schedule X and narcotic medicines (decision 026). */
export const NOT_SOLD_ONLINE = 'Not sold online';
export const onlyLeftInStock = (units: number) => `Only ${units} left in stock`;

/** A cart line priced from the server's own data, with what pricing, promos and orders need. */
export interface PricedCartLine extends QuotedLine {
  /** False for unknown or withdrawn products (and packs that are not theirs): never priced, never ordered. */
  available: boolean;
  tags: string[];
  sku: string | null;
  /** Drugs and Cosmetics Rules schedule (OTC, H, H1, X): H1 lines go to the register at dispatch. */
  drugSchedule: string;
  /** False for Schedule X and narcotic products: never sold online, whatever the client sends. */
  soldOnline: boolean;
}

/**
 * Prices each line with today's data: the chosen pack, else the product's first pack, else the
 * product row itself (products without packs). Flags a changed price and any stock or availability problem.
 */
export function priceLines(lines: readonly CartLine[], products: ReadonlyMap<number, PricingProduct>): PricedCartLine[] {
  return lines.map((line) => {
    const product = products.get(line.productId);
    const variant =
      product && product.variants.length > 0
        ? line.variantId
          ? product.variants.find((v) => v.id === line.variantId)
          : product.variants[0]
        : undefined;
    const packMissing = !!product && (product.variants.length > 0 ? !variant : !!line.variantId);
    // Before 'withdrawn': such a product is inactive by a database CHECK, and the customer deserves the real reason.
    if (product && !soldOnline(product)) return { ...unavailableLine(line, product), problem: NOT_SOLD_ONLINE, soldOnline: false };
    if (!product || !product.active || packMissing) return unavailableLine(line, product);

    const unitPricePaise = variant?.pricePaise ?? product.pricePaise;
    const stock = Math.max(0, variant?.stock ?? product.stockQuantity);
    const maxPerOrder = maxPerOrderOf(product);
    const problem =
      line.quantity > maxPerOrder
        ? maxPerOrderMessage(product.name, maxPerOrder)
        : stock === 0
          ? OUT_OF_STOCK
          : stock < line.quantity
            ? onlyLeftInStock(stock)
            : null;
    return {
      productId: product.id,
      variantId: variant?.id ?? null,
      slug: product.slug,
      name: product.name,
      variantLabel: variant?.label ?? null,
      brand: product.brand,
      image: imageOf(product),
      categorySlug: product.categorySlug,
      requiresPrescription: product.requiresPrescription,
      unitPricePaise,
      mrpPaise: variant?.mrpPaise ?? product.mrpPaise,
      quantity: line.quantity,
      lineTotalPaise: unitPricePaise * line.quantity,
      stock,
      maxPerOrder,
      previousUnitPricePaise: line.seenPricePaise !== undefined && line.seenPricePaise !== unitPricePaise ? line.seenPricePaise : null,
      problem,
      available: true,
      tags: product.tags,
      sku: variant?.sku ?? null,
      drugSchedule: product.drugSchedule,
      soldOnline: true,
    };
  });
}

/** The lines that can be priced, in the shape of the shared promo and totals rules. */
export function pricedForRules(lines: readonly PricedCartLine[]): PricedLine[] {
  return lines
    .filter((l) => l.available)
    .map((l) => ({
      productId: l.productId,
      categorySlug: l.categorySlug,
      tags: l.tags,
      unitPricePaise: l.unitPricePaise,
      quantity: l.quantity,
    }));
}

function imageOf(product: PricingProduct): string {
  return product.imageUrls[0] ?? packShotUrl(product.slug, 1);
}

/** A line the shop cannot sell any more: shown with its problem, priced at nothing. */
function unavailableLine(line: CartLine, product: PricingProduct | undefined): PricedCartLine {
  return {
    productId: line.productId,
    variantId: line.variantId ?? null,
    slug: product?.slug ?? '',
    name: product?.name ?? UNKNOWN_ITEM_NAME,
    variantLabel: null,
    brand: product?.brand ?? '',
    image: product ? imageOf(product) : '',
    categorySlug: product?.categorySlug ?? '',
    requiresPrescription: product?.requiresPrescription ?? false,
    unitPricePaise: 0,
    mrpPaise: 0,
    quantity: line.quantity,
    lineTotalPaise: 0,
    stock: 0,
    maxPerOrder: 1,
    previousUnitPricePaise: null,
    problem: NO_LONGER_AVAILABLE,
    available: false,
    tags: [],
    sku: null,
    drugSchedule: product?.drugSchedule ?? 'OTC',
    soldOnline: true,
  };
}
