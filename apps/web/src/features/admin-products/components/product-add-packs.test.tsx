import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { startSession } from '@/lib/auth/session';
import { mockApi, type MockRequest } from '@/test/api-mock';
import { sessionResponse } from '@/test/factories';
import { renderRoute } from '@/test/render';
import { adminProduct, adminProductList } from './admin-product-test-data';
import { ProductManagementSection } from './product-management-section';

/** Issue 21: packs with their own price and stock in the Add form, not only in Edit. */
function renderWithList() {
  const sent: MockRequest[] = [];
  mockApi({
    '/api/admin/products': (_url, request) => {
      if (request.method === 'GET') return { body: adminProductList([]) };
      sent.push(request);
      return { status: 201, body: adminProduct({ name: 'Feverol 650 Tablet' }) };
    },
  });
  startSession(sessionResponse({ role: 'admin' }));
  renderRoute(
    <>
      <ProductManagementSection />
      <Toaster />
    </>,
    { path: '/admin', url: '/admin' },
  );
  return sent;
}
const addForm = () => within(screen.getByRole('form', { name: 'Add product' }));

describe('Add product with packs', () => {
  it('sends each pack with its price, MRP and stock', async () => {
    const user = userEvent.setup();
    const sent = renderWithList();
    await screen.findByText('No products found.');
    await user.type(addForm().getByRole('textbox', { name: 'Name' }), 'Feverol 650 Tablet');
    await user.selectOptions(addForm().getByRole('combobox', { name: 'Category' }), 'pain-relief');
    await user.type(addForm().getByRole('textbox', { name: 'Price (₹)' }), '33');
    await user.click(addForm().getByRole('button', { name: 'Add pack' }));
    await user.type(addForm().getByRole('textbox', { name: /pack 1 Pack$/ }), 'Strip of 15');
    await user.type(addForm().getByRole('textbox', { name: /pack 1 Price/ }), '33');
    await user.type(addForm().getByRole('textbox', { name: /pack 1 MRP/ }), '35');
    await user.clear(addForm().getByRole('textbox', { name: /pack 1 Stock/ }));
    await user.type(addForm().getByRole('textbox', { name: /pack 1 Stock/ }), '40');
    await user.click(addForm().getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Product added successfully')).toBeTruthy();
    expect(sent[0]?.body).toMatchObject({ variants: [{ label: 'Strip of 15', pricePaise: 3_300, mrpPaise: 3_500, stock: 40 }] });
  });

  it('says what is wrong with a pack and sends nothing', async () => {
    const user = userEvent.setup();
    const sent = renderWithList();
    await screen.findByText('No products found.');
    await user.type(addForm().getByRole('textbox', { name: 'Name' }), 'Feverol 650 Tablet');
    await user.selectOptions(addForm().getByRole('combobox', { name: 'Category' }), 'pain-relief');
    await user.type(addForm().getByRole('textbox', { name: 'Price (₹)' }), '33');
    await user.click(addForm().getByRole('button', { name: 'Add pack' }));
    await user.type(addForm().getByRole('textbox', { name: /pack 1 Price/ }), '33');
    await user.click(addForm().getByRole('button', { name: 'Add Product' }));
    expect(addForm().getByRole('alert').textContent).toBe('Pack label is required');
    expect(sent).toHaveLength(0);
  });
});
