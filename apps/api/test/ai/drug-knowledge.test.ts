import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CartSafetyResponseSchema, DrugInfoResponseSchema } from '@dawa/shared/assistant/knowledge/schemas';
import { products } from '../../src/db/schema/index.ts';
import { createVerifiedUser, expectError } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { addProduct } from '../orders/commerce-helpers.ts';

let t: TestApp;
let dolo: number;
let sinarest: number;
let brufen: number;
let warf: number;
let herbal: number;

beforeAll(async () => {
  t = await createTestApp();
  dolo = await addProduct(t, {
    name: 'Dolo Test 650 Tablet',
    activeIngredient: 'Paracetamol 650 mg',
    dosage: 'Adults: 1 tablet every 4-6 hours as needed; not more than 4 tablets in 24 hours.',
  });
  sinarest = await addProduct(t, {
    name: 'Sinarest Test Tablet',
    activeIngredient: 'Paracetamol 500 mg + Phenylephrine hydrochloride 10 mg + Chlorpheniramine maleate 2 mg',
    dosage: 'Adults: 1 tablet 2-3 times a day. May cause drowsiness.',
  });
  brufen = await addProduct(t, {
    name: 'Brufen Test 400 Tablet',
    activeIngredient: 'Ibuprofen 400 mg',
    dosage: 'Adults: 1 tablet 3 times a day after meals.',
  });
  warf = await addProduct(t, {
    name: 'Warf Test 5 Tablet',
    activeIngredient: 'Warfarin sodium 5 mg',
    dosage: 'Once a day at the same time, in the dose set by your INR tests.',
  });
  herbal = await addProduct(t, {
    name: 'Herbal Test Syrup',
    activeIngredient: 'Tulsi, Mulethi and Honey (Ayurvedic)',
    dosage: 'Adults: 10 ml 3 times a day.',
  });
});
afterAll(() => t.close());

const post = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/ai/cart-safety', payload: payload as object });
const warningsOf = async (productIds: number[]) => {
  const res = await post({ productIds });
  expect(res.statusCode, res.body).toBe(200);
  return CartSafetyResponseSchema.parse(res.json()).warnings;
};

describe('POST /api/ai/cart-safety', () => {
  it('warns about the same salt twice and a daily total over the maximum (Dolo 650 + a paracetamol cold tablet)', async () => {
    const warnings = await warningsOf([dolo, sinarest]);
    expect(warnings.map((w) => w.code)).toEqual(['same_salt', 'over_max_daily_dose']);
    expect(warnings[0]).toMatchObject({ salts: [{ id: 'paracetamol' }], products: [{ productId: dolo }, { productId: sinarest }] });
    expect(warnings[1]).toMatchObject({ salt: { id: 'paracetamol' }, totalMg: 4100, maxMg: 4000 });
  });

  it('warns about a known interacting pair with its severity, advice and source', async () => {
    const [warning] = await warningsOf([warf, brufen]);
    expect(warning).toMatchObject({
      code: 'interaction',
      severity: 'severe',
      a: { salt: { id: 'warfarin' } },
      b: { salt: { id: 'ibuprofen' } },
    });
    expect(warning?.code === 'interaction' && warning.advice).toMatch(/pharmacist or doctor/);
    expect(warning?.code === 'interaction' && warning.source.url).toMatch(/^https:\/\//);
  });

  it('warns about duplicate therapy: two different PPIs from two products', async () => {
    const pan = await addProduct(t, {
      name: 'Pan Test 40 Tablet',
      activeIngredient: 'Pantoprazole 40 mg',
      dosage: '1 tablet once a day before breakfast.',
    });
    const omez = await addProduct(t, {
      name: 'Omez Test 20 Capsule',
      activeIngredient: 'Omeprazole 20 mg',
      dosage: '1 capsule once a day before food.',
    });
    const res = await post({ productIds: [pan, omez] });
    expect(res.statusCode, res.body).toBe(200);
    const { warnings } = CartSafetyResponseSchema.parse(res.json());
    expect(warnings.map((w) => (w.code === 'same_class' ? [w.drugClass, w.salts.map((s) => s.products[0]?.name)] : w.code))).toEqual([
      ['ppi', ['Pan Test 40 Tablet', 'Omez Test 20 Capsule']],
    ]);
  });

  it('is quiet for a cart without problems, products the base does not know, and unknown or withdrawn ids', async () => {
    expect(await warningsOf([dolo, brufen, herbal])).toEqual([]);
    expect(await warningsOf([])).toEqual([]);
    expect(await warningsOf([dolo, 99_999_999])).toEqual([]);
    const withdrawn = await addProduct(t, { name: 'Withdrawn Paracetamol Test', activeIngredient: 'Paracetamol 500 mg' });
    await t.database.db.update(products).set({ active: false }).where(eq(products.id, withdrawn));
    expect(await warningsOf([dolo, withdrawn])).toEqual([]);
  });

  it('refuses malformed bodies with a readable 400', async () => {
    expectError(await post({ productIds: ['1'] }), 400);
    expectError(await post({ productIds: [1.5] }), 400);
    expectError(await post({ productIds: Array.from({ length: 51 }, (_, i) => i + 1) }), 400);
    expectError(await post({ productIds: [1], extra: true }), 400);
    expectError(await post({}), 400);
  });
});

describe('GET /api/ai/cart-safety', () => {
  it("checks the signed-in customer's saved cart, and only theirs", async () => {
    const customer = await createVerifiedUser(t);
    const other = await createVerifiedUser(t);
    await t.app.inject({
      method: 'PUT',
      url: '/api/cart',
      headers: customer.headers,
      payload: {
        lines: [
          { productId: warf, quantity: 1 },
          { productId: brufen, quantity: 2 },
        ],
      },
    });
    const mine = await t.app.inject({ method: 'GET', url: '/api/ai/cart-safety', headers: customer.headers });
    expect(CartSafetyResponseSchema.parse(mine.json()).warnings.map((w) => w.code)).toEqual(['interaction']);
    const theirs = await t.app.inject({ method: 'GET', url: '/api/ai/cart-safety', headers: other.headers });
    expect(CartSafetyResponseSchema.parse(theirs.json()).warnings).toEqual([]);
  });

  it('needs a signed-in customer', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/ai/cart-safety' }), 401);
  });
});

describe('GET /api/ai/drug-info/:id', () => {
  it("gives each salt's monograph with its sources, by id or slug", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/ai/drug-info/${sinarest}` });
    const info = DrugInfoResponseSchema.parse(res.json());
    expect(info.monographs.map((m) => m.id)).toEqual(['paracetamol', 'phenylephrine', 'chlorpheniramine']);
    const [paracetamol] = info.monographs;
    expect(paracetamol?.sources.length).toBeGreaterThan(0);
    expect(paracetamol?.maxDailyDose?.text).toContain('4 g');
    expect(paracetamol).not.toHaveProperty('usualAdultDose.mgPerDose');
    const [row] = await t.database.db.select({ slug: products.slug }).from(products).where(eq(products.id, dolo));
    const bySlug = DrugInfoResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/ai/drug-info/${row?.slug ?? ''}` })).json(),
    );
    expect(bySlug.monographs.map((m) => m.id)).toEqual(['paracetamol']);
  });

  it('gives no monograph for ingredients the base does not cover, and names them', async () => {
    const info = DrugInfoResponseSchema.parse((await t.app.inject({ method: 'GET', url: `/api/ai/drug-info/${herbal}` })).json());
    expect(info.monographs).toEqual([]);
    expect(info.notCovered).toEqual(['Tulsi, Mulethi and Honey']);
  });

  it('answers 404 for unknown products and 400 for malformed ids', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/ai/drug-info/99999999' }), 404);
    expectError(await t.app.inject({ method: 'GET', url: '/api/ai/drug-info/%3Cscript%3E' }), 400);
  });
});
