import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminProductSchema, VARIANT_MESSAGES } from '@dawa/shared/admin/products';
import { ReceiveStockBatchResponseSchema, STOCK_BATCH_MESSAGES, StockBatchListResponseSchema } from '@dawa/shared/admin/stock-batches';
import { ProductDetailSchema } from '@dawa/shared/catalog/schemas';
import { products, productVariants, stockBatches } from '../../src/db/schema/index.ts';
import { expectError } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createAccount, type Account } from './staff-helpers.ts';

/** Issue 21 item 4: packs (variants) with their own price and stock, and Stock Receiving per pack. */
let t: TestApp;
let admin: Account;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAccount(t, 'admin');
});
afterAll(() => t.close());

const inDays = (n: number) => new Date(Date.now() + 330 * 60_000 + n * 86_400_000).toISOString().slice(0, 10);
const call = (method: 'POST' | 'PATCH' | 'GET', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });

async function productWithPacks() {
  const created = await call('POST', '/api/admin/products', {
    name: `Packol ${Date.now().toString(36)}`,
    category: 'pain-relief',
    pricePaise: 3_000,
  });
  expect(created.statusCode, created.body).toBe(201);
  const { id } = AdminProductSchema.parse(created.json());
  const res = await call('PATCH', `/api/admin/products/${id}`, {
    variants: [
      { label: 'Strip of 10', pricePaise: 3_000, mrpPaise: 3_500, stock: 20 },
      { label: 'Box of 30', pricePaise: 8_500, stock: 4 },
    ],
  });
  expect(res.statusCode, res.body).toBe(200);
  return AdminProductSchema.parse(res.json());
}

describe('packs edited by staff', () => {
  it('adds packs with their own price and stock; the shop shows the first pack and offers both', async () => {
    const product = await productWithPacks();
    expect(product.variants.map((v) => [v.label, v.pricePaise, v.mrpPaise, v.stock])).toEqual([
      ['Strip of 10', 3_000, 3_500, 20],
      ['Box of 30', 8_500, 8_500, 4],
    ]);
    expect([product.pricePaise, product.mrpPaise, product.stockQuantity]).toEqual([3_000, 3_500, 20]);
    const page = ProductDetailSchema.parse((await t.app.inject({ url: `/api/products/${product.id}` })).json());
    expect(JSON.stringify(page)).toContain('Box of 30');

    const [strip, box] = product.variants;
    const edited = await call('PATCH', `/api/admin/products/${product.id}`, {
      variants: [
        { id: strip!.id, pricePaise: 2_800, stock: 15 },
        { id: box!.id, label: 'Box of 3 strips' },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = AdminProductSchema.parse(edited.json());
    expect(after.variants.map((v) => [v.label, v.pricePaise, v.stock])).toEqual([
      ['Strip of 10', 2_800, 15],
      ['Box of 3 strips', 8_500, 4],
    ]);
    expect([after.pricePaise, after.stockQuantity]).toEqual([2_800, 15]);
  });

  it('refuses a new pack without its price, a pack MRP below its price and another product’s pack, changing nothing', async () => {
    const product = await productWithPacks();
    const other = await productWithPacks();
    const url = `/api/admin/products/${product.id}`;
    expect(expectError(await call('PATCH', url, { variants: [{ label: 'Tube' }] }), 400).fieldErrors).toEqual({
      'variants.0.label': [VARIANT_MESSAGES.newNeedsFields],
    });
    expectError(await call('PATCH', url, { variants: [{ id: product.variants[0]!.id, mrpPaise: 100 }] }), 400);
    expectError(await call('PATCH', url, { variants: [{ id: other.variants[0]!.id, stock: 999 }] }), 400);
    const rows = await t.database.db.select().from(productVariants).where(eq(productVariants.productId, product.id));
    expect(rows.map((r) => [r.mrpPaise, r.stock]).sort()).toEqual([
      [3_500, 20],
      [8_500, 4],
    ]);
  });
});

describe('Stock Receiving for a product sold in packs', () => {
  it('receives a batch for one pack and raises that pack’s stock (and the product’s when it is the first pack)', async () => {
    const product = await productWithPacks();
    const [strip, box] = product.variants;
    const url = `/api/admin/products/${product.id}/batches`;
    const listed = StockBatchListResponseSchema.parse((await call('GET', url)).json());
    expect(listed.product.variants.map((v) => v.label)).toEqual(['Strip of 10', 'Box of 30']);

    const boxRes = await call('POST', url, { batchNumber: 'BX1', expiryDate: inDays(300), quantity: 6, variantId: box!.id });
    expect(boxRes.statusCode, boxRes.body).toBe(201);
    expect(ReceiveStockBatchResponseSchema.parse(boxRes.json())).toMatchObject({
      variantStock: 10,
      stockQuantity: 20,
      batch: { variantId: box!.id },
    });

    const stripRes = ReceiveStockBatchResponseSchema.parse(
      (await call('POST', url, { batchNumber: 'ST1', expiryDate: inDays(300), quantity: 30, variantId: strip!.id })).json(),
    );
    expect(stripRes).toMatchObject({ variantStock: 50, stockQuantity: 50 });
    const [row] = await t.database.db.select({ s: products.stockQuantity }).from(products).where(eq(products.id, product.id));
    expect(row?.s).toBe(50);
    const batches = await t.database.db.select().from(stockBatches).where(eq(stockBatches.productId, product.id));
    expect(batches.map((b) => [b.batchNumber, b.variantId]).sort()).toEqual([
      ['BX1', box!.id],
      ['ST1', strip!.id],
    ]);
  });

  it('asks which pack was received, and refuses a pack of another product', async () => {
    const product = await productWithPacks();
    const other = await productWithPacks();
    const url = `/api/admin/products/${product.id}/batches`;
    expect(expectError(await call('POST', url, { batchNumber: 'N1', expiryDate: inDays(90), quantity: 1 }), 400).fieldErrors).toEqual({
      variantId: [STOCK_BATCH_MESSAGES.perVariant],
    });
    expect(
      expectError(
        await call('POST', url, { batchNumber: 'N1', expiryDate: inDays(90), quantity: 1, variantId: other.variants[0]!.id }),
        400,
      ).fieldErrors,
    ).toEqual({ variantId: [STOCK_BATCH_MESSAGES.notOwnVariant] });
    expect(await t.database.db.select().from(stockBatches).where(eq(stockBatches.productId, product.id))).toEqual([]);
  });
});
