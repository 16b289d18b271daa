import { ProductSearchQuerySchema } from '@dawa/shared/catalog/schemas';
import { DEFAULT_PAGE_SIZE } from '@dawa/shared/http/pagination';
import { describe, expect, it } from 'vitest';
import { PAGE_SIZE, productQueryString } from './product-query';

describe('product query', () => {
  it('uses the shared page size', () => {
    expect(PAGE_SIZE).toBe(DEFAULT_PAGE_SIZE);
  });

  it('leaves out empty values and page 1', () => {
    expect(productQueryString({ q: '  ', category: 'cold-flu', brand: '', page: 1, pageSize: 24 })).toBe('?category=cold-flu&pageSize=24');
  });

  it('builds a query the API schema accepts', () => {
    const text = productQueryString({
      q: 'cough syrup',
      category: 'cold-flu',
      brand: 'Dabur',
      minPricePaise: 5000,
      maxPricePaise: 50000,
      minRating: 4,
      stock: 'in',
      symptoms: ['cough', 'sore throat'],
      sort: 'price-asc',
      page: 2,
      pageSize: 24,
    });
    const parsed = ProductSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(text)));
    expect(parsed).toMatchObject({
      q: 'cough syrup',
      minPricePaise: 5000,
      maxPricePaise: 50000,
      minRating: 4,
      symptoms: ['cough', 'sore throat'],
      sort: 'price-asc',
      page: 2,
      pageSize: 24,
    });
  });
});
