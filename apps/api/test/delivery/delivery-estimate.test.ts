import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_SERVICEABLE_MESSAGE, PIN_CODE_MESSAGE } from '@dawa/shared/commerce/delivery-zones';
import { orders } from '../../src/db/schema/index.ts';
import { createVerifiedUser, expectError } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { ADDRESS, addProduct, createOrder, orderBody, rowCount } from '../orders/commerce-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const estimate = (pin: string) => t.app.inject({ method: 'GET', url: `/api/delivery/estimate?pin=${encodeURIComponent(pin)}` });

describe('GET /api/delivery/estimate', () => {
  it('answers the zone and business days of a serviceable PIN code', async () => {
    const res = await estimate('560034');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      pin: '560034',
      zone: 'metro',
      serviceable: true,
      minDays: 1,
      maxDays: 2,
      message: 'Delivery in 1-2 business days',
    });
    expect((await estimate('175131')).json()).toMatchObject({ zone: 'rest', message: 'Delivery in 3-5 business days' });
  });

  it('says so for a PIN code we do not deliver to', async () => {
    const res = await estimate('744101');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ serviceable: false, zone: 'unserviceable', message: NOT_SERVICEABLE_MESSAGE });
  });

  it.each(['', '56003', '5600345', '060034', 'abcdef'])('refuses the PIN %j with a sentence', async (pin) => {
    expectError(await estimate(pin), 400, `Invalid query parameter pin: ${PIN_CODE_MESSAGE}`);
  });

  it('refuses a missing pin', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/delivery/estimate' })).statusCode).toBe(400);
  });
});

describe('checkout and the delivery zones', () => {
  it('refuses an order to an unserviceable PIN code, creating nothing, and takes a serviceable one', async () => {
    const customer = await createVerifiedUser(t);
    const productId = await addProduct(t, { pricePaise: 10_000 });
    const lines = [{ productId, quantity: 1 }];
    const before = await rowCount(t, orders);
    const refused = await createOrder(t, customer, await orderBody(t, customer, lines, { address: { ...ADDRESS, postalCode: '744101' } }));
    expectError(refused, 400, `${NOT_SERVICEABLE_MESSAGE} (744101).`);
    expect(await rowCount(t, orders)).toBe(before);
    const placed = await createOrder(t, customer, await orderBody(t, customer, lines));
    expect(placed.statusCode, placed.body).toBe(201);
  });

  it('refuses a saved address whose PIN code is unserviceable', async () => {
    const customer = await createVerifiedUser(t);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/addresses',
      headers: customer.headers,
      payload: { ...ADDRESS, postalCode: '900001' },
    });
    expect(saved.statusCode, saved.body).toBeLessThan(300);
    const savedBody = saved.json<{ id?: number; address?: { id: number } }>();
    const addressId = savedBody.id ?? savedBody.address?.id ?? 0;
    const productId = await addProduct(t, { pricePaise: 10_000 });
    const body = await orderBody(t, customer, [{ productId, quantity: 1 }]);
    const { address: _typed, ...rest } = body;
    expectError(await createOrder(t, customer, { ...rest, addressId }), 400, `${NOT_SERVICEABLE_MESSAGE} (900001).`);
  });
});
