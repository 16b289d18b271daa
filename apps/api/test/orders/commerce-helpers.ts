import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { CartLine } from '@dawa/shared/commerce/cart';
import { QuoteResponseSchema } from '@dawa/shared/commerce/cart';
import { CreateOrderResponseSchema, type CreateOrderBody } from '@dawa/shared/commerce/orders';
import type { PgTable } from 'drizzle-orm/pg-core';
import { productVariants, products, promoCodes } from '../../src/db/schema/index.ts';
import type { SeedProduct } from '../../src/db/seed/types.ts';
import type { createVerifiedUser } from '../helpers/accounts.ts';
import { buildProduct, insertTestProducts } from '../helpers/factories.ts';
import type { TestApp } from '../helpers/test-app.ts';

export type Customer = Awaited<ReturnType<typeof createVerifiedUser>>;

/** One product of the test's own, with the given fields (default: ₹100, 50 in stock, Pain Relief). */
export async function addProduct(t: TestApp, overrides: Partial<SeedProduct> = {}): Promise<number> {
  // The catalogue refuses a price above the MRP: a test that sets only the price gets an MRP to match.
  const mrpPaise = overrides.mrpPaise ?? Math.max(overrides.pricePaise ?? 0, 12_000);
  const [row] = await insertTestProducts(t.database.db, [buildProduct({ ...overrides, mrpPaise })]);
  if (!row) throw new Error('product not inserted');
  return row.id;
}

export async function stockOf(t: TestApp, productId: number): Promise<number> {
  const [row] = await t.database.db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, productId));
  return row?.stock ?? -1;
}

export async function variantsOf(t: TestApp, productId: number) {
  return t.database.db.select().from(productVariants).where(eq(productVariants.productId, productId)).orderBy(productVariants.sortOrder);
}

export async function rowCount(t: TestApp, table: PgTable): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

/** A promo code of the test's own (upper-case), live now unless told otherwise. */
export async function addPromo(t: TestApp, overrides: Partial<typeof promoCodes.$inferInsert> & { code: string }): Promise<void> {
  await t.database.db.insert(promoCodes).values({
    title: 'Test deal',
    description: '10% off everything',
    kind: 'percent',
    percentOff: 10,
    scopeLabel: 'all products',
    validFrom: new Date(Date.now() - 60_000),
    ...overrides,
  });
}

export async function quote(t: TestApp, lines: CartLine[], promoCode?: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/cart/quote',
    headers,
    payload: { lines, ...(promoCode ? { promoCode } : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return QuoteResponseSchema.parse(res.json());
}

export const ADDRESS = {
  firstName: 'Asha',
  lastName: 'Verma',
  address: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
};

/** A checkout body with a typed address, COD, and the total the server quotes for these lines. */
export async function orderBody(
  t: TestApp,
  customer: Customer,
  lines: CartLine[],
  overrides: Partial<CreateOrderBody> = {},
): Promise<CreateOrderBody> {
  const { totalPaise } = await quote(t, lines, overrides.promoCode, customer.headers);
  return { lines, address: ADDRESS, phone: '9876543210', paymentMethod: 'cod', totalPaise, ...overrides };
}

export function createOrder(t: TestApp, customer: Customer, body: CreateOrderBody, idempotencyKey?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders/create',
    headers: { ...customer.headers, ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
    payload: body,
  });
}

/** Places an order through the API and answers it (201). */
export async function placeOrder(t: TestApp, customer: Customer, lines: CartLine[], overrides: Partial<CreateOrderBody> = {}) {
  const res = await createOrder(t, customer, await orderBody(t, customer, lines, overrides));
  expect(res.statusCode, res.body).toBe(201);
  return CreateOrderResponseSchema.parse(res.json());
}
