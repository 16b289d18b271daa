import type { Database } from '../client.ts';
import { promoCodes } from '../schema/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The seeded deals run for a year from the day the database is seeded. */
const DEAL_LENGTH_DAYS = 365;

/**
 * The three deals of the spec, as data with a validity window that starts on the seed date (the
 * spec's 2025 dates had passed before the store opened). Inserted once; an operator's later edits win.
 */
export function seedPromoRows(now: Date): (typeof promoCodes.$inferInsert)[] {
  const validUntil = new Date(now.getTime() + DEAL_LENGTH_DAYS * DAY_MS);
  return [
    {
      code: 'PAIN20',
      title: '20% off pain relievers',
      description: '20% off pain relievers',
      image: '/deals/pain20.svg',
      kind: 'percent',
      percentOff: 20,
      categorySlugs: ['pain-relief'],
      scopeLabel: 'Pain Relief products',
      validFrom: now,
      validUntil,
      sortOrder: 1,
    },
    {
      code: 'VITCBOGO',
      title: 'Buy 1 get 1 free on vitamin C',
      description: 'Buy 1 get 1 free on vitamin C',
      image: '/deals/vitcbogo.svg',
      kind: 'bogo',
      categorySlugs: ['vitamins-supplements'],
      tag: 'vitamin c',
      scopeLabel: 'vitamin C supplements',
      validFrom: now,
      validUntil,
      sortOrder: 2,
    },
    {
      code: 'DIAB15',
      title: 'Flat 15% off diabetes care',
      description: 'Flat 15% off diabetes care',
      image: '/deals/diab15.svg',
      kind: 'percent',
      percentOff: 15,
      categorySlugs: ['diabetes'],
      scopeLabel: 'Diabetes Care products',
      validFrom: now,
      validUntil,
      sortOrder: 3,
    },
  ];
}

export async function seedPromoCodes(db: Database, now = new Date()): Promise<void> {
  await db.insert(promoCodes).values(seedPromoRows(now)).onConflictDoNothing();
}
