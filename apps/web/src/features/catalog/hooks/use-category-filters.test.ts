import { ProductSearchQuerySchema } from '@dawa/shared/catalog/schemas';
import { describe, expect, it } from 'vitest';
import { productQueryString } from '@/lib/product-query';
import { readCategoryFilters, toCategoryApiQuery, writeCategoryFilters } from './use-category-filters';

const priceFilter = { maxRupees: 5000, stepRupees: 50 };
const read = (query: string) => readCategoryFilters(new URLSearchParams(query), priceFilter);

describe('category filters', () => {
  it('hides no product by default: no price bounds, most popular first', () => {
    const query = toCategoryApiQuery('pain-relief', read(''));
    expect(query).toMatchObject({ category: 'pain-relief', sort: 'popularity', page: 1, pageSize: 24 });
    expect(query.minPricePaise).toBeUndefined();
    expect(query.maxPricePaise).toBeUndefined();
  });

  it('sends no upper bound when the slider is at its top (₹5,000+)', () => {
    expect(toCategoryApiQuery('pain-relief', read('maxPrice=5000')).maxPricePaise).toBeUndefined();
    expect(toCategoryApiQuery('pain-relief', read('maxPrice=9999')).maxPricePaise).toBeUndefined();
    expect(toCategoryApiQuery('pain-relief', read('minPrice=100&maxPrice=450')).maxPricePaise).toBe(45000);
    expect(toCategoryApiQuery('pain-relief', read('minPrice=100&maxPrice=450')).minPricePaise).toBe(10000);
  });

  it('keeps known symptoms, in and out of stock, and a valid sort', () => {
    const state = read('symptoms=cough,Fever,nonsense,cough&stock=out&sort=name-desc&brand=Dabur&page=3');
    expect(state).toMatchObject({ symptoms: ['cough', 'fever'], stock: 'out', sort: 'name-desc', brand: 'Dabur', page: 3 });
    const parsed = ProductSearchQuerySchema.parse(
      Object.fromEntries(new URLSearchParams(productQueryString(toCategoryApiQuery('cold-flu', state)))),
    );
    expect(parsed.symptoms).toEqual(['cough', 'fever']);
  });

  it('writes only what differs from the defaults', () => {
    expect(writeCategoryFilters(read('sort=popularity&minPrice=0&maxPrice=5000&page=1')).toString()).toBe('');
    expect(writeCategoryFilters(read('q=dolo&stock=in&page=2')).toString()).toBe('q=dolo&stock=in&page=2');
  });
});
