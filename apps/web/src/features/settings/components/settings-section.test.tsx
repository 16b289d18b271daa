import { DEFAULT_SETTINGS } from '@dawa/shared/account/settings';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { startSession } from '@/lib/auth/session';
import { mockApi, type MockResponse } from '@/test/api-mock';
import { errorBody, sessionResponse, settings } from '@/test/factories';
import { renderRoute } from '@/test/render';
import { SettingsSection } from './settings-section';

const LOGIN_REQUIRED = 'Please log in to access your settings';
const SESSION_EXPIRED = 'Your session has expired. Please log in again.';
const SETTINGS_LOAD_FAILED = 'Failed to load settings. Please try refreshing the page.';

function renderSettings(onThemeChange = vi.fn()) {
  return renderRoute(
    <>
      <SettingsSection theme="light" onThemeChange={onThemeChange} />
      <Toaster />
    </>,
    { path: '/profile', url: '/profile?tab=settings' },
  );
}

const switchOf = (name: string) => screen.getByRole('switch', { name });
const selectOf = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name });

describe('settings section', () => {
  it("asks visitors to log in ('Please log in to access your settings')", () => {
    mockApi({});
    renderSettings();
    expect(screen.getByText(LOGIN_REQUIRED)).toBeTruthy();
  });

  it("shows the spec's defaults before the saved settings arrive, and cannot save them yet", async () => {
    startSession(sessionResponse());
    let answer: ((response: MockResponse) => void) | null = null;
    mockApi({ '/api/settings': () => new Promise<MockResponse>((resolve) => (answer = resolve)) });
    renderSettings();
    expect(screen.getByText('Loading your settings...')).toBeTruthy();
    const on = ['Email Notifications', 'Order Updates', 'Appointment Reminders', 'Login Alerts'];
    const off = ['Promotional Emails', 'Two-Factor Authentication'];
    for (const name of on) expect(switchOf(name).getAttribute('aria-checked')).toBe('true');
    for (const name of off) expect(switchOf(name).getAttribute('aria-checked')).toBe('false');
    expect(selectOf('Language').value).toBe(DEFAULT_SETTINGS.language);
    expect(selectOf('Timezone').value).toBe('IST');
    // Nothing here sends an SMS or a push, shows a profile to others, shares data or tracks: not offered.
    for (const name of ['SMS Notifications', 'Push Notifications', 'Data Sharing', 'Analytics Tracking'])
      expect(screen.queryByRole('switch', { name })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Profile Visibility' })).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save Changes' }).disabled).toBe(true);

    await waitFor(() => expect(answer).not.toBeNull());
    answer!({ body: settings({ promotionalEmails: true, timezone: 'EST' }) });
    await waitFor(() => expect(switchOf('Promotional Emails').getAttribute('aria-checked')).toBe('true'));
    expect(selectOf('Timezone').value).toBe('EST');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save Changes' }).disabled).toBe(false);
  });

  it("saves all settings with Save Changes ('Settings saved successfully!')", async () => {
    startSession(sessionResponse());
    const saved: unknown[] = [];
    mockApi({
      '/api/settings': (_url, request) => {
        if (request.method === 'PUT') saved.push(request.body);
        return { body: settings(request.method === 'PUT' ? (request.body as object) : {}) };
      },
    });
    renderSettings();
    await waitFor(() => expect(screen.queryByText('Loading your settings...')).toBeNull());
    fireEvent.click(switchOf('Promotional Emails'));
    fireEvent.change(selectOf('Language'), { target: { value: 'hi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ promotionalEmails: true, language: 'hi', darkMode: false });
    expect(await screen.findByText('Settings saved successfully!')).toBeTruthy();
  });

  it('applies dark mode at once through the theme switch', async () => {
    startSession(sessionResponse());
    mockApi({ '/api/settings': { body: settings() } });
    const onThemeChange = vi.fn();
    renderSettings(onThemeChange);
    fireEvent.click(switchOf('Dark Mode'));
    expect(onThemeChange).toHaveBeenCalledWith('dark');
    await waitFor(() => expect(screen.queryByText('Loading your settings...')).toBeNull());
  });

  it('leads Billing History to the orders section and offers no dead payment rows', async () => {
    startSession(sessionResponse());
    mockApi({ '/api/settings': { body: settings() } });
    renderSettings();
    expect(screen.getByRole('link', { name: /Billing History/ }).getAttribute('href')).toBe('/profile?tab=orders');
    expect(screen.queryByText('Payment Methods')).toBeNull();
    expect(screen.queryByText('Subscription')).toBeNull();
    await waitFor(() => expect(screen.queryByText('Loading your settings...')).toBeNull());
  });

  it("says 'Failed to load settings. Please try refreshing the page.' when loading fails", async () => {
    startSession(sessionResponse());
    mockApi({ '/api/settings': { status: 500, body: errorBody({ code: 'internal', message: 'Something went wrong' }) } });
    renderSettings();
    expect(await screen.findByText(SETTINGS_LOAD_FAILED)).toBeTruthy();
  });

  it("says 'Your session has expired. Please log in again.' when the session cannot be renewed", async () => {
    startSession(sessionResponse());
    const unauthorized = { status: 401, body: errorBody({ code: 'unauthorized', message: 'Authentication required' }) };
    mockApi({ '/api/settings': unauthorized, '/api/refresh-token': unauthorized });
    renderSettings();
    // The session ends too, so the section then asks to log in; the expiry message shows first.
    await waitFor(() => expect(screen.queryByText(SESSION_EXPIRED) ?? screen.queryByText(LOGIN_REQUIRED)).toBeTruthy());
  });
});
