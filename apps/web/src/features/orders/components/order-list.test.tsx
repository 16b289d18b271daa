import { OrderListResponseSchema, type OrderSummary } from '@dawa/shared/commerce/orders';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startSession } from '@/lib/auth/session';
import { mockApi } from '@/test/api-mock';
import { sessionResponse } from '@/test/factories';
import { renderRoute } from '@/test/render';
import { OrderList } from './order-list';

function order(n: number): OrderSummary {
  return {
    id: 100 + n,
    userOrderNumber: n,
    status: 'confirmed',
    orderDate: '2026-11-20T10:00:00.000Z',
    productNames: [`Product ${n}`],
    itemCount: 2,
    paymentMethod: 'cod',
    paymentStatus: 'cod_pending',
    transactionId: null,
    totalAmountPaise: 540_00 + n,
    hasInvoice: true,
    creditNoteNumber: null,
    canPayAgain: false,
  };
}

/** 13 orders, newest first, 10 a page. */
function page(p: number) {
  const all = Array.from({ length: 13 }, (_, i) => order(13 - i));
  return OrderListResponseSchema.parse({ items: all.slice((p - 1) * 10, p * 10), total: 13, page: p, pageSize: 10, pageCount: 2 });
}

function renderList() {
  startSession(sessionResponse());
  return renderRoute(<OrderList />, { path: '/orders', url: '/orders' });
}

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

describe('order list', () => {
  it("pages 10 orders at a time with Previous, Next and 'Page X of Y'", async () => {
    mockApi({ '/api/orders': (url) => ({ body: page(Number(url.searchParams.get('page') ?? 1)) }) });
    renderList();
    expect(await screen.findByText('Page 1 of 2')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(10);
    expect(screen.getByRole('heading', { name: 'Order #13' })).toBeTruthy();
    expect(screen.getByText('Product 13')).toBeTruthy();
    expect(screen.getAllByText('2 items')).toHaveLength(10);
    expect(screen.getByText('₹540.13')).toBeTruthy();
    expect(screen.getAllByText('Cash on Delivery · Pay on delivery')).toHaveLength(10);
    expect(button('Previous').disabled).toBe(true);

    fireEvent.click(button('Next'));
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3));
    expect(screen.getByRole('heading', { name: 'Order #1' })).toBeTruthy();
    expect(button('Next').disabled).toBe(true);

    fireEvent.click(button('Previous'));
    expect(await screen.findByText('Page 1 of 2')).toBeTruthy();
  });

  it("says 'No orders yet' when there are none", async () => {
    mockApi({ '/api/orders': { body: OrderListResponseSchema.parse({ items: [], total: 0, page: 1, pageSize: 10, pageCount: 0 }) } });
    renderList();
    expect(await screen.findByText('No orders yet')).toBeTruthy();
  });

  it("shows 'Failed to load orders' with Try Again, which loads them again", async () => {
    let calls = 0;
    mockApi({
      '/api/orders': () => {
        calls += 1;
        return calls === 1 ? { status: 500, body: { code: 'internal', message: 'Something went wrong' } } : { body: page(1) };
      },
    });
    renderList();
    expect(await screen.findByText('Failed to load orders')).toBeTruthy();
    fireEvent.click(button('Try Again'));
    expect(await screen.findByText('Page 1 of 2')).toBeTruthy();
  });

  it('shows an unpaid order with Pay again and Remove, and no invoice to download', async () => {
    const unpaid: OrderSummary = {
      ...order(1),
      status: 'unpaid',
      paymentMethod: 'card',
      paymentStatus: 'failed',
      hasInvoice: false,
      canPayAgain: true,
    };
    mockApi({
      '/api/orders': { body: OrderListResponseSchema.parse({ items: [unpaid, order(2)], total: 2, page: 1, pageSize: 10, pageCount: 1 }) },
    });
    renderList();
    expect(await screen.findByText('Payment not completed. Nothing was taken: pay again or remove this order.')).toBeTruthy();
    expect(screen.getByText('Unpaid')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pay again for order #1' }).getAttribute('href')).toBe('/order-success/101');
    expect(screen.getByRole('button', { name: 'Remove order #1 from my orders' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download invoice of order #1' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download invoice of order #2' })).toBeTruthy();
  });
});
