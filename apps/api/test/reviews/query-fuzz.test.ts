import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@dawa/shared/errors/codes';
import { createVerifiedUser } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const paramNames = ['sortBy', 'rating', 'withImages', 'verifiedPurchase', 'page', 'pageSize', 'sort', 'x'];
const values = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.integer({ min: -1e12, max: 1e12 }).map(String),
  fc.double().map(String),
  fc.constantFrom('', ' ', '%', "'", 'true', 'false', 'TRUE', '1', '5', '0', '6', 'newest', 'most-helpful', 'NaN', '1e3'),
);

const readable = (res: { statusCode: number; json: () => unknown }) =>
  expect(ErrorBodySchema.parse(res.json()).message.length).toBeGreaterThan(0);

describe('no input makes the reviews API answer 500', () => {
  it('any query string on GET /api/products/1/reviews answers 200 or a readable 400', async () => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...paramNames), values, { maxKeys: 4 }), async (params) => {
        const res = await t.app.inject({ method: 'GET', url: '/api/products/1/reviews', query: params });
        expect([200, 400], `${new URLSearchParams(params).toString()} → ${res.body}`).toContain(res.statusCode);
        if (res.statusCode === 400) readable(res);
      }),
      { numRuns: 80 },
    );
  });

  it('product and review ids of any shape answer 200, 400 or 404', async () => {
    const user = await createVerifiedUser(t);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string({ minLength: 1, maxLength: 40 }), fc.bigInt({ min: 0n, max: 10n ** 15n }).map(String)),
        async (id) => {
          const id_ = encodeURIComponent(id);
          for (const res of [
            await t.app.inject({ method: 'GET', url: `/api/products/${id_}/reviews/stats` }),
            await t.app.inject({ method: 'POST', url: `/api/reviews/${id_}/helpful`, headers: user.headers }),
          ]) {
            expect([200, 400, 404], `${id} → ${res.body}`).toContain(res.statusCode);
            if (res.statusCode >= 400) readable(res);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('any JSON body on POST answers 201/200 or a readable 400', async () => {
    const user = await createVerifiedUser(t);
    const body = fc.record(
      {
        rating: fc.oneof(fc.integer({ min: -3, max: 8 }), fc.double(), fc.string({ maxLength: 3 }), fc.constant(null)),
        comment: fc.oneof(fc.string({ maxLength: 50 }), fc.integer(), fc.constant(null)),
        pros: fc.oneof(fc.array(fc.string({ maxLength: 20 }), { maxLength: 12 }), fc.string(), fc.array(fc.integer(), { maxLength: 3 })),
        cons: fc.array(fc.oneof(fc.string({ maxLength: 20 }), fc.constant('')), { maxLength: 12 }),
        wouldRecommend: fc.oneof(fc.boolean(), fc.string({ maxLength: 4 })),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const res = await t.app.inject({ method: 'POST', url: '/api/products/1/reviews', headers: user.headers, payload });
        expect([200, 201, 400], `${JSON.stringify(payload)} → ${res.body}`).toContain(res.statusCode);
        if (res.statusCode === 400) readable(res);
      }),
      { numRuns: 80 },
    );
  });
});
