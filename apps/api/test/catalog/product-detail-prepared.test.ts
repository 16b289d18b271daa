import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../src/db/client.ts';
import { products } from '../../src/db/schema/index.ts';
import { findProductDetail, findProductWithVariants } from '../../src/modules/catalog/catalog.repository.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { addProduct } from '../orders/commerce-helpers.ts';

let t: TestApp;
let id: number;
let slug: string;
beforeAll(async () => {
  t = await createTestApp();
  id = await addProduct(t, { pricePaise: 4_500, mrpPaise: 5_000, stockQuantity: 9 });
  const [row] = await t.database.db.select({ slug: products.slug }).from(products).where(eq(products.id, id));
  slug = row?.slug ?? '';
});
afterAll(() => t.close());

const get = (key: string) => t.app.inject({ method: 'GET', url: `/api/products/${key}` });

describe('the product page read (its plan prepared once on PGlite)', () => {
  it('answers by id and by slug exactly as the three-table query does', async () => {
    expect(await findProductDetail(t.database.db, { id })).toEqual(await findProductWithVariants(t.database.db, { id }));
    expect(await findProductDetail(t.database.db, { slug })).toEqual(await findProductWithVariants(t.database.db, { slug }));
    const [byId, bySlug] = [await get(String(id)), await get(slug)];
    expect(byId.statusCode).toBe(200);
    expect(bySlug.json()).toEqual(byId.json());
  });

  it('prepares each statement once in the embedded database (the server pool binds every read)', async () => {
    for (let i = 0; i < 3; i++) await findProductDetail(t.database.db, { id });
    await findProductDetail(t.database.db, { slug });
    const found = await t.database.db.execute(sql`SELECT name FROM pg_prepared_statements WHERE name LIKE 'product_detail_doc%' ORDER BY name`);
    const names = (found as { rows: { name: string }[] }).rows.map((r) => r.name);
    expect(names).toEqual(t.database.kind === 'pglite' ? ['product_detail_doc_by_id', 'product_detail_doc_by_slug'] : []);
  });

  it('binds a slug that is not plain (quotes, spaces, a NUL) instead of writing it into the statement', async () => {
    for (const key of ["x'%20OR%20'1'%3D'1", `${slug}'--`, 'a%20b', 'nul%00byte']) {
      const res = await get(key);
      // The route's own check refuses some (400); the others are bound and match nothing (404).
      expect([400, 404], key).toContain(res.statusCode);
      if (res.statusCode === 404) expect(res.json()).toMatchObject({ message: 'Product not found.' });
    }
    expect((await get(String(id))).statusCode).toBe(200);
  });

  it('hides an inactive product, and reads the same inside a transaction', async () => {
    const other = await addProduct(t, { pricePaise: 1_000, mrpPaise: 1_000, stockQuantity: 1 });
    expect((await get(String(other))).statusCode).toBe(200);
    await t.database.db.update(products).set({ active: false }).where(eq(products.id, other));
    expect((await get(String(other))).statusCode).toBe(404);
    expect(await inTransaction(t.database.db, (tx) => findProductDetail(tx, { id }))).toEqual(await findProductDetail(t.database.db, { id }));
  });
});
