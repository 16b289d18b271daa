import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddressListResponseSchema, AddressSchema } from '@dawa/shared/commerce/address';
import { addresses } from '../../src/db/schema/index.ts';
import { createVerifiedUser, expectError } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { ADDRESS, type Customer } from './commerce-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = async (c: Customer) =>
  AddressListResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/addresses', headers: c.headers })).json()).addresses;
const add = (c: Customer, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/addresses', headers: c.headers, payload });
async function added(c: Customer, payload: Record<string, unknown> = ADDRESS) {
  const res = await add(c, payload);
  expect(res.statusCode, res.body).toBe(201);
  return AddressSchema.parse(res.json());
}

describe('/api/addresses', () => {
  it('adds addresses; the first becomes the default, and marking another default moves it', async () => {
    const customer = await createVerifiedUser(t);
    const home = await added(customer);
    expect(home).toMatchObject({ firstName: 'Asha', city: 'Bengaluru', country: 'India', type: 'Home', isDefault: true });
    const work = await added(customer, { ...ADDRESS, address: '5 Residency Road', type: 'Work' });
    expect(work.isDefault).toBe(false);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/addresses/${work.id}`,
      headers: customer.headers,
      payload: { ...ADDRESS, address: '5 Residency Road', type: 'Work', isDefault: true },
    });
    expect(AddressSchema.parse(res.json()).isDefault).toBe(true);
    expect((await list(customer)).map((a) => [a.id, a.isDefault])).toEqual([
      [work.id, true],
      [home.id, false],
    ]);
  });

  it('deleting the default makes the newest remaining address the default', async () => {
    const customer = await createVerifiedUser(t);
    const first = await added(customer);
    const second = await added(customer, { ...ADDRESS, city: 'Chennai' });
    const res = await t.app.inject({ method: 'DELETE', url: `/api/addresses/${first.id}`, headers: customer.headers });
    expect(AddressListResponseSchema.parse(res.json()).addresses).toEqual([{ ...second, isDefault: true }]);
  });

  it('requires first name, address and city, and refuses a bad PIN code', async () => {
    const customer = await createVerifiedUser(t);
    expect(expectError(await add(customer, { ...ADDRESS, firstName: ' ' }), 400).fieldErrors?.firstName).toEqual([
      'First name is required',
    ]);
    expect(expectError(await add(customer, { ...ADDRESS, city: '' }), 400).fieldErrors?.city).toEqual(['City is required']);
    expect(expectError(await add(customer, { ...ADDRESS, postalCode: '1234' }), 400).fieldErrors?.postalCode).toEqual([
      'PIN code must be 6 digits',
    ]);
    expect(await list(customer)).toEqual([]);
  });

  it('keeps at most 20 addresses', async () => {
    const customer = await createVerifiedUser(t);
    for (let i = 0; i < 20; i++) await added(customer, { ...ADDRESS, address: `${i + 1} Park Street` });
    expectError(await add(customer, ADDRESS), 409, 'You can keep up to 20 addresses. Please delete one first.');
    expect(await list(customer)).toHaveLength(20);
  });

  it("answers 404 for another customer's address and leaves it alone", async () => {
    const owner = await createVerifiedUser(t);
    const stranger = await createVerifiedUser(t);
    const address = await added(owner);
    expectError(
      await t.app.inject({
        method: 'PUT',
        url: `/api/addresses/${address.id}`,
        headers: stranger.headers,
        payload: { ...ADDRESS, city: 'Pune' },
      }),
      404,
      'Address not found',
    );
    expectError(
      await t.app.inject({ method: 'DELETE', url: `/api/addresses/${address.id}`, headers: stranger.headers }),
      404,
      'Address not found',
    );
    expect(await list(stranger)).toEqual([]);
    const [row] = await t.database.db.select().from(addresses).where(eq(addresses.id, address.id));
    expect(row?.city).toBe('Bengaluru');
  });

  it('needs a login', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/addresses' }), 401, 'Authentication required');
  });
});
