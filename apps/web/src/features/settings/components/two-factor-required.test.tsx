import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { errorBody } from '@/test/factories';
import { inLanguage } from '@/test/language';
import { isSecondFactorRequired, TwoFactorRequired } from './two-factor-required';

const refusal = (reason: string | undefined, message: string) =>
  new ApiError(403, errorBody({ code: 'forbidden', message, ...(reason ? { reason } : {}) }));

describe('TwoFactorRequired (the dashboard 403 for staff without two-factor sign-in)', () => {
  it('tells an admin without an authenticator to set one up in Settings', () => {
    const error = refusal('two_factor_setup_required', 'Set up two-factor authentication in Settings to use the dashboard.');
    expect(isSecondFactorRequired(error)).toBe(true);
    render(
      <MemoryRouter>
        <TwoFactorRequired error={error} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Set up two-factor authentication' })).toBeTruthy();
    expect(screen.getByText('Set up two-factor authentication in Settings to use the dashboard.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Settings' }).getAttribute('href')).toBe('/profile?tab=settings');
  });

  it('sends a session signed in without the code to log in again', () => {
    const error = refusal('two_factor_login_required', 'Log out and log in again with your authenticator code to use the dashboard.');
    render(
      <MemoryRouter>
        <TwoFactorRequired error={error} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Log in again with your code' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Login' }).getAttribute('href')).toBe('/login');
  });

  it('is not the answer to other refusals', () => {
    expect(isSecondFactorRequired(refusal(undefined, 'You do not have permission to do this.'))).toBe(false);
    expect(isSecondFactorRequired(new Error('x'))).toBe(false);
  });
});

describe('TwoFactorRequired in Hindi', () => {
  inLanguage('hi');

  it('words the panel and the server’s reason in Hindi', () => {
    render(
      <MemoryRouter>
        <TwoFactorRequired error={refusal('two_factor_setup_required', 'Set up two-factor authentication in Settings to use the dashboard.')} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'टू-फ़ैक्टर ऑथेंटिकेशन सेट करें' })).toBeTruthy();
    expect(screen.getByText('डैशबोर्ड इस्तेमाल करने के लिए सेटिंग्स में टू-फ़ैक्टर ऑथेंटिकेशन सेट करें।')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'सेटिंग्स पर जाएँ' }).getAttribute('href')).toBe('/profile?tab=settings');
  });

  it('sends a session signed in without the code to log in again, in Hindi', () => {
    render(
      <MemoryRouter>
        <TwoFactorRequired error={refusal('two_factor_login_required', 'Log out and log in again with your authenticator code to use the dashboard.')} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'अपने कोड के साथ दोबारा लॉग इन करें' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'लॉग इन पर जाएँ' }).getAttribute('href')).toBe('/login');
  });
});
