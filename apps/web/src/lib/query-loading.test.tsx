import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { endSession } from '@/lib/auth/session';
import { createQueryClient, queryClient } from '@/lib/query-client';
import { withQueryClient } from '@/lib/query-loading';

/** A lazy part that shows what the cache it is given holds under ['probe'] (it never fetches). */
function Probe() {
  const { data } = useQuery({ queryKey: ['probe'], queryFn: () => new Promise<string>(() => undefined), staleTime: Infinity });
  return <p>{data ?? 'nothing cached'}</p>;
}
const LazyProbe = lazy(withQueryClient(() => Promise.resolve({ default: Probe })));

describe('parts that fetch bring the app query client (decision 067)', () => {
  it('renders a lazy part with no provider above it inside the app client, whose cache every part shares', async () => {
    queryClient.setQueryData(['probe'], 'from the app cache');
    render(
      <Suspense fallback={null}>
        <LazyProbe />
      </Suspense>,
    );
    expect(await screen.findByText('from the app cache')).toBeTruthy();
    queryClient.removeQueries({ queryKey: ['probe'] });
  });

  it('leaves a provider already above in charge (a test client, or a part inside a route)', async () => {
    const own = createQueryClient({ retry: false });
    own.setQueryData(['probe'], 'from the outer client');
    queryClient.setQueryData(['probe'], 'from the app cache');
    render(
      <QueryClientProvider client={own}>
        <Suspense fallback={null}>
          <LazyProbe />
        </Suspense>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('from the outer client')).toBeTruthy();
    queryClient.removeQueries({ queryKey: ['probe'] });
  });

  it("forgets one person's cached data in the app client when the session ends, though the session does not import it", () => {
    queryClient.setQueryData(['me', 'settings'], { darkMode: true });
    queryClient.setQueryData(['categories'], { categories: [] });
    endSession();
    expect(queryClient.getQueryData(['me', 'settings'])).toBeUndefined();
    expect(queryClient.getQueryData(['categories'])).toEqual({ categories: [] });
    queryClient.removeQueries({ queryKey: ['categories'] });
  });
});
