import { PASSWORD_POLICY_MESSAGE } from '@dawa/shared/auth/rules';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { mockApi, requests } from '@/test/api-mock';
import { message } from '@/test/factories';
import { renderRoute } from '@/test/render';
import { RegisterForm } from './register-form';
import { ResetPasswordForm } from './reset-password-form';

const field = (name: string) => screen.getByLabelText<HTMLInputElement>(name, { exact: true });

describe('password policy on /register', () => {
  it('shows the policy under the field before anything is typed', () => {
    mockApi({});
    renderRoute(<RegisterForm />, { path: '/register', url: '/register' });
    expect(screen.getByText(PASSWORD_POLICY_MESSAGE)).toBeTruthy();
  });

  it('refuses a weak password and a mismatch with the spec texts, without calling the server', async () => {
    mockApi({});
    renderRoute(<RegisterForm />, { path: '/register', url: '/register' });
    fireEvent.change(field('First Name'), { target: { value: 'Asha' } });
    fireEvent.change(field('Last Name'), { target: { value: 'Rao' } });
    fireEvent.change(field('Email'), { target: { value: 'asha@example.in' } });
    fireEvent.change(field('Password'), { target: { value: 'password1' } });
    fireEvent.change(field('Confirm Password'), { target: { value: 'password2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(field('Password').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(PASSWORD_POLICY_MESSAGE)).toHaveLength(1);
    expect(screen.getByText('Passwords do not match.')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('registers with +91 by default and opens the code screen for the address', async () => {
    mockApi({
      '/api/register': (_url, request) => {
        expect(request.method).toBe('POST');
        expect(request.body).toMatchObject({ email: 'asha@example.in', phoneCountry: '+91', phone: '9876543210' });
        return { status: 201, body: { message: 'Registration successful!', email: 'asha@example.in' } };
      },
    });
    renderRoute(<RegisterForm />, { path: '/register', url: '/register' });
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Country code' }).value).toBe('+91');
    fireEvent.change(field('First Name'), { target: { value: 'Asha' } });
    fireEvent.change(field('Last Name'), { target: { value: 'Rao' } });
    fireEvent.change(field('Email'), { target: { value: 'Asha@Example.in' } });
    fireEvent.change(field('Password'), { target: { value: 'Asha@2026' } });
    fireEvent.change(field('Confirm Password'), { target: { value: 'Asha@2026' } });
    fireEvent.change(field('Phone number'), { target: { value: '98765 43210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/verify-otp?email=asha%40example.in'));
  });
});

describe('password policy on /reset-password-complete', () => {
  function renderReset(state: unknown) {
    const queryClient = createQueryClient({ retry: false });
    return render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[{ pathname: '/reset-password-complete', state }]}>
          <Routes>
            <Route path="/reset-password-complete" element={<ResetPasswordForm />} />
            <Route path="*" element={<p>elsewhere</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  }

  it('goes back to /forgot-password without the e-mail and code', () => {
    mockApi({});
    renderReset(null);
    expect(screen.getByText('elsewhere')).toBeTruthy();
  });

  it('checks the policy and the confirmation, then resets', async () => {
    mockApi({ '/api/reset-password': { body: message('Password reset successful! You can now log in with your new password.') } });
    renderReset({ email: 'asha@example.in', otp: '123456' });
    fireEvent.change(field('New Password'), { target: { value: 'short' } });
    fireEvent.change(field('Confirm New Password'), { target: { value: 'other' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText(PASSWORD_POLICY_MESSAGE)).toBeTruthy();
    expect(screen.getByText('Passwords do not match.')).toBeTruthy();
    fireEvent.change(field('New Password'), { target: { value: 'Better@2026' } });
    fireEvent.change(field('Confirm New Password'), { target: { value: 'Better@2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password reset successful! Redirecting to login...')).toBeTruthy();
    expect(requests.at(-1)?.pathname).toBe('/api/reset-password');
  });
});
