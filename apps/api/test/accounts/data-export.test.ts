import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataExportSchema } from '@dawa/shared/account/data-export';
import { AddressSchema } from '@dawa/shared/commerce/address';
import { ReviewSchema } from '@dawa/shared/reviews/schemas';
import { addresses, cartItems, newsletterSubscriptions, orders, reviews, users } from '../../src/db/schema/index.ts';
import { createVerifiedUser, mailsTo } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { addProduct, placeOrder, type Customer } from '../orders/commerce-helpers.ts';

let t: TestApp;
let photo: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#30a080' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => t.close());

async function saveAddress(customer: Customer, street: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/addresses',
    headers: customer.headers,
    payload: {
      firstName: 'Asha',
      lastName: 'Verma',
      address: street,
      city: 'Pune',
      state: 'Maharashtra',
      postalCode: '411001',
      type: 'Work',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return AddressSchema.parse(res.json());
}

/** A review with one photo, sent as the review form does (multipart: `review` JSON and `photos` files). */
async function reviewWithPhoto(customer: Customer, productId: number, comment: string) {
  const boundary = 'dawa-export-test';
  const review = { rating: 4, comment, pros: ['Works fast'], cons: ['Bitter'], wouldRecommend: true };
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="review"\r\n\r\n${JSON.stringify(review)}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="pack.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
    photo,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/products/${productId}/reviews`,
    headers: { ...customer.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return ReviewSchema.parse(res.json());
}

async function saveCart(customer: Customer, lines: { productId: number; quantity: number }[]) {
  const res = await t.app.inject({ method: 'PUT', url: '/api/cart', headers: customer.headers, payload: { lines } });
  expect(res.statusCode, res.body).toBe(200);
}

/** Subscribes the customer's address to the newsletter and confirms it with the link in the mail. */
async function subscribeAndConfirm(email: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email } });
  expect(res.statusCode, res.body).toBe(200);
  const mail = (await mailsTo(t, email)).find((m) => m.text.includes('/newsletter/confirm?token='));
  const token = mail && /\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error('no newsletter confirmation link');
  const confirmed = await t.app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token } });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
}

async function downloadMyData(customer: Customer) {
  const res = await t.app.inject({ method: 'GET', url: '/api/settings/download-data', headers: customer.headers });
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.body, data: DataExportSchema.parse(res.json()) };
}

/** A customer with an order of each product (the second one newest), an address, a review, a cart and the newsletter. */
async function activeCustomer(label: string) {
  const customer = await createVerifiedUser(t);
  const reviewed = await addProduct(t, { name: `Exportol ${label} Tablet` });
  const carted = await addProduct(t);
  const first = await placeOrder(t, customer, [{ productId: reviewed, quantity: 2 }]);
  const second = await placeOrder(t, customer, [{ productId: carted, quantity: 1 }]);
  const address = await saveAddress(customer, `${label} Lane 7`);
  const review = await reviewWithPhoto(customer, reviewed, `${label} says this works well for headaches.`);
  await saveCart(customer, [{ productId: carted, quantity: 3 }]);
  await subscribeAndConfirm(customer.email);
  return { customer, reviewed, carted, orders: [second, first], address, review };
}

describe('my-data.json with commerce data', () => {
  it("holds the customer's orders, addresses, reviews, newsletter and saved cart, and nobody else's", async () => {
    const asha = await activeCustomer('Asha');
    const other = await activeCustomer('Other');

    const { body, data } = await downloadMyData(asha.customer);

    // Orders: newest first, as on the order page, with their lines and tracking events.
    expect(data.orders.map((o) => o.id)).toEqual(asha.orders.map((o) => o.orderId));
    expect(data.orders.map((o) => o.userOrderNumber)).toEqual([2, 1]);
    const [newest, oldest] = data.orders;
    expect(oldest).toMatchObject({ status: 'confirmed', paymentMethod: 'cod', paymentStatus: 'cod_pending', shippingStreet: '12 MG Road' });
    expect(oldest?.items).toEqual([
      expect.objectContaining({ productId: asha.reviewed, productName: 'Exportol Asha Tablet', quantity: 2 }),
    ]);
    expect(newest?.items.map((i) => i.productId)).toEqual([asha.carted]);
    expect(oldest?.events.map((e) => e.status)).toEqual(['Order Confirmed', 'Order Placed']);
    expect(oldest).toEqual({ ...asha.orders[1]?.order, events: oldest?.events });

    // The address saved in the book, besides the one the first checkout remembered.
    expect(data.addresses).toContainEqual(asha.address);
    expect(data.addresses.map((a) => a.address)).toEqual(expect.arrayContaining(['Asha Lane 7', '12 MG Road']));

    expect(data.reviews).toEqual([
      {
        id: asha.review.id,
        productId: asha.reviewed,
        productName: 'Exportol Asha Tablet',
        rating: 4,
        comment: 'Asha says this works well for headaches.',
        pros: ['Works fast'],
        cons: ['Bitter'],
        wouldRecommend: true,
        verifiedPurchase: true,
        helpfulCount: 0,
        photos: asha.review.photos.map(({ url }) => ({ url })),
        createdAt: asha.review.createdAt,
        updatedAt: asha.review.updatedAt,
      },
    ]);
    const [photoUrl] = data.reviews[0]?.photos.map((p) => p.url) ?? [];
    expect(photoUrl).toMatch(/^\/api\/media\/reviews\//);
    expect((await t.app.inject({ method: 'GET', url: photoUrl ?? '' })).statusCode).toBe(200);

    expect(data.newsletter).toMatchObject({ email: asha.customer.email, status: 'confirmed', unsubscribedAt: null });
    expect(data.newsletter?.confirmedAt).toEqual(expect.any(String));
    expect(data.savedCart).toEqual([expect.objectContaining({ productId: asha.carted, quantity: 3 })]);

    // Nothing of the other customer.
    for (const theirs of [other.customer.email, 'Other Lane 7', 'Other says', 'Exportol Other Tablet']) expect(body).not.toContain(theirs);
    const otherIds = new Set(other.orders.map((o) => o.orderId));
    expect(data.orders.some((o) => otherIds.has(o.id))).toBe(false);
  });

  it('an empty account has empty lists and no newsletter', async () => {
    const { data } = await downloadMyData(await createVerifiedUser(t));
    expect(data).toMatchObject({ orders: [], addresses: [], reviews: [], newsletter: null, savedCart: [] });
  });
});

describe('deleting the account', () => {
  it('forgets the address book, saved cart and newsletter subscription; keeps the orders and reviews', async () => {
    const asha = await activeCustomer('Leaving');
    const other = await activeCustomer('Staying');
    const id = asha.customer.session.user.id;

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/settings/delete-account',
      headers: asha.customer.headers,
      payload: { password: asha.customer.password, confirmation: 'DELETE MY ACCOUNT' },
    });
    expect(res.statusCode, res.body).toBe(200);

    const { db } = t.database;
    expect(await db.select().from(addresses).where(eq(addresses.userId, id))).toHaveLength(0);
    expect(await db.select().from(cartItems).where(eq(cartItems.userId, id))).toHaveLength(0);
    expect(await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, asha.customer.email))).toHaveLength(0);

    // Orders stay (invoices), owned by the anonymised row; the review stays too.
    const kept = await db.select().from(orders).where(eq(orders.userId, id));
    expect(kept.map((o) => o.id).sort()).toEqual(asha.orders.map((o) => o.orderId).sort());
    const [owner] = await db.select().from(users).where(eq(users.id, id));
    expect(owner).toMatchObject({ email: `deleted-${id}@deleted.invalid`, firstName: '' });
    expect(await db.select().from(reviews).where(eq(reviews.userId, id))).toHaveLength(1);

    // The other customer keeps everything.
    const { data } = await downloadMyData(other.customer);
    expect(data.addresses).toContainEqual(other.address);
    expect(data.savedCart).toHaveLength(1);
    expect(data.newsletter).toMatchObject({ status: 'confirmed' });
    expect(data.orders).toHaveLength(2);
  });
});
