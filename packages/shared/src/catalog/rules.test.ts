import { describe, expect, it } from 'vitest';
import {
  clampQuantity,
  compareByRelevance,
  isCombination,
  filterPricePaise,
  isInStock,
  isWithinPriceRange,
  matchesSymptom,
  maxSelectableQuantity,
  relevanceTier,
  RelevanceTier,
  slugify,
  stockQuantityOf,
} from './rules.ts';

describe('isInStock (spec: inStock true, or first variant stock above 0)', () => {
  it.each([
    [{ inStock: true }, true],
    [{ inStock: false }, false],
    [{ inStock: 5 }, true],
    [{ inStock: 0 }, false],
    [{ variants: [{ stock: 3 }, { stock: 0 }] }, true],
    [{ variants: [{ stock: 0 }, { stock: 9 }] }, false],
    [{ inStock: true, variants: [{ stock: 0 }] }, true],
    [{ inStock: false, variants: [{ stock: 7 }] }, false],
    [{}, true],
    [{ inStock: null, variants: [] }, true],
  ])('%j → %s', (product, expected) => {
    expect(isInStock(product)).toBe(expected);
  });

  it('counts units with the default of 100 when nothing is said', () => {
    expect(stockQuantityOf({})).toBe(100);
    expect(stockQuantityOf({ inStock: 12 })).toBe(12);
    expect(stockQuantityOf({ variants: [{ stock: 4 }] })).toBe(4);
    expect(stockQuantityOf({ inStock: false })).toBe(0);
  });
});

describe('price filter uses basePrice, else price, else 0', () => {
  it.each([
    [{ basePricePaise: 500, pricePaise: 900 }, 500],
    [{ basePricePaise: null, pricePaise: 900 }, 900],
    [{ pricePaise: 900 }, 900],
    [{}, 0],
  ])('%j compares %i', (product, expected) => {
    expect(filterPricePaise(product)).toBe(expected);
  });

  it('keeps both ends of the range inclusive', () => {
    const p = { basePricePaise: 5000, pricePaise: 9000 };
    expect(isWithinPriceRange(p, { minPricePaise: 5000, maxPricePaise: 5000 })).toBe(true);
    expect(isWithinPriceRange(p, { minPricePaise: 5001 })).toBe(false);
    expect(isWithinPriceRange(p, { maxPricePaise: 4999 })).toBe(false);
    expect(isWithinPriceRange(p, {})).toBe(true);
  });
});

describe('product page quantity', () => {
  it.each([
    [5, 10, 5],
    [0, 10, 1],
    [-3, 10, 1],
    [15, 10, 10],
    [150, undefined, 99],
    [150, null, 99],
    [2, 0, 1],
    [Number.NaN, 10, 1],
    [2.7, 10, 2],
  ])('asking %d with stock %s gives %d', (asked, stock, expected) => {
    expect(clampQuantity(asked, stock)).toBe(expected);
  });
  it('caps at 99 only when stock is not a number', () => {
    expect(maxSelectableQuantity(undefined)).toBe(99);
    expect(maxSelectableQuantity(250)).toBe(250);
  });
});

describe('search relevance', () => {
  const products = [
    { name: 'Alpha Dolo Cream', brand: 'X' },
    { name: 'Dolo 650', brand: 'Micro Labs' },
    { name: 'Fever Gel', brand: 'Dolo Health' },
    { name: 'Dolo', brand: 'Micro Labs' },
  ];
  it('ranks exact name, then prefix, then brand, then the rest', () => {
    expect(products.map((p) => relevanceTier(p, ' DOLO '))).toEqual([
      RelevanceTier.other,
      RelevanceTier.namePrefix,
      RelevanceTier.brandMatch,
      RelevanceTier.exactName,
    ]);
    expect([...products].sort(compareByRelevance('dolo')).map((p) => p.name)).toEqual([
      'Dolo',
      'Dolo 650',
      'Fever Gel',
      'Alpha Dolo Cream',
    ]);
  });
  it('puts single-ingredient products before combinations within a tier', () => {
    const dolo = [
      { name: 'Dolo Cold Tablet', brand: 'Dolo', textRank: 0.9, combination: true },
      { name: 'Dolo 650 Tablet', brand: 'Dolo', textRank: 0.5, combination: false },
    ];
    expect(dolo.sort(compareByRelevance('dolo')).map((p) => p.name)).toEqual(['Dolo 650 Tablet', 'Dolo Cold Tablet']);
    expect(isCombination('Paracetamol 500 mg + Caffeine 30 mg')).toBe(true);
    expect(isCombination('Paracetamol 650 mg')).toBe(false);
    expect(isCombination(null)).toBe(false);
  });
  it('breaks ties by the database text rank', () => {
    const ranked = [
      { name: 'B cream', brand: 'x', textRank: 0.1 },
      { name: 'A cream', brand: 'x', textRank: 0.5 },
    ];
    expect(ranked.sort(compareByRelevance('gel')).map((p) => p.name)).toEqual(['A cream', 'B cream']);
  });
});

describe('symptom match (tags, description, name)', () => {
  it.each([
    [{ name: 'X', tags: ['cough'] }, 'cough', true],
    [{ name: 'X', description: 'Relieves a sore throat.' }, 'sore throat', true],
    [{ name: 'Fever Syrup' }, 'fever', true],
    [{ name: 'X', tags: ['fever'], description: 'none' }, 'cough', false],
  ])('%j has %s: %s', (product, symptom, expected) => {
    expect(matchesSymptom(product, symptom)).toBe(expected);
  });
});

describe('slugify', () => {
  it.each([
    ['Dolo 650 Tablet', 'dolo-650-tablet'],
    ['Vicks VapoRub 50 ml', 'vicks-vaporub-50-ml'],
    ['Dr. Reckeweg R6 (Flu)', 'dr-reckeweg-r6-flu'],
    ['Cold & Flu', 'cold-and-flu'],
    ['  Café  ', 'cafe'],
  ])('%s → %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});
