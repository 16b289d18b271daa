import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductListResponseSchema, SuggestionResponseSchema } from '@dawa/shared/catalog/schemas';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// Hindi typed in Devanagari (issue 21 item 2): brand and salt names by their sound, Hindi words for
// symptoms and categories by their meaning, on the seeded catalogue through the real app.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function search(q: string) {
  const res = await t.app.inject({ url: `/api/products/search?q=${encodeURIComponent(q)}&pageSize=60` });
  expect(res.statusCode, res.body).toBe(200);
  return ProductListResponseSchema.parse(res.json());
}
const ids = (list: { items: { id: number }[] }) => list.items.map((p) => p.id).sort((a, b) => a - b);

describe('search in Devanagari', () => {
  it.each([
    ['पैरासिटामोल', 'paracetamol'],
    ['डोलो 650', 'dolo 650'],
    ['डोलो ६५०', 'dolo 650'],
    ['क्रोसिन', 'crocin'],
    ['सेटिरिज़ीन', 'cetirizine'],
    ['बुखार', 'fever'],
    ['सिर दर्द', 'headache'],
    ['खांसी की दवा', 'cough'],
    ['एलर्जी', 'allergy'],
  ])('%s finds what %s finds, and says what it searched for', async (hindi, english) => {
    const right = await search(english);
    expect(right.total, `the catalogue has ${english}`).toBeGreaterThan(0);
    const found = await search(hindi);
    expect(found.total).toBe(right.total);
    expect(ids(found)).toEqual(ids(right));
    expect(found.items[0]?.id).toBe(right.items[0]?.id);
    expect(found.showingResultsFor).toBe(english);
  });

  it("'डोलो 650' puts Dolo 650 Tablet first", async () => {
    const found = await search('डोलो 650');
    expect(found.items[0]?.name).toBe('Dolo 650 Tablet');
  });

  it('suggests in the header for Devanagari', async () => {
    const res = await t.app.inject({ url: `/api/products/suggestions?q=${encodeURIComponent('डोलो')}` });
    const items = SuggestionResponseSchema.parse(res.json()).items;
    expect(items.map((s) => s.name)).toContain('Dolo 650 Tablet');
  });

  it('finds nothing for Devanagari that names nothing in the shop, with a 200', async () => {
    const found = await search('हाथीघोड़ा');
    expect(found.total).toBe(0);
  });
});
