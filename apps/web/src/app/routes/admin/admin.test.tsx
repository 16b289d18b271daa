import { AdminUserListResponseSchema } from '@dawa/shared/admin/users';
import type { Role } from '@dawa/shared/auth/rules';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startSession } from '@/lib/auth/session';
import { mockApi } from '@/test/api-mock';
import { sessionResponse } from '@/test/factories';
import { inLanguage } from '@/test/language';
import { renderRoute } from '@/test/render';
import AdminRoute from './admin';

function open(url: string, role?: Role) {
  if (role) startSession(sessionResponse({ role }));
  return renderRoute(<AdminRoute />, { path: '/admin/:section?', url });
}

const emptyUsers = AdminUserListResponseSchema.parse({ items: [], total: 0, page: 1, pageSize: 20, pageCount: 0 });

describe('/admin', () => {
  it.each<[string, Role | undefined]>([
    ['a visitor', undefined],
    ['a customer', 'user'],
  ])("shows %s 'Access denied. Admins only.' and no dashboard", (_who, role) => {
    open('/admin', role);
    expect(screen.getByRole('heading', { level: 1, name: 'Access denied. Admins only.' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Admin dashboard' })).toBeNull();
  });

  it('shows a pharmacist only the sections of the role (All Dashboards)', async () => {
    mockApi({ '/api/admin/overview': { body: { pendingFulfilment: 0, lowStockProducts: 0, lowStockThreshold: 10 } } });
    open('/admin/overview', 'pharmacist');
    expect(await screen.findByRole('heading', { level: 2, name: 'All Dashboards' })).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Admin dashboard' });
    const labels = within(menu)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(labels).toContain('All Dashboards');
    expect(labels).not.toContain('Analytics & Reports');
    expect(labels).not.toContain('User Management');
  });

  it('shows a doctor only My Schedule, and the schedule from the API', async () => {
    mockApi({
      '/api/admin/schedule': {
        body: {
          doctor: { id: 1, name: 'Dr. Rohan Mehta', registrationNumber: 'DMC/R/04567', medicalCouncil: 'DMC' },
          today: '2026-11-24',
          appointments: [],
        },
      },
    });
    open('/admin/schedule', 'doctor');
    expect(await screen.findByText('Dr. Rohan Mehta · Reg. No. DMC/R/04567 (DMC)')).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Admin dashboard' });
    expect(within(menu).getAllByRole('link').map((a) => a.textContent)).toEqual(['My Schedule']);
    expect(screen.getAllByText('No appointments.')).toHaveLength(2);
  });

  it('refuses a doctor who opens an admin-only section by its address', () => {
    open('/admin/users', 'doctor');
    expect(screen.getByRole('heading', { name: 'Access denied. Admins only.' })).toBeTruthy();
  });

  it('refuses a pharmacist who opens an admin-only section by its address', () => {
    open('/admin/users', 'pharmacist');
    expect(screen.getByRole('heading', { name: 'Access denied. Admins only.' })).toBeTruthy();
  });

  it('shows an admin the side menu in the spec order, the open section marked as the current page', async () => {
    mockApi({ '/api/admin/users': { body: emptyUsers } });
    open('/admin/users', 'admin');
    expect(await screen.findByRole('heading', { level: 2, name: 'User Management' })).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Admin dashboard' });
    const labels = within(menu)
      .getAllByRole('link')
      .map((a) => a.textContent);
    // Sections other issues add (Product Management first) may stand around these two.
    expect(labels.indexOf('User Management')).toBeGreaterThanOrEqual(0);
    expect(labels.at(-1)).toBe('Audit Log');
    expect(within(menu).getByRole('link', { name: 'User Management' }).getAttribute('aria-current')).toBe('page');
    expect(within(menu).getByRole('link', { name: 'Audit Log' }).getAttribute('aria-current')).toBeNull();
    expect(await screen.findByText('No users found.')).toBeTruthy();
  });

  it("says 'Failed to fetch users' with Try Again when the list cannot be read", async () => {
    mockApi({ '/api/admin/users': { status: 500, body: { code: 'internal', message: 'Something went wrong' } } });
    open('/admin/users', 'admin');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to fetch users')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});

describe('/admin for a staff member who chose Hindi', () => {
  inLanguage('hi');

  it('stays in English (decision 038): paging and the confirm dialog’s Cancel too', async () => {
    const twoPages = AdminUserListResponseSchema.parse({
      items: [{ id: 9, firstName: 'Chitra', lastName: 'Rao', email: 'chitra@example.in', role: 'user', emailVerified: true, createdAt: '2026-11-01T10:00:00.000Z' }],
      total: 21,
      page: 1,
      pageSize: 20,
      pageCount: 2,
    });
    mockApi({ '/api/admin/users': { body: twoPages } });
    open('/admin/users', 'admin');
    const pages = await screen.findByRole('navigation', { name: 'User pages' });
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeTruthy();
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeTruthy();
    expect(within(pages).getByText('Page 1 of 2')).toBeTruthy();
    expect(pages.closest('[lang]')?.getAttribute('lang')).toBe('en-IN');

    fireEvent.click(screen.getByRole('button', { name: 'Delete Chitra Rao' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(within(dialog).queryByText('रद्द करें')).toBeNull();
  });
});
