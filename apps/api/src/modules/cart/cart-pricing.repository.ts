import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products, productVariants } from '../../db/schema/index.ts';

/** A product as pricing needs it, with all its packs (variants) in their display order. */
export interface PricingProduct {
  id: number;
  slug: string;
  name: string;
  brand: string;
  categorySlug: string;
  tags: string[];
  requiresPrescription: boolean;
  drugSchedule: string;
  narcotic: boolean;
  maxPerOrder: number | null;
  active: boolean;
  pricePaise: number;
  mrpPaise: number;
  stockQuantity: number;
  imageUrls: string[];
  variants: PricingVariant[];
}

export interface PricingVariant {
  id: number;
  label: string;
  sku: string;
  pricePaise: number;
  mrpPaise: number;
  stock: number;
}

/**
 * The products of a cart with their variants, in ONE query (a join, grouped here), whatever the
 * number of lines. Unknown ids are simply absent from the answer.
 */
export async function findPricingProducts(db: Database, productIds: readonly number[]): Promise<Map<number, PricingProduct>> {
  const found = new Map<number, PricingProduct>();
  if (productIds.length === 0) return found;
  const rows = await db
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      brand: products.brand,
      categorySlug: products.categorySlug,
      tags: products.tags,
      requiresPrescription: products.requiresPrescription,
      drugSchedule: products.drugSchedule,
      narcotic: products.narcotic,
      maxPerOrder: products.maxPerOrder,
      active: products.active,
      pricePaise: products.pricePaise,
      mrpPaise: products.mrpPaise,
      stockQuantity: products.stockQuantity,
      imageUrls: products.imageUrls,
      variantId: productVariants.id,
      variantLabel: productVariants.label,
      variantSku: productVariants.sku,
      variantPricePaise: productVariants.pricePaise,
      variantMrpPaise: productVariants.mrpPaise,
      variantStock: productVariants.stock,
    })
    .from(products)
    .leftJoin(productVariants, eq(productVariants.productId, products.id))
    .where(inArray(products.id, [...new Set(productIds)]))
    .orderBy(asc(products.id), asc(productVariants.sortOrder), asc(productVariants.id));
  for (const row of rows) {
    let product = found.get(row.id);
    if (!product) {
      const { variantId: _v, variantLabel: _l, variantSku: _s, variantPricePaise: _p, variantMrpPaise: _m, variantStock: _k, ...own } = row;
      product = { ...own, variants: [] };
      found.set(row.id, product);
    }
    if (row.variantId !== null && row.variantLabel !== null && row.variantSku !== null) {
      product.variants.push({
        id: row.variantId,
        label: row.variantLabel,
        sku: row.variantSku,
        pricePaise: row.variantPricePaise ?? 0,
        mrpPaise: row.variantMrpPaise ?? 0,
        stock: row.variantStock ?? 0,
      });
    }
  }
  return found;
}
