import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Address } from '@dawa/shared/commerce/address';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { startSession } from '@/lib/auth/session';
import { languageStore } from '@/lib/i18n/language-store';
import { mockApi, type MockRequest } from '@/test/api-mock';
import { sessionResponse } from '@/test/factories';
import { renderRoute } from '@/test/render';
import { AddressBook } from './address-book';

const home: Address = {
  id: 3,
  firstName: 'Asha',
  lastName: 'Verma',
  email: '',
  phone: '9876543210',
  address: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
  country: 'India',
  type: 'Home',
  instructions: '',
  isDefault: true,
};
const work: Address = { ...home, id: 4, address: '5 Residency Road', type: 'Work', isDefault: false };

function renderBook() {
  startSession(sessionResponse());
  return renderRoute(
    <>
      <AddressBook />
      <Toaster />
    </>,
    { path: '/profile', url: '/profile' },
  );
}

afterEach(() => languageStore.set('en'));

describe("the profile's address book (the one checkout offers)", () => {
  it('shows the saved addresses with the default marked, makes another the default, and deletes one after asking', async () => {
    const calls: { method: string; url: string; body: unknown }[] = [];
    mockApi({
      '/api/addresses': { body: { addresses: [home, work] } },
      '/api/addresses/4': (url, request: MockRequest) => {
        calls.push({ method: request.method, url: String(url), body: request.body });
        return request.method === 'DELETE' ? { body: { addresses: [home] } } : { body: { ...work, isDefault: true } };
      },
    });
    renderBook();
    const book = await screen.findByRole('region', { name: 'Saved addresses' });
    const cards = await within(book).findAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('Default')).toBeTruthy();
    expect(within(cards[0]!).getByText('12 MG Road, Bengaluru, Karnataka, 560001, India')).toBeTruthy();
    expect(within(cards[1]!).queryByText('Default')).toBeNull();

    fireEvent.click(within(cards[1]!).getByRole('button', { name: 'Make default' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'PUT', body: { address: '5 Residency Road', type: 'Work', isDefault: true } });

    fireEvent.click(within(cards[1]!).getByRole('button', { name: 'Delete' }));
    expect(within(cards[1]!).getByText('Delete this address?')).toBeTruthy();
    fireEvent.click(within(cards[1]!).getByRole('button', { name: 'Yes, delete it' }));
    await waitFor(() => expect(calls.map((c) => c.method)).toEqual(['PUT', 'DELETE']));
    expect(await screen.findByText('Address deleted.')).toBeTruthy();
  });

  it('adds an address in Hindi: a missing city is refused beside its field before anything is sent', async () => {
    languageStore.set('hi');
    const posted: unknown[] = [];
    mockApi({
      '/api/addresses': (_url, request: MockRequest) => {
        if (request.method === 'POST') {
          posted.push(request.body);
          return { status: 201, body: { ...home, id: 9, isDefault: true } };
        }
        return { body: { addresses: [] } };
      },
    });
    renderBook();
    expect(await screen.findByText(/अभी कोई पता सेव नहीं है/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'पता जोड़ें' }));
    const form = screen.getByRole('button', { name: 'पता सेव करें' }).closest('form')!;
    const field = (name: RegExp) => within(form).getByLabelText(name);
    fireEvent.change(field(/पहला नाम/), { target: { value: 'Asha' } });
    fireEvent.change(field(/^पता/), { target: { value: '12 MG Road' } });
    fireEvent.click(screen.getByRole('button', { name: 'पता सेव करें' }));
    const city = field(/शहर/);
    expect(city.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(city.getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent).toBeTruthy();
    expect(posted).toEqual([]);

    fireEvent.change(city, { target: { value: 'Bengaluru' } });
    fireEvent.click(screen.getByRole('button', { name: 'पता सेव करें' }));
    await waitFor(() =>
      expect(posted).toEqual([
        expect.objectContaining({ firstName: 'Asha', address: '12 MG Road', city: 'Bengaluru', country: 'India', type: 'Home' }),
      ]),
    );
    expect(await screen.findByText('पता सेव हो गया।')).toBeTruthy();
  });
});
