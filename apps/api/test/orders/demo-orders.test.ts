import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProfileSchema } from '@dawa/shared/auth/schemas';
import { OrderListResponseSchema, OrderResponseSchema, TrackingListResponseSchema } from '@dawa/shared/commerce/orders';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts.ts';
import { bearer, login } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo customer', () => {
  it('has three past orders: delivered, shipped and confirmed, newest first', async () => {
    const session = await login(t, 'customer@dawa.in', DEMO_PASSWORD);
    const list = OrderListResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(session.accessToken) })).json(),
    );
    expect(list.items.map((o) => [o.userOrderNumber, o.status])).toEqual([
      [3, 'confirmed'],
      [2, 'shipped'],
      [1, 'delivered'],
    ]);
    expect(list.items[2]?.transactionId).toBe('T2611031045221187');
    const delivered = await t.app.inject({ method: 'GET', url: `/api/orders/${list.items[2]?.id}`, headers: bearer(session.accessToken) });
    expect(OrderResponseSchema.parse(delivered.json()).order.estimatedDelivery).toMatch(/^Delivered on /);
  });

  it('can follow the whole journey of the delivered order on the tracking page', async () => {
    const session = await login(t, 'customer@dawa.in', DEMO_PASSWORD);
    const tracking = TrackingListResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/tracking', headers: bearer(session.accessToken) })).json(),
    );
    const [confirmed, shipped, delivered] = tracking.items;
    expect(delivered?.events.map((e) => e.status)).toEqual([
      'Delivered',
      'Out for Delivery',
      'Arrived at Facility',
      'Shipped',
      'Packed',
      'Order Confirmed',
      'Payment Received',
      'Order Placed',
    ]);
    expect(delivered).toMatchObject({ status: 'Delivered', progressPercent: 100, canCancel: false });
    expect(shipped).toMatchObject({
      status: 'Shipped',
      progressPercent: 75,
      trackingNumber: 'DLV7734155362',
      currentLocation: 'Bengaluru Sorting Hub',
    });
    expect(confirmed).toMatchObject({ status: 'Confirmed', canCancel: true, trackingNumber: null });
  });

  // #21 item 14 re-walk: the demo profile said 'Not provided' for the phone and address its own orders
  // and address book carry; a seeded order fills the profile as a placed one does.
  it('has the phone and address of its orders in the profile', async () => {
    const session = await login(t, 'customer@dawa.in', DEMO_PASSWORD);
    const profile = ProfileSchema.parse((await t.app.inject({ url: '/api/profile', headers: bearer(session.accessToken) })).json());
    expect(profile).toMatchObject({
      phoneCountry: '+91',
      phone: '9876543210',
      address: '221 Residency Road, Ashok Nagar',
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560025',
      country: 'IN',
    });
  });
});
