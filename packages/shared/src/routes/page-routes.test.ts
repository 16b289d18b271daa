import { describe, expect, it } from 'vitest';
import { isPagePath } from './page-routes.ts';

describe('isPagePath', () => {
  it('knows the static pages, the category pages and their aliases', () => {
    for (const path of [
      '/',
      '/cart',
      '/cart/',
      '/cold-flu',
      '/pain-relievers',
      '/category/otc/antacids',
      '/fetaured-products',
      '/newsletter/confirm',
    ])
      expect(isPagePath(path), path).toBe(true);
  });

  it('matches a parameter with exactly one segment', () => {
    expect(isPagePath('/product/42')).toBe(true);
    expect(isPagePath('/product/dolo-650-tablet')).toBe(true);
    expect(isPagePath('/payment/callback/MT123')).toBe(true);
    expect(isPagePath('/product')).toBe(false);
    expect(isPagePath('/product/42/extra')).toBe(false);
  });

  it('refuses unknown and malformed paths', () => {
    for (const path of ['/no/such/page', '/apiary', '/appointments-x', '/%E0%A4%A']) expect(isPagePath(path), path).toBe(false);
  });
});
