import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_SORTS, type ProductSort } from '@dawa/shared/catalog/schemas';
import { DEFAULT_PAGE_SIZE } from '@dawa/shared/http/pagination';
import * as repo from '../../src/modules/catalog/catalog.repository.ts';
import { prefixTsQuery, searchTokens } from '../../src/modules/catalog/search-text.ts';
import { buildProduct, insertTestProducts } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Text searches are answered from an in-memory match set (modules/catalog/match-set.ts). These tests
 * hold it to the SQL listing's own answer: the same products, in the same order, with the same total,
 * for every sort and filter a shopper can combine.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CATALOG_CACHE_SECONDS: '60' });
  // Ties on popularity and price, so the tie-breaks are exercised too.
  await insertTestProducts(t.database.db, [
    buildProduct({ name: 'Tiequill Tablet', brand: 'Quillco', reviewCount: 50, pricePaise: 10_000 }),
    buildProduct({ name: 'Tiequill Tablets', brand: 'Otherbrand', reviewCount: 50, pricePaise: 10_000 }),
    buildProduct({ name: 'Tiequill Syrup', brand: 'Quillco', reviewCount: 7, pricePaise: 25_000, mrpPaise: 30_000 }),
  ]);
});
afterAll(() => t.close());

async function viaSql(text: string, filter: repo.ProductFilter, sort: ProductSort, page: number) {
  const normalized = text.trim().toLowerCase();
  const withText: repo.ProductFilter = { ...filter, text: { mode: 'fts', tsQuery: prefixTsQuery(searchTokens(text)), normalized } };
  const total = await repo.countProducts(t.database.db, withText);
  // Beyond the relevance window the SQL path ranks exactly; ask for a page that lies there.
  const rows = await repo.findProductPage(t.database.db, withText, sort, { limit: DEFAULT_PAGE_SIZE, offset: (page - 1) * DEFAULT_PAGE_SIZE });
  return { total, ids: rows.map((r) => r.id) };
}

async function viaService(text: string, query: Record<string, string | number | undefined>, sort: ProductSort, page: number) {
  const answer = await t.app.services.catalog.searchProducts({ query: text, sort, page, ...query });
  return { total: answer.total, ids: answer.items.map((p) => p.id) };
}

const cases: { text: string; query: Record<string, string | number | undefined>; filter: repo.ProductFilter }[] = [
  { text: 'tablet', query: {}, filter: {} },
  { text: 'tiequill', query: {}, filter: {} },
  { text: 'tablet', query: { category: 'pain-relief' }, filter: { categorySlug: 'pain-relief' } },
  {
    text: 'syrup',
    query: { minPricePaise: 5_000, maxPricePaise: 30_000, minRating: 4 },
    filter: { minPricePaise: 5_000, maxPricePaise: 30_000, minRating: 4 },
  },
  { text: 'vitamin', query: { brand: 'Li', stock: 'in' }, filter: { brand: 'Li', stock: 'in' } },
  { text: 'cream', query: { stock: 'out' }, filter: { stock: 'out' } },
];

describe('search answered from the match set', () => {
  for (const { text, query, filter } of cases) {
    for (const sort of PRODUCT_SORTS.filter((s) => s !== 'relevance')) {
      it(`"${text}" ${JSON.stringify(query)} sorted by ${sort} equals the SQL listing`, async () => {
        for (const page of [1, 2]) expect(await viaService(text, query, sort, page)).toEqual(await viaSql(text, filter, sort, page));
      });
    }
  }

  it('ranks by relevance tiers: exact name, name prefix, brand, then text rank', async () => {
    const answer = await viaService('tiequill tablet', {}, 'relevance', 1);
    const names = await Promise.all(answer.ids.slice(0, 3).map(async (id) => (await repo.findSummariesByIds(t.database.db, [id]))[0]?.name));
    expect(names.slice(0, 2)).toEqual(['Tiequill Tablet', 'Tiequill Tablets']);
    // The deep relevance pages (exact ranking in SQL) agree with the match set.
    expect(await viaService('tablet', {}, 'relevance', 12)).toEqual(await viaSql('tablet', {}, 'relevance', 12));
  });

  it('counts a category filter that no match belongs to as empty', async () => {
    expect(await viaService('tiequill', { category: 'antibiotics' }, 'popularity', 1)).toEqual({ total: 0, ids: [] });
  });

  it('finds names by similarity when no word matches (typos)', async () => {
    const answer = await viaService('tiequil tablt', {}, 'relevance', 1);
    expect(answer.total).toBeGreaterThan(0);
  });
});
