import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, requests } from '@/test/api-mock';
import { productList, productSummary } from '@/test/factories';
import { inLanguage } from '@/test/language';
import { renderRoute } from '@/test/render';
import { categoryPaths } from '../router';
import CategoryRoute from './category';

const brands = { body: { brands: [{ name: 'Dabur', count: 3 }] } };
const lastListing = () => [...requests].reverse().find((u) => u.pathname === '/api/products')!;

describe('category pages', () => {
  it('generates a route for every category page of the spec', () => {
    expect(categoryPaths).toEqual(
      expect.arrayContaining([
        '/pain-relievers',
        '/antacids',
        '/cold-flu',
        '/topicals',
        '/ayurvedic',
        '/homeopathic',
        '/nutraceuticals',
        '/heart',
        '/blood-pressure',
        '/allergy-sinus',
        '/diabetes-care',
        '/vitamins-supplements',
        '/antibiotics',
        '/category/otc/antacids',
      ]),
    );
  });

  it("shows 'Loading products...' and then 'No products found'", async () => {
    mockApi({ '/api/products': { body: productList([]) }, '/api/products/brands': brands });
    renderRoute(<CategoryRoute />, { path: '/antacids', url: '/antacids' });
    expect(screen.getByRole('heading', { level: 1, name: 'Antacids' })).toBeTruthy();
    expect(screen.getByText('Loading products...')).toBeTruthy();
    expect(await screen.findByText('No products found')).toBeTruthy();
    const sent = lastListing();
    expect(sent.searchParams.get('category')).toBe('antacids');
    expect(sent.searchParams.get('sort')).toBe('popularity');
    expect(sent.searchParams.has('maxPricePaise')).toBe(false);
  });

  it('warns about fever on the cold and flu page and filters by symptom type', async () => {
    mockApi({ '/api/products': { body: productList([productSummary({ name: 'Benadryl Cough Syrup' })]) }, '/api/products/brands': brands });
    renderRoute(<CategoryRoute />, { path: '/cold-flu', url: '/cold-flu' });
    expect(screen.getByRole('note').textContent).toContain('103°F (39.4°C)');
    expect(screen.getByRole('note').textContent).toContain('more than 10 days');
    await screen.findByText('Benadryl Cough Syrup');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sore throat' }));
    await waitFor(() => expect(lastListing().searchParams.get('symptoms')).toBe('sore throat'));
    expect(screen.getByTestId('location').textContent).toBe('/cold-flu?symptoms=sore+throat');
  });

  it('shows the not-found page for an unknown /category/:slug', () => {
    mockApi({});
    renderRoute(<CategoryRoute />, { path: '/category/:slug', url: '/category/unknown-things' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
  });

  it('serves a category by slug and by its alias path', async () => {
    mockApi({ '/api/products': { body: productList([]) }, '/api/products/brands': brands });
    const { unmount } = renderRoute(<CategoryRoute />, { path: '/category/:slug', url: '/category/prescription' });
    expect(screen.getByRole('heading', { level: 1, name: 'Prescription Medicines' })).toBeTruthy();
    await screen.findByText('No products found');
    unmount();
    renderRoute(<CategoryRoute />, { path: '/category/otc/antacids', url: '/category/otc/antacids' });
    expect(screen.getByRole('heading', { level: 1, name: 'Antacids' })).toBeTruthy();
    await screen.findByText('No products found');
  });
});

describe('category pages in Hindi', () => {
  inLanguage('hi');

  it('words the filter panel, its symptoms and the count in Hindi, prices in ₹', async () => {
    mockApi({ '/api/products': { body: productList([productSummary({ name: 'Benadryl Cough Syrup' })]) }, '/api/products/brands': brands });
    renderRoute(<CategoryRoute />, { path: '/cold-flu', url: '/cold-flu' });
    expect(await screen.findByText('1 प्रोडक्ट')).toBeTruthy();
    const panel = screen.getByRole('complementary', { name: 'फ़िल्टर' });
    expect(within(panel).getByRole('group', { name: 'कीमत की सीमा' })).toBeTruthy();
    expect(within(panel).getByRole('slider', { name: 'न्यूनतम कीमत' }).getAttribute('aria-valuetext')).toBe('₹0');
    expect(within(panel).getByRole('radio', { name: 'स्टॉक में' })).toBeTruthy();
    expect(within(panel).getByRole('option', { name: 'सभी ब्रांड' })).toBeTruthy();
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'बुखार' }));
    await waitFor(() => expect(lastListing().searchParams.get('symptoms')).toBe('fever'));
    expect(within(panel).getByRole('button', { name: 'फ़िल्टर हटाएँ' })).toBeTruthy();
  });
});
