import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductDetailSchema } from '@dawa/shared/catalog/schemas';
import { products } from '../../src/db/schema/index.ts';
import { createVerifiedUser } from '../helpers/accounts.ts';
import { buildProduct, insertTestProducts } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createAccount } from '../admin/staff-helpers.ts';
import { addProduct, placeOrder, type Customer } from '../orders/commerce-helpers.ts';

// The app as it runs: product pages kept in memory (PRODUCT_DETAIL_CACHE_MB's default) and the other
// catalogue answers cached too. On the PostgreSQL server the page cache is off and the same answers must hold.
let t: TestApp;
let admin: Record<string, string>;
let customer: Customer;
beforeAll(async () => {
  t = await createTestApp({ CATALOG_CACHE_SECONDS: '60' });
  admin = (await createAccount(t, 'admin', 'pages')).headers;
  customer = await createVerifiedUser(t);
});
afterAll(() => t.close());

const onPglite = () => t.database.kind === 'pglite';

async function page(idOrSlug: number | string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/products/${idOrSlug}` });
  expect(res.statusCode, res.body).toBe(200);
  return { detail: ProductDetailSchema.parse(res.json()), etag: String(res.headers.etag), headers: res.headers };
}

/** Reads the page by id and by slug (so both keys are kept), and checks the cache kept it where it is on. */
async function pageKept(id: number) {
  const first = await page(id);
  const bySlug = await page(first.detail.slug);
  expect(bySlug.detail).toEqual(first.detail);
  if (onPglite()) {
    const before = t.app.services.catalog.detailCacheSize();
    const again = await page(id);
    // Answered from memory: same bytes, nothing added.
    expect(again.etag).toBe(first.etag);
    expect(t.app.services.catalog.detailCacheSize()).toEqual(before);
    expect(before?.entries).toBeGreaterThan(0);
  }
  return first.detail;
}

describe('product pages kept in memory (decision 043)', () => {
  it('is on for the embedded database only', () => {
    expect(t.app.services.catalog.detailCacheSize() === null).toBe(!onPglite());
  });

  it("shows an admin's price change at once, by id and by slug", async () => {
    const id = await addProduct(t, { pricePaise: 10_000, mrpPaise: 12_000 });
    const before = await pageKept(id);
    expect(before.pricePaise).toBe(10_000);
    const res = await t.app.inject({ method: 'PATCH', url: `/api/admin/products/${id}`, headers: admin, payload: { pricePaise: 8_500 } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await page(id)).detail).toMatchObject({ pricePaise: 8_500, discountPercent: 29 });
    expect((await page(before.slug)).detail.pricePaise).toBe(8_500);
  });

  it('shows the stock an order took and a cancellation gave back, at once', async () => {
    const id = await addProduct(t, { stockQuantity: 5, pricePaise: 10_000 });
    expect((await pageKept(id)).stockQuantity).toBe(5);
    const order = await placeOrder(t, customer, [{ productId: id, quantity: 2 }]);
    expect((await page(id)).detail).toMatchObject({ stockQuantity: 3, inStock: true });
    const cancelled = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${order.orderId}/cancel`,
      headers: customer.headers,
      payload: { reason: 'changed_mind' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await page(id)).detail.stockQuantity).toBe(5);
  });

  it('shows a product sold out by an order as out of stock', async () => {
    const id = await addProduct(t, { stockQuantity: 1 });
    expect((await pageKept(id)).inStock).toBe(true);
    await placeOrder(t, customer, [{ productId: id, quantity: 1 }]);
    expect((await page(id)).detail).toMatchObject({ stockQuantity: 0, inStock: false });
  });

  it('shows stock received by a pharmacist at once', async () => {
    const id = await addProduct(t, { stockQuantity: 4 });
    expect((await pageKept(id)).stockQuantity).toBe(4);
    const expiry = new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${id}/batches`,
      headers: admin,
      payload: { batchNumber: 'PAGE-1', expiryDate: expiry, quantity: 20 },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await page(id)).detail.stockQuantity).toBe(24);
  });

  it("shows a new review's rating and count at once", async () => {
    const id = await addProduct(t, { rating: 0, reviewCount: 0 });
    expect(await pageKept(id)).toMatchObject({ rating: 0, reviewCount: 0 });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/products/${id}/reviews`,
      headers: customer.headers,
      payload: { rating: 3, comment: 'Worked for my headache.' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await page(id)).detail).toMatchObject({ rating: 3, reviewCount: 1 });
  });

  it('follows a slug change, and stops showing a withdrawn product', async () => {
    const id = await addProduct(t);
    const before = await pageKept(id);
    await t.database.db.update(products).set({ slug: `${before.slug}-renamed` }).where(eq(products.id, id));
    expect((await page(`${before.slug}-renamed`)).detail.id).toBe(id);
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${before.slug}` })).statusCode).toBe(404);
    await t.database.db.update(products).set({ active: false }).where(eq(products.id, id));
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).statusCode).toBe(404);
  });

  it('does not remember a page that was not found: a product added later shows at once', async () => {
    const probe = 'not-yet-in-the-shop-page';
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${probe}` })).statusCode).toBe(404);
    const [added] = await insertTestProducts(t.database.db, [buildProduct({ name: 'Not Yet In The Shop Page' })]);
    expect((await page(probe)).detail.id).toBe(added?.id);
  });

  it('answers 304 to a browser holding the same page, and the new page after a change', async () => {
    const id = await addProduct(t, { pricePaise: 7_000 });
    const { etag, headers } = await page(id);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(headers['cache-control']).toBe('no-cache');
    const same = await t.app.inject({ method: 'GET', url: `/api/products/${id}`, headers: { 'if-none-match': etag } });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    const weak = await t.app.inject({ method: 'GET', url: `/api/products/${id}`, headers: { 'if-none-match': `"other", W/${etag}` } });
    expect(weak.statusCode).toBe(304);
    await t.database.db.update(products).set({ pricePaise: 6_000 }).where(eq(products.id, id));
    const changed = await t.app.inject({ method: 'GET', url: `/api/products/${id}`, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(ProductDetailSchema.parse(changed.json()).pricePaise).toBe(6_000);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('reads every active product in ahead (the warm-up after start), and a page read in ahead still follows a change', async () => {
    const warmed = await t.app.services.catalog.warmDetailPages({ batch: 50, stopped: () => false });
    if (!onPglite()) return expect(warmed).toBe(0);
    const [active] = await t.database.db.select({ n: count() }).from(products).where(eq(products.active, true));
    expect(t.app.services.catalog.detailCacheSize()?.entries).toBe(active?.n);
    expect(t.app.services.catalog.detailCacheWarmth()).toBe('warm');
    const id = await addProduct(t, { stockQuantity: 6 });
    await t.app.services.catalog.warmDetailPages({ batch: 50, stopped: () => false });
    const size = t.app.services.catalog.detailCacheSize();
    expect((await page(id)).detail.stockQuantity).toBe(6);
    expect(t.app.services.catalog.detailCacheSize()).toEqual(size);
    await t.database.db.update(products).set({ stockQuantity: 2 }).where(eq(products.id, id));
    expect((await page(id)).detail.stockQuantity).toBe(2);
  });

  it('sends the page gzipped to a client that takes gzip, the same JSON as to one that does not', async () => {
    const id = await addProduct(t);
    const plain = await t.app.inject({ method: 'GET', url: `/api/products/${id}` });
    const zipped = await t.app.inject({ method: 'GET', url: `/api/products/${id}`, headers: { 'accept-encoding': 'br, gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
    const refused = await t.app.inject({ method: 'GET', url: `/api/products/${id}`, headers: { 'accept-encoding': 'gzip;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });

  it('keeps a write that rolled back from showing', async () => {
    const id = await addProduct(t, { stockQuantity: 9 });
    await pageKept(id);
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.update(products).set({ stockQuantity: 1 }).where(eq(products.id, id));
        throw new Error('abandoned');
      }),
    ).rejects.toThrow('abandoned');
    expect((await page(id)).detail.stockQuantity).toBe(9);
  });
});

describe('the product page cache bound', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({ PRODUCT_DETAIL_CACHE_MB: '1' });
  });
  afterAll(() => small.close());

  it('never holds more than PRODUCT_DETAIL_CACHE_MB, dropping the least recently read pages', async () => {
    if (small.database.kind !== 'pglite') return expect(small.app.services.catalog.detailCacheSize()).toBeNull();
    // Descriptions that do not compress: each page keeps about 2 kB gzipped, 700 of them about 1.4 MB.
    const rows = await insertTestProducts(
      small.database.db,
      Array.from({ length: 700 }, (_, i) => buildProduct({ name: `Bounded Page ${i}`, description: randomBytes(1_500).toString('base64') })),
    );
    const first = rows[0]!.id;
    for (const row of rows) {
      expect((await small.app.inject({ method: 'GET', url: `/api/products/${row.id}` })).statusCode).toBe(200);
      // The first page is read again after each other one, so it is never the least recently read.
      expect((await small.app.inject({ method: 'GET', url: `/api/products/${first}` })).statusCode).toBe(200);
    }
    const size = small.app.services.catalog.detailCacheSize()!;
    expect(size.bytes).toBeLessThanOrEqual(1024 * 1024);
    expect(size.entries).toBeGreaterThan(100);
    expect(size.entries).toBeLessThan(700);
    // Still kept: reading it again loads nothing and drops nothing.
    await small.app.inject({ method: 'GET', url: `/api/products/${first}` });
    expect(small.app.services.catalog.detailCacheSize()).toEqual(size);
  });
});
