import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, requests } from '@/test/api-mock';
import { categoryList, errorBody, productList, productSummary } from '@/test/factories';
import { inLanguage } from '@/test/language';
import { renderRoute } from '@/test/render';
import { SearchResultsPage } from './search-results-page';

const categories = categoryList().categories;

function renderSearch(query: string) {
  return renderRoute(<SearchResultsPage categories={categories} />, { path: '/search', url: `/search${query}` });
}

const location = () => screen.getByTestId('location').textContent;

describe('search page', () => {
  it('runs nothing without a query, a category or a brand', async () => {
    mockApi({});
    renderSearch('?minPrice=100');
    expect(screen.getByRole('heading', { level: 1, name: 'Search Results' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'browse categories' })).toBeTruthy();
    await new Promise((r) => setTimeout(r, 20));
    expect(requests).toHaveLength(0);
  });

  it('titles by query and counts medicines, with the API getting paise', async () => {
    mockApi({ '/api/products/search': { body: productList([productSummary({ id: 1, name: 'Dolo 650 Tablet' })]) } });
    renderSearch('?query=dolo&minPrice=100');
    expect(screen.getByRole('heading', { level: 1, name: 'Search Results for "dolo"' })).toBeTruthy();
    expect(await screen.findByText('Found 1 medicine')).toBeTruthy();
    const sent = requests[0]!;
    expect(sent.searchParams.get('q')).toBe('dolo');
    expect(sent.searchParams.get('minPricePaise')).toBe('10000');
    expect(screen.getByRole('button', { name: 'Filters' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeTruthy();
  });

  it("says what it searched for when the API read the words otherwise ('Showing results for paracetamol')", async () => {
    mockApi({
      '/api/products/search': { body: { ...productList([productSummary({ id: 1, name: 'Calpol 500 Tablet' })]), showingResultsFor: 'paracetamol' } },
    });
    renderSearch('?query=paracetmol');
    expect(await screen.findByText('Showing results for paracetamol')).toBeTruthy();
  });

  it('says nothing of the kind for the words as typed', async () => {
    mockApi({ '/api/products/search': { body: productList([productSummary({ id: 1, name: 'Dolo 650 Tablet' })]) } });
    renderSearch('?query=dolo');
    expect(await screen.findByText('Found 1 medicine')).toBeTruthy();
    expect(screen.queryByText(/Showing results for/)).toBeNull();
  });

  it('titles by category name, else by brand', async () => {
    mockApi({ '/api/products/search': { body: productList([]) } });
    const { unmount } = renderSearch('?category=pain-relief&brand=Cipla');
    expect(screen.getByRole('heading', { level: 1, name: 'Medicines in Pain Relief' })).toBeTruthy();
    await screen.findByText('Found 0 medicines');
    unmount();
    renderSearch('?brand=Cipla');
    expect(screen.getByRole('heading', { level: 1, name: 'Medicines by Cipla' })).toBeTruthy();
    await screen.findByText('Found 0 medicines');
  });

  it('shows removable chips for the active filters', async () => {
    mockApi({ '/api/products/search': { body: productList([productSummary()], { total: 3 }) } });
    renderSearch('?query=dolo&category=pain-relief&brand=Cipla&minPrice=100&minRating=4');
    await screen.findByText('Found 3 medicines');
    const chips = within(screen.getByRole('list', { name: 'Active filters' }));
    expect(chips.getByText('Pain Relief')).toBeTruthy();
    expect(chips.getByText('Cipla')).toBeTruthy();
    expect(chips.getByText('₹100 - ∞')).toBeTruthy();
    expect(chips.getByText('4+ stars')).toBeTruthy();

    fireEvent.click(chips.getByRole('button', { name: 'Remove Price filter' }));
    await waitFor(() => expect(location()).toBe('/search?query=dolo&category=pain-relief&brand=Cipla&minRating=4'));
  });

  it('explains an empty search for a query, with search tips', async () => {
    mockApi({ '/api/products/search': { body: productList([]) } });
    renderSearch('?query=xyzzy');
    expect(
      await screen.findByText('No medicines found for "xyzzy". Try searching with different keywords or check the spelling.'),
    ).toBeTruthy();
    const tips = screen.getByRole('region', { name: 'Search Tips' });
    expect(within(tips).getByRole('link', { name: 'Browse all categories' }).getAttribute('href')).toBe('/categories');
    expect(screen.queryByRole('button', { name: 'Filters' })).toBeNull();
  });

  it('explains an empty search without a query, without tips', async () => {
    mockApi({ '/api/products/search': { body: productList([]) } });
    renderSearch('?brand=Nobody');
    expect(await screen.findByText('No products found matching your criteria. Try adjusting your filters.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Search Tips' })).toBeNull();
  });

  it('applies filters to the URL and clears all but the query', async () => {
    mockApi({ '/api/products/search': { body: productList([productSummary()]) } });
    renderSearch('?query=dolo&brand=Cipla');
    fireEvent.click(await screen.findByRole('button', { name: 'Filters' }));
    const panel = within(screen.getByRole('form', { name: 'Filters' }));
    fireEvent.change(panel.getByLabelText('Max price (₹)'), { target: { value: '250' } });
    fireEvent.change(panel.getByLabelText('Minimum rating'), { target: { value: '3' } });
    fireEvent.click(panel.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(location()).toBe('/search?query=dolo&brand=Cipla&maxPrice=250&minRating=3'));
    expect(await screen.findByText('₹0 - ₹250')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    fireEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(location()).toBe('/search?query=dolo'));
  });

  it("says 'Failed to search products' when the search fails", async () => {
    mockApi({ '/api/products/search': { status: 500, body: errorBody({ code: 'internal', message: 'boom' }) } });
    renderSearch('?query=dolo');
    expect(await screen.findByText('Failed to search products')).toBeTruthy();
  });
});

describe('search page in Hindi', () => {
  inLanguage('hi');

  it('words the chips and the filter panel in Hindi, amounts with ₹', async () => {
    mockApi({ '/api/products/search': { body: productList([productSummary()], { total: 3 }) } });
    renderSearch('?query=dolo&brand=Cipla&minPrice=100&minRating=4');
    await screen.findByText('3 दवाइयाँ मिलीं');
    const chips = within(screen.getByRole('list', { name: 'लगे हुए फ़िल्टर' }));
    expect(chips.getByText('₹100 - ∞')).toBeTruthy();
    expect(chips.getByText('4+ स्टार')).toBeTruthy();
    expect(chips.getByRole('button', { name: 'ब्रांड फ़िल्टर हटाएँ' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'फ़िल्टर' }));
    const panel = within(screen.getByRole('form', { name: 'फ़िल्टर' }));
    fireEvent.change(panel.getByLabelText('न्यूनतम कीमत (₹)'), { target: { value: '500' } });
    fireEvent.change(panel.getByLabelText('अधिकतम कीमत (₹)'), { target: { value: '50' } });
    fireEvent.click(panel.getByRole('button', { name: 'फ़िल्टर लगाएँ' }));
    expect(panel.getByRole('alert').textContent).toBe('न्यूनतम कीमत अधिकतम कीमत से ज़्यादा नहीं हो सकती।');
    expect(panel.getByRole('option', { name: 'कोई भी' })).toBeTruthy();
  });
});
