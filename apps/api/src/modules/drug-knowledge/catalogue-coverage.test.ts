import { describe, expect, it } from 'vitest';
import { profileOfMonograph } from '@dawa/shared/assistant/knowledge/drugs';
import { allMonographs, matchComposition } from '@dawa/shared/assistant/knowledge/lookup';
import { notCoveredReason } from '@dawa/shared/assistant/knowledge/not-covered';
import { seedCatalogue } from '../../db/seed/catalogue/index.ts';
import { syntheticActiveIngredients } from '../../db/seed/synthetic.ts';

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

describe('every active ingredient we sell, seeded or generated, has a monograph and its classes (issue 23 item 2)', () => {
  const lines = [
    ...seedCatalogue.map((p) => ({ where: `seed ${p.name}`, categorySlug: p.categorySlug, activeIngredient: p.activeIngredient })),
    ...syntheticActiveIngredients().map((line) => ({ where: 'synthetic', ...line })),
  ].filter((line) => MEDICINE_CATEGORIES.has(line.categorySlug) && line.activeIngredient && !line.activeIngredient.includes('(Ayurvedic'));

  it('reads both sources of the catalogue', () => {
    expect(lines.filter((l) => l.where === 'synthetic').length).toBeGreaterThan(50);
    expect(lines.filter((l) => l.where !== 'synthetic').length).toBeGreaterThan(100);
  });

  it('has no salt without a monograph (or a stated reason for none)', () => {
    const missing = lines.flatMap((line) =>
      matchComposition(line.activeIngredient)
        .filter(({ part, monograph }) => !monograph && !notCoveredReason(part.name))
        .map(({ part }) => `${line.where}: ${part.name} (in '${line.activeIngredient}')`),
    );
    expect([...new Set(missing)]).toEqual([]);
  });

  it('has no salt whose monograph names no class, so the class and mechanism rules reach every one', () => {
    const classless = new Set<string>();
    for (const line of lines)
      for (const { monograph } of matchComposition(line.activeIngredient))
        if (monograph && profileOfMonograph(monograph).properties.size === 0) classless.add(monograph.id);
    expect([...classless]).toEqual([]);
  });

  it('knows at least 300 salts by monograph, each with a class', () => {
    expect(allMonographs().length).toBeGreaterThanOrEqual(300);
    expect(
      allMonographs()
        .filter((m) => profileOfMonograph(m).properties.size === 0)
        .map((m) => m.id),
    ).toEqual([]);
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
