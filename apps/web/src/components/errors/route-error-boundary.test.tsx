import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { languageStore } from '@/lib/i18n/language-store';
import { RouteErrorBoundary } from './route-error-boundary';

function renderCrash(error: Error) {
  function Crash(): never {
    throw error;
  }
  // A caught render error is still reported on the console (React's own report and ours).
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  render(
    <MemoryRouter initialEntries={['/broken']}>
      <RouteErrorBoundary>
        <Routes>
          <Route path="/broken" element={<Crash />} />
          <Route path="/" element={<h1>Home page</h1>} />
        </Routes>
      </RouteErrorBoundary>
    </MemoryRouter>,
  );
}

describe('route error boundary', () => {
  it('shows the retry screen for a crashed page and clears it on navigation', () => {
    renderCrash(new Error('boom'));
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('This page could not be shown. Please try again.')).toBeTruthy();
    expect(document.title).toBe('Something went wrong | Dawa');
    fireEvent.click(screen.getByRole('link', { name: 'Go to Home' }));
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for a reload when a page chunk of an older deploy is gone', () => {
    renderCrash(new TypeError('Failed to fetch dynamically imported module: /assets/product-abc.js'));
    expect(screen.getByText('A newer version of Dawa is available. Reload the page to continue.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeTruthy();
  });

  it('says it in Hindi when the page is in Hindi', () => {
    languageStore.set('hi');
    try {
      renderCrash(new Error('boom'));
      expect(screen.getByRole('heading', { name: 'कुछ गड़बड़ हो गई' })).toBeTruthy();
      expect(screen.getByText('यह पेज दिखाया नहीं जा सका। कृपया फिर से कोशिश करें।')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'पेज दोबारा लोड करें' })).toBeTruthy();
      expect(document.title).toBe('कुछ गड़बड़ हो गई | Dawa');
    } finally {
      languageStore.set('en');
    }
  });
});
