import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { languageStore } from '@/lib/i18n/language-store';
import { loadPackLabels } from '@/lib/i18n/pack-labels-loader';
import { mockApi } from '@/test/api-mock';
import { productSummary } from '@/test/factories';
import { renderRoute } from '@/test/render';
import { wishlistStore } from '../store/wishlist-store';
import { WishlistPage } from './wishlist-page';

// The app loads the Hindi pack labels with the Hindi catalogues, before a Hindi page shows; the cards
// read them at once. Without this the test passed only when an earlier file had loaded them.
beforeEach(async () => {
  languageStore.set('hi');
  await loadPackLabels();
});
afterEach(() => {
  for (const item of wishlistStore.items()) wishlistStore.remove(item.id);
  languageStore.set('en');
});

describe('the wishlist in Hindi', () => {
  it('says it is empty in Hindi, in the page and its title', async () => {
    mockApi({});
    renderRoute(<WishlistPage />, { path: '/wishlist', url: '/wishlist' });
    expect(screen.getByRole('heading', { level: 1, name: 'आपकी विशलिस्ट खाली है' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'खरीदारी जारी रखें' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('मेरी विशलिस्ट | Dawa'));
  });

  it('counts the saved products in Hindi and names each Remove button', () => {
    mockApi({});
    wishlistStore.toggle(productSummary({ id: 1, name: 'Dolo 650', slug: 'dolo-650' }));
    wishlistStore.toggle(productSummary({ id: 2, name: 'Crocin Advance', slug: 'crocin-advance' }));
    renderRoute(<WishlistPage />, { path: '/wishlist', url: '/wishlist' });
    expect(screen.getByRole('heading', { level: 1, name: 'मेरी विशलिस्ट' })).toBeTruthy();
    expect(screen.getByText('2 सेव किए प्रोडक्ट')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Dolo 650 हटाएँ' })).toBeTruthy();
  });
});
