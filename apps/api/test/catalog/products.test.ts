import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ProductDetailSchema,
  ProductItemsResponseSchema,
  ProductListResponseSchema,
  SuggestionResponseSchema,
} from '@dawa/shared/catalog/schemas';
import { ErrorBodySchema } from '@dawa/shared/errors/codes';
import { compareByRelevance } from '@dawa/shared/catalog/rules';
import { buildProduct, insertTestProducts } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
async function list(url: string) {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return ProductListResponseSchema.parse(res.json());
}
async function badRequest(url: string) {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(400);
  const body = ErrorBodySchema.parse(res.json());
  expect(body.code).toBe('invalid_input');
  return body;
}

describe('GET /api/products (category listing)', () => {
  it('pages a category on the server, most popular first by default', async () => {
    const page = await list('/api/products?category=pain-relief');
    expect(page.pageSize).toBe(24);
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.length).toBeLessThanOrEqual(24);
    expect(page.items.every((p) => p.category.slug === 'pain-relief')).toBe(true);
    expect(page.pageCount).toBe(Math.ceil(page.total / 24));
    const counts = page.items.map((p) => p.reviewCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('sorts by price, name and rating both ways', async () => {
    const byPriceAsc = (await list('/api/products?category=vitamins-supplements&sort=price-asc&pageSize=60')).items.map(
      (p) => p.pricePaise,
    );
    expect(byPriceAsc).toEqual([...byPriceAsc].sort((a, b) => a - b));
    const byPriceDesc = (await list('/api/products?category=vitamins-supplements&sort=price-desc&pageSize=60')).items.map(
      (p) => p.pricePaise,
    );
    expect(byPriceDesc).toEqual([...byPriceDesc].sort((a, b) => b - a));
    const names = (await list('/api/products?category=cold-flu&sort=name-asc&pageSize=60')).items.map((p) => p.name);
    const namesDesc = (await list('/api/products?category=cold-flu&sort=name-desc&pageSize=60')).items.map((p) => p.name);
    expect(namesDesc).toEqual([...names].reverse());
    const ratings = (await list('/api/products?category=cold-flu&sort=rating&pageSize=60')).items.map((p) => p.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it('filters in stock and out of stock', async () => {
    const inStock = await list('/api/products?stock=in&pageSize=60');
    const outOfStock = await list('/api/products?stock=out&pageSize=60');
    const all = await list('/api/products');
    expect(inStock.items.every((p) => p.inStock)).toBe(true);
    expect(outOfStock.items.every((p) => !p.inStock)).toBe(true);
    expect(outOfStock.total).toBeGreaterThan(0);
    expect(inStock.total + outOfStock.total).toBe(all.total);
  });

  it('filters price on basePrice when present, else price', async () => {
    const [withBase, plain] = await insertTestProducts(t.database.db, [
      buildProduct({
        name: 'Pricecheck Base Syrup',
        categorySlug: 'antacids',
        basePricePaise: 5_000,
        pricePaise: 90_000,
        mrpPaise: 95_000,
      }),
      buildProduct({ name: 'Pricecheck Plain Syrup', categorySlug: 'antacids', pricePaise: 6_000, mrpPaise: 7_000 }),
    ]);
    const found = await list('/api/products?q=pricecheck&minPricePaise=4000&maxPricePaise=7000');
    expect(found.items.map((p) => p.id).sort()).toEqual([withBase?.id, plain?.id].sort());
    const cheap = await list('/api/products?q=pricecheck&maxPricePaise=5500');
    expect(cheap.items.map((p) => p.id)).toEqual([withBase?.id]);
  });

  it('filters by brand (case-insensitive, partial) and by minimum rating', async () => {
    await insertTestProducts(t.database.db, [
      buildProduct({ name: 'Brandcheck One', brand: 'Quillmed Labs', rating: 4.6 }),
      buildProduct({ name: 'Brandcheck Two', brand: 'Quillmed Labs', rating: 2.1 }),
    ]);
    const byBrand = await list('/api/products?brand=quillmed');
    expect(byBrand.items.map((p) => p.name).sort()).toEqual(['Brandcheck One', 'Brandcheck Two']);
    const rated = await list('/api/products?brand=Quillmed&minRating=4');
    expect(rated.items.map((p) => p.name)).toEqual(['Brandcheck One']);
  });

  it('matches cold-and-flu symptoms against tags, description and name', async () => {
    await insertTestProducts(t.database.db, [
      buildProduct({ name: 'Symptag Lozenge', categorySlug: 'cold-flu', tags: ['sore throat'] }),
      buildProduct({ name: 'Symdesc Syrup', categorySlug: 'cold-flu', description: 'Soothes a dry sore throat quickly.' }),
      buildProduct({ name: 'Symother Capsule', categorySlug: 'cold-flu', tags: ['fever'], description: 'For fever.' }),
    ]);
    const names = (await list('/api/products?category=cold-flu&symptoms=sore%20throat&pageSize=60')).items.map((p) => p.name);
    expect(names).toContain('Symptag Lozenge');
    expect(names).toContain('Symdesc Syrup');
    expect(names).not.toContain('Symother Capsule');
  });
});

describe('GET /api/products/search', () => {
  it('orders by exact name, then name prefix, then brand, then the rest', async () => {
    await insertTestProducts(t.database.db, [
      buildProduct({ name: 'Alpha Zyxorin Cream', brand: 'Other', reviewCount: 900 }),
      buildProduct({ name: 'Gamma Gel', brand: 'Zyxorin Health', reviewCount: 500 }),
      buildProduct({ name: 'Zyxorin Plus', brand: 'Other', reviewCount: 1 }),
      buildProduct({ name: 'Zyxorin', brand: 'Other', reviewCount: 0 }),
    ]);
    const result = await list('/api/products/search?query=zyxorin');
    expect(result.items.map((p) => p.name)).toEqual(['Zyxorin', 'Zyxorin Plus', 'Gamma Gel', 'Alpha Zyxorin Cream']);
    // The same order as the shared rule the web relies on.
    expect([...result.items].sort(compareByRelevance('zyxorin')).map((p) => p.name)).toEqual(result.items.map((p) => p.name));
  });

  it('accepts name and q as the search text too, and finds words by prefix', async () => {
    const byName = await list('/api/products/search?name=zyxori');
    const byQ = await list('/api/products/search?q=ZYXORIN%20plu');
    expect(byName.total).toBe(4);
    expect(byQ.items.map((p) => p.name)).toEqual(['Zyxorin Plus']);
  });

  it('tolerates a typo when nothing matches exactly', async () => {
    await insertTestProducts(t.database.db, [buildProduct({ name: 'Paravexamol 650 Tablet' })]);
    const result = await list('/api/products/search?query=paravexmol');
    expect(result.items.map((p) => p.name)).toContain('Paravexamol 650 Tablet');
  });

  it('finds real catalogue medicines by brand and ingredient', async () => {
    const byIngredient = await list('/api/products/search?query=paracetamol');
    expect(byIngredient.total).toBeGreaterThan(3);
  });

  it('treats SQL in the search text as text', async () => {
    const result = await list(`/api/products/search?query=${encodeURIComponent("'; DROP TABLE products; --")}`);
    expect(result.total).toBe(0);
    expect((await list('/api/products')).total).toBeGreaterThan(300);
  });

  it('returns an empty page for text with no searchable words', async () => {
    const result = await list('/api/products/search?query=%25%25%25');
    expect(result).toMatchObject({ items: [], total: 0 });
  });
});

describe('bad input is a readable 400', () => {
  it.each([
    ['/api/products?minPricePaise=abc', 'minPricePaise'],
    ['/api/products?page=-1', 'page'],
    ['/api/products?page=0', 'page'],
    ['/api/products?pageSize=1000', 'pageSize'],
    ['/api/products?sort=cheapest', 'sort'],
    ['/api/products?minRating=9', 'minRating'],
    ['/api/products?stock=maybe', 'stock'],
    ['/api/products?category=Not%20A%20Slug', 'category'],
    ['/api/products?symptoms=dizziness', 'symptoms'],
    ['/api/products?minPricePaise=500&maxPricePaise=100', 'minPricePaise'],
    ['/api/products?colour=red', 'colour'],
    [`/api/products/search?query=${'a'.repeat(10_000)}`, 'query'],
    ['/api/products/suggestions', 'q'],
    ['/api/products/suggestions?q=dolo&limit=9', 'limit'],
  ])('%s', async (url, field) => {
    const body = await badRequest(url);
    expect(Object.keys(body.fieldErrors ?? {})).toContain(field);
    expect(body.message).toMatch(new RegExp(field));
  });
});

describe('GET /api/products/:id', () => {
  it('returns a product by id and by slug, with variants and default delivery texts', async () => {
    const [created] = await insertTestProducts(t.database.db, [
      buildProduct({
        name: 'Variantol Syrup',
        pricePaise: 8_000,
        mrpPaise: 10_000,
        basePricePaise: 8_000,
        variants: [
          { label: '60 ml', sku: 'VARIANTOL-60', pricePaise: 8_000, mrpPaise: 10_000, stock: 4 },
          { label: '100 ml', sku: 'VARIANTOL-100', pricePaise: 12_000, mrpPaise: 14_000, stock: 0 },
        ],
      }),
    ]);
    const byId = ProductDetailSchema.parse((await get(`/api/products/${created?.id}`)).json());
    const bySlug = ProductDetailSchema.parse((await get(`/api/products/${created?.slug}`)).json());
    expect(bySlug).toEqual(byId);
    expect(byId).toMatchObject({
      name: 'Variantol Syrup',
      discountPercent: 20,
      shippingInfo: 'Standard shipping available',
      deliveryEstimate: '2-3 business days',
      category: { slug: 'pain-relief', name: 'Pain Relief' },
      seller: { name: 'Dawa Pharmacy', rating: 4.5 },
    });
    expect(byId.variants.map((v) => [v.label, v.stock])).toEqual([
      ['60 ml', 4],
      ['100 ml', 0],
    ]);
    expect(byId.images).toHaveLength(3);
  });

  it('answers 404 with the spec text for an unknown product', async () => {
    for (const id of ['99999999', 'no-such-medicine']) {
      const res = await get(`/api/products/${id}`);
      expect(res.statusCode).toBe(404);
      expect(ErrorBodySchema.parse(res.json())).toMatchObject({ code: 'not_found', message: 'Product not found.' });
    }
  });

  it('refuses a malformed id; a number beyond any id is simply not found', async () => {
    await badRequest('/api/products/..%2F..%2Fetc');
    expect((await get(`/api/products/${'9'.repeat(12)}`)).statusCode).toBe(404);
  });

  it('lists up to 4 related products from the same category, not the product itself', async () => {
    const first = (await list('/api/products?category=diabetes')).items[0];
    const res = await get(`/api/products/${first?.id}/related`);
    const related = ProductItemsResponseSchema.parse(res.json()).items;
    expect(related.length).toBe(4);
    expect(related.every((p) => p.category.slug === 'diabetes' && p.id !== first?.id)).toBe(true);
  });
});

describe('featured, suggestions, brands', () => {
  it('lists featured products, the first 4 for the home page', async () => {
    const four = ProductItemsResponseSchema.parse((await get('/api/products/featured?limit=4')).json()).items;
    const all = ProductItemsResponseSchema.parse((await get('/api/products/featured?limit=48')).json()).items;
    expect(four).toHaveLength(4);
    expect(all.length).toBeGreaterThanOrEqual(12);
    expect(all.slice(0, 4)).toEqual(four);
  });

  it('suggests at most 8 products with name, brand, price and category', async () => {
    const items = SuggestionResponseSchema.parse((await get('/api/products/suggestions?q=zyxorin')).json()).items;
    expect(items[0]).toMatchObject({ name: 'Zyxorin', brand: 'Other', pricePaise: 10_000, category: { name: 'Pain Relief' } });
    const many = SuggestionResponseSchema.parse((await get('/api/products/suggestions?q=t')).json()).items;
    expect(many).toHaveLength(8);
  });

  it('lists the brands of a category with counts', async () => {
    const res = await get('/api/products/brands?category=pain-relief');
    const { brands } = res.json<{ brands: { name: string; count: number }[] }>();
    expect(brands.length).toBeGreaterThan(3);
    expect(brands.every((b) => b.count > 0)).toBe(true);
    expect((await get('/api/products/brands?category=no-such-category')).statusCode).toBe(404);
  });
});
