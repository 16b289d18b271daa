import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProfileSchema } from '@dawa/shared/auth/schemas';
import { createVerifiedUser } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { ADDRESS, addProduct, placeOrder, type Customer } from './commerce-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profileOf = async (c: Customer) => ProfileSchema.parse((await t.app.inject({ url: '/api/profile', headers: c.headers })).json());

// #21 item 14: the profile said 'Not provided' for the phone and address that checkout already had.
describe("a customer's profile learns the phone and address of their first order", () => {
  it('fills an empty profile from the order: the number apart from +91, the address, India as its code', async () => {
    const customer = await createVerifiedUser(t);
    expect(await profileOf(customer)).toMatchObject({ phone: null, address: null, city: null });
    await placeOrder(t, customer, [{ productId: await addProduct(t), quantity: 1 }], { phone: '+91 98765 43210' });
    expect(await profileOf(customer)).toMatchObject({
      phoneCountry: '+91',
      phone: '9876543210',
      address: ADDRESS.address,
      city: ADDRESS.city,
      state: ADDRESS.state,
      postalCode: ADDRESS.postalCode,
      country: 'IN',
    });
  });

  it('never overwrites what the customer typed into the profile', async () => {
    const customer = await createVerifiedUser(t);
    const typed = {
      firstName: 'Asha',
      lastName: 'Verma',
      phoneCountry: '+91',
      phone: '9000000001',
      address: '7 Park Street',
      city: 'Kolkata',
      postalCode: '700016',
      country: 'IN',
    };
    const saved = await t.app.inject({ method: 'PUT', url: '/api/profile', headers: customer.headers, payload: typed });
    expect(saved.statusCode, saved.body).toBe(200);
    await placeOrder(t, customer, [{ productId: await addProduct(t), quantity: 1 }]);
    expect(await profileOf(customer)).toMatchObject({
      phone: '9000000001',
      address: '7 Park Street',
      city: 'Kolkata',
      postalCode: '700016',
    });
  });
});
