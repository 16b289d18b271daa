import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { errorBody, message } from '@/test/factories';
import { renderRoute } from '@/test/render';
import { VerifyEmailPage } from './verify-email-page';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';
const renderPage = (url: string) => renderRoute(<VerifyEmailPage />, { path: '/verify-email', url });

describe('/verify-email', () => {
  it("says 'Invalid verification link' without a token, and asks nothing", () => {
    mockApi({});
    renderPage('/verify-email');
    expect(screen.getByRole('heading', { name: 'Verification Failed' })).toBeTruthy();
    expect(screen.getByText('Invalid verification link')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Register Again' }).getAttribute('href')).toBe('/register');
  });

  it("shows 'Verifying Email...' then 'Email Verified!' with the server's message", async () => {
    mockApi({
      '/api/verify-email': (url) => {
        expect(url.searchParams.get('token')).toBe(TOKEN);
        return { body: message('Your email has been verified. You can now log in.') };
      },
    });
    renderPage(`/verify-email?token=${TOKEN}`);
    expect(screen.getByRole('heading', { name: 'Verifying Email...' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Email Verified!' })).toBeTruthy();
    expect(screen.getByText('Your email has been verified. You can now log in.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Login' }).getAttribute('href')).toBe('/login');
  });

  it("shows 'Verification Failed' with the server's reason, Go to Login and Register Again", async () => {
    mockApi({ '/api/verify-email': { status: 400, body: errorBody({ code: 'invalid_input', message: 'This verification link has expired.' }) } });
    renderPage(`/verify-email?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Verification Failed' })).toBeTruthy();
    expect(screen.getByText('This verification link has expired.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Register Again' })).toBeTruthy();
  });

  it("falls back to 'Email verification failed' when the server fails", async () => {
    mockApi({ '/api/verify-email': { status: 500, body: errorBody({ code: 'internal', message: 'Something went wrong' }) } });
    renderPage(`/verify-email?token=${TOKEN}`);
    expect(await screen.findByText('Email verification failed')).toBeTruthy();
  });
});
