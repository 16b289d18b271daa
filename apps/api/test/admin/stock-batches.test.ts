import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReceiveStockBatchResponseSchema, StockBatchListResponseSchema } from '@dawa/shared/admin/stock-batches';
import { products, stockBatches } from '../../src/db/schema/index.ts';
import { expectError } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { auditRowsOf, createAccount, type Account } from './staff-helpers.ts';

let t: TestApp;
let admin: Account;
let pharmacist: Account;
let customer: Account;
let productId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAccount(t, 'admin');
  pharmacist = await createAccount(t, 'pharmacist');
  customer = await createAccount(t, 'user', 'customer');
  // A seeded product that keeps one stock figure (no variants), set to 5 units.
  const [row] = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(sql`not exists (select 1 from product_variants v where v.product_id = "products"."id") and ${products.deletedAt} is null`)
    .limit(1);
  productId = row!.id;
  await t.database.db.delete(stockBatches).where(eq(stockBatches.productId, productId));
  await t.database.db.update(products).set({ stockQuantity: 5 }).where(eq(products.id, productId));
});
afterAll(() => t.close());

const inDays = (n: number) => new Date(Date.now() + 330 * 60_000 + n * 86_400_000).toISOString().slice(0, 10);
const receive = (who: Account, body: Record<string, unknown>, id = productId) =>
  t.app.inject({ method: 'POST', url: `/api/admin/products/${id}/batches`, headers: who.headers, payload: body });
const list = (who: Account, id = productId) => t.app.inject({ url: `/api/admin/products/${id}/batches`, headers: who.headers });
const stockOf = async () => (await t.database.db.select({ s: products.stockQuantity }).from(products).where(eq(products.id, productId)))[0]?.s;
const batchCount = async () => (await t.database.db.select().from(stockBatches).where(eq(stockBatches.productId, productId))).length;

describe('Stock Receiving', () => {
  it('receives a batch: adds it, raises the stock in the same transaction, audit-logged; lists batches by earliest expiry', async () => {
    const res = await receive(pharmacist, { batchNumber: ' B-2026/11 ', expiryDate: inDays(400), quantity: 120, mrpPaise: 3_600 });
    expect(res.statusCode, res.body).toBe(201);
    const received = ReceiveStockBatchResponseSchema.parse(res.json());
    expect(received).toMatchObject({ stockQuantity: 125, batch: { batchNumber: 'B-2026/11', quantity: 120, mrpPaise: 3_600, expired: false } });
    expect(await stockOf()).toBe(125);
    const [audit] = await auditRowsOf(t, 'stock_batch', received.batch.id);
    expect(audit).toMatchObject({ action: 'create', actorEmail: pharmacist.email, before: { stockQuantity: 5 }, after: { stockQuantity: 125, quantity: 120 } });

    await receive(admin, { batchNumber: 'A1', expiryDate: inDays(60), quantity: 10 });
    const page = StockBatchListResponseSchema.parse((await list(admin)).json());
    expect(page.product).toMatchObject({ id: productId, stockQuantity: 135, hasVariants: false });
    expect(page.batches.map((b) => b.batchNumber)).toEqual(['A1', 'B-2026/11']);
    expect(page.batches[0]?.mrpPaise).toBeNull();
  });

  it.each([
    ['an expiry today', { batchNumber: 'C1', expiryDate: inDays(0), quantity: 1 }, 'The expiry date must be after today.'],
    ['an expiry in the past', { batchNumber: 'C1', expiryDate: inDays(-3), quantity: 1 }, 'The expiry date must be after today.'],
    ['a date that does not exist', { batchNumber: 'C1', expiryDate: '2027-02-30', quantity: 1 }, 'Expiry date must be a real date'],
    ['no batch number', { batchNumber: '  ', expiryDate: inDays(30), quantity: 1 }, 'Batch number is required'],
    ['a batch number with markup', { batchNumber: '<b>', expiryDate: inDays(30), quantity: 1 }, 'Batch number may contain'],
    ['a NUL', { batchNumber: 'C\u00001', expiryDate: inDays(30), quantity: 1 }, 'NUL'],
    ['a zero quantity', { batchNumber: 'C1', expiryDate: inDays(30), quantity: 0 }, 'Quantity must be at least 1'],
    ['a fractional quantity', { batchNumber: 'C1', expiryDate: inDays(30), quantity: 1.5 }, 'Quantity must be a whole number'],
    ['a zero MRP', { batchNumber: 'C1', expiryDate: inDays(30), quantity: 1, mrpPaise: 0 }, 'MRP must be more than'],
  ])('refuses %s with a 400 and changes nothing', async (_name, body, message) => {
    const [stock, batches] = [await stockOf(), await batchCount()];
    expect(expectError(await receive(admin, body), 400).message).toContain(message);
    expect([await stockOf(), await batchCount()]).toEqual([stock, batches]);
  });

  it('refuses a batch number the product already has (409), an unknown product (404), and non-staff (403)', async () => {
    const stock = await stockOf();
    expectError(await receive(admin, { batchNumber: 'A1', expiryDate: inDays(90), quantity: 5 }), 409, 'This batch number is already recorded for this product.');
    expect(await stockOf()).toBe(stock);
    expectError(await receive(admin, { batchNumber: 'Z1', expiryDate: inDays(90), quantity: 5 }, 99_999_999), 404, 'Product not found');
    expectError(await list(admin, 99_999_999), 404);
    expectError(await receive(customer, { batchNumber: 'Z1', expiryDate: inDays(90), quantity: 5 }), 403);
    expectError(await list(customer), 403);
  });
});
