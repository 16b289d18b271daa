import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RecommendationsResponseSchema } from '@dawa/shared/assistant/chat';
import { orders } from '../../src/db/schema/index.ts';
import { createVerifiedUser } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { addProduct, placeOrder, type Customer } from '../orders/commerce-helpers.ts';

// Every wellness tag the recommendations look for, so these products come first.
const WELLNESS = ['multivitamin', 'vitamin d', 'immunity'];

let t: TestApp;
let customer: Customer;
let dailyTablet: number;
beforeAll(async () => {
  t = await createTestApp();
  customer = await createVerifiedUser(t);
  // Taken every day: 30 tablets at 1 a day last 30 days.
  dailyTablet = await addProduct(t, {
    name: 'Dailymol 500 Tablet',
    activeIngredient: 'Paracetamol 500 mg',
    packSize: '30 tablets',
    dosage: '1 tablet once a day',
  });
  // Top of the wellness list (best rated, most bought), but each must be left out for this customer.
  const top = { rating: 5, purchaseCount: 100_000, categorySlug: 'vitamins-supplements' } as const;
  await addProduct(t, { ...top, name: 'Vitaprofen Tablet', activeIngredient: 'Ibuprofen 200 mg', tags: WELLNESS });
  await addProduct(t, { ...top, name: 'Paravit Tablet', activeIngredient: 'Paracetamol 500 mg', tags: WELLNESS });
  await addProduct(t, {
    ...top,
    name: 'Sugarcheck Glucometer',
    activeIngredient: null,
    tags: ['glucometer', 'blood sugar monitoring', 'test strips'],
    dosageForm: 'Device',
  });
  const { orderId } = await placeOrder(t, customer, [{ productId: dailyTablet, quantity: 1 }]);
  // Bought 26 days ago: it runs out in 4 days.
  await t.database.db
    .update(orders)
    .set({ createdAt: new Date(Date.now() - 26 * 24 * 3600 * 1000) })
    .where(eq(orders.id, orderId));
});
afterAll(() => t.close());

async function recommend(body: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'POST', url: '/api/ai/recommendations', headers: customer.headers, payload: body });
  expect(res.statusCode, res.body).toBe(200);
  return RecommendationsResponseSchema.parse(res.json());
}

describe('personalised recommendations', () => {
  it('a refill due: days of supply from the pack and the label’s dosage, with the reason', async () => {
    const body = await recommend({});
    expect(body.refills).toHaveLength(1);
    expect(body.refills[0]).toMatchObject({ productId: dailyTablet, name: 'Dailymol 500 Tablet', daysOfSupply: 30 });
    expect(body.refills[0]?.reason).toMatch(/^You bought 1 × 30 tablets on \d{4}-\d{2}-\d{2}; at 1 a day that lasts 30 days, until/);
    // The same reason as a code with its values, for the page's language (decision 040).
    const refill = body.refills[0];
    expect(refill?.reasonText).toEqual({
      code: 'rec.refill',
      params: { quantity: 1, pack: '30 tablets', date: refill?.lastOrderedAt.slice(0, 10), perDay: '1', days: 30, runsOut: refill?.runsOutOn },
    });
  });

  it('never a product with an allergen of the profile, nor a salt already taken, and says why', async () => {
    const body = await recommend({ allergies: ['ibuprofen'], conditions: ['type 2 diabetes'] });
    const names = body.products.map((p) => p.name);
    expect(names).not.toContain('Vitaprofen Tablet');
    expect(names).not.toContain('Paravit Tablet');
    expect(body.excluded).toContainEqual({
      name: 'Vitaprofen Tablet',
      reason: 'Contains Ibuprofen, which your profile lists as an allergy.',
      reasonText: { code: 'rec.allergy', params: { salt: 'Ibuprofen' } },
    });
    expect(body.excluded).toContainEqual({
      name: 'Paravit Tablet',
      reason: 'Contains Paracetamol, which you already take (Dailymol 500 Tablet).',
      reasonText: { code: 'rec.alreadyTaken', params: { salt: 'Paracetamol', source: 'Dailymol 500 Tablet' } },
    });
    expect(body.products).toContainEqual(
      expect.objectContaining({
        name: 'Sugarcheck Glucometer',
        reason: 'Goes with your diabetes: glucometer, blood sugar monitoring, test strips.',
        reasonText: {
          code: 'rec.condition',
          params: { condition: { code: 'condition.diabetes', params: {} }, tags: ['glucometer', 'blood sugar monitoring', 'test strips'] },
        },
      }),
    );
  });

  it('an allergy to one medicine of a family counts for the family: aspirin leaves out ibuprofen (NSAIDs)', async () => {
    expect((await recommend({})).products.map((p) => p.name)).toContain('Vitaprofen Tablet');
    const body = await recommend({ allergies: ['aspirin'] });
    expect(body.products.map((p) => p.name)).not.toContain('Vitaprofen Tablet');
    expect(body.excluded).toContainEqual({
      name: 'Vitaprofen Tablet',
      reason: 'Contains Ibuprofen, which your profile lists as an allergy.',
      reasonText: { code: 'rec.allergy', params: { salt: 'Ibuprofen' } },
    });
  });
});
