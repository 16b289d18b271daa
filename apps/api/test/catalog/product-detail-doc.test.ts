import { slugify } from '@dawa/shared/catalog/rules';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products, productVariants } from '../../src/db/schema/index.ts';
import { insertProducts } from '../../src/db/seed/insert-catalogue.ts';
import { generateSyntheticProducts } from '../../src/db/seed/synthetic.ts';
import { findProductDetail, findProductWithVariants } from '../../src/modules/catalog/catalog.repository.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { addProduct, variantsOf } from '../orders/commerce-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The stored document must read back exactly as the three-table query does. */
async function expectDocMatchesRows(id: number) {
  const fromDoc = await findProductDetail(t.database.db, { id });
  const fromRows = await findProductWithVariants(t.database.db, { id });
  expect(fromDoc).toEqual(fromRows);
  return fromDoc;
}

describe('the product page document (migration 0026)', () => {
  it('is complete, packs included, for every product the bulk loader inserted (migration 0048 skips the per-pack rewrites)', async () => {
    const items = generateSyntheticProducts(40, { startIndex: 900_000, seed: 7 });
    expect(items.some((item) => item.variants.length > 1)).toBe(true);
    await insertProducts(t.database.db, items);
    const loaded = await t.database.db
      .select({ id: products.id, detailDoc: products.detailDoc })
      .from(products)
      .where(
        inArray(
          products.slug,
          items.map((item) => slugify(item.name)),
        ),
      );
    expect(loaded).toHaveLength(items.length);
    for (const row of loaded) {
      expect(row.detailDoc).not.toBeNull();
      await expectDocMatchesRows(row.id);
    }
    // The setting stays inside the loader's transactions: a pack added afterwards still rewrites its page.
    const [first] = loaded;
    await t.database.db
      .insert(productVariants)
      .values({
        productId: first!.id,
        sku: `BULK-${first!.id}`,
        label: 'Strip of 5',
        pricePaise: 100,
        mrpPaise: 120,
        stock: 1,
        sortOrder: 9,
      });
    expect((await expectDocMatchesRows(first!.id))?.variants.map((variant) => variant.sku)).toContain(`BULK-${first!.id}`);
  });

  it('matches the row, its category and its packs, and follows every change to them', async () => {
    const id = await addProduct(t, { pricePaise: 12_300, mrpPaise: 15_000, stockQuantity: 7 });
    const [product] = await t.database.db
      .select({ slug: products.slug, category: products.categorySlug })
      .from(products)
      .where(eq(products.id, id));
    expect(await findProductDetail(t.database.db, { slug: product?.slug ?? '' })).toEqual(
      await findProductWithVariants(t.database.db, { slug: product?.slug ?? '' }),
    );
    await expectDocMatchesRows(id);

    // Stock, price and rating change on the row (orders, admin, reviews).
    await t.database.db
      .update(products)
      .set({ stockQuantity: 3, pricePaise: 11_000, rating: 4.5, reviewCount: 2 })
      .where(eq(products.id, id));
    expect((await expectDocMatchesRows(id))?.product).toMatchObject({ stockQuantity: 3, pricePaise: 11_000, rating: 4.5 });

    // A pack is added, changed and removed.
    const [variant] = await t.database.db
      .insert(productVariants)
      .values({ productId: id, sku: `DOC-${id}`, label: 'Strip of 15', pricePaise: 9_000, mrpPaise: 10_000, stock: 4, sortOrder: 9 })
      .returning({ id: productVariants.id });
    expect((await expectDocMatchesRows(id))?.variants.map((v) => v.label)).toContain('Strip of 15');
    await t.database.db
      .update(productVariants)
      .set({ stock: 1 })
      .where(eq(productVariants.id, variant?.id ?? 0));
    expect((await expectDocMatchesRows(id))?.variants.find((v) => v.id === variant?.id)?.stock).toBe(1);
    await t.database.db.delete(productVariants).where(eq(productVariants.id, variant?.id ?? 0));
    expect((await expectDocMatchesRows(id))?.variants.map((v) => v.id)).toEqual((await variantsOf(t, id)).map((v) => v.id));

    // The category is renamed.
    const [category] = await t.database.db
      .select({ name: categories.name })
      .from(categories)
      .where(eq(categories.slug, product?.category ?? ''));
    await t.database.db
      .update(categories)
      .set({ name: 'Renamed Shelf' })
      .where(eq(categories.slug, product?.category ?? ''));
    expect((await expectDocMatchesRows(id))?.categoryName).toBe('Renamed Shelf');
    await t.database.db
      .update(categories)
      .set({ name: category?.name ?? '' })
      .where(eq(categories.slug, product?.category ?? ''));
  });

  it('answers GET /api/products/{id} from it, and nothing for an inactive product', async () => {
    const id = await addProduct(t, { pricePaise: 5_000 });
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${id}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, pricePaise: 5_000 });
    await t.database.db.update(products).set({ active: false }).where(eq(products.id, id));
    expect(await findProductDetail(t.database.db, { id })).toBeUndefined();
  });
});
