import { describe, expect, it } from 'vitest';
import { allMonographs, matchComposition } from '@dawa/shared/assistant/knowledge/lookup';
import { notCoveredReason } from '@dawa/shared/assistant/knowledge/not-covered';
import { seedCatalogue } from '../../db/seed/catalogue/index.ts';

// The categories whose products are medicines or supplements a customer doses; nutraceuticals
// (foods, protein powders, probiotics, ORS) and the traditional-remedy categories are outside
// the knowledge base (decision 036).
const MEDICINE_CATEGORIES = new Set([
  'pain-relief',
  'cold-flu',
  'allergy',
  'antacids',
  'antibiotics',
  'diabetes',
  'blood-pressure',
  'heart',
  'prescription',
  'topicals',
  'vitamins-supplements',
]);

describe('the drug knowledge base covers the catalogue', () => {
  const medicines = seedCatalogue.filter((p) => MEDICINE_CATEGORIES.has(p.categorySlug) && p.activeIngredient);

  it('has a monograph, or a stated reason for none, for every ingredient of every medicine', () => {
    const missing: string[] = [];
    for (const product of medicines) {
      if (product.activeIngredient?.includes('(Ayurvedic')) continue;
      for (const { part, monograph } of matchComposition(product.activeIngredient)) {
        if (!monograph && !notCoveredReason(part.name)) missing.push(`${product.name}: ${part.name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('covers the best sellers: every salt of the 20 most-sold medicines', () => {
    const top = [...medicines]
      .filter((p) => !p.activeIngredient?.includes('(Ayurvedic'))
      .sort((a, b) => b.purchaseCount - a.purchaseCount)
      .slice(0, 20);
    const uncovered = top.flatMap((p) =>
      matchComposition(p.activeIngredient).filter((m) => !m.monograph && !notCoveredReason(m.part.name)),
    );
    expect(uncovered).toEqual([]);
    expect(matchComposition('Paracetamol 650 mg')[0]?.monograph?.id).toBe('paracetamol');
  });
});

describe('every monograph is complete and sourced', () => {
  it.each(allMonographs().map((m) => [m.id, m] as const))('%s', (_id, m) => {
    expect(m.sources.length).toBeGreaterThan(0);
    for (const source of m.sources) {
      expect(source.title.length).toBeGreaterThan(3);
      expect(source.url).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}\//);
    }
    expect(m.uses.length).toBeGreaterThan(0);
    expect(m.howToTake.length).toBeGreaterThan(10);
    expect(m.usualAdultDose.text.length).toBeGreaterThan(5);
    expect(m.warnings.pregnancy && m.warnings.alcohol && m.warnings.driving).toBeTruthy();
    expect(m.interactions.length).toBeGreaterThan(5);
    expect(m.storage.length).toBeGreaterThan(10);
    expect(m.reviewed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    if (m.maxDailyDose?.mg !== undefined && m.usualAdultDose.mgPerDose !== undefined) {
      // A usual dose taken at its usual frequency never exceeds the maximum the same entry states.
      expect(m.usualAdultDose.mgPerDose * (m.usualAdultDose.dosesPerDay ?? 1)).toBeLessThanOrEqual(m.maxDailyDose.mg);
    }
  });

  it('has unique ids', () => {
    const ids = allMonographs().map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
