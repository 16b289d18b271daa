import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductListResponseSchema } from '@dawa/shared/catalog/schemas';
import { buildProduct, insertTestProducts } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CATALOG_CACHE_SECONDS: '60' });
});
afterAll(() => t.close());

describe('catalogue response cache', () => {
  it('reuses a listing answer until the catalogue is invalidated', async () => {
    const url = '/api/products/search?query=cachequill';
    const names = async () => ProductListResponseSchema.parse((await t.app.inject(url)).json()).items.map((p) => p.name);
    expect(await names()).toEqual([]);
    await insertTestProducts(t.database.db, [buildProduct({ name: 'Cachequill Syrup' })]);
    expect(await names()).toEqual([]);
    t.app.services.catalog.invalidate();
    expect(await names()).toEqual(['Cachequill Syrup']);
  });
});
