import { fireEvent, render, screen } from '@testing-library/react';
import { NEWSLETTER_MESSAGES, NewsletterResponseSchema } from '@dawa/shared/content/newsletter';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, type MockResponse } from '@/test/api-mock';
import { errorBody } from '@/test/factories';
import { inLanguage } from '@/test/language';
import { NewsletterForm } from './newsletter-form';

function submit(email: string) {
  fireEvent.change(screen.getByLabelText('Email address'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
}

describe('footer newsletter form', () => {
  it('requires an e-mail address of type email', () => {
    mockApi({});
    render(<NewsletterForm />);
    const input = screen.getByLabelText('Email address');
    expect(input.getAttribute('type')).toBe('email');
    expect(input.hasAttribute('required')).toBe(true);
  });

  it("disables the button while sending, then shows 'Subscribed successfully!…' and clears the field", async () => {
    let answer: (response: MockResponse) => void = () => {};
    mockApi({
      '/api/newsletter/subscribe': (_url, request) => {
        expect(request.method).toBe('POST');
        expect(request.body).toEqual({ email: 'asha@example.in' });
        return new Promise((resolve) => (answer = resolve));
      },
    });
    render(<NewsletterForm />);
    submit('asha@example.in');
    const button = await screen.findByRole('button', { name: 'Subscribing...' });
    expect(button.hasAttribute('disabled')).toBe(true);
    answer({ body: NewsletterResponseSchema.parse({ message: NEWSLETTER_MESSAGES.subscribed }) });
    expect(await screen.findByText(NEWSLETTER_MESSAGES.subscribed)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Subscribe' }).hasAttribute('disabled')).toBe(false);
    expect(screen.getByLabelText<HTMLInputElement>('Email address').value).toBe('');
  });

  it("shows 'Subscription failed: {server message}' for a refusal, naming the field's problem", async () => {
    mockApi({
      '/api/newsletter/subscribe': {
        status: 400,
        body: errorBody({ code: 'invalid_input', message: 'Invalid field email: Please enter a valid email address', fieldErrors: { email: ['Please enter a valid email address'] } }),
      },
    });
    render(<NewsletterForm />);
    submit('asha@example');
    expect(await screen.findByText('Subscription failed: Please enter a valid email address')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Email address').value).toBe('asha@example');
  });

  it("shows the server's message for a 429", async () => {
    mockApi({ '/api/newsletter/subscribe': { status: 429, body: errorBody({ code: 'rate_limited', message: 'Too many requests. Please try again in 1 minute.' }) } });
    render(<NewsletterForm />);
    submit('asha@example.in');
    expect(await screen.findByText('Subscription failed: Too many requests. Please try again in 1 minute.')).toBeTruthy();
  });

  it("shows 'Subscription failed. Please try again.' when the server fails", async () => {
    mockApi({ '/api/newsletter/subscribe': { status: 500, body: errorBody({ code: 'internal', message: 'Something went wrong on our side.' }) } });
    render(<NewsletterForm />);
    submit('asha@example.in');
    expect(await screen.findByText('Subscription failed. Please try again.')).toBeTruthy();
  });

  it("shows 'Subscription failed. Please check your connection.' when the request never gets an answer", async () => {
    mockApi({});
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    render(<NewsletterForm />);
    submit('asha@example.in');
    expect(await screen.findByText('Subscription failed. Please check your connection.')).toBeTruthy();
  });
});

describe('footer newsletter form in Hindi', () => {
  inLanguage('hi');

  it('words the block and the answer in Hindi', async () => {
    mockApi({ '/api/newsletter/subscribe': { body: NewsletterResponseSchema.parse({ message: NEWSLETTER_MESSAGES.subscribed }) } });
    render(<NewsletterForm />);
    expect(screen.getByRole('heading', { name: 'न्यूज़लेटर' })).toBeTruthy();
    expect(screen.getByText('सेहत की सलाह और ऑफ़र ई-मेल पर। जब चाहें सदस्यता छोड़ें।')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('ई-मेल पता'), { target: { value: 'asha@example.in' } });
    fireEvent.click(screen.getByRole('button', { name: 'सदस्यता लें' }));
    expect(await screen.findByText('सदस्यता हो गई! पुष्टि के लिए अपने इनबॉक्स में Dawa का ई-मेल देखें।')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Newsletter|Subscribe|Health tips|Email address/);
  });
});
