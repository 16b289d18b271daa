import { describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../src/db/seed/catalogue/index.ts';
import { nutrientOf, planSeedReviews, SEED_REVIEWERS } from '../../src/db/seed/reviews.ts';

const now = new Date('2026-06-01T06:00:00Z');
const items = seedCatalogue.map((p, i) => ({ id: i + 1, name: p.name, categorySlug: p.categorySlug, dosageForm: p.dosageForm, activeIngredient: p.activeIngredient }));
const planned = planSeedReviews(items, now);

describe('planSeedReviews (the demo catalogue’s written reviews)', () => {
  it('is deterministic', () => {
    expect(planSeedReviews(items, now)).toEqual(planned);
  });

  it('writes 0 to 8 reviews per product, one per reviewer, and leaves about one product in ten without any', () => {
    const perProduct = new Map<number, number[]>();
    for (const r of planned) perProduct.set(r.productId, [...(perProduct.get(r.productId) ?? []), r.reviewer]);
    for (const reviewers of perProduct.values()) {
      expect(reviewers.length).toBeLessThanOrEqual(8);
      expect(new Set(reviewers).size).toBe(reviewers.length);
    }
    const without = items.length - perProduct.size;
    expect(without / items.length).toBeGreaterThan(0.04);
    expect(without / items.length).toBeLessThan(0.2);
  });

  it('names the product, varies ratings, marks some purchases verified and never lets a reviewer vote for their own review', () => {
    expect(planned.every((r) => r.comment.length > 20 && !r.comment.includes('{n}'))).toBe(true);
    expect(planned.some((r) => r.comment.includes('Dolo 650'))).toBe(true);
    expect(new Set(planned.map((r) => r.rating)).size).toBeGreaterThanOrEqual(4);
    const verified = planned.filter((r) => r.verifiedPurchase).length / planned.length;
    expect(verified).toBeGreaterThan(0.4);
    expect(verified).toBeLessThan(0.8);
    for (const r of planned) {
      expect(r.voters).not.toContain(r.reviewer);
      expect(new Set(r.voters).size).toBe(r.voters.length);
      expect(r.voters.every((v) => v < SEED_REVIEWERS.length)).toBe(true);
      expect(r.createdAt.getTime()).toBeLessThan(now.getTime());
    }
  });

  it('talks about the right kind of product (a glucometer’s reviews are not about tablets)', () => {
    const meter = items.find((p) => p.name === 'Accu-Chek Active Glucometer Kit');
    const strips = items.find((p) => p.name === 'Accu-Chek Active Test Strips');
    const forMeter = planned.filter((r) => r.productId === meter?.id).map((r) => r.comment).join(' ');
    const forStrips = planned.filter((r) => r.productId === strips?.id).map((r) => r.comment).join(' ');
    expect(forMeter.length + forStrips.length).toBeGreaterThan(0);
    expect(forMeter).not.toMatch(/tablet|strip of/i);
    expect(forStrips).not.toMatch(/swallow|tablet/i);
  });

  it('fits each review to its product: a nutrient it contains, and a form it has', () => {
    const byId = new Map(items.map((p) => [p.id, p]));
    for (const review of planned) {
      const product = byId.get(review.productId);
      if (!product) throw new Error('unknown product');
      const nutrient = nutrientOf(product.activeIngredient);
      for (const named of ['vitamin D', 'vitamin C', 'vitamin B12', 'vitamin E']) {
        if (review.comment.includes(`My ${named}`)) expect(nutrient, `${product.name}: ${review.comment}`).toBe(named);
      }
      // The product's own name may say 'Strips' (a bandage); the words around it may not.
      if (/\bstrips?\b/i.test(review.comment.replaceAll(product.name, '')) && product.dosageForm !== 'Test Strips')
        expect(['Tablet', 'Capsule', 'Chewable Tablet', 'Effervescent Tablet', 'Lozenge'], `${product.name}: ${review.comment}`).toContain(product.dosageForm);
      if (/swallow|tablets are/i.test(review.comment)) expect(product.dosageForm, `${product.name}: ${review.comment}`).toBe('Tablet');
      if (/capsules/i.test(review.comment)) expect(product.dosageForm, `${product.name}: ${review.comment}`).toBe('Capsule');
    }
  });

  it('never gives a vitamin C chewable a review about vitamin D or swallowing', () => {
    const celin = items.find((p) => p.name === 'Celin 500 Tablet');
    const texts = planned.filter((r) => r.productId === celin?.id).map((r) => `${r.comment} ${r.pros.join(' ')} ${r.cons.join(' ')}`).join(' ');
    expect(nutrientOf(celin?.activeIngredient ?? null)).toBe('vitamin C');
    expect(texts).not.toMatch(/vitamin D|swallow|capsule|large tablet/i);
    const d3 = planned.filter((r) => r.comment.includes('My vitamin D'));
    expect(d3.length).toBeGreaterThan(0);
  });
});
