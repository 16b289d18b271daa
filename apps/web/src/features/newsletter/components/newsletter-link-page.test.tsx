import { screen } from '@testing-library/react';
import { NEWSLETTER_CONFIRMED_MESSAGE, NEWSLETTER_INVALID_CONFIRM_MESSAGE, NEWSLETTER_UNSUBSCRIBED_MESSAGE } from '@dawa/shared/content/newsletter';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { errorBody, message } from '@/test/factories';
import { renderRoute } from '@/test/render';
import { NewsletterLinkPage } from './newsletter-link-page';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

describe('newsletter link pages', () => {
  it('confirms with the token of the link', async () => {
    mockApi({
      '/api/newsletter/confirm': (_url, request) => {
        expect(request).toMatchObject({ method: 'POST', body: { token: TOKEN } });
        return { body: message(NEWSLETTER_CONFIRMED_MESSAGE) };
      },
    });
    renderRoute(<NewsletterLinkPage action="confirm" />, { path: '/newsletter/confirm', url: `/newsletter/confirm?token=${TOKEN}` });
    expect(screen.getByRole('heading', { name: 'Confirming your subscription...' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Subscription Confirmed' })).toBeTruthy();
    expect(screen.getByText(NEWSLETTER_CONFIRMED_MESSAGE)).toBeTruthy();
    expect(document.title).toBe('Confirm Newsletter Subscription | Dawa');
  });

  it("shows the server's reason when a confirmation link does not work", async () => {
    mockApi({ '/api/newsletter/confirm': { status: 400, body: errorBody({ code: 'invalid_input', message: NEWSLETTER_INVALID_CONFIRM_MESSAGE }) } });
    renderRoute(<NewsletterLinkPage action="confirm" />, { path: '/newsletter/confirm', url: `/newsletter/confirm?token=${TOKEN}` });
    expect(await screen.findByRole('heading', { name: 'Confirmation Failed' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(NEWSLETTER_INVALID_CONFIRM_MESSAGE);
  });

  it('asks nothing without a token', () => {
    mockApi({});
    renderRoute(<NewsletterLinkPage action="unsubscribe" />, { path: '/newsletter/unsubscribe', url: '/newsletter/unsubscribe' });
    expect(screen.getByRole('heading', { name: 'Unsubscribe Failed' })).toBeTruthy();
  });

  it('unsubscribes with the token of the link', async () => {
    mockApi({ '/api/newsletter/unsubscribe': { body: message(NEWSLETTER_UNSUBSCRIBED_MESSAGE) } });
    renderRoute(<NewsletterLinkPage action="unsubscribe" />, { path: '/newsletter/unsubscribe', url: `/newsletter/unsubscribe?token=12.${TOKEN}` });
    expect(await screen.findByRole('heading', { name: 'Unsubscribed' })).toBeTruthy();
    expect(screen.getByText(NEWSLETTER_UNSUBSCRIBED_MESSAGE)).toBeTruthy();
  });
});
