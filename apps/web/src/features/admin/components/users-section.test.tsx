import { AdminUserListResponseSchema, type AdminUser } from '@dawa/shared/admin/users';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { startSession } from '@/lib/auth/session';
import { mockApi, type MockRequest } from '@/test/api-mock';
import { sessionResponse } from '@/test/factories';
import { renderRoute } from '@/test/render';
import { UsersSection } from './users-section';

function user(id: number, role: AdminUser['role'], firstName: string): AdminUser {
  return { id, firstName, lastName: 'Rao', email: `${firstName.toLowerCase()}@example.in`, role, emailVerified: true, createdAt: '2026-11-01T10:00:00.000Z' };
}

function renderSection() {
  // The signed-in admin is user 7.
  startSession(sessionResponse({ id: 7, role: 'admin' }));
  return renderRoute(
    <>
      <Toaster />
      <UsersSection />
    </>,
    { path: '/admin/users', url: '/admin/users' },
  );
}

const list = AdminUserListResponseSchema.parse({
  items: [user(7, 'admin', 'Asha'), user(8, 'admin', 'Bala'), user(9, 'user', 'Chitra')],
  total: 3,
  page: 1,
  pageSize: 20,
  pageCount: 1,
});

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('User Management', () => {
  it("offers 'Demote to User' for admins and 'Promote to Admin' for others, but no role change or deletion of oneself", async () => {
    mockApi({ '/api/admin/users': { body: list } });
    renderSection();
    expect(await screen.findByText('bala@example.in')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Email', 'Role', 'Actions']);
    expect(within(rowOf('Bala')).getByRole('button', { name: 'Demote to User' })).toBeTruthy();
    expect(within(rowOf('Chitra')).getByRole('button', { name: 'Promote to Admin' })).toBeTruthy();
    const self = rowOf('Asha');
    expect(within(self).queryByRole('button', { name: /Demote|Promote|Delete/ })).toBeNull();
  });

  it("shows the server's reason after 'Failed to update user role' when a demotion is refused", async () => {
    mockApi({
      '/api/admin/users': { body: list },
      '/api/admin/users/8/role': {
        status: 409,
        body: { code: 'conflict', message: 'The last admin cannot be demoted. Promote another admin first.' },
      },
    });
    renderSection();
    fireEvent.click(within(await screen.findByRole('row', { name: /Bala/ })).getByRole('button', { name: 'Demote to User' }));
    expect(await screen.findByText('Failed to update user role: The last admin cannot be demoted. Promote another admin first.')).toBeTruthy();
  });

  it("asks 'Delete this user?' and deletes only after the confirmation", async () => {
    const deleted: MockRequest[] = [];
    mockApi({
      '/api/admin/users': { body: list },
      '/api/admin/users/9': (_url, request) => {
        deleted.push(request);
        return { body: { message: 'User deleted successfully' } };
      },
    });
    renderSection();
    fireEvent.click(within(await screen.findByRole('row', { name: /Chitra/ })).getByRole('button', { name: 'Delete Chitra Rao' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText('Delete this user?')).toBeTruthy();
    expect(deleted).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User deleted successfully')).toBeTruthy();
    await waitFor(() => expect(deleted.map((r) => r.method)).toEqual(['DELETE']));
  });
});
