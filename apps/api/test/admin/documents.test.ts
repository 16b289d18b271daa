import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminDocumentListResponseSchema } from '@dawa/shared/admin/documents';
import { inTransaction } from '../../src/db/client.ts';
import { products, reviews, storedFiles, users } from '../../src/db/schema/index.ts';
import { registerStoredFile } from '../../src/modules/documents/documents.service.ts';
import { expectError } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { addProduct } from '../orders/commerce-helpers.ts';
import { auditRowsOf, createAccount, type Account } from './staff-helpers.ts';

let t: TestApp;
let admin: Account;
let customer: Account;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAccount(t, 'admin');
  customer = await createAccount(t, 'user', 'customer');
});
afterAll(() => t.close());

function multipart(field: string, filename: string, contentType: string, data: Buffer) {
  const boundary = `----dawa${crypto.randomBytes(8).toString('hex')}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, data, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function uploadAvatar(account: Account): Promise<string> {
  const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: { r: 20, g: 120, b: 90 } } }).png().toBuffer();
  const body = multipart('profilePicture', 'me.png', 'image/png', png);
  const res = await t.app.inject({ method: 'POST', url: '/api/profile/upload', headers: { ...account.headers, ...body.headers }, payload: body.payload });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json<{ profilePictureUrl: string }>()).profilePictureUrl.split('/').pop() ?? '';
}

const list = async (query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/documents${query}`, headers: admin.headers });
  expect(res.statusCode, res.body).toBe(200);
  return AdminDocumentListResponseSchema.parse(res.json());
};

describe('Uploaded Documents', () => {
  it('an uploaded profile picture is in the registry, and deleting it clears the profile picture and the file, audit-logged', async () => {
    const key = await uploadAvatar(customer);
    const withPicture = (await t.app.inject({ method: 'GET', url: '/api/profile', headers: customer.headers })).json<{ profilePicture: string | null }>();
    expect(withPicture.profilePicture).toContain(key);
    const docs = await list('?category=profile_picture');
    const doc = docs.items.find((d) => d.ownerUserId === customer.session.user.id);
    expect(doc).toMatchObject({ category: 'profile_picture', contentType: 'image/jpeg', ownerEmail: customer.email });
    if (!doc) throw new Error('not registered');

    const file = await t.app.inject({ method: 'GET', url: `/api/admin/documents/${doc.id}/file`, headers: admin.headers });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['cache-control']).toBe('private, no-store');

    const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/documents/${doc.id}`, headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, customer.session.user.id));
    expect(user?.profilePictureKey).toBeNull();
    const profile = (await t.app.inject({ method: 'GET', url: '/api/profile', headers: customer.headers })).json<{ profilePicture: string | null }>();
    expect(profile.profilePicture).toBeNull();
    expect(fs.existsSync(path.join(t.dataDir, 'uploads', 'avatars', key))).toBe(false);
    expect((await list()).items.map((d) => d.id)).not.toContain(doc.id);
    const [audit] = await auditRowsOf(t, 'document', doc.id);
    expect(audit).toMatchObject({ action: 'delete', actorId: admin.session.user.id, after: null });
    expect(audit?.before).toMatchObject({ key: `avatars/${key}`, category: 'profile_picture', ownerUserId: customer.session.user.id });
  });

  it('deleting a review photo removes it from its review (the other photo stays), in the registry by trigger', async () => {
    const productId = await addProduct(t);
    const keys = ['a'.repeat(24) + '.jpg', 'b'.repeat(24) + '.jpg'];
    const [review] = await t.database.db
      .insert(reviews)
      .values({ productId, userId: customer.session.user.id, rating: 5, comment: 'Worked well for me', imageKeys: keys })
      .returning();
    if (!review) throw new Error('review not inserted');
    const docs = (await list('?category=review_photo')).items.filter((d) => d.ownerUserId === customer.session.user.id);
    expect(docs).toHaveLength(2);
    const target = (await t.database.db.select().from(storedFiles).where(eq(storedFiles.key, `review-photos/${keys[0]}`)))[0];
    expect(target).toMatchObject({ ownerRef: String(review.id) });
    const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/documents/${target?.id}`, headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    const [after] = await t.database.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(after?.imageKeys).toEqual([keys[1]]);
  });

  it('a replaced avatar leaves one registry row, for the new file', async () => {
    const other = await createAccount(t, 'user', 'replacer');
    await uploadAvatar(other);
    const second = await uploadAvatar(other);
    const rows = await t.database.db.select().from(storedFiles).where(eq(storedFiles.ownerUserId, other.session.user.id));
    expect(rows.map((r) => r.key)).toEqual([`avatars/${second}`]);
  });

  it('opening a private document (prescription) is audit-logged as a view; a profile picture is not', async () => {
    // Prescriptions arrive with a later issue; their uploader will register files as this does.
    const key = `prescriptions/${crypto.randomBytes(12).toString('base64url')}.pdf`;
    const storage = (await import('../../src/providers/storage/local.ts')).createLocalStorage(path.join(t.dataDir, 'uploads'));
    await storage.put(key, Buffer.from('%PDF-1.4 test'));
    await inTransaction(t.database.db, (tx) =>
      registerStoredFile(tx, { key, category: 'prescription', ownerUserId: customer.session.user.id, originalName: 'rx.pdf', sizeBytes: 13, contentType: 'application/pdf' }),
    );
    const doc = (await list('?category=prescription')).items[0];
    expect(doc).toMatchObject({ name: 'rx.pdf', category: 'prescription', sizeBytes: 13 });
    if (!doc) throw new Error('not registered');
    const file = await t.app.inject({ method: 'GET', url: `/api/admin/documents/${doc.id}/file`, headers: admin.headers });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('%PDF-1.4 test');
    expect((await auditRowsOf(t, 'document', doc.id)).map((r) => r.action)).toEqual(['view']);
  });

  it('filters by category and pages on the server; refuses an unknown category; 404 for a missing document', async () => {
    const all = await list();
    expect(all).toMatchObject({ page: 1, pageSize: 20 });
    const photos = await list('?category=review_photo');
    expect(photos.items.every((d) => d.category === 'review_photo')).toBe(true);
    expect(expectError(await t.app.inject({ method: 'GET', url: '/api/admin/documents?category=secrets', headers: admin.headers }), 400).fieldErrors?.category).toContain(
      'Unknown category',
    );
    expectError(await t.app.inject({ method: 'DELETE', url: '/api/admin/documents/999999', headers: admin.headers }), 404, 'Document not found');
    expectError(await t.app.inject({ method: 'GET', url: '/api/admin/documents/999999/file', headers: admin.headers }), 404, 'Document not found');
  });

  it('refuses a customer the file route (403) and an anonymous caller (401)', async () => {
    const doc = (await list()).items[0];
    const id = doc?.id ?? 1;
    expectError(await t.app.inject({ method: 'GET', url: `/api/admin/documents/${id}/file`, headers: customer.headers }), 403, 'Access denied. Admins only.');
    expectError(await t.app.inject({ method: 'GET', url: `/api/admin/documents/${id}/file` }), 401);
  });
});

describe('files of other uploaders', () => {
  it("lists an admin's product image as a product image, and deleting it takes it off the product", async () => {
    const productId = await addProduct(t, { name: `Imagetest ${crypto.randomBytes(3).toString('hex')} Tablet` });
    const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 200, g: 40, b: 40 } } }).jpeg().toBuffer();
    const body = multipart('image', 'pack.jpg', 'image/jpeg', jpeg);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${productId}/images`,
      headers: { ...admin.headers, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const imageUrl = uploaded.json<{ imageUrls: string[] }>().imageUrls.at(-1) ?? '';

    expect((await list('?category=product_image')).items.map((d) => d.category)).toContain('product_image');
    const [row] = await t.database.db.select().from(storedFiles).where(eq(storedFiles.key, `product-images/${imageUrl.split('/').pop() ?? ''}`));
    expect(row?.ownerRef).toBe(String(productId));

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/admin/documents/${row?.id ?? 0}`, headers: admin.headers });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    const [product] = await t.database.db.select({ imageUrls: products.imageUrls }).from(products).where(eq(products.id, productId));
    expect(product?.imageUrls).not.toContain(imageUrl);
    expect(await t.database.db.select().from(storedFiles).where(eq(storedFiles.id, row?.id ?? 0))).toEqual([]);
  });
});
