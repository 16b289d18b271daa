import { eq } from 'drizzle-orm';
import { slugify } from '@dawa/shared/catalog/rules';
import type { Database } from '../../src/db/client.ts';
import { products } from '../../src/db/schema/index.ts';
import { insertProducts } from '../../src/db/seed/insert-catalogue.ts';
import type { SeedProduct } from '../../src/db/seed/types.ts';

let sequence = 0;

/** A plausible product; tests override only what they assert on. */
export function buildProduct(overrides: Partial<SeedProduct> = {}): SeedProduct {
  sequence += 1;
  return {
    name: `Testolin ${sequence} Tablet`,
    brand: 'Testwell',
    manufacturer: 'Testwell Pharma Ltd',
    categorySlug: 'pain-relief',
    description: 'A test product.',
    dosage: '1 tablet twice a day',
    dosageForm: 'Tablet',
    packSize: '10 tablets',
    activeIngredient: 'Testamol 500 mg',
    inactiveIngredients: ['Starch'],
    countryOfOrigin: 'India',
    pricePaise: 10_000,
    mrpPaise: 12_000,
    basePricePaise: null,
    stockQuantity: 50,
    requiresPrescription: false,
    rating: 4,
    reviewCount: 10,
    purchaseCount: 20,
    seller: { name: 'Dawa Pharmacy', rating: 4.5 },
    tags: [],
    variants: [],
    shippingInfo: null,
    deliveryEstimate: null,
    authenticGuarantee: true,
    sideEffects: [],
    storage: null,
    featured: false,
    ...overrides,
  };
}

/** Inserts products and returns their ids and slugs, in the order given. */
export async function insertTestProducts(db: Database, items: SeedProduct[]): Promise<{ id: number; slug: string }[]> {
  await insertProducts(db, items);
  const out: { id: number; slug: string }[] = [];
  for (const item of items) {
    const [row] = await db
      .select({ id: products.id, slug: products.slug })
      .from(products)
      .where(eq(products.slug, slugify(item.name)));
    if (!row) throw new Error(`product ${item.name} was not inserted`);
    out.push(row);
  }
  return out;
}
