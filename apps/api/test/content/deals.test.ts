import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DealListResponseSchema, dealShopTarget } from '@dawa/shared/content/deals';
import { promoCodes } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const getDeals = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/deals' });
  expect(res.statusCode, res.body).toBe(200);
  return DealListResponseSchema.parse(res.json()).deals;
};
const promo = (code: string, overrides: Partial<typeof promoCodes.$inferInsert>): typeof promoCodes.$inferInsert => ({
  code,
  title: `${code} title`,
  description: `${code} description`,
  kind: 'percent',
  percentOff: 10,
  categorySlugs: ['pain-relief'],
  scopeLabel: 'Pain Relief products',
  validFrom: new Date(Date.now() - 10 * DAY),
  validUntil: new Date(Date.now() + 10 * DAY),
  ...overrides,
});

describe('GET /api/deals', () => {
  it('shows the three seeded deals in order, with their pictures, validity and where to shop', async () => {
    const deals = await getDeals();
    expect(deals.map((d) => d.code)).toEqual(['PAIN20', 'VITCBOGO', 'DIAB15']);
    expect(deals[0]).toMatchObject({ title: '20% off pain relievers', image: '/deals/pain20.svg', categorySlugs: ['pain-relief'], tag: null });
    expect(dealShopTarget(deals[1]!)).toEqual({ kind: 'search', tag: 'vitamin c', category: 'vitamins-supplements' });
    expect(dealShopTarget(deals[2]!)).toEqual({ kind: 'category', slug: 'diabetes' });
    for (const deal of deals) {
      expect(Date.parse(deal.validUntil!)).toBeGreaterThan(Date.now());
      // The picture the page shows exists in the web app's public folder.
      expect(fs.existsSync(path.join(import.meta.dirname, '../../../web/public', deal.image)), deal.image).toBe(true);
    }
  });

  it('hides expired, future, inactive, used-up and not-shown codes; shows an open-ended one', async () => {
    const now = Date.now();
    await t.database.db.insert(promoCodes).values([
      promo('EXPIRED10', { validFrom: new Date(now - 30 * DAY), validUntil: new Date(now - 1000) }),
      promo('FUTURE10', { validFrom: new Date(now + DAY) }),
      promo('PAUSED10', { active: false }),
      promo('USEDUP10', { usageLimit: 5, timesUsed: 5 }),
      promo('CARTONLY10', { showAsDeal: false }),
      promo('FOREVER10', { validUntil: null, sortOrder: 9 }),
    ]);
    const deals = await getDeals();
    expect(deals.map((d) => d.code)).toEqual(['PAIN20', 'VITCBOGO', 'DIAB15', 'FOREVER10']);
    expect(deals[3]?.validUntil).toBeNull();
  });

  it('does not offer a deal once its validity has ended', async () => {
    await t.database.db.insert(promoCodes).values(promo('SOON10', { validUntil: new Date(Date.now() + 1500), sortOrder: 10 }));
    expect((await getDeals()).map((d) => d.code)).toContain('SOON10');
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect((await getDeals()).map((d) => d.code)).not.toContain('SOON10');
  });
});
