import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, requests } from '@/test/api-mock';
import { productDetail, productSummary } from '@/test/factories';
import { renderRoute } from '@/test/render';
import ProductRoute from './product';

describe('product route', () => {
  it('asks for the related products once, by the address the page was opened with', async () => {
    mockApi({
      '/api/products/dolo-650-tablet': {
        body: productDetail({ id: 42, slug: 'dolo-650-tablet', name: 'Dolo 650 Tablet', activeIngredient: null }),
      },
      '/api/products/dolo-650-tablet/related': { body: { items: [productSummary({ id: 7, name: 'Crocin Advance' })] } },
      '/api/products/42/reviews': { body: { items: [], total: 0, page: 1, pageSize: 10, totalPages: 0 } },
      '/api/products/42/reviews/stats': { body: { average: 0, count: 0, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } } },
    });
    renderRoute(<ProductRoute />, { path: '/product/:id', url: '/product/dolo-650-tablet' });
    // The sections far below the fold come together, once the reviews' own chunk is in (decision 055).
    expect(await screen.findByRole('heading', { name: 'Related Products' }, { timeout: 10_000 })).toBeTruthy();
    const related = requests.filter((u) => u.pathname.endsWith('/related'));
    expect(related.map((u) => u.pathname)).toEqual(['/api/products/dolo-650-tablet/related']);
  });
});
