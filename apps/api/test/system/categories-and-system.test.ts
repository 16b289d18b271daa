import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from '@dawa/shared/catalog/categories';
import { CategoryListResponseSchema, CategorySchema } from '@dawa/shared/catalog/schemas';
import { ErrorBodySchema } from '@dawa/shared/errors/codes';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/categories', () => {
  it('lists every category in the store order, with paths and product counts', async () => {
    const res = await t.app.inject('/api/categories');
    const { categories } = CategoryListResponseSchema.parse(res.json());
    expect(categories.map((c) => c.slug)).toEqual(CATEGORIES.map((c) => c.slug));
    expect(categories.find((c) => c.slug === 'pain-relief')).toMatchObject({ name: 'Pain Relief', path: '/pain-relievers' });
    expect(categories.find((c) => c.slug === 'prescription')?.path).toBe('/category/prescription');
    expect(categories.every((c) => c.productCount >= 18)).toBe(true);
  });

  it('returns one category, and 404 for an unknown one', async () => {
    const diabetes = CategorySchema.parse((await t.app.inject('/api/categories/diabetes')).json());
    expect(diabetes).toMatchObject({ name: 'Diabetes Care', path: '/diabetes-care', priceFilter: { maxRupees: 10000 } });
    const missing = await t.app.inject('/api/categories/unicorns');
    expect(missing.statusCode).toBe(404);
    expect(ErrorBodySchema.parse(missing.json()).message).toBe('Category not found.');
  });
});

describe('system routes', () => {
  it('answers health with the database kind and its check (no Redis configured, none reported)', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: t.database.kind, checks: { database: 'up' } });
  });

  it('serves an OpenAPI document generated from the routes', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, { get?: { parameters?: { name: string }[] } }> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/products', '/api/products/search', '/api/products/{id}', '/api/categories']),
    );
    expect(doc.paths['/api/products/search']?.get?.parameters?.map((p) => p.name)).toEqual(
      expect.arrayContaining(['query', 'minPricePaise', 'sort']),
    );
    expect((await t.app.inject('/api/docs')).statusCode).toBeLessThan(400);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(ErrorBodySchema.parse(res.json()).code).toBe('not_found');
  });

  it('serves generated SVG pack shots, refusing unknown products and views', async () => {
    const first = (await t.app.inject('/api/products?pageSize=1')).json<{ items: { image: string }[] }>().items[0];
    const image = await t.app.inject(first?.image ?? '');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(image.body.startsWith('<svg')).toBe(true);
    expect((await t.app.inject('/api/media/products/no-such-product/1.svg')).statusCode).toBe(404);
    expect((await t.app.inject('/api/media/products/x/4.svg')).statusCode).toBe(400);
  });

  it('sends security headers with a referrer policy PhonePe accepts', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
