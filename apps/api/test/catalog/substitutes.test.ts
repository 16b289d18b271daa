import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SubstituteListResponseSchema } from '@dawa/shared/catalog/substitutes';
import { products } from '../../src/db/schema/index.ts';
import { expectError } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { addProduct } from '../orders/commerce-helpers.ts';

let t: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const salt = 'Testazolam 5 mg';
  const make = async (key: string, overrides: Parameters<typeof addProduct>[1]) => {
    ids[key] = await addProduct(t, { name: `Subst ${key} Tablet`, activeIngredient: salt, dosageForm: 'Tablet', ...overrides });
  };
  await make('brand', { pricePaise: 10_000, packSize: '10 tablets', manufacturer: 'Brandwell Ltd' });
  // ₹6 a tablet: saves ₹40 on the brand's strip of 10.
  await make('cheap', { pricePaise: 9_000, packSize: '15 tablets', manufacturer: 'Generico Ltd' });
  // ₹8 a tablet, written without the space: the same salt and strength.
  await make('mid', { pricePaise: 8_000, packSize: '10 tablets', activeIngredient: 'testazolam 5mg', manufacturer: 'Midway Pharma' });
  // Dearer than the brand: offered, but without a saving.
  await make('dear', { pricePaise: 12_000, packSize: '10 tablets', manufacturer: 'Premium Labs' });
  await make('otherStrength', { pricePaise: 1_000, activeIngredient: 'Testazolam 10 mg' });
  await make('otherSalt', { pricePaise: 1_000, activeIngredient: 'Testazepam 5 mg' });
  await make('combination', { pricePaise: 1_000, activeIngredient: 'Testazolam 5 mg + Caffeine 50 mg' });
  await make('syrup', { pricePaise: 1_000, dosageForm: 'Syrup', packSize: '100 ml' });
  await make('outOfStock', { pricePaise: 1_000, stockQuantity: 0 });
  await make('withdrawn', { pricePaise: 1_000 });
  await t.database.db.update(products).set({ active: false }).where(eq(products.id, ids.withdrawn as number));
});
afterAll(() => t.close());

async function substitutesOf(id: number | string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/products/${id}/substitutes` });
  expect(res.statusCode, res.body).toBe(200);
  return SubstituteListResponseSchema.parse(res.json()).items;
}

describe('GET /api/products/:id/substitutes (generic substitution)', () => {
  it('offers only the same salt, strength and form, in the shop and in stock, cheapest per unit first, with the saving', async () => {
    const items = await substitutesOf(ids.brand as number);
    expect(items.map((s) => s.id)).toEqual([ids.cheap, ids.mid, ids.dear]);
    expect(items.map((s) => s.savingPaise)).toEqual([4_000, 2_000, null]);
    expect(items[0]).toMatchObject({ manufacturer: 'Generico Ltd', activeIngredient: 'Testazolam 5 mg', inStock: true, dosageForm: 'Tablet' });
  });

  it('answers by slug too, and for a withdrawn or out-of-stock brand (what a prescription may name)', async () => {
    expect((await substitutesOf('subst-brand-tablet')).map((s) => s.id)).toEqual([ids.cheap, ids.mid, ids.dear]);
    const forWithdrawn = await substitutesOf(ids.withdrawn as number);
    expect(forWithdrawn.map((s) => s.id)).toEqual([ids.cheap, ids.mid, ids.brand, ids.dear]);
    expect(forWithdrawn.every((s) => s.savingPaise === null)).toBe(true);
    expect((await substitutesOf(ids.outOfStock as number)).map((s) => s.id)).toEqual([ids.cheap, ids.mid, ids.brand, ids.dear]);
  });

  it('offers nothing for another strength or a product without an ingredient line; 404 for no product', async () => {
    expect(await substitutesOf(ids.otherStrength as number)).toEqual([]);
    await t.database.db.execute(sql`update products set active_ingredient = null where id = ${ids.otherSalt}`);
    expect(await substitutesOf(ids.otherSalt as number)).toEqual([]);
    expectError(await t.app.inject({ method: 'GET', url: '/api/products/99999999/substitutes' }), 404);
  });

  it('uses the substitution index', async () => {
    await t.database.db.execute(sql`set enable_seqscan = off`);
    const plan = await t.database.db.execute(sql`explain select id from products
      where active and active_ingredient is not null
        and lower(regexp_replace(active_ingredient, '\\s+', '', 'g')) = lower(regexp_replace('Testazolam 5 mg', '\\s+', '', 'g'))
        and lower(dosage_form) = 'tablet'`);
    await t.database.db.execute(sql`reset enable_seqscan`);
    const text = (plan as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r).join(' ')).join('\n');
    expect(text).toContain('products_substitutes_idx');
  });
});
