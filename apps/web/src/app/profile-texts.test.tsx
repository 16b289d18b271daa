import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { sessionResponse } from '@/test/factories';

/**
 * My Account with a fresh module graph (no catalogue loaded yet, as on a phone's first visit): its
 * panels' texts must come with the route, so opening a tab (Health Reports) never suspends the page.
 */
describe('My Account texts', () => {
  it('loads the Health Reports and error texts with the route, before any tab asks for them', async () => {
    vi.resetModules();
    const [{ default: SecondaryRoutes }, { loadedCatalogue }, { startSession }, { createQueryClient }, { mockApi }] = await Promise.all([
      import('./secondary-routes'),
      import('@/lib/i18n/catalogues'),
      import('@/lib/auth/session'),
      import('@/lib/query-client'),
      import('@/test/api-mock'),
    ]);
    mockApi({ '/api/orders': { body: { items: [], total: 0, page: 1, pageSize: 10, totalPages: 0 } } });
    startSession(sessionResponse());
    render(
      <QueryClientProvider client={createQueryClient({ retry: false })}>
        <MemoryRouter initialEntries={['/profile?tab=orders']}>
          <Suspense fallback={<p>Loading page</p>}>
            <SecondaryRoutes />
          </Suspense>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'My Account' })).toBeTruthy();
    expect(loadedCatalogue('en', 'healthReports')).toBeDefined();
    expect(loadedCatalogue('en', 'errors')).toBeDefined();
  });
});
