import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductListResponseSchema, SuggestionResponseSchema } from '@dawa/shared/catalog/schemas';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// Search ranking on the seeded catalogue (decision 032): typos in names, brands and salts find what the
// right spelling finds; a salt or brand query lists single-ingredient products before combinations.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function search(q: string, extra = '') {
  const res = await t.app.inject({ url: `/api/products/search?q=${encodeURIComponent(q)}&pageSize=60${extra}` });
  expect(res.statusCode, res.body).toBe(200);
  return ProductListResponseSchema.parse(res.json());
}
async function suggestions(q: string) {
  const res = await t.app.inject({ url: `/api/products/suggestions?q=${encodeURIComponent(q)}` });
  expect(res.statusCode, res.body).toBe(200);
  return SuggestionResponseSchema.parse(res.json()).items;
}
/** Active products with a word of their name, brand or salts starting with this one, from the database itself. */
async function idsContaining(word: string): Promise<number[]> {
  const result = await t.database.db.execute(
    sql`select id from products where active and lower(name || ' ' || brand || ' ' || coalesce(active_ingredient, '')) ~ ${`\\m${word}`} order by id`,
  );
  return ((result as { rows?: { id: number }[] }).rows ?? []).map((r) => Number(r.id));
}
async function combinationOf(ids: readonly number[]): Promise<Map<number, boolean>> {
  const result = await t.database.db.execute(sql`select id, coalesce(active_ingredient, '') like '%+%' as combo from products where id in ${ids}`);
  return new Map(((result as { rows?: { id: number; combo: boolean }[] }).rows ?? []).map((r) => [Number(r.id), r.combo]));
}
const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);

describe('typo tolerance', () => {
  it.each([
    // [typed, the word the catalogue spells]
    ['paracetmol', 'paracetamol'], // salt
    ['paracetamole', 'paracetamol'],
    ['cetrizine', 'cetirizine'], // salt
    ['ibuprofn', 'ibuprofen'],
    ['crocn', 'crocin'], // brand
    ['dollo', 'dolo'], // brand and name
  ])('%s finds every product with %s in its name, brand or salts', async (typed, word) => {
    const expected = await idsContaining(word);
    expect(expected.length).toBeGreaterThan(0);
    const found = await search(typed);
    expect(found.total).toBe(expected.length);
    expect(sorted(found.items.map((p) => p.id))).toEqual(expected);
  });

  it('finds the same products for the typo as for the right spelling', async () => {
    const right = await search('paracetamol');
    const typo = await search('paracetmol');
    expect(sorted(typo.items.map((p) => p.id))).toEqual(sorted(right.items.map((p) => p.id)));
  });

  it('corrects one word of several: "paracetmol 650" finds the 650 mg paracetamol tablets', async () => {
    const found = await search('paracetmol 650');
    const right = await search('paracetamol 650');
    expect(found.total).toBeGreaterThan(0);
    expect(sorted(found.items.map((p) => p.id))).toEqual(sorted(right.items.map((p) => p.id)));
  });

  it('suggests in the header for a typo too', async () => {
    const names = (await suggestions('paracetmol')).map((s) => s.id);
    expect(names.length).toBeGreaterThan(0);
    const paracetamol = new Set(await idsContaining('paracetamol'));
    expect(names.every((id) => paracetamol.has(id))).toBe(true);
  });

  it('leaves a word that matches alone: nonsense finds nothing, and a word being typed matches by prefix', async () => {
    expect((await search('zzqqxx')).total).toBe(0);
    const typing = await search('parace');
    expect(typing.total).toBe((await idsContaining('parace')).length);
  });
});

describe('salt and brand ranking', () => {
  it('"dolo" puts Dolo 650 before Dolo Cold, in the results and in the suggestions', async () => {
    const names = (await search('dolo')).items.map((p) => p.name);
    expect(names.indexOf('Dolo 650 Tablet')).toBeGreaterThanOrEqual(0);
    expect(names.indexOf('Dolo 650 Tablet')).toBeLessThan(names.indexOf('Dolo Cold Tablet'));
    const suggested = (await suggestions('dolo')).map((s) => s.name);
    expect(suggested.indexOf('Dolo 650 Tablet')).toBeLessThan(suggested.indexOf('Dolo Cold Tablet'));
  });

  it.each(['paracetamol', 'paracetmol', 'cetirizine', 'ibuprofen'])('"%s" lists single-ingredient products before combinations (within a relevance tier)', async (q) => {
    const items = (await search(q)).items;
    const combo = await combinationOf(items.map((p) => p.id));
    const flags = items.filter((p) => !p.name.toLowerCase().startsWith(q)).map((p) => combo.get(p.id));
    expect(flags).toContain(false);
    // Once a combination appears, no single-ingredient product follows.
    expect(flags.slice(flags.indexOf(true) === -1 ? flags.length : flags.indexOf(true))).not.toContain(false);
  });

  it('ranks the same way on the SQL path (a search with a symptom filter)', async () => {
    const items = (await search('paracetamol', '&symptoms=fever')).items;
    const combo = await combinationOf(items.map((p) => p.id));
    const flags = items.map((p) => combo.get(p.id));
    if (flags.includes(true) && flags.includes(false)) expect(flags.lastIndexOf(false)).toBeLessThan(flags.indexOf(true));
    expect(items.length).toBeGreaterThan(0);
  });
});

// Issue 21 item 10: words run together, a correction said aloud, symptoms that want the plain medicine.
describe('what a shopper types', () => {
  async function categoryOf(ids: readonly number[]): Promise<Map<number, string>> {
    const result = await t.database.db.execute(sql`select id, category_slug from products where id in ${ids}`);
    return new Map(((result as { rows?: { id: number; category_slug: string }[] }).rows ?? []).map((r) => [Number(r.id), r.category_slug]));
  }

  it('"dolo650" (no space) finds what "dolo 650" finds, Dolo 650 Tablet first', async () => {
    const spaced = await search('dolo 650');
    expect(spaced.total).toBeGreaterThan(0);
    const runTogether = await search('dolo650');
    expect(sorted(runTogether.items.map((p) => p.id))).toEqual(sorted(spaced.items.map((p) => p.id)));
    expect(runTogether.items[0]?.name).toBe('Dolo 650 Tablet');
    expect((await search('650mg')).total).toBe((await search('650 mg')).total);
  });

  it("a corrected typo says what it searched for: 'Showing results for paracetamol'", async () => {
    expect((await search('paracetmol')).showingResultsFor).toBe('paracetamol');
    expect((await search('paracetmol 650')).showingResultsFor).toBe('paracetamol 650');
    // A word that matches as typed is not 'corrected'.
    expect((await search('paracetamol')).showingResultsFor).toBeUndefined();
    expect((await search('dolo')).showingResultsFor).toBeUndefined();
  });

  it("'mild headache' lists plain paracetamol before any combination or cold medicine", async () => {
    const items = (await search('mild headache')).items;
    expect(items.length).toBeGreaterThan(0);
    const combo = await combinationOf(items.map((p) => p.id));
    const categories = await categoryOf(items.map((p) => p.id));
    expect(combo.get(items[0]?.id ?? 0)).toBe(false);
    const firstOther = items.findIndex((p) => combo.get(p.id) || categories.get(p.id) === 'cold-flu');
    if (firstOther !== -1) expect(items.slice(firstOther).some((p) => !combo.get(p.id) && categories.get(p.id) !== 'cold-flu')).toBe(false);
  });

  it.each(['fever', 'headache', 'body aches'])("'%s' ranks modern medicines before herbal and homeopathic remedies", async (q) => {
    const items = (await search(q)).items;
    const categories = await categoryOf(items.map((p) => p.id));
    const traditional = items.map((p) => ['ayurvedic', 'homeopathic'].includes(categories.get(p.id) ?? ''));
    expect(traditional[0]).toBe(false);
    expect(traditional).toContain(true);
    // Once a traditional remedy appears, no modern medicine follows.
    expect(traditional.slice(traditional.indexOf(true))).not.toContain(false);
    const suggested = await suggestions(q);
    const suggestedCategories = await categoryOf(suggested.map((s) => s.id));
    expect(['ayurvedic', 'homeopathic']).not.toContain(suggestedCategories.get(suggested[0]?.id ?? 0));
  });
});
