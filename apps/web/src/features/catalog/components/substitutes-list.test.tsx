import { SubstituteListResponseSchema, type Substitute } from '@dawa/shared/catalog/substitutes';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, requests } from '@/test/api-mock';
import { productSummary } from '@/test/factories';
import { renderRoute } from '@/test/render';
import ProductSubstitutes from './substitutes-list';

function substitute(id: number, overrides: Partial<Substitute> = {}): Substitute {
  return {
    ...productSummary({ id, slug: `generic-${id}`, name: `Generic ${id} Tablet`, dosageForm: 'Tablet', packSize: '15 tablets' }),
    manufacturer: `Maker ${id} Ltd`,
    activeIngredient: 'Paracetamol 650 mg',
    savingPaise: null,
    ...overrides,
  };
}

describe('generic substitutes on the product page', () => {
  it("lists other makers' products in the server's order (cheapest first), labelled, with the saving per strip", async () => {
    mockApi({
      '/api/products/5/substitutes': {
        body: SubstituteListResponseSchema.parse({ items: [substitute(1, { savingPaise: 1200 }), substitute(2)] }),
      },
    });
    renderRoute(<ProductSubstitutes productId={5} />, { path: '/product/:id', url: '/product/5' });
    const section = await screen.findByRole('region', { name: 'Generic substitutes' });
    expect(within(section).getByText("Other makers' products with the same salt, strength and form, cheapest first.")).toBeTruthy();
    const links = within(section).getAllByRole('link').map((a) => a.textContent);
    expect(links).toEqual(['Generic 1 Tablet', 'Generic 2 Tablet']);
    expect(within(section).getAllByText('Generic substitute')).toHaveLength(2);
    expect(within(section).getByText('You save ₹12.00 per strip')).toBeTruthy();
    expect(within(section).getAllByText(/You save/)).toHaveLength(1);
    expect(within(section).getAllByText('Paracetamol 650 mg')).toHaveLength(2);
  });

  it('shows nothing when no other maker sells the same medicine', async () => {
    mockApi({ '/api/products/6/substitutes': { body: { items: [] } } });
    renderRoute(<ProductSubstitutes productId={6} />, { path: '/product/:id', url: '/product/6' });
    await vi.waitFor(() => expect(requests.some((r) => r.pathname === '/api/products/6/substitutes')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Generic substitutes' })).toBeNull();
    expect(screen.queryByText(/Generic substitute/)).toBeNull();
  });
});
