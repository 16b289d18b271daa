import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminOverviewSchema, AnalyticsReportSchema } from '@dawa/shared/admin/analytics';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '@dawa/shared/commerce/rules';
import { orderItems, orders, products, users } from '../../src/db/schema/index.ts';
import { countSyntheticOrders, insertSyntheticOrders } from '../../src/db/seed/insert-orders.ts';
import { expectError } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createAccount, type Account } from './staff-helpers.ts';

let t: TestApp;
let admin: Account;
let pharmacist: Account;
let customer: Account;
let product: { id: number; name: string; categorySlug: string };

/** One order of one line (quantity 1 at the order's subtotal), placed at `at`. */
async function placeOrder(at: string, subtotal: number, fields: Partial<typeof orders.$inferInsert> = {}) {
  const userId = customer.session.user.id;
  const [{ n } = { n: 0 }] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(orders).where(eq(orders.userId, userId));
  const [order] = await t.database.db
    .insert(orders)
    .values({
      userId,
      userOrderNumber: n + 1,
      status: 'delivered',
      paymentMethod: 'upi',
      paymentStatus: 'paid',
      subtotalPaise: subtotal,
      totalPaise: subtotal,
      shippingName: 'Test Buyer',
      shippingStreet: '1 MG Road',
      shippingCity: 'Pune',
      contactPhone: '9800000000',
      createdAt: new Date(at),
      ...fields,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('order not inserted');
  await t.database.db.insert(orderItems).values({
    orderId: order.id,
    productId: product.id,
    productName: product.name,
    categorySlug: product.categorySlug,
    unitPricePaise: subtotal,
    mrpPaise: subtotal,
    quantity: 1,
    lineTotalPaise: subtotal,
  });
}

const get = (url: string, query: Record<string, string>, account: Account = admin) => t.app.inject({ url, query, headers: account.headers });
const report = async (query: Record<string, string>) => {
  const res = await get('/api/admin/analytics', query);
  expect(res.statusCode, res.body).toBe(200);
  return AnalyticsReportSchema.parse(res.json());
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAccount(t, 'admin');
  pharmacist = await createAccount(t, 'pharmacist');
  customer = await createAccount(t, 'user', 'buyer');
  const [first] = await t.database.db.select({ id: products.id, name: products.name, categorySlug: products.categorySlug }).from(products).limit(1);
  if (!first) throw new Error('no seeded product');
  product = first;
  // January 2025, far from the demo orders. India is UTC+5:30: 20:00 UTC on the 10th is already the 11th there.
  await placeOrder('2025-01-10T08:00:00Z', 10_000);
  await placeOrder('2025-01-10T20:00:00Z', 25_000, { promoCode: 'PAIN20', discountPaise: 5_000, totalPaise: 20_000, subtotalPaise: 25_000 });
  await placeOrder('2025-01-11T10:00:00Z', 40_000, { paymentMethod: 'cod', status: 'delivered', paymentStatus: 'paid' });
  // Not sales: an unpaid order, and a refunded one.
  await placeOrder('2025-01-11T11:00:00Z', 7_000, { status: 'unpaid', paymentStatus: 'failed' });
  await placeOrder('2025-01-12T06:00:00Z', 9_000, { status: 'cancelled', paymentStatus: 'refunded' });
  await t.database.db.update(users).set({ createdAt: new Date('2025-01-11T12:00:00Z') }).where(eq(users.id, customer.session.user.id));
});
afterAll(() => t.close());

describe('GET /api/admin/analytics', () => {
  it('counts paid orders as sales by India day, with the exact sums in paise', async () => {
    const r = await report({ from: '2025-01-10', to: '2025-01-12' });
    expect(r.salesByDay).toEqual([
      { day: '2025-01-10', orders: 1, revenuePaise: 10_000 },
      { day: '2025-01-11', orders: 2, revenuePaise: 60_000 },
      { day: '2025-01-12', orders: 0, revenuePaise: 0 },
    ]);
    expect(r.summary).toEqual({
      orders: 5,
      sales: 3,
      revenuePaise: 70_000,
      averageOrderValuePaise: 23_333,
      newCustomers: 1,
      refunds: 1,
      refundedPaise: 9_000,
    });
    expect(r.salesByCategory).toEqual([{ categorySlug: product.categorySlug, categoryName: r.salesByCategory[0]?.categoryName ?? '', units: 3, revenuePaise: 75_000 }]);
    expect(r.topProducts).toEqual([{ productId: product.id, productName: product.name, units: 3, revenuePaise: 75_000 }]);
    expect(r.promoCodes).toEqual([{ code: 'PAIN20', orders: 1, discountPaise: 5_000, revenuePaise: 20_000 }]);
    expect(r.refunds).toEqual([{ paymentStatus: 'refunded', orders: 1, amountPaise: 9_000 }]);
    expect(r.ordersByStatus).toEqual([
      { status: 'delivered', orders: 3 },
      { status: 'cancelled', orders: 1 },
      { status: 'unpaid', orders: 1 },
    ]);
  });

  it('takes the range as whole India days, both ends included', async () => {
    const r = await report({ from: '2025-01-11', to: '2025-01-11' });
    expect(r.salesByDay).toEqual([{ day: '2025-01-11', orders: 2, revenuePaise: 60_000 }]);
    expect(r.summary.orders).toBe(3);
  });

  it('defaults to the last 30 days', async () => {
    const r = await report({});
    expect(r.salesByDay).toHaveLength(30);
    expect(Date.parse(r.to) - Date.parse(r.from)).toBe(29 * 86_400_000);
  });

  it('refuses a bad range with a readable 400 naming the field', async () => {
    expect(expectError(await get('/api/admin/analytics', { from: '2025-02-30' }), 400).fieldErrors?.from).toEqual(['From must be a real date']);
    expect(expectError(await get('/api/admin/analytics', { from: '2025-01-12', to: '2025-01-10' }), 400).fieldErrors?.to).toEqual([
      'From must not be after To',
    ]);
    expect(expectError(await get('/api/admin/analytics', { from: '2024-01-01', to: '2025-06-30' }), 400).fieldErrors?.from).toEqual([
      'The date range must be at most 366 days',
    ]);
    expect(expectError(await get('/api/admin/analytics/export', { table: 'passwords' }), 400).fieldErrors?.table).toEqual(['Choose a table from the list']);
  });

  it('downloads each table as CSV', async () => {
    const res = await get('/api/admin/analytics/export', { table: 'salesByDay', from: '2025-01-10', to: '2025-01-12' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="salesByDay-2025-01-10-to-2025-01-12.csv"');
    expect(res.body).toBe('day,orders,revenuePaise\r\n2025-01-10,1,10000\r\n2025-01-11,2,60000\r\n2025-01-12,0,0\r\n');
    const promo = await get('/api/admin/analytics/export', { table: 'promoCodes', from: '2025-01-10', to: '2025-01-12' });
    expect(promo.body).toBe('code,orders,discountPaise,revenuePaise\r\nPAIN20,1,5000,20000\r\n');
  });

  it('answers a range without orders with zeros on every day and empty tables', async () => {
    const r = await report({ from: '2024-12-01', to: '2024-12-03' });
    expect(r.summary).toEqual({ orders: 0, sales: 0, revenuePaise: 0, averageOrderValuePaise: 0, newCustomers: 0, refunds: 0, refundedPaise: 0 });
    expect(r.salesByDay.map((d) => [d.day, d.orders, d.revenuePaise])).toEqual([
      ['2024-12-01', 0, 0],
      ['2024-12-02', 0, 0],
      ['2024-12-03', 0, 0],
    ]);
    expect([r.salesByCategory, r.ordersByStatus, r.topProducts, r.promoCodes, r.refunds]).toEqual([[], [], [], [], []]);
  });

  it('is for admins only', async () => {
    expectError(await t.app.inject({ url: '/api/admin/analytics' }), 401);
    expectError(await get('/api/admin/analytics', {}, pharmacist), 403, 'Access denied. Admins only.');
    expectError(await get('/api/admin/analytics/export', { table: 'refunds' }, customer), 403, 'Access denied. Admins only.');
  });
});

describe('the report cache (ANALYTICS_CACHE_SECONDS)', () => {
  it("reuses a range's report for the cache time, and computes another range afresh", async () => {
    const cached = await createTestApp({ ANALYTICS_CACHE_SECONDS: '60' }, { database: t.database });
    try {
      // Its own admin: each app signs its sessions with the keys of its own data directory.
      const own = await createAccount(cached, 'admin', 'cache');
      const ask = async (from: string, to: string) => {
        const res = await cached.app.inject({ url: '/api/admin/analytics', query: { from, to }, headers: own.headers });
        expect(res.statusCode, res.body).toBe(200);
        return AnalyticsReportSchema.parse(res.json());
      };
      const before = await ask('2025-02-01', '2025-02-28');
      expect(before.summary.orders).toBe(0);
      await placeOrder('2025-02-14T09:00:00Z', 5_000);
      // The same range within the cache time: the report computed a moment ago.
      expect(await ask('2025-02-01', '2025-02-28')).toEqual(before);
      // Another range is computed now and sees the new order; the uncached app sees it at once.
      expect((await ask('2025-02-14', '2025-02-14')).summary.orders).toBe(1);
      expect((await report({ from: '2025-02-01', to: '2025-02-28' })).summary.orders).toBe(1);
    } finally {
      await cached.close();
    }
  });
});

describe('GET /api/admin/overview', () => {
  it("shows an admin today's orders and revenue, pending fulfilment and low stock; a pharmacist sees no sales", async () => {
    await placeOrder(new Date().toISOString(), 12_345, { status: 'confirmed', paymentStatus: 'paid' });
    await t.database.db.update(products).set({ stockQuantity: 3 }).where(eq(products.id, product.id));
    const forAdmin = AdminOverviewSchema.parse((await get('/api/admin/overview', {})).json());
    expect(forAdmin.todayOrders).toBeGreaterThanOrEqual(1);
    expect(forAdmin.todayRevenuePaise).toBeGreaterThanOrEqual(12_345);
    expect(forAdmin.pendingFulfilment).toBeGreaterThanOrEqual(1);
    expect(forAdmin.lowStockProducts).toBeGreaterThanOrEqual(1);
    const forPharmacist = AdminOverviewSchema.parse((await get('/api/admin/overview', {}, pharmacist)).json());
    expect(forPharmacist).toEqual({
      pendingFulfilment: forAdmin.pendingFulfilment,
      awaitingPrescription: forAdmin.awaitingPrescription,
      lowStockProducts: forAdmin.lowStockProducts,
      lowStockThreshold: 10,
    });
    expectError(await get('/api/admin/overview', {}, customer), 403, 'Access denied. This part of the dashboard is not open to your role.');
  });
});

describe('orders awaiting prescription review on All Dashboards', () => {
  it('are counted in a figure of their own, not in pending fulfilment (they wait on the pharmacist, not the packer)', async () => {
    const before = AdminOverviewSchema.parse((await get('/api/admin/overview', {}, pharmacist)).json());
    await placeOrder(new Date().toISOString(), 2_000, { status: 'awaiting_prescription', paymentStatus: 'paid' });
    const after = AdminOverviewSchema.parse((await get('/api/admin/overview', {}, pharmacist)).json());
    expect(after.awaitingPrescription).toBe(before.awaitingPrescription + 1);
    expect(after.pendingFulfilment).toBe(before.pendingFulfilment);
    await placeOrder(new Date().toISOString(), 2_000, { status: 'packed', paymentStatus: 'paid' });
    const packed = AdminOverviewSchema.parse((await get('/api/admin/overview', {}, pharmacist)).json());
    expect(packed).toMatchObject({ pendingFulfilment: before.pendingFulfilment + 1, awaitingPrescription: after.awaitingPrescription });
  });
});

describe('the orders generator', () => {
  it('adds plausible orders over the last 12 months, with totals that add up, and continues its numbering', async () => {
    await insertSyntheticOrders(t.database.db, { orders: 150, seed: 7, startIndex: 0 });
    await insertSyntheticOrders(t.database.db, { orders: 50, seed: 7, startIndex: await countSyntheticOrders(t.database.db) });
    expect(await countSyntheticOrders(t.database.db)).toBe(200);
    const rows = await t.database.db.select().from(orders).where(sql`${orders.idempotencyKey} like 'synthetic-%'`);
    const yearAgo = Date.now() - 366 * 86_400_000;
    for (const o of rows) {
      expect(ORDER_STATUSES).toContain(o.status);
      expect(PAYMENT_STATUSES).toContain(o.paymentStatus);
      expect(o.createdAt.getTime()).toBeGreaterThan(yearAgo);
      expect(o.totalPaise).toBe(o.subtotalPaise - o.discountPaise + o.deliveryPaise);
      if (o.paymentMethod === 'cod') expect(o.paymentStatus).toBe(o.status === 'delivered' ? 'paid' : 'cod_pending');
      if (o.status === 'unpaid') expect(o.paymentStatus).toBe('failed');
    }
    const [sums] = await t.database.db.execute<{ bad: number }>(sql`
      select count(*)::int as bad from orders o
      where o.idempotency_key like 'synthetic-%'
        and o.subtotal_paise <> (select sum(line_total_paise) from order_items i where i.order_id = o.id)`).then((r) => (r as { rows: { bad: number }[] }).rows);
    expect(sums?.bad).toBe(0);
    // Both statuses and methods vary (deterministic draw, so this is stable).
    expect(new Set(rows.map((o) => o.status)).size).toBeGreaterThan(3);
    expect(new Set(rows.map((o) => o.paymentMethod)).size).toBe(5);
  });
});
