import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminProductListResponseSchema, AdminProductSchema } from '@dawa/shared/admin/products';
import { expectError } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createAccount } from './staff-helpers.ts';

/** Issue 21, item 4: packs with their own price and stock can be given when a product is added, not only in Edit. */
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await createAccount(t, 'admin', 'packs')).headers;
});
afterAll(() => t.close());

const add = (payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/products',
    headers: admin,
    payload: { category: 'pain-relief', pricePaise: 3_000, ...payload },
  });
const count = async (name: string) =>
  AdminProductListResponseSchema.parse(
    (await t.app.inject({ url: `/api/admin/products?q=${encodeURIComponent(name)}`, headers: admin })).json(),
  ).total;

describe('adding a product with packs', () => {
  it('stores each pack with its price and stock, and shows the first pack’s as the product’s', async () => {
    const res = await add({
      name: 'Packwell 650 Tablet',
      variants: [
        { label: 'Strip of 15', pricePaise: 3_300, mrpPaise: 3_500, stock: 40 },
        { label: 'Box of 10 strips', pricePaise: 30_000, stock: 6 },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const product = AdminProductSchema.parse(res.json());
    expect(product.variants.map(({ label, pricePaise, mrpPaise, stock }) => ({ label, pricePaise, mrpPaise, stock }))).toEqual([
      { label: 'Strip of 15', pricePaise: 3_300, mrpPaise: 3_500, stock: 40 },
      { label: 'Box of 10 strips', pricePaise: 30_000, mrpPaise: 30_000, stock: 6 },
    ]);
    expect(product).toMatchObject({ pricePaise: 3_300, mrpPaise: 3_500, stockQuantity: 40 });
  });

  it('refuses a pack without a label, with an MRP below its price or a negative stock, and adds nothing', async () => {
    expectError(await add({ name: 'Packbad One', variants: [{ label: '', pricePaise: 100, stock: 1 }] }), 400);
    expectError(await add({ name: 'Packbad Two', variants: [{ label: 'Strip', pricePaise: 500, mrpPaise: 400, stock: 1 }] }), 400);
    expectError(await add({ name: 'Packbad Three', variants: [{ label: 'Strip', pricePaise: 500, stock: -1 }] }), 400);
    expect(await count('Packbad')).toBe(0);
  });
});
