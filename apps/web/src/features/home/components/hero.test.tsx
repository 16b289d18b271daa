import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { renderRoute } from '@/test/render';
import { Hero } from './hero';

const renderHero = () => renderRoute(<Hero />, { path: '/', url: '/' });

describe('the home hero', () => {
  it('shows the live banner from Site Content: title, subtitle and its button', async () => {
    mockApi({
      '/api/hero': {
        body: {
          hero: { id: 1, title: 'Monsoon care', subtitle: 'Everything for the rains', ctaLabel: 'See the deals', ctaHref: '/deals', startsAt: '2026-11-01T00:00:00.000Z', endsAt: null, active: true },
        },
      },
    });
    renderHero();
    expect(await screen.findByRole('heading', { level: 1, name: 'Monsoon care' })).toBeTruthy();
    expect(screen.getByText('Everything for the rains')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the deals' }).getAttribute('href')).toBe('/deals');
  });

  it('keeps the built-in hero when no banner is live', () => {
    mockApi({ '/api/hero': { body: { hero: null } } });
    renderHero();
    expect(screen.getByRole('heading', { level: 1, name: 'Genuine medicines, delivered to your door' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Shop by Category' })).toBeTruthy();
  });
});
