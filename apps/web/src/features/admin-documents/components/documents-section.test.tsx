import { AdminDocumentListResponseSchema } from '@dawa/shared/admin/documents';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { startSession } from '@/lib/auth/session';
import { mockApi } from '@/test/api-mock';
import { sessionResponse } from '@/test/factories';
import { renderRoute } from '@/test/render';
import { DocumentsSection } from './documents-section';

function renderSection(url = '/admin/documents') {
  startSession(sessionResponse({ id: 7, role: 'admin' }));
  return renderRoute(
    <>
      <Toaster />
      <DocumentsSection />
    </>,
    { path: '/admin/documents', url },
  );
}

const list = AdminDocumentListResponseSchema.parse({
  items: [
    { id: 3, name: 'profile-picture.jpg', category: 'profile_picture', ownerUserId: 9, ownerEmail: 'chitra@example.in', sizeBytes: null, contentType: 'image/jpeg', createdAt: '2026-11-20T10:00:00.000Z' },
  ],
  total: 1,
  page: 1,
  pageSize: 20,
  pageCount: 1,
});
const empty = { items: [], total: 0, page: 1, pageSize: 20, pageCount: 0 };

describe('Uploaded Documents', () => {
  it('lists Name, Category, Action, and deletes after "Delete this document?"', async () => {
    let deleted = false;
    mockApi({
      '/api/admin/documents': () => ({ body: deleted ? empty : list }),
      '/api/admin/documents/3': () => {
        deleted = true;
        return { body: { message: 'Document deleted' } };
      },
    });
    renderSection();
    const row = await screen.findByRole('row', { name: /profile-picture\.jpg/ });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Category', 'Action']);
    expect(within(row).getByText('Profile picture')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Delete profile-picture.jpg' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Delete this document?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Document deleted')).toBeTruthy();
    expect(await screen.findByText('No documents found.')).toBeTruthy();
  });

  it("says 'Failed to delete document' with the server's reason", async () => {
    mockApi({
      '/api/admin/documents': { body: list },
      '/api/admin/documents/3': { status: 404, body: { code: 'not_found', message: 'Document not found' } },
    });
    renderSection();
    fireEvent.click(within(await screen.findByRole('row', { name: /profile-picture/ })).getByRole('button', { name: /Delete/ }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete document: Document not found')).toBeTruthy();
  });

  it("says 'Failed to fetch documents' when the list cannot load, and filters by category on the server", async () => {
    mockApi({ '/api/admin/documents': (url) => (url.searchParams.get('category') === 'review_photo' ? { body: empty } : { status: 500, body: { code: 'internal', message: 'x' } }) });
    renderSection();
    expect(await screen.findByText('Failed to fetch documents')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'review_photo' } });
    expect(await screen.findByText('No documents found.')).toBeTruthy();
  });
});
