import { AdminSystemSettingsSchema } from '@dawa/shared/system/settings';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { startSession } from '@/lib/auth/session';
import { mockApi, type MockRequest } from '@/test/api-mock';
import { sessionResponse } from '@/test/factories';
import { renderRoute } from '@/test/render';
import { SettingsSection } from './settings-section';

const settings = AdminSystemSettingsSchema.parse({
  deliveryChargePaise: 4_000,
  freeDeliveryAbovePaise: 49_900,
  supportEmail: 'support@dawa.in',
  supportPhone: '+91 80 4567 8900',
  siteLockEnabled: false,
  siteLockPasswordSet: false,
  cancellationWindowHours: null,
  features: { newsletter: true, reviews: true, cashOnDelivery: true, registrations: true },
  updatedAt: null,
});

function renderSection() {
  startSession(sessionResponse({ id: 7, role: 'admin' }));
  return renderRoute(
    <>
      <Toaster />
      <SettingsSection />
    </>,
    { path: '/admin/settings', url: '/admin/settings' },
  );
}

describe('System Settings', () => {
  it('shows the settings in force, in rupees, and sends a change in paise', async () => {
    const sent: unknown[] = [];
    mockApi({
      '/api/admin/settings': (_url: URL, request: MockRequest) => {
        if (request.method === 'PUT') {
          sent.push(request.body);
          return { body: { ...settings, deliveryChargePaise: 7_550, updatedAt: '2026-11-24T10:00:00.000Z' } };
        }
        return { body: settings };
      },
    });
    renderSection();
    const charge = await screen.findByLabelText('Delivery charge (₹)');
    expect(charge).toHaveProperty('value', '40');
    expect(screen.getByLabelText('Free delivery above (₹)')).toHaveProperty('value', '499');
    expect(screen.getByText('No password is set yet.')).toBeTruthy();
    fireEvent.change(charge, { target: { value: '75.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Settings saved')).toBeTruthy();
    expect(sent[0]).toMatchObject({ deliveryChargePaise: 7_550, freeDeliveryAbovePaise: 49_900, cancellationWindowHours: null });
    expect(sent[0]).not.toHaveProperty('siteLockPassword');
  });

  it("shows the server's field message under the field and a failure toast", async () => {
    mockApi({
      '/api/admin/settings': (_url: URL, request: MockRequest) =>
        request.method === 'PUT'
          ? {
              status: 400,
              body: {
                code: 'invalid_input',
                message: 'Set a site password before turning the site lock on.',
                fieldErrors: { siteLockPassword: ['Set a site password before turning the site lock on.'] },
              },
            }
          : { body: settings },
    });
    renderSection();
    fireEvent.click(await screen.findByLabelText(/Site lock on/));
    fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Failed to save settings: Set a site password before turning the site lock on.')).toBeTruthy();
    const password = screen.getByLabelText('New site password');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('Set a site password before turning the site lock on.').length).toBeGreaterThan(0);
  });

  it('says so when the settings cannot be loaded', async () => {
    mockApi({
      '/api/admin/settings': { status: 500, body: { code: 'internal', message: 'Something went wrong on our side. Please try again.' } },
    });
    renderSection();
    expect(await screen.findByText('Failed to load settings')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});
