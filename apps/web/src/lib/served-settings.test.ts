import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  document.head.querySelector('meta[name="dawa-settings"]')?.remove();
  vi.resetModules();
});

const load = () => import('./served-settings');

describe('servedSettings (what the server wrote into the page)', () => {
  it('reads the support contacts and feature switches of the meta tag', async () => {
    const meta = document.createElement('meta');
    meta.name = 'dawa-settings';
    meta.content = JSON.stringify({
      supportEmail: 'help@dawa.example',
      supportPhone: '+91 22 1234 5678',
      features: { newsletter: false, reviews: true, cashOnDelivery: true, registrations: true },
    });
    document.head.append(meta);
    const { servedSettings, telHref } = await load();
    expect(servedSettings()).toEqual({
      supportEmail: 'help@dawa.example',
      supportPhone: '+91 22 1234 5678',
      features: { newsletter: false, reviews: true, cashOnDelivery: true, registrations: true },
    });
    expect(telHref(servedSettings().supportPhone)).toBe('tel:+912212345678');
  });

  it('falls back to the defaults without the tag (the Vite dev server) or with a damaged one', async () => {
    expect((await load()).servedSettings().supportEmail).toBe('support@dawa.in');
    vi.resetModules();
    const meta = document.createElement('meta');
    meta.name = 'dawa-settings';
    meta.content = '{not json';
    document.head.append(meta);
    expect((await load()).servedSettings().features.registrations).toBe(true);
  });
});
