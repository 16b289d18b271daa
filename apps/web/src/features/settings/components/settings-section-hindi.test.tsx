import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { startSession } from '@/lib/auth/session';
import { languageStore } from '@/lib/i18n/language-store';
import { mockApi } from '@/test/api-mock';
import { sessionResponse, settings } from '@/test/factories';
import { renderRoute } from '@/test/render';
import { DeleteAccountDialog } from './delete-account-dialog';
import { SettingsSection } from './settings-section';

beforeEach(() => languageStore.set('hi'));
afterEach(() => languageStore.set('en'));

describe('settings in Hindi', () => {
  it('names every setting in Hindi and confirms a save in Hindi', async () => {
    startSession(sessionResponse());
    const saved: unknown[] = [];
    mockApi({
      '/api/settings': (_url, request) => {
        if (request.method === 'PUT') {
          saved.push(request.body);
          return { body: settings({ promotionalEmails: true }) };
        }
        return { body: settings() };
      },
    });
    renderRoute(
      <>
        <SettingsSection theme="light" onThemeChange={() => undefined} />
        <Toaster />
      </>,
      { path: '/profile', url: '/profile?tab=settings' },
    );
    await waitFor(() => expect(screen.queryByText('आपकी सेटिंग्स लोड हो रही हैं...')).toBeNull());
    for (const heading of ['सूचनाएँ', 'रूप और भाषा', 'सुरक्षा और प्राइवेसी', 'भुगतान और बिलिंग']) {
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    }
    expect(screen.getByRole('switch', { name: 'डार्क मोड' })).toBeTruthy();
    expect(screen.getByText('डॉक्टर अपॉइंटमेंट से पहले रिमाइंडर।')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'IST (भारत)' })).toBeTruthy();

    fireEvent.click(screen.getByRole('switch', { name: 'प्रमोशनल ईमेल' }));
    fireEvent.click(screen.getByRole('button', { name: 'बदलाव सेव करें' }));
    expect(await screen.findByText('सेटिंग्स सेव हो गईं!')).toBeTruthy();
    expect(saved[0]).toMatchObject({ promotionalEmails: true });
  });

  it('asks for the typed phrase in Hindi before deleting the account', () => {
    mockApi({});
    renderRoute(<DeleteAccountDialog onClose={() => undefined} />, { path: '/profile', url: '/profile?tab=settings' });
    expect(screen.getByRole('heading', { name: 'खाता डिलीट करें' })).toBeTruthy();
    expect(screen.getByText('यह वापस नहीं हो सकता। खाता डिलीट करने से:')).toBeTruthy();
    const phrase = screen.getByLabelText(/DELETE MY ACCOUNT/);
    fireEvent.change(phrase, { target: { value: 'delete' } });
    fireEvent.blur(phrase);
    expect(screen.getByText('पुष्टि के लिए "DELETE MY ACCOUNT" टाइप करें')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'मेरा खाता डिलीट करें' }).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'रद्द करें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'बंद करें' })).toBeTruthy();
  });
});
