import {
  AdminProductImportErrorBodySchema,
  AdminProductImportResponseSchema,
  rowErrorsAsFieldErrors,
  type AdminProduct,
} from '@dawa/shared/admin/products';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { startSession } from '@/lib/auth/session';
import { mockApi, requests, type MockRequest } from '@/test/api-mock';
import { errorBody, sessionResponse } from '@/test/factories';
import { renderRoute } from '@/test/render';
import { adminProduct, adminProductList } from './admin-product-test-data';
import { ProductManagementSection } from './product-management-section';

const LIST = '/api/admin/products';

function renderSection() {
  startSession(sessionResponse({ role: 'admin' }));
  return renderRoute(
    <>
      <ProductManagementSection />
      <Toaster />
    </>,
    { path: '/admin', url: '/admin' },
  );
}

/** The list answers with `items` for GET; other methods go to `write`. */
function mockProducts(items: AdminProduct[], write?: (request: MockRequest) => { status?: number; body: unknown }) {
  const sent: MockRequest[] = [];
  mockApi({
    [LIST]: (_url, request) => {
      if (request.method === 'GET') return { body: adminProductList(items) };
      sent.push(request);
      return write ? write(request) : { status: 500, body: errorBody({ code: 'internal', message: 'x' }) };
    },
  });
  return sent;
}

const listRequests = () => requests.filter((u) => u.pathname === LIST);
const addForm = () => within(screen.getByRole('form', { name: 'Add product' }));
const filterBar = () => within(screen.getByRole('search'));

describe('Product Management section', () => {
  it('shows the table with Name, Category, Price in rupees, Brand, Active and Actions, asking with the admin token', async () => {
    const product = adminProduct({ name: 'Dolo 650 Tablet', brand: 'Micro Labs', pricePaise: 3_050, mrpPaise: 3_400 });
    mockProducts([product, adminProduct({ active: false, drugSchedule: 'H', requiresPrescription: true, stockQuantity: 0 })]);
    renderSection();
    const row = (await screen.findByText('Dolo 650 Tablet')).closest('tr') as HTMLElement;
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Name',
      'Category',
      'Price',
      'Brand',
      'Active',
      'Actions',
    ]);
    expect(within(row).getByText('₹30.50')).toBeTruthy();
    expect(within(row).getByText('Micro Labs')).toBeTruthy();
    expect(within(row).getByText('Pain Relief')).toBeTruthy();
    expect(within(row).getByText('Yes')).toBeTruthy();
    expect(screen.getByText(/Schedule H · Rx · Out of stock/)).toBeTruthy();
    expect(screen.getByText('2 products')).toBeTruthy();
  });

  it("says 'Failed to fetch products' when the list cannot be read", async () => {
    mockApi({
      [LIST]: { status: 500, body: errorBody({ code: 'internal', message: 'Something went wrong on our side. Please try again.' }) },
    });
    renderSection();
    expect(await screen.findByText('Failed to fetch products')).toBeTruthy();
  });

  it('searches once typing pauses, filters on the server, and pages', async () => {
    const user = userEvent.setup();
    mockApi({
      [LIST]: (url) => ({
        body: adminProductList(
          Array.from({ length: 20 }, (_, i) => adminProduct({ name: `Result ${i} ${url.search}` })),
          { total: 45, page: Number(url.searchParams.get('page') ?? 1) },
        ),
      }),
    });
    renderSection();
    await screen.findByText('Page 1 of 3');
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'dolo');
    await waitFor(() => expect(listRequests().at(-1)?.searchParams.get('q')).toBe('dolo'));
    // One request for the pause, not one per letter.
    expect(listRequests().filter((u) => u.searchParams.has('q'))).toHaveLength(1);
    await user.selectOptions(filterBar().getByRole('combobox', { name: 'Schedule' }), 'H1');
    await user.selectOptions(filterBar().getByRole('combobox', { name: 'Stock' }), 'low');
    await waitFor(() => expect(listRequests().at(-1)?.search).toBe('?schedule=H1&stock=low&q=dolo'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(listRequests().at(-1)?.searchParams.get('page')).toBe('2'));
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
  });

  it('requires name, category and a numeric price before adding, and sends nothing until they are right', async () => {
    const user = userEvent.setup();
    const sent = mockProducts([]);
    renderSection();
    await screen.findByText('No products found.');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Category is required: choose one of the store categories')).toBeTruthy();
    expect(screen.getByText('Price is required')).toBeTruthy();
    await user.type(addForm().getByRole('textbox', { name: 'Price (₹)' }), 'ten');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(screen.getByText('Price must be a number')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it("adds a product (rupees to paise, trimmed tags) and says 'Product added successfully'", async () => {
    const user = userEvent.setup();
    const sent = mockProducts([], (request) => ({ status: 201, body: adminProduct(request.body as Partial<AdminProduct>) }));
    renderSection();
    await screen.findByText('No products found.');
    await user.type(addForm().getByRole('textbox', { name: 'Name' }), 'Zincovit Tablet');
    await user.selectOptions(addForm().getByRole('combobox', { name: 'Category' }), 'vitamins-supplements');
    await user.type(addForm().getByRole('textbox', { name: 'Price (₹)' }), '120.50');
    await user.type(addForm().getByRole('textbox', { name: 'Brand' }), 'Apex');
    await user.type(addForm().getByRole('textbox', { name: 'Tags (comma-separated)' }), ' zinc , immunity,, ');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Product added successfully')).toBeTruthy();
    expect(sent[0]?.body).toMatchObject({
      name: 'Zincovit Tablet',
      category: 'vitamins-supplements',
      pricePaise: 12_050,
      brand: 'Apex',
      tags: ['zinc', 'immunity'],
      active: true,
    });
    expect(addForm().getByRole<HTMLInputElement>('textbox', { name: 'Name' }).value).toBe('');
  });

  it("shows 'Failed to add product' and the server's reason beside the field", async () => {
    const user = userEvent.setup();
    mockProducts([], () => ({
      status: 400,
      body: errorBody({
        code: 'invalid_input',
        message: 'Invalid field active: no',
        fieldErrors: { active: ['A Schedule X medicine can never be sold online: it must stay inactive.'] },
      }),
    }));
    renderSection();
    await screen.findByText('No products found.');
    await user.type(addForm().getByRole('textbox', { name: 'Name' }), 'Narcotol');
    await user.selectOptions(addForm().getByRole('combobox', { name: 'Category' }), 'pain-relief');
    await user.type(addForm().getByRole('textbox', { name: 'Price (₹)' }), '10');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Failed to add product')).toBeTruthy();
    expect(screen.getByText('A Schedule X medicine can never be sold online: it must stay inactive.')).toBeTruthy();
  });

  it('choosing Schedule X marks the product as needing a prescription and not active (never sellable)', async () => {
    const user = userEvent.setup();
    mockProducts([]);
    renderSection();
    await screen.findByText('No products found.');
    await user.selectOptions(addForm().getByRole('combobox', { name: 'Drug schedule' }), 'X');
    expect(addForm().getByRole<HTMLInputElement>('checkbox', { name: 'Active' }).checked).toBe(false);
    expect(addForm().getByRole<HTMLInputElement>('checkbox', { name: 'Requires prescription' }).checked).toBe(true);
  });
});

describe('inline edit and delete', () => {
  it("saves only the changed fields with Save and says 'Product updated successfully'; Cancel sends nothing", async () => {
    const user = userEvent.setup();
    const product = adminProduct({ name: 'Crocin Advance', pricePaise: 2_000, mrpPaise: 3_000 });
    const patches: MockRequest[] = [];
    mockApi({
      [LIST]: { body: adminProductList([product]) },
      [`${LIST}/${product.id}`]: (_url, request) => {
        patches.push(request);
        return { body: { ...product, ...(request.body as object) } };
      },
    });
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Edit Crocin Advance' }));
    const price = screen.getByRole('textbox', { name: 'Crocin Advance: Price (₹)' });
    await user.clear(price);
    await user.type(price, '25');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(patches).toHaveLength(0);
    expect(screen.getByText('₹20.00')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Edit Crocin Advance' }));
    await user.clear(screen.getByRole('textbox', { name: 'Crocin Advance: Price (₹)' }));
    await user.type(screen.getByRole('textbox', { name: 'Crocin Advance: Price (₹)' }), '25');
    await user.click(screen.getByRole('checkbox', { name: 'Crocin Advance: Active' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Product updated successfully')).toBeTruthy();
    expect(patches.map((p) => [p.method, p.body])).toEqual([['PATCH', { pricePaise: 2_500, active: false }]]);
  });

  it("shows 'Failed to update product' when the server refuses, keeping the edit open", async () => {
    const user = userEvent.setup();
    const product = adminProduct({ name: 'Saridon' });
    mockApi({
      [LIST]: { body: adminProductList([product]) },
      [`${LIST}/${product.id}`]: { status: 404, body: errorBody({ code: 'not_found', message: 'Product not found.' }) },
    });
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Edit Saridon' }));
    await user.type(screen.getByRole('textbox', { name: 'Saridon: Brand' }), 'X');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update product')).toBeTruthy();
    expect(screen.getByText('Product not found.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it("asks 'Are you sure you want to delete this product?' and deletes only when confirmed", async () => {
    const user = userEvent.setup();
    const product = adminProduct({ name: 'Volini Gel' });
    const deletes: MockRequest[] = [];
    mockApi({
      [LIST]: () => ({ body: adminProductList(deletes.length > 0 ? [] : [product]) }),
      [`${LIST}/${product.id}`]: (_url, request) => {
        deletes.push(request);
        return { status: 204, body: null };
      },
    });
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Delete Volini Gel' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure you want to delete this product?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deletes).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete Volini Gel' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deletes.map((d) => d.method)).toEqual(['DELETE']));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // The table is read again: the product is gone.
    expect(await screen.findByText('No products found.')).toBeTruthy();
    expect(screen.queryByText('Volini Gel')).toBeNull();
  });

  it("says 'Failed to delete product' when the delete fails", async () => {
    const user = userEvent.setup();
    const product = adminProduct({ name: 'Moov Spray' });
    mockApi({
      [LIST]: { body: adminProductList([product]) },
      [`${LIST}/${product.id}`]: {
        status: 500,
        body: errorBody({ code: 'internal', message: 'Something went wrong on our side. Please try again.' }),
      },
    });
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Delete Moov Spray' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete product')).toBeTruthy();
  });
});

describe('CSV import', () => {
  const csvFile = () => new File(['name,category,price\nA,pain-relief,ten\n'], 'products.csv', { type: 'text/csv' });

  it('lists every bad row with its row number and column, and says nothing was imported', async () => {
    const user = userEvent.setup();
    const rowErrors = [
      { row: 2, field: 'price', message: 'Price must be a number of rupees such as 120.50.' },
      { row: 5, field: 'category', message: 'Unknown category "sweets".' },
    ];
    const sent: MockRequest[] = [];
    mockApi({
      [LIST]: { body: adminProductList([]) },
      [`${LIST}/import`]: (_url, request) => {
        sent.push(request);
        return {
          status: 400,
          body: AdminProductImportErrorBodySchema.parse({
            code: 'invalid_input',
            message: '2 rows have errors; nothing was imported.',
            fieldErrors: rowErrorsAsFieldErrors(rowErrors),
            rowErrors,
          }),
        };
      },
    });
    renderSection();
    await screen.findByText('No products found.');
    await user.upload(screen.getByLabelText('Import CSV'), csvFile());
    const report = await screen.findByRole('alert');
    expect(within(report).getByText('2 rows have errors; nothing was imported.')).toBeTruthy();
    const rows = within(report)
      .getAllByRole('row')
      .slice(1)
      .map((r) => Array.from(r.querySelectorAll('td')).map((td) => td.textContent));
    expect(rows).toEqual([
      ['2', 'price', 'Price must be a number of rupees such as 120.50.'],
      ['5', 'category', 'Unknown category "sweets".'],
    ]);
    const form = sent[0]?.body as FormData;
    expect((form.get('file') as File).name).toBe('products.csv');
  });

  it('reports how many products were added and updated', async () => {
    const user = userEvent.setup();
    mockApi({
      [LIST]: { body: adminProductList([]) },
      [`${LIST}/import`]: { body: AdminProductImportResponseSchema.parse({ created: 3, updated: 2 }) },
    });
    renderSection();
    await screen.findByText('No products found.');
    await user.upload(screen.getByLabelText('Import CSV'), csvFile());
    expect(await screen.findByText('Imported: 3 added, 2 updated.')).toBeTruthy();
  });
});
