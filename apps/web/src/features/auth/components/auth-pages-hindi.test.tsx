import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { languageStore } from '@/lib/i18n/language-store';
import { mockApi } from '@/test/api-mock';
import { errorBody, message } from '@/test/factories';
import { renderRoute } from '@/test/render';
import { ForgotPasswordForm } from './forgot-password-form';
import { VerifyOtpPage } from './verify-otp-page';

beforeEach(() => languageStore.set('hi'));
afterEach(() => languageStore.set('en'));

describe('the account pages in Hindi', () => {
  it('forgot password: the form, its check and the answer in Hindi, and the title too', async () => {
    const sent: string[] = [];
    mockApi({
      '/api/forgot-password-otp': () => {
        sent.push('sent');
        return { body: message('If an account exists for this email, we have sent a code.') };
      },
    });
    renderRoute(<ForgotPasswordForm />, { path: '/forgot-password', url: '/forgot-password' });
    expect(screen.getByRole('heading', { level: 1, name: 'पासवर्ड भूल गए' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('पासवर्ड भूल गए | Dawa'));

    fireEvent.change(screen.getByLabelText('ईमेल'), { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByRole('button', { name: 'रीसेट कोड भेजें' }));
    expect(await screen.findByText('कृपया सही ईमेल पता डालें')).toBeTruthy();
    expect(sent).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('ईमेल'), { target: { value: 'asha@example.in' } });
    fireEvent.click(screen.getByRole('button', { name: 'रीसेट कोड भेजें' }));
    expect(await screen.findByText('अगर इस ईमेल से कोई खाता है, तो हमने कोड भेज दिया है।')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'लॉगिन पर वापस जाएँ' }).getAttribute('href')).toBe('/login');
  });

  it('verify OTP: the boxes, the countdown and a refused code in Hindi', async () => {
    mockApi({ '/api/verify-email-otp': { status: 400, body: errorBody({ code: 'invalid_input', message: '' }) } });
    renderRoute(<VerifyOtpPage />, { path: '/verify-otp', url: '/verify-otp?email=asha%40example.in' });
    expect(screen.getByRole('heading', { level: 1, name: 'अपना ईमेल सत्यापित करें' })).toBeTruthy();
    expect(screen.getByText('asha@example.in').parentElement?.textContent).toBe('6 अंकों का वेरिफ़िकेशन कोड asha@example.in पर भेजा गया है।');
    const first = screen.getByRole('textbox', { name: '6 में से अंक 1' });
    fireEvent.paste(first, { clipboardData: { getData: () => '000000' } });
    expect(await screen.findByText('OTP सही नहीं है। कृपया फिर से कोशिश करें।')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'OTP दोबारा भेजें' })).toBeTruthy();
  });
});
