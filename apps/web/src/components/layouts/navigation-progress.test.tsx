import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { lazyRoute } from '@/lib/route-loading';
import { NavigationProgress } from './navigation-progress';

type RouteModule = { default: ComponentType };

function FirstPage() {
  return (
    <>
      <h1>First page</h1>
      <Link to="/next">Next</Link>
    </>
  );
}

describe('navigation progress', () => {
  it('stays hidden on the first load, then shows while the next route downloads, over the current page', async () => {
    let finishFirst: (m: RouteModule) => void = () => undefined;
    let finishNext: (m: RouteModule) => void = () => undefined;
    const First = lazyRoute(() => new Promise<RouteModule>((resolve) => (finishFirst = resolve)));
    const Next = lazyRoute(() => new Promise<RouteModule>((resolve) => (finishNext = resolve)));
    render(
      <MemoryRouter initialEntries={['/']}>
        <NavigationProgress />
        <Suspense fallback={<p>Loading page...</p>}>
          <Routes>
            <Route path="/" element={<First />} />
            <Route path="/next" element={<Next />} />
          </Routes>
        </Suspense>
      </MemoryRouter>,
    );
    const bar = () => screen.queryByTestId('navigation-progress');

    // First load: the page fallback, no bar.
    expect(screen.getByText('Loading page...')).toBeTruthy();
    await act(async () => Promise.resolve());
    expect(bar()).toBeNull();
    await act(async () => finishFirst({ default: FirstPage }));
    expect(screen.getByRole('heading', { name: 'First page' })).toBeTruthy();
    expect(bar()).toBeNull();

    // A navigation: the current page stays (no fallback) and the bar shows until the code arrives.
    fireEvent.click(screen.getByRole('link', { name: 'Next' }));
    await act(async () => Promise.resolve());
    expect(bar()).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'First page' })).toBeTruthy();
    expect(screen.queryByText('Loading page...')).toBeNull();
    await act(async () => finishNext({ default: () => <h1>Next page</h1> }));
    expect(screen.getByRole('heading', { name: 'Next page' })).toBeTruthy();
    expect(bar()).toBeNull();
  });
});
