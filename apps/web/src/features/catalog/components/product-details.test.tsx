import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { languageStore } from '@/lib/i18n/language-store';
import { mockApi } from '@/test/api-mock';
import { errorBody, productDetail, productSummary } from '@/test/factories';
import { renderRoute } from '@/test/render';
import { ProductDetails } from './product-details';

function renderProduct(id = '42') {
  return renderRoute(<ProductDetails productId={id} />, { path: '/product/:id', url: `/product/${id}` });
}

const relatedOk = { body: { items: [productSummary({ id: 7, name: 'Crocin Advance' })] } };

afterEach(() => languageStore.set('en'));

describe('product page', () => {
  it("on a Hindi page says the maker's description is in English, and marks it as English", async () => {
    languageStore.set('hi');
    mockApi({
      '/api/products/42': {
        body: productDetail({ id: 42, name: 'Dolo 650 Tablet', description: 'Paracetamol 650 mg for fever and pain.' }),
      },
      '/api/products/42/related': relatedOk,
      '/api/products/42/substitutes': { body: { items: [] } },
    });
    renderProduct();
    expect(await screen.findByText('विवरण और उत्पाद की जानकारी निर्माता की अपनी है, अंग्रेज़ी में।')).toBeTruthy();
    expect(screen.getByText('Paracetamol 650 mg for fever and pain.').getAttribute('lang')).toBe('en');
  });

  it('on an English page adds no language note', async () => {
    mockApi({
      '/api/products/42': {
        body: productDetail({ id: 42, name: 'Dolo 650 Tablet', description: 'Paracetamol 650 mg for fever and pain.' }),
      },
      '/api/products/42/related': relatedOk,
      '/api/products/42/substitutes': { body: { items: [] } },
    });
    renderProduct();
    expect(await screen.findByText('Paracetamol 650 mg for fever and pain.')).toBeTruthy();
    expect(screen.queryByText(/maker's own, in English/)).toBeNull();
  });

  it("says 'Product not found.' when the API answers 404", async () => {
    mockApi({ '/api/products/42': { status: 404, body: errorBody({ code: 'not_found', message: 'Product not found' }) } });
    renderProduct();
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found.' })).toBeTruthy();
    expect(screen.queryByText('Failed to load product.')).toBeNull();
  });

  it("says 'Product not found.' for a slug too long for any product (the API's 414), not 'Please check your connection'", async () => {
    const slug = 'x'.repeat(300);
    mockApi({
      [`/api/products/${slug}`]: { status: 414, body: errorBody({ code: 'invalid_input', message: 'A part of the address is too long.' }) },
    });
    renderProduct(slug);
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found.' })).toBeTruthy();
    expect(screen.queryByText('Please check your connection and try again.')).toBeNull();
  });

  it("says 'Failed to load product.' on any other failure", async () => {
    mockApi({ '/api/products/42': { status: 500, body: errorBody({ code: 'internal', message: 'Something broke' }) } });
    renderProduct();
    expect(await screen.findByRole('heading', { level: 1, name: 'Failed to load product.' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it("says 'Failed to load product.' when the answer does not match the contract", async () => {
    mockApi({ '/api/products/42': { body: { id: 'not-a-product' } } });
    renderProduct();
    expect(await screen.findByRole('heading', { level: 1, name: 'Failed to load product.' })).toBeTruthy();
  });

  it('shows rupee prices, the struck MRP with the discount, and related products', async () => {
    mockApi({
      '/api/products/42': { body: productDetail({ id: 42, name: 'Dolo 650 Tablet', pricePaise: 3000, mrpPaise: 3400 }) },
      '/api/products/42/related': relatedOk,
      '/api/products/42/substitutes': { body: { items: [] } },
    });
    renderProduct();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dolo 650 Tablet' })).toBeTruthy();
    expect(screen.getByText('₹30.00')).toBeTruthy();
    expect(screen.getByText('₹34.00').tagName).toBe('S');
    expect(screen.getByText('12% off')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Related Products' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Crocin Advance/ }).getAttribute('href')).toBe('/product/7');
  });

  it('keeps the page when related products fail', async () => {
    mockApi({
      '/api/products/42': { body: productDetail({ id: 42, name: 'Dolo 650 Tablet' }) },
      '/api/products/42/related': { status: 500, body: errorBody({ code: 'internal', message: 'boom' }) },
      '/api/products/42/substitutes': { body: { items: [] } },
    });
    renderProduct();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dolo 650 Tablet' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Related Products' })).toBeNull();
  });

  it('disables the quantity when out of stock and says so', async () => {
    mockApi({
      '/api/products/42': { body: productDetail({ id: 42, inStock: false, stockQuantity: 0 }) },
      '/api/products/42/related': relatedOk,
      '/api/products/42/substitutes': { body: { items: [] } },
    });
    renderProduct();
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity' });
    expect((quantity as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Increase quantity' }).disabled).toBe(true);
    expect(screen.getByText('Out of stock')).toBeTruthy();
  });

  it('clamps the quantity to the stock and changes price and stock with the variant', async () => {
    mockApi({
      '/api/products/42': {
        body: productDetail({
          id: 42,
          pricePaise: 3000,
          mrpPaise: 3400,
          stockQuantity: 2,
          variants: [
            { id: 1, sku: 'A-15', label: 'Strip of 15', pricePaise: 3000, mrpPaise: 3400, stock: 2 },
            { id: 2, sku: 'A-30', label: 'Strip of 30', pricePaise: 5500, mrpPaise: 6000, stock: 0 },
          ],
        }),
      },
      '/api/products/42/related': relatedOk,
      '/api/products/42/substitutes': { body: { items: [] } },
    });
    renderProduct();
    const plus = await screen.findByRole('button', { name: 'Increase quantity' });
    plus.click();
    const quantity = screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Quantity' });
    await waitFor(() => expect(quantity.value).toBe('2'));
    expect((plus as HTMLButtonElement).disabled).toBe(true);

    within(screen.getByRole('group', { name: 'Choose a pack' }))
      .getByRole('radio', { name: /Strip of 30/ })
      .click();
    expect(await screen.findByText('₹55.00')).toBeTruthy();
    expect(screen.getByText('Out of stock')).toBeTruthy();
    expect(quantity.disabled).toBe(true);
  });
});
