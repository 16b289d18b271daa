import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductDetailSchema, ProductListResponseSchema } from '@dawa/shared/catalog/schemas';
import { REVIEW_MESSAGES } from '@dawa/shared/reviews/rules';
import {
  HelpfulResponseSchema,
  MyReviewResponseSchema,
  ReviewListResponseSchema,
  ReviewSchema,
  ReviewStatsSchema,
  type CreateReviewInput,
} from '@dawa/shared/reviews/schemas';
import { orderItems, orders, products, reviews } from '../../src/db/schema/index.ts';
import { createVerifiedUser, expectError } from '../helpers/accounts.ts';
import { buildProduct, insertTestProducts } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
type Customer = Awaited<ReturnType<typeof createVerifiedUser>>;

async function newProduct(overrides: Parameters<typeof buildProduct>[0] = {}) {
  const [product] = await insertTestProducts(t.database.db, [buildProduct(overrides)]);
  if (!product) throw new Error('no product');
  return product;
}

const post = (url: string, payload: unknown, headers: Headers = {}) => t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url, headers });

async function writeReview(productId: number | string, headers: Headers, body: CreateReviewInput, status = 201) {
  const res = await post(`/api/products/${productId}/reviews`, body, headers);
  expect(res.statusCode, res.body).toBe(status);
  return ReviewSchema.parse(res.json());
}

async function listReviews(productId: number | string, query = '', headers: Headers = {}) {
  const res = await get(`/api/products/${productId}/reviews${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return ReviewListResponseSchema.parse(res.json());
}

async function statsOf(productId: number | string) {
  const res = await get(`/api/products/${productId}/reviews/stats`);
  expect(res.statusCode, res.body).toBe(200);
  return ReviewStatsSchema.parse(res.json());
}

async function productOf(productId: number | string) {
  const res = await get(`/api/products/${productId}`);
  expect(res.statusCode, res.body).toBe(200);
  return ProductDetailSchema.parse(res.json());
}

/** An order of the product by the customer, written straight to the tables (the orders flow is another module's). */
async function placeOrder(userId: number, productId: number, status: 'pending' | 'delivered' | 'cancelled') {
  const { db } = t.database;
  const [{ n } = { n: 0 }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(eq(orders.userId, userId));
  const [order] = await db
    .insert(orders)
    .values({
      userId,
      userOrderNumber: n + 1,
      status,
      paymentMethod: 'cod',
      subtotalPaise: 10_000,
      totalPaise: 14_000,
      deliveryPaise: 4_000,
      shippingName: 'Asha Verma',
      shippingStreet: '12 MG Road',
      shippingCity: 'Pune',
      contactPhone: '9876543210',
    })
    .returning({ id: orders.id });
  await db.insert(orderItems).values({
    orderId: order!.id,
    productId,
    productName: 'Test product',
    categorySlug: 'pain-relief',
    unitPricePaise: 10_000,
    mrpPaise: 12_000,
    quantity: 1,
    lineTotalPaise: 10_000,
  });
}

describe('the seeded reviews', () => {
  it('match the rating and review count the catalogue shows', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/products?category=pain-relief&pageSize=5' });
    const { items } = ProductListResponseSchema.parse(page.json());
    expect(items.length).toBe(5);
    for (const item of items) {
      const stats = await statsOf(item.id);
      expect(stats.totalReviews).toBe(item.reviewCount);
      expect(stats.averageRating).toBe(item.rating);
      expect((await listReviews(item.id)).total).toBe(item.reviewCount);
    }
    // The most popular product of the category has written reviews by named customers.
    const top = await listReviews(items[0]!.id);
    expect(top.items.length).toBeGreaterThan(0);
    expect(top.items.every((r) => /^[A-Z][a-z]+ [A-Z]\.$/.test(r.reviewerName))).toBe(true);
  });

  it('cannot be logged into (the reviewers have no password)', async () => {
    const res = await post('/api/login', { email: 'ananya.iyer@reviewers.dawa.in', password: 'Anything@123' });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/products/:id/reviews', () => {
  let customer: Customer;
  beforeAll(async () => {
    customer = await createVerifiedUser(t, { firstName: 'Kavya', lastName: 'rao' });
  });

  it('needs a signed-in customer (401)', async () => {
    const product = await newProduct();
    expectError(await post(`/api/products/${product.id}/reviews`, { comment: 'Nice' }), 401, 'Authentication required');
    expectError(await post(`/api/products/${product.id}/reviews`, { comment: 'Nice' }, { authorization: 'Bearer nonsense' }), 401);
  });

  it("answers 404 'Product not found.' for an unknown product, by id or slug", async () => {
    for (const id of ['999999', 'no-such-product', '99999999999']) {
      expectError(await post(`/api/products/${id}/reviews`, { comment: 'Nice' }, customer.headers), 404, 'Product not found.');
      expectError(await get(`/api/products/${id}/reviews`), 404, 'Product not found.');
      expectError(await get(`/api/products/${id}/reviews/stats`), 404, 'Product not found.');
    }
  });

  it('defaults rating 5 and wouldRecommend true, trims the comment and drops empty pros and cons', async () => {
    const product = await newProduct();
    const review = await writeReview(product.id, customer.headers, { comment: '  Works well for my headaches.  ', pros: ['', ' Fast ', '  '], cons: [''] });
    expect(review).toMatchObject({
      productId: product.id,
      reviewerName: 'Kavya R.',
      rating: 5,
      comment: 'Works well for my headaches.',
      pros: ['Fast'],
      cons: [],
      wouldRecommend: true,
      verifiedPurchase: false,
      helpfulCount: 0,
      helpfulByMe: false,
      mine: true,
    });
  });

  it('replaces the first review when the same customer posts again, and keeps the product rating in step', async () => {
    const product = await newProduct({ rating: 4.9, reviewCount: 1234 });
    const first = await writeReview(product.id, customer.headers, { rating: 2, comment: 'Did not help', cons: ['Slow'], wouldRecommend: false });
    expect(await productOf(product.id)).toMatchObject({ rating: 2, reviewCount: 1 });

    const second = await writeReview(product.id, customer.headers, { rating: 4, comment: 'Better the second week', pros: ['Gentle'] }, 200);
    expect(second.id).toBe(first.id);
    const list = await listReviews(product.id);
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({ rating: 4, comment: 'Better the second week', pros: ['Gentle'], cons: [], wouldRecommend: true });
    expect(await productOf(product.id)).toMatchObject({ rating: 4, reviewCount: 1 });
    const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(reviews).where(eq(reviews.productId, product.id));
    expect(row?.n).toBe(1);

    const mine = MyReviewResponseSchema.parse((await get(`/api/products/${product.id}/reviews/mine`, customer.headers)).json());
    expect(mine.review).toMatchObject({ id: first.id, rating: 4, mine: true });
  });

  it('is marked a verified purchase only once the customer has an order with the product that was not cancelled', async () => {
    const buyer = await createVerifiedUser(t);
    const product = await newProduct();
    expect((await writeReview(product.id, buyer.headers, { comment: 'Before buying' })).verifiedPurchase).toBe(false);

    await placeOrder(buyer.session.user.id, product.id, 'cancelled');
    expect((await writeReview(product.id, buyer.headers, { comment: 'After a cancelled order' }, 200)).verifiedPurchase).toBe(false);

    // An order of another product does not count.
    const other = await newProduct();
    await placeOrder(buyer.session.user.id, other.id, 'delivered');
    expect((await writeReview(product.id, buyer.headers, { comment: 'Still not bought' }, 200)).verifiedPurchase).toBe(false);

    await placeOrder(buyer.session.user.id, product.id, 'pending');
    expect((await writeReview(product.id, buyer.headers, { comment: 'Bought it' }, 200)).verifiedPurchase).toBe(true);
  });

  it.each([
    [{}, 'comment', REVIEW_MESSAGES.commentRequired],
    [{ comment: '   ' }, 'comment', REVIEW_MESSAGES.commentRequired],
    [{ comment: 'x'.repeat(2001) }, 'comment', 'Your comment must be at most 2,000 characters'],
    [{ comment: 'ok', rating: 6 }, 'rating', 'rating must be a whole number from 1 to 5'],
    [{ comment: 'ok', rating: '5' }, 'rating', 'rating must be a whole number from 1 to 5'],
    [{ comment: 'ok', pros: 'fast' }, 'pros', 'pros must be a list of text'],
    [{ comment: 'ok', cons: Array.from({ length: 11 }, (_, i) => `con ${i}`) }, 'cons', 'cons may list at most 10 points'],
    [{ comment: 'ok', pros: ['p'.repeat(201)] }, 'pros.0', 'each pro must be at most 200 characters'],
    [{ comment: 'ok', wouldRecommend: 'yes' }, 'wouldRecommend', 'wouldRecommend must be true or false'],
    [{ comment: 'ok', verifiedPurchase: true }, '_', 'Unrecognized key: "verifiedPurchase"'],
  ])('refuses %j with a readable 400', async (body, field, message) => {
    const product = await newProduct();
    const error = expectError(await post(`/api/products/${product.id}/reviews`, body, customer.headers), 400);
    expect(error.code).toBe('invalid_input');
    expect(Object.values(error.fieldErrors ?? {}).flat()).toContain(message);
    if (field !== '_') expect(Object.keys(error.fieldErrors ?? {})).toContain(field);
    expect(error.message).toContain(message);
    expect(await statsOf(product.id)).toMatchObject({ totalReviews: 0 });
  });

  it('refuses a body that is not JSON', async () => {
    const product = await newProduct();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/products/${product.id}/reviews`,
      headers: { ...customer.headers, 'content-type': 'application/json' },
      payload: '{"comment": ',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('listing, filters, sorts, paging and stats', () => {
  let productId: number;
  const people: Customer[] = [];
  const written: { rating: number; wouldRecommend: boolean }[] = [
    { rating: 5, wouldRecommend: true },
    { rating: 3, wouldRecommend: true },
    { rating: 1, wouldRecommend: false },
    { rating: 5, wouldRecommend: true },
    { rating: 4, wouldRecommend: false },
  ];
  const ids: number[] = [];

  beforeAll(async () => {
    productId = (await newProduct()).id;
    for (const [i, w] of written.entries()) {
      const person = await createVerifiedUser(t, { firstName: `Reviewer`, lastName: String.fromCharCode(65 + i) });
      people.push(person);
      ids.push((await writeReview(productId, person.headers, { ...w, comment: `Review number ${i}` })).id);
    }
    // Distinct creation times, oldest first, so the date sorts are well defined.
    for (const [i, id] of ids.entries()) {
      await t.database.db
        .update(reviews)
        .set({ createdAt: new Date(Date.UTC(2026, 0, 1 + i)) })
        .where(eq(reviews.id, id));
    }
    // Review 1 gets three helpful votes, review 3 one.
    for (const voter of [people[0]!, people[2]!, people[3]!]) expect((await post(`/api/reviews/${ids[1]}/helpful`, {}, voter.headers)).statusCode).toBe(200);
    expect((await post(`/api/reviews/${ids[3]}/helpful`, {}, people[4]!.headers)).statusCode).toBe(200);
    // Review 4 carries a photo; reviews 0 and 4 are verified purchases.
    await t.database.db.update(reviews).set({ imageKeys: ['photo-1.jpg'] }).where(eq(reviews.id, ids[4]!));
    await t.database.db.update(reviews).set({ verifiedPurchase: true }).where(sql`${reviews.id} in (${ids[0]}, ${ids[4]})`);
  });

  const order = async (query: string) => (await listReviews(productId, query)).items.map((r) => ids.indexOf(r.id));

  it('sorts newest first by default, and by each of the five sorts', async () => {
    expect(await order('')).toEqual([4, 3, 2, 1, 0]);
    expect(await order('?sortBy=newest')).toEqual([4, 3, 2, 1, 0]);
    expect(await order('?sortBy=oldest')).toEqual([0, 1, 2, 3, 4]);
    expect(await order('?sortBy=highest-rating')).toEqual([3, 0, 4, 1, 2]);
    expect(await order('?sortBy=lowest-rating')).toEqual([2, 1, 4, 3, 0]);
    expect(await order('?sortBy=most-helpful')).toEqual([1, 3, 4, 2, 0]);
  });

  it('filters by rating, photos and verified purchase (false means no filter)', async () => {
    expect(await order('?rating=5')).toEqual([3, 0]);
    expect(await order('?rating=2')).toEqual([]);
    expect(await order('?withImages=true')).toEqual([4]);
    expect(await order('?verifiedPurchase=true&sortBy=oldest')).toEqual([0, 4]);
    expect(await order('?verifiedPurchase=true&withImages=true&rating=4')).toEqual([4]);
    expect(await order('?withImages=false&verifiedPurchase=false')).toHaveLength(5);
    expect((await listReviews(productId, '?rating=5')).total).toBe(2);
  });

  it('pages on the server', async () => {
    const first = await listReviews(productId, '?pageSize=2&sortBy=oldest');
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2, pageCount: 3 });
    expect(first.items.map((r) => ids.indexOf(r.id))).toEqual([0, 1]);
    const last = await listReviews(productId, '?pageSize=2&page=3&sortBy=oldest');
    expect(last.items.map((r) => ids.indexOf(r.id))).toEqual([4]);
    const beyond = await listReviews(productId, '?pageSize=2&page=9');
    expect(beyond).toMatchObject({ items: [], total: 5, page: 9 });
    expect((await listReviews(productId)).pageSize).toBe(10);
  });

  it('answers the statistics: average to one decimal, total, distribution and recommendation share', async () => {
    // (5 + 3 + 1 + 5 + 4) / 5 = 3.6; 3 of 5 recommend = 60%.
    expect(await statsOf(productId)).toEqual({
      averageRating: 3.6,
      totalReviews: 5,
      ratingDistribution: { 1: 1, 2: 0, 3: 1, 4: 1, 5: 2 },
      recommendationPercentage: 60,
    });
    expect(await productOf(productId)).toMatchObject({ rating: 3.6, reviewCount: 5 });
    const empty = (await newProduct()).id;
    expect(await statsOf(empty)).toEqual({
      averageRating: 0,
      totalReviews: 0,
      ratingDistribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
      recommendationPercentage: 0,
    });
    expect(await listReviews(empty)).toMatchObject({ items: [], total: 0, pageCount: 0 });
  });

  it('tells a signed-in caller which reviews they marked helpful and which one is theirs', async () => {
    const seen = await listReviews(productId, '?sortBy=oldest', people[0]!.headers);
    expect(seen.items.map((r) => r.helpfulByMe)).toEqual([false, true, false, false, false]);
    expect(seen.items.map((r) => r.mine)).toEqual([true, false, false, false, false]);
    const visitor = await listReviews(productId, '?sortBy=oldest');
    expect(visitor.items.every((r) => !r.helpfulByMe && !r.mine)).toBe(true);
    expectError(await get(`/api/products/${productId}/reviews`, { authorization: 'Bearer expired.or.forged' }), 401);
  });

  it('names the reviewer by first name and last initial, and a deleted account as Dawa customer', async () => {
    const leaving = people[2]!;
    expect((await listReviews(productId, '?rating=1')).items[0]?.reviewerName).toBe('Reviewer C.');
    const res = await post('/api/settings/delete-account', { password: leaving.password, confirmation: 'DELETE MY ACCOUNT' }, leaving.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect((await listReviews(productId, '?rating=1')).items[0]?.reviewerName).toBe('Dawa customer');
  });
});

describe('POST /api/reviews/:id/helpful', () => {
  it('counts once per person, is idempotent, refuses one’s own review and unknown reviews', async () => {
    const author = await createVerifiedUser(t);
    const reader = await createVerifiedUser(t);
    const product = await newProduct();
    const review = await writeReview(product.id, author.headers, { comment: 'Good value' });

    expectError(await post(`/api/reviews/${review.id}/helpful`, {}), 401);
    const once = HelpfulResponseSchema.parse((await post(`/api/reviews/${review.id}/helpful`, {}, reader.headers)).json());
    expect(once).toEqual({ helpfulCount: 1, helpfulByMe: true });
    const again = HelpfulResponseSchema.parse((await post(`/api/reviews/${review.id}/helpful`, {}, reader.headers)).json());
    expect(again).toEqual({ helpfulCount: 1, helpfulByMe: true });

    expectError(await post(`/api/reviews/${review.id}/helpful`, {}, author.headers), 403, REVIEW_MESSAGES.ownReviewHelpful);
    expectError(await post('/api/reviews/987654321/helpful', {}, reader.headers), 404, REVIEW_MESSAGES.reviewNotFound);
    expectError(await post('/api/reviews/abc/helpful', {}, reader.headers), 400);
    expect((await listReviews(product.id)).items[0]?.helpfulCount).toBe(1);

    // Replacing the review keeps its votes.
    await writeReview(product.id, author.headers, { comment: 'Still good value', rating: 4 }, 200);
    expect((await listReviews(product.id)).items[0]).toMatchObject({ helpfulCount: 1, rating: 4 });
  });
});

describe('GET /api/products/:id/reviews/mine', () => {
  it('needs a session and answers null before the first review', async () => {
    const product = await newProduct();
    expectError(await get(`/api/products/${product.id}/reviews/mine`), 401);
    const someone = await createVerifiedUser(t);
    const res = await get(`/api/products/${product.id}/reviews/mine`, someone.headers);
    expect(MyReviewResponseSchema.parse(res.json())).toEqual({ review: null });
  });

  it('finds the product by slug too', async () => {
    const product = await newProduct();
    const someone = await createVerifiedUser(t);
    await writeReview(product.slug, someone.headers, { comment: 'By slug', rating: 3 });
    const stats = await statsOf(product.slug);
    expect(stats.totalReviews).toBe(1);
    const [row] = await t.database.db.select({ rating: products.rating }).from(products).where(eq(products.id, product.id));
    expect(row?.rating).toBe(3);
  });
});
