import { CATEGORIES, COLD_FLU_SYMPTOMS } from '@dawa/shared/catalog/categories';
import { slugify } from '@dawa/shared/catalog/rules';
import { describe, expect, it } from 'vitest';
import { seedCatalogue } from './catalogue/index.ts';
import { generateSyntheticProducts, syntheticCode } from './synthetic.ts';
import type { SeedProduct } from './types.ts';

const slugs = new Set(CATEGORIES.map((c) => c.slug));
// Selling-price ceilings: the categories with the wide price filter allow up to ₹10,000.
const capPaise = (slug: string): number => (['diabetes', 'antibiotics', 'nutraceuticals'].includes(slug) ? 10_000_00 : 5_000_00);
const isOneDecimal = (n: number): boolean => Math.abs(n * 10 - Math.round(n * 10)) < 1e-9;

/** Checks every rule a seed product must follow; returns the problems found (empty when fine). */
function problemsOf(p: SeedProduct): string[] {
  const problems: string[] = [];
  const fail = (what: string): void => {
    problems.push(`${p.name}: ${what}`);
  };
  if (!slugs.has(p.categorySlug)) fail(`unknown category ${p.categorySlug}`);
  for (const [field, value] of [
    ['price', p.pricePaise],
    ['mrp', p.mrpPaise],
    ['stock', p.stockQuantity],
    ['reviews', p.reviewCount],
    ['purchases', p.purchaseCount],
  ] as const) {
    if (!Number.isInteger(value) || value < 0) fail(`${field} is not a non-negative integer`);
  }
  if (p.pricePaise <= 0 || p.mrpPaise < p.pricePaise) fail('mrp below price');
  if (p.pricePaise >= capPaise(p.categorySlug)) fail('price above the category ceiling');
  if (p.rating < 0 || p.rating > 5 || !isOneDecimal(p.rating)) fail(`rating ${p.rating}`);
  if (p.seller.rating < 3.8 || p.seller.rating > 4.9) fail(`seller rating ${p.seller.rating}`);
  if (p.tags.length === 0 || p.tags.some((t) => t !== t.toLowerCase() || t.trim() !== t)) fail('tags must be lower-case keywords');
  if (!p.name.trim() || !p.brand.trim() || !p.description.trim() || !p.dosageForm.trim() || !p.packSize.trim()) fail('empty text field');
  if (p.categorySlug === 'cold-flu' && !p.tags.some((t) => (COLD_FLU_SYMPTOMS as readonly string[]).includes(t)))
    fail('cold-flu product without a symptom tag');
  if (p.categorySlug === 'antibiotics' && !p.requiresPrescription) fail('antibiotic without prescription');
  if (p.variants.length === 0) {
    if (p.basePricePaise !== null) fail('basePricePaise without variants');
  } else {
    const [first] = p.variants;
    if (p.variants.length < 2) fail('a single variant');
    if (
      first &&
      (p.pricePaise !== first.pricePaise ||
        p.mrpPaise !== first.mrpPaise ||
        p.stockQuantity !== first.stock ||
        p.basePricePaise !== first.pricePaise)
    ) {
      fail('product price, mrp, stock and base price must equal the first variant');
    }
    for (const v of p.variants) {
      if (!Number.isInteger(v.pricePaise) || !Number.isInteger(v.mrpPaise) || !Number.isInteger(v.stock))
        fail(`variant ${v.sku} money or stock not integer`);
      if (v.pricePaise <= 0 || v.mrpPaise < v.pricePaise) fail(`variant ${v.sku} mrp below price`);
      if (v.pricePaise >= capPaise(p.categorySlug)) fail(`variant ${v.sku} above the ceiling`);
      if (v.stock < 0) fail(`variant ${v.sku} negative stock`);
    }
    if (new Set(p.variants.map((v) => v.label)).size !== p.variants.length) fail('duplicate variant labels');
  }
  return problems;
}

function duplicates(values: string[]): string[] {
  const seen = new Set<string>();
  return values.filter((v) => (seen.has(v) ? true : (seen.add(v), false)));
}

const skusOf = (items: SeedProduct[]): string[] => items.flatMap((p) => p.variants.map((v) => v.sku));

describe('seed catalogue', () => {
  it('has at least 300 products and at least 18 in every category', () => {
    expect(seedCatalogue.length).toBeGreaterThanOrEqual(300);
    for (const c of CATEGORIES) {
      expect(seedCatalogue.filter((p) => p.categorySlug === c.slug).length, c.slug).toBeGreaterThanOrEqual(18);
    }
  });

  it('follows the product rules (categories, money, ratings, tags, variants)', () => {
    expect(seedCatalogue.flatMap(problemsOf)).toEqual([]);
  });

  it('has unique names, slugs and SKUs', () => {
    expect(duplicates(seedCatalogue.map((p) => p.name))).toEqual([]);
    expect(duplicates(seedCatalogue.map((p) => slugify(p.name)))).toEqual([]);
    expect(duplicates(skusOf(seedCatalogue))).toEqual([]);
  });

  it('has about 5-15% out of stock, others stocked 5-500', () => {
    const out = seedCatalogue.filter((p) => p.stockQuantity === 0).length / seedCatalogue.length;
    expect(out).toBeGreaterThanOrEqual(0.05);
    expect(out).toBeLessThanOrEqual(0.15);
    for (const p of seedCatalogue.filter((x) => x.stockQuantity > 0)) {
      expect(p.stockQuantity, p.name).toBeGreaterThanOrEqual(5);
      expect(p.stockQuantity, p.name).toBeLessThanOrEqual(500);
    }
  });

  it('marks exactly 12 products as featured, across several categories, all in stock', () => {
    const featured = seedCatalogue.filter((p) => p.featured);
    expect(featured).toHaveLength(12);
    expect(new Set(featured.map((p) => p.categorySlug)).size).toBeGreaterThanOrEqual(8);
    expect(featured.every((p) => p.stockQuantity > 0)).toBe(true);
  });

  it('requires a prescription for every antibiotic and for most prescription medicines', () => {
    expect(seedCatalogue.filter((p) => p.categorySlug === 'antibiotics').every((p) => p.requiresPrescription)).toBe(true);
    const rx = seedCatalogue.filter((p) => p.categorySlug === 'prescription');
    expect(rx.filter((p) => p.requiresPrescription).length / rx.length).toBeGreaterThan(0.8);
    // Devices are never prescription-only.
    expect(seedCatalogue.filter((p) => p.dosageForm === 'Device' && p.requiresPrescription)).toEqual([]);
  });

  it('gives about a third of the products 2-3 variants', () => {
    const share = seedCatalogue.filter((p) => p.variants.length > 0).length / seedCatalogue.length;
    expect(share).toBeGreaterThan(0.25);
    expect(share).toBeLessThan(0.45);
    expect(seedCatalogue.every((p) => p.variants.length <= 3)).toBe(true);
  });

  it('varies popularity so sorting by it is meaningful', () => {
    expect(new Set(seedCatalogue.map((p) => p.purchaseCount)).size).toBeGreaterThan(seedCatalogue.length * 0.9);
    expect(new Set(seedCatalogue.map((p) => p.rating)).size).toBeGreaterThanOrEqual(6);
  });
});

describe('generateSyntheticProducts', () => {
  const first = generateSyntheticProducts(1000, { startIndex: 0, seed: 1 });

  it('is deterministic', () => {
    expect(generateSyntheticProducts(1000, { startIndex: 0, seed: 1 })).toEqual(first);
    expect(generateSyntheticProducts(50, { startIndex: 0, seed: 2 })).not.toEqual(first.slice(0, 50));
  });

  it('makes product i depend only on i, whatever the run started at', () => {
    expect(generateSyntheticProducts(10, { startIndex: 500, seed: 1 })).toEqual(first.slice(500, 510));
  });

  it('follows the same product rules as the hand-written catalogue', () => {
    expect(first.flatMap(problemsOf)).toEqual([]);
    expect(first.every((p) => !p.featured)).toBe(true);
  });

  it('has unique names, slugs and SKUs, disjoint from the next run and the seed catalogue', () => {
    const next = generateSyntheticProducts(1000, { startIndex: 1000, seed: 1 });
    const all = [...first, ...next, ...seedCatalogue];
    expect(duplicates(all.map((p) => p.name))).toEqual([]);
    expect(duplicates(all.map((p) => slugify(p.name)))).toEqual([]);
    expect(duplicates(skusOf(all))).toEqual([]);
  });

  it('spreads products over all categories with realistic shares of stock and variants', () => {
    expect(new Set(first.map((p) => p.categorySlug))).toEqual(slugs);
    const out = first.filter((p) => p.stockQuantity === 0).length / first.length;
    expect(out).toBeGreaterThan(0.04);
    expect(out).toBeLessThan(0.13);
    const withVariants = first.filter((p) => p.variants.length > 0).length / first.length;
    expect(withVariants).toBeGreaterThan(0.2);
    expect(withVariants).toBeLessThan(0.4);
  });

  it('gives every index its own code, also beyond a million', () => {
    const codes = [0, 1, 2, 31, 32, 1_048_575, 1_048_576, 5_000_000].map(syntheticCode);
    expect(new Set(codes).size).toBe(codes.length);
    const many = new Set(Array.from({ length: 20_000 }, (_, i) => syntheticCode(i * 37 + 11)));
    expect(many.size).toBe(20_000);
  });
});
