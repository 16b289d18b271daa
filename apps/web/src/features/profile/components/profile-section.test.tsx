import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSession } from '@/lib/auth/session';
import { languageStore } from '@/lib/i18n/language-store';
import { mockApi, type MockRequest } from '@/test/api-mock';
import { profile, sessionResponse } from '@/test/factories';
import { renderRoute } from '@/test/render';
import { ProfileSection } from './profile-section';

beforeEach(() => languageStore.set('hi'));
afterEach(() => languageStore.set('en'));

describe('My Profile in Hindi', () => {
  it('labels the details in Hindi and writes the date of birth the Hindi way', async () => {
    startSession(sessionResponse());
    mockApi({ '/api/profile': { body: profile({ dob: '1990-08-15', city: 'Pune' }) } });
    renderRoute(<ProfileSection />, { path: '/profile', url: '/profile' });
    expect(await screen.findByRole('heading', { name: 'मेरी प्रोफ़ाइल' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'निजी जानकारी' })).toBeTruthy();
    expect(screen.getByText('सुरक्षा कारणों से ईमेल बदला नहीं जा सकता')).toBeTruthy();
    expect(screen.getByText('जन्म तिथि', { selector: 'p' })).toBeTruthy();
    expect(screen.getByText('15 अगस्त 1990')).toBeTruthy();
    expect(screen.getAllByText('नहीं दिया गया').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'प्रोफ़ाइल फ़ोटो जोड़ें' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'बदलें शहर' }));
    expect(screen.getByRole('textbox', { name: 'शहर' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'हो गया शहर का बदलाव' })).toBeTruthy();
  });

  it('shows a refused name beside its field, in Hindi, and sends nothing', async () => {
    startSession(sessionResponse());
    const saved: unknown[] = [];
    mockApi({
      '/api/profile': (_url, request: MockRequest) => {
        if (request.method === 'PUT') saved.push(request.body);
        return { body: profile() };
      },
    });
    renderRoute(<ProfileSection />, { path: '/profile', url: '/profile' });
    fireEvent.click(await screen.findByRole('button', { name: 'बदलें पहला नाम' }));
    const first = screen.getByRole('textbox', { name: 'पहला नाम' });
    fireEvent.change(first, { target: { value: 'Asha2' } });
    fireEvent.click(screen.getByRole('button', { name: 'बदलाव सेव करें' }));
    expect(first.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(first.getAttribute('aria-describedby')!)?.textContent ?? '';
    expect(message).not.toBe('');
    expect(message).not.toMatch(/[a-z]{4}/i);
    expect(saved).toEqual([]);
  });
});
