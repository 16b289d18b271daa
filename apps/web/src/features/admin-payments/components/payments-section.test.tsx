import {
  AdminPaymentListResponseSchema,
  AdminPaymentMismatchesResponseSchema,
  AdminReconcileResponseSchema,
  type AdminPayment,
} from '@dawa/shared/admin/payments';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { startSession } from '@/lib/auth/session';
import { mockApi, requests, type MockResponse } from '@/test/api-mock';
import { sessionResponse } from '@/test/factories';
import { renderRoute } from '@/test/render';
import { PaymentsSection } from './payments-section';

// Network answers built through the shared schemas, so they cannot drift from the API.
const payment = (overrides: Partial<AdminPayment> = {}): AdminPayment => ({
  id: 11,
  orderId: 5,
  userOrderNumber: 3,
  appointmentId: null,
  provider: 'razorpay',
  method: 'card',
  status: 'success',
  amountPaise: 64_000,
  merchantTransactionId: 'DAWA-5-ab12',
  providerTransactionId: 'pay_Q1w2e3',
  providerOrderId: 'order_Z9y8x7',
  refundTransactionId: null,
  responseCode: null,
  createdAt: '2026-12-01T10:00:00.000Z',
  updatedAt: '2026-12-01T10:01:00.000Z',
  refundedAt: null,
  ...overrides,
});
const page = (items: AdminPayment[], pageNumber = 1, pageCount = 1) =>
  AdminPaymentListResponseSchema.parse({ items, total: items.length * pageCount, page: pageNumber, pageSize: 25, pageCount });
const mismatches = AdminPaymentMismatchesResponseSchema.parse({
  checkedAt: '2026-12-04T10:00:00.000Z',
  truncated: false,
  items: [
    {
      code: 'refund_pending_too_long',
      orderId: 9,
      userOrderNumber: 7,
      orderStatus: 'cancelled',
      orderPaymentStatus: 'refund_pending',
      paymentId: 21,
      provider: 'phonepe',
      merchantTransactionId: 'DAWA-9-cd34',
      providerTransactionId: 'T2612',
      amountPaise: 25_000,
      since: '2026-12-02T08:00:00.000Z',
    },
  ],
});

function renderSection(list: (url: URL) => MockResponse, reconcile: MockResponse = { body: {} }) {
  startSession(sessionResponse({ role: 'admin' }));
  mockApi({
    '/api/admin/payments': (url) => list(url),
    '/api/admin/payments/mismatches': { body: mismatches },
    '/api/admin/payments/reconcile': reconcile,
  });
  return renderRoute(
    <>
      <PaymentsSection />
      <Toaster />
    </>,
    { path: '/admin/payments', url: '/admin/payments' },
  );
}

describe('PaymentsSection', () => {
  it('shows each attempt with its provider ids, and each mismatch with the action that fixes it', async () => {
    renderSection(() => ({ body: page([payment()]) }));
    const row = (await screen.findByText('Order #3')).closest('tr')!;
    expect(within(row).getByText('Razorpay')).toBeTruthy();
    expect(within(row).getByText('Captured')).toBeTruthy();
    expect(within(row).getByText('₹640.00')).toBeTruthy();
    expect(within(row).getByText('DAWA-5-ab12')).toBeTruthy();
    expect(within(row).getByText('pay_Q1w2e3')).toBeTruthy();
    expect(within(row).getByText('order_Z9y8x7')).toBeTruthy();

    const panel = screen.getByRole('region', { name: 'Mismatches' });
    expect(within(panel).getByText('Refund pending for more than 24 hours.')).toBeTruthy();
    expect(
      within(panel).getByText(
        'Run reconciliation now to retry the refund. If the provider still refuses, raise it with the provider’s support, giving the refund id.',
      ),
    ).toBeTruthy();
    expect(within(panel).getByText(/Order #7 \(id 9\)/)).toBeTruthy();
  });

  it('sends the filters to the server and pages there', async () => {
    const user = userEvent.setup();
    renderSection((url) => {
      const p = Number(url.searchParams.get('page') ?? '1');
      return { body: page([payment({ id: p, userOrderNumber: p * 10 })], p, 2) };
    });
    await screen.findByText('Order #10');
    await user.selectOptions(screen.getByLabelText('Provider'), 'phonepe');
    await user.selectOptions(screen.getByLabelText('State'), 'refund_pending');
    await user.type(screen.getByLabelText('From'), '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await screen.findByText('Order #10');
    const last = requests.filter((u) => u.pathname === '/api/admin/payments').at(-1)!;
    expect(Object.fromEntries(last.searchParams)).toEqual({ provider: 'phonepe', status: 'refund_pending', from: '2026-12-01' });

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Order #20')).toBeTruthy();
  });

  it('says when nothing matches', async () => {
    renderSection(() => ({ body: page([]) }));
    expect(await screen.findByText('No payments found.')).toBeTruthy();
  });

  it('runs the reconciliation on demand and says what it did', async () => {
    const user = userEvent.setup();
    const result = AdminReconcileResponseSchema.parse({ checked: 4, expiredOrders: [8], refundsTried: 1 });
    renderSection(() => ({ body: page([payment()]) }), { body: result });
    await screen.findByText('Order #3');
    await user.click(screen.getByRole('button', { name: 'Run reconciliation now' }));
    expect(
      await screen.findByText('Reconciliation done: 4 open payments checked, 1 unpaid orders closed, 1 refunds tried.'),
    ).toBeTruthy();
  });
});
