import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminProductImportErrorBodySchema,
  AdminProductListResponseSchema,
  AdminProductSchema,
  COMPOSITION_MESSAGES,
} from '@dawa/shared/admin/products';
import { DrugInfoResponseSchema } from '@dawa/shared/assistant/knowledge/schemas';
import { SubstituteListResponseSchema } from '@dawa/shared/catalog/substitutes';
import { products } from '../../src/db/schema/index.ts';
import { expectError } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createAccount } from './staff-helpers.ts';

/** Issue 21 item 4: staff maintain the drug data the shop reads (composition, form, maker, HSN, GST). */
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ CATALOG_CACHE_SECONDS: '60' });
  admin = (await createAccount(t, 'admin', 'catalogue')).headers;
});
afterAll(() => t.close());

let n = 0;
const unique = (label: string) => `${label} ${Date.now().toString(36)}${(n += 1)}`;
const post = (payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/products',
    headers: admin,
    payload: { name: unique('Feverol'), category: 'pain-relief', pricePaise: 3_000, ...payload },
  });
const patch = (id: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/products/${id}`, headers: admin, payload });
const csv = (text: string) =>
  t.app.inject({ method: 'POST', url: '/api/admin/products/import', headers: { ...admin, 'content-type': 'text/csv' }, payload: text });
const stored = async (id: number) => (await t.database.db.select().from(products).where(eq(products.id, id)))[0];

describe('adding a product with its composition', () => {
  it('stores salts and strengths as the ingredient line the shop reads, so the product page has drug information and substitutes', async () => {
    const res = await post({
      composition: [{ salt: 'Paracetamol', strength: '650 mg' }],
      dosageForm: 'tablet',
      manufacturer: 'Feverol Labs Pvt Ltd',
      stockQuantity: 40,
    });
    expect(res.statusCode, res.body).toBe(201);
    const product = AdminProductSchema.parse(res.json());
    expect(product).toMatchObject({
      composition: [{ salt: 'Paracetamol', strength: '650 mg' }],
      dosageForm: 'Tablet',
      manufacturer: 'Feverol Labs Pvt Ltd',
      hsnCode: '3004',
      gstRatePercent: 12,
      unknownSalts: [],
      compositionReviewPending: false,
    });
    expect((await stored(product.id))?.activeIngredient).toBe('Paracetamol 650 mg');

    const info = DrugInfoResponseSchema.parse((await t.app.inject({ method: 'GET', url: `/api/ai/drug-info/${product.id}` })).json());
    expect(info.monographs.map((m) => m.id)).toContain('paracetamol');
    const subs = SubstituteListResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/products/${product.id}/substitutes` })).json(),
    );
    expect(subs.items.length).toBeGreaterThan(0);
    expect(subs.items.every((s) => s.activeIngredient === 'Paracetamol 650 mg')).toBe(true);
  });

  it('takes its own HSN code and GST rate for the invoice, and the category class when none is given', async () => {
    const own = AdminProductSchema.parse((await post({ category: 'vitamins-supplements', hsnCode: '30045090', gstRatePercent: 5 })).json());
    expect([own.hsnCode, own.gstRatePercent]).toEqual(['30045090', 5]);
    const row = await stored(own.id);
    expect([row?.hsnCode, row?.gstRatePercent]).toEqual(['30045090', 5]);
    const byCategory = AdminProductSchema.parse((await post({ category: 'vitamins-supplements' })).json());
    expect([byCategory.hsnCode, byCategory.gstRatePercent]).toEqual(['2106', 18]);
  });

  it('refuses a bad HSN code, a GST rate that is not a slab and a strength without a unit, naming each field', async () => {
    const body = expectError(
      await post({ hsnCode: '30049', gstRatePercent: 15, composition: [{ salt: 'Paracetamol', strength: 'six fifty' }] }),
      400,
    );
    expect(body.fieldErrors).toMatchObject({
      hsnCode: [COMPOSITION_MESSAGES.hsnFormat],
      gstRatePercent: [COMPOSITION_MESSAGES.gstRate],
      'composition.0.strength': [COMPOSITION_MESSAGES.strengthFormat],
    });
  });

  it('refuses a salt the drug information does not know, and saves it flagged for the pharmacist when staff ask', async () => {
    const composition = [
      { salt: 'Paracetamol', strength: '500 mg' },
      { salt: 'Paracetamolium', strength: '10 mg' },
    ];
    const name = unique('Mystery');
    const refused = expectError(await post({ name, composition }), 400);
    expect(refused.fieldErrors).toEqual({ 'composition.1.salt': [COMPOSITION_MESSAGES.unknownSalt] });
    expect(await t.database.db.select().from(products).where(eq(products.name, name))).toEqual([]);

    const res = await post({ name, composition, flagUnknownSalts: true });
    expect(res.statusCode, res.body).toBe(201);
    const flagged = AdminProductSchema.parse(res.json());
    expect(flagged).toMatchObject({ compositionReviewPending: true, unknownSalts: ['Paracetamolium'] });

    const queue = AdminProductListResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/admin/products?review=composition&pageSize=100', headers: admin })).json(),
    );
    expect(queue.items.map((p) => p.id)).toContain(flagged.id);
    expect(queue.items.every((p) => p.compositionReviewPending)).toBe(true);

    // Corrected to a known salt, it leaves the pharmacist's list.
    const fixed = AdminProductSchema.parse(
      (await patch(flagged.id, { composition: [{ salt: 'Paracetamol', strength: '500 mg' }] })).json(),
    );
    expect(fixed).toMatchObject({ compositionReviewPending: false, unknownSalts: [] });
  });
});

describe('editing a product’s drug data', () => {
  it('changes composition, form, maker, HSN and GST together, and refuses an unknown salt without changing anything', async () => {
    const product = AdminProductSchema.parse((await post({})).json());
    expect(product.composition).toEqual([]);
    const res = await patch(product.id, {
      composition: [
        { salt: 'Paracetamol', strength: '325 mg' },
        { salt: 'Ibuprofen', strength: '400 mg' },
      ],
      dosageForm: 'Tablet',
      manufacturer: 'Combi Pharma',
      hsnCode: '300490',
      gstRatePercent: 5,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored(product.id)).toMatchObject({
      activeIngredient: 'Paracetamol 325 mg + Ibuprofen 400 mg',
      dosageForm: 'Tablet',
      manufacturer: 'Combi Pharma',
      hsnCode: '300490',
      gstRatePercent: 5,
    });
    expectError(await patch(product.id, { composition: [{ salt: 'Unobtainium', strength: '5 mg' }], gstRatePercent: 18 }), 400);
    expect(await stored(product.id)).toMatchObject({ activeIngredient: 'Paracetamol 325 mg + Ibuprofen 400 mg', gstRatePercent: 5 });
  });
});

describe('the CSV carries the drug data', () => {
  it('exports composition, form, maker, HSN, GST and the review mark, and imports them back', async () => {
    const product = AdminProductSchema.parse(
      (
        await post({
          composition: [{ salt: 'Cetirizine', strength: '10 mg' }],
          dosageForm: 'Tablet',
          manufacturer: 'Allergo',
          hsnCode: '300490',
          gstRatePercent: 12,
        })
      ).json(),
    );
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/admin/products/export.csv?q=${encodeURIComponent(product.name)}`,
      headers: admin,
    });
    const [header, line] = exported.body.trim().split('\r\n');
    expect(header).toContain('composition,dosage_form,manufacturer,hsn_code,gst_rate,pharmacist_review');
    expect(line).toContain('Cetirizine 10 mg,Tablet,Allergo,300490,12,false');

    const name = unique('Importol');
    const ok = await csv(
      `name,category,price,composition,dosage_form,manufacturer,hsn_code,gst_rate\r\n${name},allergy,45,Levocetirizine 5 mg,Tablet,Imp Labs,30049099,5%\r\n`,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const [row] = await t.database.db.select().from(products).where(eq(products.name, name));
    expect(row).toMatchObject({
      activeIngredient: 'Levocetirizine 5 mg',
      dosageForm: 'Tablet',
      manufacturer: 'Imp Labs',
      hsnCode: '30049099',
      gstRatePercent: 5,
    });
  });

  it('reports an unknown salt, a bad HSN and a bad GST rate by row and column, and imports nothing', async () => {
    const name = unique('Badrow');
    const res = await csv(
      `name,category,price,composition,hsn_code,gst_rate\r\n${name},allergy,45,Cetirizine 10 mg,3004,12\r\n${name} 2,allergy,45,Zzzonium 5 mg,30,12\r\n${name} 3,allergy,45,,3004,7\r\n`,
    );
    expect(res.statusCode, res.body).toBe(400);
    const body = AdminProductImportErrorBodySchema.parse(res.json());
    expect(body.rowErrors).toEqual([
      { row: 3, field: 'hsn_code', message: COMPOSITION_MESSAGES.hsnFormat },
      { row: 4, field: 'gst_rate', message: COMPOSITION_MESSAGES.gstRate },
    ]);
    // The unknown salt is found once the row's other cells are right.
    const again = AdminProductImportErrorBodySchema.parse(
      (await csv(`name,category,price,composition\r\n${name} 2,allergy,45,Zzzonium 5 mg\r\n`)).json(),
    );
    expect(again.rowErrors).toEqual([{ row: 2, field: 'composition', message: COMPOSITION_MESSAGES.unknownSalt }]);
    const flagged = await csv(`name,category,price,composition,pharmacist_review\r\n${name} 2,allergy,45,Zzzonium 5 mg,true\r\n`);
    expect(flagged.statusCode, flagged.body).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(products)
      .where(eq(products.name, `${name} 2`));
    expect(row?.compositionReviewPending).toBe(true);
    expect(await t.database.db.select().from(products).where(eq(products.name, name))).toEqual([]);
  });
});
