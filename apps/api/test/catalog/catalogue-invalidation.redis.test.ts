import { describe, expect, it } from 'vitest';
import { AdminProductSchema } from '@dawa/shared/admin/products';
import { AnalyticsReportSchema } from '@dawa/shared/admin/analytics';
import { ProductDetailSchema } from '@dawa/shared/catalog/schemas';
import { orders } from '../../src/db/schema/index.ts';
import { createAccount } from '../admin/staff-helpers.ts';
import { twoInstancesOnOneRedis } from '../helpers/redis-instances.ts';
import type { TestApp } from '../helpers/test-app.ts';

// Runs only with REDIS_URL (vitest.config.ts). Two instances on one database and one Redis, each with
// the catalogue response cache on (CATALOG_CACHE_SECONDS default 30) and the analytics cache on (30 s):
// an admin's product change on one instance reaches the other's cached answers at once (pub/sub), and
// a range's analytics report computed on one is reused by the other (decision 033).
const cluster = twoInstancesOnOneRedis({ RATE_LIMIT_IP_MAX: '10000', RATE_LIMIT_ACCOUNT_MAX: '10000' });
const [A, B] = [0, 1] as const;
const on = (i: 0 | 1) => ({ app: cluster.instances[i], database: cluster.database }) as unknown as TestApp;

const detail = async (i: 0 | 1, id: number) => {
  const res = await cluster.instances[i].inject({ url: `/api/products/${id}` });
  return { status: res.statusCode, body: res.statusCode === 200 ? ProductDetailSchema.parse(res.json()) : null };
};

describe('catalogue caches across instances', () => {
  it("an edit and a delete on instance A are seen at once by instance B, which had the product cached", async () => {
    const admin = await createAccount(on(A), 'admin', 'invalidator');
    const created = await cluster.instances[A].inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: admin.headers,
      payload: { name: `Cachol ${Date.now()}`, category: 'pain-relief', pricePaise: 9_900 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const product = AdminProductSchema.parse(created.json());

    expect((await detail(B, product.id)).body?.pricePaise).toBe(9_900); // B caches it now
    const edited = await cluster.instances[A].inject({
      method: 'PATCH',
      url: `/api/admin/products/${product.id}`,
      headers: admin.headers,
      payload: { pricePaise: 4_500 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // Pub/sub is asynchronous: B drops its copy within milliseconds, far inside the 30-second TTL.
    await expect.poll(async () => (await detail(B, product.id)).body?.pricePaise, { timeout: 2_000, interval: 50 }).toBe(4_500);

    const removed = await cluster.instances[A].inject({ method: 'DELETE', url: `/api/admin/products/${product.id}`, headers: admin.headers });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    await expect.poll(async () => (await detail(B, product.id)).status, { timeout: 2_000, interval: 50 }).toBe(404);
  });
});

describe('the analytics report cache across instances', () => {
  it('reuses on instance B the report instance A computed for the same range', async () => {
    const admin = await createAccount(on(A), 'admin', 'analyst');
    const ask = async (i: 0 | 1) => {
      const res = await cluster.instances[i].inject({ url: '/api/admin/analytics', query: { from: '2024-03-01', to: '2024-03-31' }, headers: admin.headers });
      expect(res.statusCode, res.body).toBe(200);
      return AnalyticsReportSchema.parse(res.json());
    };
    const first = await ask(A);
    expect(first.summary.orders).toBe(0);
    await cluster.database.db.insert(orders).values({
      userId: admin.session.user.id,
      userOrderNumber: 1,
      status: 'delivered',
      paymentMethod: 'upi',
      paymentStatus: 'paid',
      subtotalPaise: 1_000,
      totalPaise: 1_000,
      shippingName: 'Test Buyer',
      shippingStreet: '1 MG Road',
      shippingCity: 'Pune',
      contactPhone: '9800000000',
      createdAt: new Date('2024-03-10T08:00:00Z'),
    });
    // B never computed this range: it answers Redis's copy, without the order placed since.
    expect(await ask(B)).toEqual(first);
  });
});
