import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPOSITION_REVIEW_MESSAGES, CompositionReviewResolveResponseSchema } from '@dawa/shared/admin/composition-reviews';
import { AdminProductListResponseSchema, AdminProductSchema } from '@dawa/shared/admin/products';
import { products } from '../../src/db/schema/index.ts';
import { expectError } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { auditRowsOf, createAccount, type Account } from './staff-helpers.ts';

/** Issue 21: the pharmacist sees and resolves the products whose salts were flagged for their review. */
let t: TestApp;
let admin: Account;
let pharmacist: Account;
let customer: Account;
let doctor: Account;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAccount(t, 'admin', 'catalogue');
  pharmacist = await createAccount(t, 'pharmacist');
  customer = await createAccount(t, 'user', 'shopper');
  doctor = await createAccount(t, 'doctor');
});
afterAll(() => t.close());

let n = 0;
/** A product the admin saved with a salt our drug information does not know, flagged for the pharmacist. */
async function flaggedProduct(salt = 'Paracetmol'): Promise<number> {
  n += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/products',
    headers: admin.headers,
    payload: {
      name: `Saltcheck ${n} ${Date.now().toString(36)}`,
      category: 'pain-relief',
      pricePaise: 3_000,
      composition: [{ salt, strength: '650 mg' }],
      flagUnknownSalts: true,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return AdminProductSchema.parse(res.json()).id;
}
const list = (account: Account) => t.app.inject({ url: '/api/admin/composition-reviews?pageSize=100', headers: account.headers });
const resolve = (account: Account, id: number, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/composition-reviews/${id}/resolve`,
    headers: account.headers,
    payload: payload as object,
  });
const pending = async (id: number) => (await t.database.db.select().from(products).where(eq(products.id, id)))[0]?.compositionReviewPending;

describe('Salts to Review', () => {
  it('lists the flagged products, with their unknown salts, to a pharmacist (Product Management stays admin-only)', async () => {
    const id = await flaggedProduct();
    const res = await list(pharmacist);
    expect(res.statusCode, res.body).toBe(200);
    const page = AdminProductListResponseSchema.parse(res.json());
    expect(page.items.find((p) => p.id === id)).toMatchObject({ compositionReviewPending: true, unknownSalts: ['Paracetmol'] });
    expect(page.items.every((p) => p.compositionReviewPending)).toBe(true);
    expectError(await t.app.inject({ url: '/api/admin/products', headers: pharmacist.headers }), 403);
  });

  it('lets the pharmacist correct the salt: the composition is rewritten, the review closes, audit-logged with the note', async () => {
    const id = await flaggedProduct();
    const res = await resolve(pharmacist, id, { composition: [{ salt: 'Paracetamol', strength: '650 mg' }], note: 'Typo in the salt' });
    expect(res.statusCode, res.body).toBe(200);
    const answer = CompositionReviewResolveResponseSchema.parse(res.json());
    expect(answer.message).toBe(COMPOSITION_REVIEW_MESSAGES.corrected);
    expect(answer.product).toMatchObject({
      compositionReviewPending: false,
      unknownSalts: [],
      composition: [{ salt: 'Paracetamol', strength: '650 mg' }],
    });
    expect(AdminProductListResponseSchema.parse((await list(pharmacist)).json()).items.some((p) => p.id === id)).toBe(false);
    expect((await auditRowsOf(t, 'product', id)).at(-1)).toMatchObject({
      action: 'update',
      actorRole: 'pharmacist',
      before: { activeIngredient: 'Paracetmol 650 mg', compositionReviewPending: true },
      after: {
        activeIngredient: 'Paracetamol 650 mg',
        compositionReviewPending: false,
        compositionReview: 'corrected',
        note: 'Typo in the salt',
      },
    });
  });

  it('lets the pharmacist confirm a salt as written (no monograph needed)', async () => {
    const id = await flaggedProduct('Ashwagandha root extract');
    const res = await resolve(pharmacist, id, { note: 'Herbal: no monograph needed' });
    expect(res.statusCode, res.body).toBe(200);
    expect(CompositionReviewResolveResponseSchema.parse(res.json()).product).toMatchObject({
      compositionReviewPending: false,
      unknownSalts: ['Ashwagandha root extract'],
    });
    expect((await auditRowsOf(t, 'product', id)).at(-1)).toMatchObject({ after: { compositionReview: 'confirmed' } });
    // Closed: a second resolve is refused.
    expectError(await resolve(pharmacist, id, {}), 409, COMPOSITION_REVIEW_MESSAGES.notPending);
  });

  it('refuses a correction to another unknown salt, bad bodies, unknown products and other roles, changing nothing', async () => {
    const id = await flaggedProduct();
    expectError(await resolve(pharmacist, id, { composition: [{ salt: 'Paracetmool', strength: '650 mg' }] }), 400);
    expectError(await resolve(pharmacist, id, { composition: [] }), 400);
    expectError(await resolve(pharmacist, id, { composition: [{ salt: 'Paracetamol', strength: 'lots' }] }), 400);
    expectError(await resolve(pharmacist, id, { approve: true }), 400);
    expectError(await resolve(pharmacist, 99_999_999, {}), 404);
    expectError(await resolve(customer, id, {}), 403);
    expectError(await resolve(doctor, id, {}), 403);
    expectError(await list(customer), 403);
    expect(await pending(id)).toBe(true);
  });
});
