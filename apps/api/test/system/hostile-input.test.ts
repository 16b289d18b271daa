import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddressListResponseSchema } from '@dawa/shared/commerce/address';
import { addresses, reviews, users } from '../../src/db/schema/index.ts';
import { createVerifiedUser, expectError } from '../helpers/accounts.ts';
import { buildProduct, insertTestProducts } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/*
 * One example of each class of input that once answered 500 (issue 9), each with the 4xx and the
 * sentence a caller reads now, and nothing written.
 */

let t: TestApp;
let productId: number;
let customer: Awaited<ReturnType<typeof createVerifiedUser>>;
beforeAll(async () => {
  t = await createTestApp();
  [{ id: productId }] = (await insertTestProducts(t.database.db, [buildProduct()])) as [{ id: number; slug: string }];
  customer = await createVerifiedUser(t);
});
afterAll(() => t.close());

const NUL_TEXT = 'Paracetamol\u0000 500';

describe('U+0000 in text is a 400 naming the field', () => {
  it('in a search query', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products/search', query: { q: NUL_TEXT } });
    expect(expectError(res, 400).fieldErrors).toEqual({ q: ['search text must not contain the NUL character (U+0000)'] });
  });

  it('in an address, which is then not saved', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/addresses',
      headers: customer.headers,
      payload: { firstName: 'Asha', address: NUL_TEXT, city: 'Pune' },
    });
    expect(expectError(res, 400).fieldErrors).toEqual({ address: ['Address must not contain the NUL character (U+0000)'] });
    const list = await t.app.inject({ method: 'GET', url: '/api/addresses', headers: customer.headers });
    expect(AddressListResponseSchema.parse(list.json()).addresses).toEqual([]);
  });

  it('in a review comment', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/products/${productId}/reviews`,
      headers: customer.headers,
      payload: { rating: 4, comment: NUL_TEXT },
    });
    expect(expectError(res, 400).fieldErrors).toEqual({ comment: ['Your comment must not contain the NUL character (U+0000)'] });
  });
});

describe('ids past the 32-bit columns are a 400', () => {
  it.each([2 ** 31, 2 ** 53])('%d as an order id in a body', async (orderId) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/phonepe/initiate',
      headers: customer.headers,
      payload: { orderId },
    });
    expect(expectError(res, 400).fieldErrors?.orderId).toContain('orderId must be at most 2147483647');
  });

  it('2147483648 as an address id in a path', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/addresses/2147483648', headers: customer.headers });
    expect(expectError(res, 400, 'Invalid path parameter id: id must be a number').fieldErrors).toEqual({ id: ['id must be a number'] });
  });

  it('2147483648 as a product id in a cart quote', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/cart/quote', payload: { lines: [{ productId: 2 ** 31, quantity: 1 }] } });
    expect(expectError(res, 400).fieldErrors).toEqual({ 'lines.0.productId': ['productId must be at most 2147483647'] });
  });
});

describe('a broken multipart body is a 400 with a sentence', () => {
  const MALFORMED = 'The upload could not be read: the form data is incomplete or malformed. Please choose the file again and retry.';
  const boundary = '----dawaBroken';
  const reviewPart = `--${boundary}\r\nContent-Disposition: form-data; name="review"\r\n\r\n{"rating":5,"comment":"Works well"}\r\n`;
  const filePart = (field: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\xff`;
  const cases = [
    ['without a boundary', 'multipart/form-data', `${reviewPart}--${boundary}--\r\n`],
    ['with an empty boundary', 'multipart/form-data; boundary=', `${reviewPart}--${boundary}--\r\n`],
    ['without its closing delimiter', `multipart/form-data; boundary=${boundary}`, reviewPart],
    ['cut inside a file', `multipart/form-data; boundary=${boundary}`, filePart('photos')],
    ['cut inside a part header', `multipart/form-data; boundary=${boundary}`, `--${boundary}\r\nContent-Disposition: form-da`],
  ] as const;

  it.each(cases)('a review %s', async (_label, contentType, body) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/products/${productId}/reviews`,
      headers: { ...customer.headers, 'content-type': contentType },
      payload: Buffer.from(body, 'latin1'),
    });
    expectError(res, 400);
    expect(await t.database.db.select().from(reviews).where(eq(reviews.userId, customer.session.user.id))).toEqual([]);
  });

  it('a review form with too many parts', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/products/${productId}/reviews`,
      headers: { ...customer.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `${reviewPart.repeat(40)}--${boundary}--\r\n`,
    });
    expectError(res, 400, "Send the review as JSON, or as a form with a 'review' field and up to 3 'photos' files.");
  });

  it.each([
    ...cases.slice(0, 2),
    ['cut inside the picture', `multipart/form-data; boundary=${boundary}`, filePart('profilePicture')] as const,
  ])('a profile picture %s', async (label, contentType, body) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profile/upload',
      headers: { ...customer.headers, 'content-type': contentType },
      payload: Buffer.from(body.replace('name="review"', 'name="profilePicture"; filename="a.jpg"'), 'latin1'),
    });
    expectError(res, 400, label === 'cut inside the picture' ? MALFORMED : undefined);
  });

  it('the sentence for a body cut short says what happened', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/products/${productId}/reviews`,
      headers: { ...customer.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.from(filePart('photos'), 'latin1'),
    });
    expectError(res, 400, MALFORMED);
  });
});

describe('a token whose user row is gone cannot write', () => {
  it('creating an address, a review or a cart answers 4xx and writes nothing', async () => {
    const ghost = await createVerifiedUser(t);
    const userId = ghost.session.user.id;
    await t.database.db.delete(users).where(eq(users.id, userId));
    const writes = [
      { method: 'POST', url: '/api/addresses', payload: { firstName: 'Asha', address: '1 MG Road', city: 'Pune' } },
      { method: 'POST', url: `/api/products/${productId}/reviews`, payload: { rating: 5, comment: 'Works well' } },
      { method: 'PUT', url: '/api/cart', payload: { lines: [{ productId, quantity: 1 }] } },
      { method: 'PUT', url: '/api/settings', payload: { darkMode: true } },
    ] as const;
    for (const write of writes) {
      const res = await t.app.inject({ ...write, headers: ghost.headers });
      expect(res.statusCode, `${write.method} ${write.url} → ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${write.method} ${write.url} → ${res.body}`).toBeLessThan(500);
    }
    expect(await t.database.db.select().from(addresses).where(eq(addresses.userId, userId))).toEqual([]);
    expect(await t.database.db.select().from(reviews).where(eq(reviews.userId, userId))).toEqual([]);
  });
});
