import { AnalyticsReportSchema } from '@dawa/shared/admin/analytics';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { startSession } from '@/lib/auth/session';
import { mockApi } from '@/test/api-mock';
import { sessionResponse } from '@/test/factories';
import { renderRoute } from '@/test/render';
import { AnalyticsSection } from './analytics-section';
import { OverviewSection } from './overview-section';

const report = (from: string, to: string) =>
  AnalyticsReportSchema.parse({
    from,
    to,
    summary: {
      orders: 5,
      sales: 3,
      revenuePaise: 70_000,
      averageOrderValuePaise: 23_333,
      newCustomers: 1,
      refunds: 1,
      refundedPaise: 9_000,
    },
    salesByDay: [
      { day: from, orders: 1, revenuePaise: 10_000 },
      { day: to, orders: 2, revenuePaise: 60_000 },
    ],
    salesByCategory: [{ categorySlug: 'pain-relief', categoryName: 'Pain Relief', units: 3, revenuePaise: 75_000 }],
    ordersByStatus: [{ status: 'out_for_delivery', orders: 5 }],
    topProducts: [{ productId: 1, productName: 'Dolo 650 Tablet', units: 3, revenuePaise: 75_000 }],
    promoCodes: [],
    refunds: [{ paymentStatus: 'refunded', orders: 1, amountPaise: 9_000 }],
  });

describe('Analytics & Reports', () => {
  it('shows the report with a table beside each chart, and asks the server for the picked range', async () => {
    const asked: string[] = [];
    mockApi({
      '/api/admin/analytics': (url: URL) => {
        asked.push(url.search);
        return { body: report(url.searchParams.get('from') ?? '2026-10-26', url.searchParams.get('to') ?? '2026-11-24') };
      },
    });
    startSession(sessionResponse({ id: 7, role: 'admin' }));
    renderRoute(
      <>
        <Toaster />
        <AnalyticsSection />
      </>,
      { path: '/admin/analytics', url: '/admin/analytics' },
    );
    const byDay = await screen.findByRole('region', { name: 'Sales by day' });
    const chart = within(byDay).getByRole('img', { name: 'Sales by day: a bar chart of the table beside it (Revenue (₹) by day)' });
    expect(within(byDay).getByRole('row', { name: '24 Nov 2026 2 ₹600.00' })).toBeTruthy();
    // The chart names its axes, scales the revenue axis (0, half, the top) and writes each bar's value and day.
    expect(within(chart).getByText('Day')).toBeTruthy();
    expect(within(chart).getByText('Revenue (₹)')).toBeTruthy();
    expect(
      within(chart)
        .getAllByText(/^₹/, { selector: '[data-testid="y-axis"] text' })
        .map((t) => t.textContent),
    ).toEqual(['₹0', '₹300', '₹600']);
    expect(
      within(chart)
        .getAllByTestId('bar-value')
        .map((t) => t.textContent),
    ).toEqual(['₹100', '₹600']);
    expect(
      within(chart)
        .getAllByTestId('bar-label')
        .map((t) => t.textContent),
    ).toEqual(['26 Oct 2026', '24 Nov 2026']);
    const byStatus = within(screen.getByRole('region', { name: 'Orders by status' })).getByRole('img');
    expect(within(byStatus).getByText('Orders', { selector: 'text' })).toBeTruthy();
    expect(
      within(byStatus)
        .getAllByTestId('bar-value')
        .map((t) => t.textContent),
    ).toEqual(['5']);
    expect(screen.getByText('₹700.00')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Orders by status' })).getByText('Out for delivery', { selector: 'td' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Promo code use' })).getByText('No data in this range.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download CSV of Top products' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-01-10' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-01-12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show Report' }));
    expect(await screen.findByText('From 2025-01-10 to 2025-01-12 (India time).', { exact: false })).toBeTruthy();
    expect(asked.at(-1)).toBe('?from=2025-01-10&to=2025-01-12');
  });
});

describe('All Dashboards', () => {
  it("links each of today's figures to its section; a pharmacist's overview has no sales", async () => {
    mockApi({
      '/api/admin/overview': () => ({
        body: { pendingFulfilment: 4, awaitingPrescription: 3, lowStockProducts: 2, lowStockThreshold: 10 },
      }),
    });
    startSession(sessionResponse({ id: 8, role: 'pharmacist' }));
    renderRoute(<OverviewSection />, { path: '/admin/overview', url: '/admin/overview' });
    expect(await screen.findByText('Orders pending fulfilment')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open low-stock products: Low-stock products (10 or fewer left)' }).getAttribute('href')).toBe(
      '/admin/products?stock=low',
    );
    expect(screen.getByRole('link', { name: 'Open orders: Orders pending fulfilment' }).getAttribute('href')).toBe('/admin/orders');
    expect(screen.getByText('Orders awaiting prescription review').nextElementSibling?.textContent).toBe('3');
    expect(
      screen.getByRole('link', { name: 'Open the prescription queue: Orders awaiting prescription review' }).getAttribute('href'),
    ).toBe('/admin/prescriptions');
    expect(screen.queryByText("Today's revenue")).toBeNull();
  });
});
