import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { categoryList, suggestions } from '@/test/factories';
import { renderRoute } from '@/test/render';
import { AdvancedSearchPanel, type AdvancedSearchSlotProps } from './advanced-search-panel';
import { HeaderSearch } from './header-search';

const categories = categoryList().categories;
const dolo = suggestions([
  { id: 5, name: 'Dolo 650 Tablet' },
  { id: 6, name: 'Dolo 500 Tablet', brand: 'Micro Labs', pricePaise: 2050 },
]);

// What the app composes (app/header-advanced-search.tsx), with the list given here.
function AdvancedSearch(props: AdvancedSearchSlotProps) {
  return <AdvancedSearchPanel {...props} categories={categories} />;
}

function renderHeader() {
  return renderRoute(<HeaderSearch advancedSearch={AdvancedSearch} />, { path: '/', url: '/' });
}

const location = () => screen.getByTestId('location').textContent;

describe('header search', () => {
  it('disables submit while the text is blank', () => {
    mockApi({});
    renderHeader();
    const submit = screen.getByRole<HTMLButtonElement>('button', { name: 'Search' });
    expect(submit.disabled).toBe(true);
    fireEvent.change(screen.getByRole('combobox', { name: 'Search medicines' }), { target: { value: '   ' } });
    expect(submit.disabled).toBe(true);
  });

  it('suggests products after a pause and supports the keyboard', async () => {
    mockApi({ '/api/products/suggestions': { body: dolo } });
    renderHeader();
    const input = screen.getByRole('combobox', { name: 'Search medicines' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'dolo' } });
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(2);
    expect(options[1]!.textContent).toContain('₹20.50');
    expect(options[1]!.textContent).toContain('Pain Relief');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'View all results' }).getAttribute('href')).toBe('/search?query=dolo');

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(location()).toBe('/product/6'));
  });

  it("shows 'No medicines found' with a way to search all products", async () => {
    mockApi({ '/api/products/suggestions': { body: suggestions([]) } });
    renderHeader();
    const input = screen.getByRole('combobox', { name: 'Search medicines' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'zzz' } });
    expect(await screen.findByText('No medicines found')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Search all products' }));
    await waitFor(() => expect(location()).toBe('/search?query=zzz'));
  });

  it("opens the product page when the text is exactly a product's name", async () => {
    mockApi({ '/api/products/suggestions': { body: dolo } });
    renderHeader();
    fireEvent.change(screen.getByRole('combobox', { name: 'Search medicines' }), { target: { value: 'dolo 650 TABLET' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location()).toBe('/product/5'));
  });

  it('otherwise goes to the search page', async () => {
    mockApi({ '/api/products/suggestions': { body: dolo } });
    renderHeader();
    fireEvent.change(screen.getByRole('combobox', { name: 'Search medicines' }), { target: { value: 'dolo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location()).toBe('/search?query=dolo'));
  });
});
