import { describe, expect, it } from 'vitest';
import { categoryList } from '@/test/factories';
import {
  foundMedicinesText,
  hasSearchCriteria,
  priceChipLabel,
  readSearchPageParams,
  searchTitle,
  toSearchApiQuery,
  toSearchPageParams,
} from './search-params';

const categories = categoryList().categories;
const read = (query: string) => readSearchPageParams(new URLSearchParams(query));

describe('price chip', () => {
  it.each([
    [100, 500, '₹100 - ₹500'],
    [100, undefined, '₹100 - ∞'],
    [undefined, 500, '₹0 - ₹500'],
    [1500, 100000, '₹1,500 - ₹1,00,000'],
    [99.5, undefined, '₹99.50 - ∞'],
  ])('min %s max %s → %s', (min, max, label) => {
    expect(priceChipLabel(min, max)).toBe(label);
  });
});

describe('search page params', () => {
  it('reads query or name, and puts a reversed price range the right way round', () => {
    expect(read('name=dolo').query).toBe('dolo');
    expect(read('query=crocin&name=dolo').query).toBe('crocin');
    const state = read('query=x&minPrice=500&maxPrice=100');
    expect([state.minPrice, state.maxPrice]).toEqual([100, 500]);
  });

  it('drops values that make no sense', () => {
    const state = read('minPrice=abc&maxPrice=-5&minRating=9&sort=cheapest&page=0');
    expect(state).toMatchObject({ minPrice: undefined, maxPrice: undefined, minRating: undefined, sort: 'relevance', page: 1 });
  });

  it("searches by a deal's tag alone, and keeps it in the URL", () => {
    const state = read('tag=Vitamin C&category=vitamins-supplements');
    expect(hasSearchCriteria({ ...state, category: '' })).toBe(true);
    expect(toSearchApiQuery(state, categories)).toMatchObject({ tag: 'vitamin c', category: 'vitamins-supplements' });
    expect(toSearchPageParams(state)).toMatchObject({ tag: 'vitamin c' });
  });

  it('sends rupees as paise and a category name as its slug', () => {
    const query = toSearchApiQuery(read('query=dolo&category=Diabetes Care&minPrice=99.5&maxPrice=500&minRating=4'), categories);
    expect(query).toMatchObject({ q: 'dolo', category: 'diabetes', minPricePaise: 9950, maxPricePaise: 50000, minRating: 4 });
  });

  it('titles the page by query, else category, else brand', () => {
    expect(searchTitle(read('query=dolo&category=antacids'), categories)).toBe('Search Results for "dolo"');
    expect(searchTitle(read('category=antacids&brand=Cipla'), categories)).toBe('Medicines in Antacids');
    expect(searchTitle(read('brand=Cipla'), categories)).toBe('Medicines by Cipla');
    expect(searchTitle(read(''), categories)).toBe('Search Results');
  });

  it('counts medicines in the singular and plural', () => {
    expect(foundMedicinesText(1)).toBe('Found 1 medicine');
    expect(foundMedicinesText(3)).toBe('Found 3 medicines');
    expect(foundMedicinesText(0)).toBe('Found 0 medicines');
  });
});
