import { AdminOrderDetailSchema, type AdminOrderDetail } from '@dawa/shared/admin/orders';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { startSession } from '@/lib/auth/session';
import { mockApi, type MockRequest } from '@/test/api-mock';
import { sessionResponse } from '@/test/factories';
import { renderRoute } from '@/test/render';
import { OrderPanel } from './order-panel';

const order = (overrides: Partial<AdminOrderDetail> = {}) =>
  AdminOrderDetailSchema.parse({
    id: 41,
    userOrderNumber: 3,
    customerEmail: 'asha@example.com',
    customerName: 'Asha Verma',
    status: 'packed',
    paymentStatus: 'paid',
    paymentMethod: 'card',
    totalPaise: 60_000,
    createdAt: '2026-11-24T10:00:00.000Z',
    version: 4,
    customerPhone: '9876543210',
    shippingAddress: 'Asha Verma, 12 MG Road, Bengaluru',
    subtotalPaise: 60_000,
    discountPaise: 0,
    deliveryPaise: 0,
    courier: null,
    trackingNumber: null,
    items: [{ name: 'Paracetamol 500 mg', quantity: 2, unitPricePaise: 30_000, lineTotalPaise: 60_000 }],
    payments: [
      { id: 9, provider: 'gateway', status: 'success', amountPaise: 60_000, transactionId: 'GW1', createdAt: '2026-11-24T10:00:00.000Z' },
    ],
    events: [
      {
        date: '2026-11-24T10:05:00.000Z',
        status: 'Packed',
        location: 'Dawa Pharmacy',
        description: 'Your order has been packed.',
        messageKey: 'packed',
        messageParams: {},
      },
    ],
    allowedActions: ['ship', 'cancel'],
    hasInvoice: true,
    creditNoteNumber: null,
    ...overrides,
  });

function renderPanel() {
  startSession(sessionResponse({ id: 7, role: 'pharmacist' }));
  return renderRoute(
    <>
      <Toaster />
      <OrderPanel orderId={41} onClose={() => undefined} />
    </>,
    { path: '/admin/orders', url: '/admin/orders' },
  );
}

describe('the order panel', () => {
  it("writes the payment method out and dates the tracking in the staff screens' one format", async () => {
    mockApi({ '/api/admin/orders/41': { body: order({ paymentMethod: 'cod', paymentStatus: 'cod_pending', payments: [] }) } });
    renderPanel();
    expect((await screen.findByTestId('order-payment-status')).textContent).toBe('Cash on delivery pending (Cash on delivery)');
    // 10:05 UTC is 3:35 pm in India: the shared formatter's '24 Nov 2026, 3:35 pm', not toLocaleString's own.
    expect(screen.getByText(/^24 Nov 2026, 3:35\spm$/, { selector: 'time' })).toBeTruthy();
  });

  it('offers only the allowed steps and ships with courier, tracking number and the version seen', async () => {
    const sent: unknown[] = [];
    mockApi({
      '/api/admin/orders/41': { body: order() },
      '/api/admin/orders/41/status': (_url: URL, request: MockRequest) => {
        sent.push(request.body);
        return {
          body: {
            success: true,
            message: 'Order #3 is shipped.',
            order: order({ status: 'shipped', allowedActions: ['out_for_delivery'] }),
          },
        };
      },
    });
    renderPanel();
    expect(await screen.findByText('Packed', { selector: 'dd' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark delivered' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark packed' })).toBeNull();
    // A paid order's invoice can be downloaded from the panel.
    expect(screen.getByRole('button', { name: 'Download invoice of order #3' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Courier'), { target: { value: 'Blue Dart' } });
    fireEvent.change(screen.getByLabelText('Tracking number'), { target: { value: 'BD1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ship' }));
    expect(await screen.findByText('Order #3 is shipped.')).toBeTruthy();
    expect(sent).toEqual([{ action: 'ship', version: 4, courier: 'Blue Dart', trackingNumber: 'BD1' }]);
  });

  it("shows a cancelled order's credit note beside its kept invoice", async () => {
    mockApi({
      '/api/admin/orders/41': { body: order({ status: 'cancelled', allowedActions: [], creditNoteNumber: 'DAWA-CN/2026-27/000004' }) },
    });
    renderPanel();
    expect(await screen.findByText('DAWA-CN/2026-27/000004 (reverses the invoice)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download invoice of order #3' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download credit note of order #3' })).toBeTruthy();
  });

  it("asks before cancelling, and shows the server's refusal when someone else changed the order", async () => {
    mockApi({
      '/api/admin/orders/41': { body: order() },
      '/api/admin/orders/41/status': {
        status: 409,
        body: { code: 'conflict', message: 'This order was changed by someone else. Reload it and try again.' },
      },
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    expect(screen.getByText('Are you sure you want to cancel Order #3? This action cannot be undone.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText('This order was changed by someone else. Reload it and try again.')).toBeTruthy();
  });
});
