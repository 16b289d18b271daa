import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { startSession } from '@/lib/auth/session';
import { mockApi, type MockRequest } from '@/test/api-mock';
import { errorBody, sessionResponse } from '@/test/factories';
import { renderRoute } from '@/test/render';
import { StockReceivingSection } from './stock-receiving-section';

const PRODUCT = {
  id: 7,
  name: 'Packol Tablet',
  stockQuantity: 20,
  hasVariants: true,
  variants: [
    { id: 71, label: 'Strip of 10', stock: 20 },
    { id: 72, label: 'Box of 30', stock: 4 },
  ],
};
const batch = {
  id: 1,
  batchNumber: 'BX1',
  expiryDate: '2027-12-31',
  quantity: 6,
  mrpPaise: null,
  variantId: 72,
  receivedAt: '2026-12-01T10:00:00.000Z',
  expired: false,
};

function renderSection(onReceive: (request: MockRequest) => { status?: number; body: unknown }) {
  startSession(sessionResponse({ role: 'pharmacist' }));
  mockApi({
    '/api/products/suggestions': {
      body: {
        items: [
          {
            id: 7,
            slug: 'packol',
            name: 'Packol Tablet',
            brand: 'P',
            pricePaise: 3000,
            category: { slug: 'pain-relief', name: 'Pain Relief' },
            image: '/x.svg',
          },
        ],
      },
    },
    '/api/admin/products/7/batches': (_url, request) =>
      request.method === 'GET' ? { body: { product: PRODUCT, batches: [batch] } } : onReceive(request),
  });
  return renderRoute(
    <>
      <StockReceivingSection />
      <Toaster />
    </>,
    { path: '/admin', url: '/admin' },
  );
}

async function openProduct(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('searchbox', { name: 'Find a product' }), 'pack');
  await user.click(await screen.findByRole('button', { name: 'Packol Tablet' }));
  await screen.findByText('Stock by pack: Strip of 10 20, Box of 30 4');
}

describe('Stock Receiving for a product sold in packs', () => {
  it('shows each batch’s pack and receives a batch for the chosen pack', async () => {
    const user = userEvent.setup();
    const sent: MockRequest[] = [];
    renderSection((request) => {
      sent.push(request);
      return { status: 201, body: { batch: { ...batch, id: 2, batchNumber: 'ST1', variantId: 71 }, stockQuantity: 50, variantStock: 50 } };
    });
    await openProduct(user);
    expect(screen.getByRole('cell', { name: 'Box of 30' })).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Pack received' }), 'Strip of 10');
    await user.type(screen.getByRole('textbox', { name: 'Batch number' }), 'ST1');
    await user.type(screen.getByLabelText('Expiry date'), '2027-12-31');
    await user.type(screen.getByRole('spinbutton', { name: 'Quantity received' }), '30');
    await user.click(screen.getByRole('button', { name: 'Receive Batch' }));
    expect(await screen.findByText('Batch received: Strip of 10 stock is now 50')).toBeTruthy();
    expect(sent[0]?.body).toEqual({ batchNumber: 'ST1', expiryDate: '2027-12-31', quantity: 30, variantId: 71 });
  });

  it('asks for the pack before sending anything, and shows the server’s refusal', async () => {
    const user = userEvent.setup();
    const sent: MockRequest[] = [];
    renderSection((request) => {
      sent.push(request);
      return {
        status: 400,
        body: errorBody({ code: 'invalid_input', message: 'x', fieldErrors: { variantId: ['This pack is not one of this product.'] } }),
      };
    });
    await openProduct(user);
    await user.type(screen.getByRole('textbox', { name: 'Batch number' }), 'N1');
    await user.click(screen.getByRole('button', { name: 'Receive Batch' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose the pack you received.');
    expect(sent).toHaveLength(0);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Pack received' }), 'Box of 30');
    await user.click(screen.getByRole('button', { name: 'Receive Batch' }));
    expect(await screen.findByText('This pack is not one of this product.')).toBeTruthy();
  });
});
