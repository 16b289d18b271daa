import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@dawa/shared/errors/codes';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const paramNames = [
  'q',
  'query',
  'name',
  'category',
  'brand',
  'tag',
  'minPricePaise',
  'maxPricePaise',
  'minRating',
  'stock',
  'symptoms',
  'sort',
  'page',
  'pageSize',
  'limit',
  'x',
];
const values = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.integer({ min: -1e12, max: 1e12 }).map(String),
  fc.double().map(String),
  fc.constantFrom(
    '',
    ' ',
    '%',
    '\\',
    "'",
    '"',
    ':*',
    '&|!',
    '(',
    'cough,fever',
    'price-asc',
    'in',
    'out',
    'pain-relief',
    '1e3',
    '0x10',
    'NaN',
  ),
);

describe('no query string makes the catalogue answer 500', () => {
  it.each(['/api/products', '/api/products/search', '/api/products/suggestions', '/api/products/featured', '/api/products/brands'])(
    '%s answers 200 or a readable 4xx',
    async (path) => {
      await fc.assert(
        fc.asyncProperty(fc.dictionary(fc.constantFrom(...paramNames), values, { maxKeys: 4 }), async (params) => {
          const res = await t.app.inject({ method: 'GET', url: path, query: params });
          expect(res.statusCode, `${path}?${new URLSearchParams(params).toString()} → ${res.body}`).toBeLessThan(500);
          if (res.statusCode >= 400) expect(ErrorBodySchema.parse(res.json()).message.length).toBeGreaterThan(0);
        }),
        { numRuns: 60 },
      );
    },
  );

  it('product ids of any shape answer 200, 400 or 404', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string({ minLength: 1, maxLength: 40 }), fc.bigInt({ min: 0n, max: 10n ** 15n }).map(String)),
        async (id) => {
          const res = await t.app.inject({ method: 'GET', url: `/api/products/${encodeURIComponent(id)}` });
          expect([200, 400, 404], `${id} → ${res.body}`).toContain(res.statusCode);
        },
      ),
      { numRuns: 80 },
    );
  });
});
