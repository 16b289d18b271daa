import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { languageStore } from '@/lib/i18n/language-store';
import { mockApi } from '@/test/api-mock';
import { renderRoute } from '@/test/render';
import { NotFoundPage } from './not-found-page';

beforeEach(() => languageStore.set('hi'));
afterEach(() => languageStore.set('en'));

describe('Page Not Found in Hindi', () => {
  it('says so in Hindi, titles the tab in Hindi and links home', async () => {
    mockApi({});
    renderRoute(<NotFoundPage />, { path: '*', url: '/no-such-page' });
    expect(screen.getByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'होम पर जाएँ' }).getAttribute('href')).toBe('/');
    await waitFor(() => expect(document.title).toBe('पेज नहीं मिला | Dawa'));
  });
});
