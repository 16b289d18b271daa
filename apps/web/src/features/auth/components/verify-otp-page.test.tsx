import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { mockApi } from '@/test/api-mock';
import { errorBody, message } from '@/test/factories';
import { VerifyOtpPage } from './verify-otp-page';

const EMAIL_VERIFIED_MESSAGE = 'Email verified successfully! You can now log in.';
const OTP_SENT_MESSAGE = 'OTP sent successfully!';
const RESET_CODE_ENTERED_MESSAGE = 'OTP verified! Redirecting to password reset...';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}|${JSON.stringify(location.state)}`}</output>;
}

function renderPage(url: string, state?: unknown) {
  return render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <MemoryRouter initialEntries={[{ pathname: url.split('?')[0] ?? url, search: url.includes('?') ? `?${url.split('?')[1]}` : '', state }]}>
        <Routes>
          <Route path="/verify-otp" element={<VerifyOtpPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const paste = (code: string) => fireEvent.paste(screen.getByRole('textbox', { name: 'Digit 1 of 6' }), { clipboardData: { getData: () => code } });

describe('/verify-otp', () => {
  it('sends visitors without an e-mail to /login', () => {
    mockApi({});
    renderPage('/verify-otp');
    expect(screen.getByTestId('where').textContent).toMatch(/^\/login\|/);
  });

  it('names the address and counts down the resend after a code was just sent', () => {
    mockApi({});
    renderPage('/verify-otp?email=asha%40example.in', { codeSent: true });
    expect(screen.getByRole('heading', { name: 'Verify Your Email' })).toBeTruthy();
    expect(screen.getByText('asha@example.in')).toBeTruthy();
    expect(screen.getByText(/A 6-digit verification code was sent to/)).toBeTruthy();
    const resend = screen.getByRole<HTMLButtonElement>('button', { name: 'Resend OTP in 60 seconds' });
    expect(resend.disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Back to Login' }).getAttribute('href')).toBe('/login');
  });

  it("resends a code ('OTP sent successfully!') and starts the countdown", async () => {
    mockApi({ '/api/resend-verification-otp': { body: message('A new code is on its way.') } });
    renderPage('/verify-otp?email=asha%40example.in');
    fireEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText(OTP_SENT_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Resend OTP in \d+ seconds$/ })).toBeTruthy();
  });

  it("shows the server's reason when a resend is refused", async () => {
    mockApi({ '/api/resend-verification-otp': { status: 429, body: errorBody({ code: 'rate_limited', message: 'Too many requests. Please try again in 1 minute.' }) } });
    renderPage('/verify-otp?email=asha%40example.in');
    fireEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText('Too many requests. Please try again in 1 minute.')).toBeTruthy();
  });

  it('verifies the e-mail once six digits are in, then opens /login with the message', async () => {
    mockApi({ '/api/verify-email-otp': (_url, request) => {
      expect(request.body).toEqual({ email: 'asha@example.in', otp: '123456' });
      return { body: message(EMAIL_VERIFIED_MESSAGE) };
    } });
    renderPage('/verify-otp?email=asha%40example.in');
    paste('123456');
    expect(await screen.findByText(EMAIL_VERIFIED_MESSAGE)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toContain('/login|'), { timeout: 3000 });
    expect(screen.getByTestId('where').textContent).toContain(EMAIL_VERIFIED_MESSAGE);
  });

  it("says 'Invalid OTP. Please try again.' for a refused code without a message of its own", async () => {
    mockApi({ '/api/verify-email-otp': { status: 400, body: errorBody({ code: 'invalid_input', message: '' }) } });
    renderPage('/verify-otp?email=asha%40example.in');
    paste('000000');
    expect(await screen.findByText('Invalid OTP. Please try again.')).toBeTruthy();
  });

  it('for a password reset only carries the code on to the new-password screen', async () => {
    mockApi({});
    renderPage('/verify-otp?email=asha%40example.in&type=password-reset', { codeSent: true });
    expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeTruthy();
    paste('654321');
    expect(screen.getByText(RESET_CODE_ENTERED_MESSAGE)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/reset-password-complete|{"email":"asha@example.in","otp":"654321"}'), { timeout: 2000 });
  });
});
