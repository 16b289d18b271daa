import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getSessionUser, startSession } from '@/lib/auth/session';
import { mockApi, requests } from '@/test/api-mock';
import { errorBody, message, sessionResponse } from '@/test/factories';
import { renderRoute } from '@/test/render';
import { DeleteAccountDialog } from './delete-account-dialog';

const PHRASE_REQUIRED = 'Please type "DELETE MY ACCOUNT" to confirm';
const PASSWORD_REQUIRED = 'Password is required';

function renderDialog() {
  return renderRoute(<DeleteAccountDialog onClose={vi.fn()} />, { path: '/profile', url: '/profile?tab=settings' });
}
const phrase = () => screen.getByLabelText(/to confirm/);
const submit = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Delete My Account' });

describe('delete account', () => {
  it('explains what is deleted, and that orders (for their invoices) and reviews are kept', () => {
    mockApi({});
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Delete Account' });
    expect(dialog.textContent).toContain('removes your profile, picture, settings, addresses, saved cart, newsletter subscription');
    expect(dialog.textContent).toContain('keeps your past orders only as the law requires');
    expect(dialog.textContent).toContain('delivery name, address and phone their invoices need');
    expect(dialog.textContent).toContain('Dawa customer');
  });

  it('keeps the button disabled until the phrase is typed exactly', () => {
    mockApi({});
    renderDialog();
    expect(submit().disabled).toBe(true);
    fireEvent.change(phrase(), { target: { value: 'delete my account' } });
    expect(submit().disabled).toBe(true);
    fireEvent.blur(phrase());
    expect(screen.getByText(PHRASE_REQUIRED)).toBeTruthy();
    fireEvent.change(phrase(), { target: { value: 'DELETE MY ACCOUNT ' } });
    expect(submit().disabled).toBe(true);
    fireEvent.change(phrase(), { target: { value: 'DELETE MY ACCOUNT' } });
    expect(submit().disabled).toBe(false);
    expect(screen.queryByText(PHRASE_REQUIRED)).toBeNull();
  });

  it("requires the password ('Password is required')", () => {
    mockApi({});
    renderDialog();
    fireEvent.change(phrase(), { target: { value: 'DELETE MY ACCOUNT' } });
    fireEvent.click(submit());
    expect(screen.getByText(PASSWORD_REQUIRED)).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('shows the server reason for a wrong password, and on success logs out and goes home', async () => {
    startSession(sessionResponse());
    let attempt = 0;
    mockApi({
      '/api/settings/delete-account': (_url, request) => {
        attempt += 1;
        expect(request.body).toEqual({ password: attempt === 1 ? 'wrong' : 'Asha@2026', confirmation: 'DELETE MY ACCOUNT' });
        expect(request.headers.get('Authorization')).toBe('Bearer test-access-token');
        return attempt === 1
          ? { status: 400, body: errorBody({ code: 'invalid_input', message: 'Password is incorrect.' }) }
          : { body: message('Account deleted successfully!') };
      },
    });
    renderDialog();
    fireEvent.change(phrase(), { target: { value: 'DELETE MY ACCOUNT' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(submit());
    expect(await screen.findByText('Password is incorrect.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Asha@2026' } });
    fireEvent.click(submit());
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(getSessionUser()).toBeNull();
  });
});
