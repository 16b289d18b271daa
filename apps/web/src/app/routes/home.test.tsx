import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { productSummary } from '@/test/factories';
import { renderRoute } from '@/test/render';
import HomeRoute from './home';

// The browser's IntersectionObserver, driven by the test: it says when the slot below the hero nears the screen.
let report: ((near: boolean) => void) | null = null;
class FakeObserver {
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
  observe() {
    report = (near) => this.callback([{ isIntersecting: near }]);
  }
  disconnect() {
    report = null;
  }
}

beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeObserver));
afterEach(() => vi.unstubAllGlobals());

describe('home route', () => {
  it('shows the hero at once and the sections below it once their slot nears the screen (decision 055)', async () => {
    mockApi({
      '/api/categories': { body: { categories: [] } },
      '/api/products/featured': { body: { items: [productSummary({ id: 7, name: 'Crocin Advance' })] } },
    });
    renderRoute(<HomeRoute />, { path: '/', url: '/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Genuine medicines, delivered to your door' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Shop by category' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Featured Products' })).toBeNull();

    act(() => report?.(true));
    expect(await screen.findByRole('heading', { name: 'Shop by category' }, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Featured Products' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Crocin Advance' })).toBeTruthy();
  });
});
