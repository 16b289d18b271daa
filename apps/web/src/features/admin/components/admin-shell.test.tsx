import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render';
import { AdminShell } from './admin-shell';

const SECTIONS = [
  { id: 'orders', label: 'Orders/Prescriptions' },
  { id: 'stock', label: 'Stock Receiving' },
];

describe('AdminShell on a phone', () => {
  it('offers the sections as one select that opens the chosen section, and keeps the side menu for wider screens', () => {
    renderRoute(
      <AdminShell sections={SECTIONS} current="orders">
        <p>section</p>
      </AdminShell>,
      { path: '/admin/:section', url: '/admin/orders' },
    );
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Section' });
    expect(select.value).toBe('orders');
    expect([...select.options].map((o) => o.textContent)).toEqual(['Orders/Prescriptions', 'Stock Receiving']);
    // The side menu is hidden below md, where it made the page 1,500 px wide.
    expect(screen.getByRole('navigation', { name: 'Admin dashboard' }).className).toContain('hidden md:block');

    fireEvent.change(select, { target: { value: 'stock' } });
    expect(screen.getByTestId('location').textContent).toBe('/admin/stock');
  });

  it('lets the section column shrink below its content, so a wide table scrolls in its own box', () => {
    const { container } = renderRoute(
      <AdminShell sections={SECTIONS} current="orders">
        <p>section</p>
      </AdminShell>,
      { path: '/admin/:section', url: '/admin/orders' },
    );
    expect(container.querySelector('.grid')?.className).toContain('grid-cols-[minmax(0,1fr)]');
  });
});
