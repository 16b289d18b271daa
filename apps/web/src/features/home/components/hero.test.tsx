import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetServedSettings } from '@/lib/served-settings';
import { renderRoute } from '@/test/render';
import { Hero } from './hero';

const renderHero = () => renderRoute(<Hero />, { path: '/', url: '/' });

/** The <meta name="dawa-settings"> the server writes into every page (apps/api/src/plugins/spa.ts). */
function serve(hero: unknown) {
  const meta = document.createElement('meta');
  meta.name = 'dawa-settings';
  meta.content = JSON.stringify({
    supportEmail: 'care@dawa.in',
    supportPhone: '+91 80 4567 8900',
    features: { newsletter: true, reviews: true, cashOnDelivery: true, registrations: true },
    hero,
  });
  document.head.append(meta);
  forgetServedSettings();
}

afterEach(() => {
  document.head.querySelectorAll('meta[name=dawa-settings]').forEach((m) => m.remove());
  forgetServedSettings();
});

describe('the home hero', () => {
  it('shows the live banner from Site Content that the server wrote into the page: title, subtitle and its button', () => {
    serve({ title: 'Monsoon care', subtitle: 'Everything for the rains', ctaLabel: 'See the deals', ctaHref: '/deals' });
    renderHero();
    expect(screen.getByRole('heading', { level: 1, name: 'Monsoon care' })).toBeTruthy();
    expect(screen.getByText('Everything for the rains')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the deals' }).getAttribute('href')).toBe('/deals');
  });

  it('keeps the built-in hero when no banner is live', () => {
    serve(null);
    renderHero();
    expect(screen.getByRole('heading', { level: 1, name: 'Genuine medicines, delivered to your door' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Shop by Category' })).toBeTruthy();
  });
});
