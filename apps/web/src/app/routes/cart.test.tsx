import type { CheckoutPrescription } from '@dawa/shared/prescriptions/review';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cartStore } from '@/features/cart/store/cart-store';
import { quote, quotedLine, storedLine } from '@/features/cart/components/cart-test-data';
import { startSession } from '@/lib/auth/session';
import { mockApi } from '@/test/api-mock';
import { sessionResponse } from '@/test/factories';
import { renderRoute } from '@/test/render';
import CartRoute from './cart';

const RX = { productId: 5, name: 'Azithral 500 Tablet' };
const NOTICE =
  "Azithral 500 Tablet needs a valid doctor's prescription. At checkout you attach one you have with us or upload a new one; our pharmacist checks it before your order is confirmed.";

function prescription(overrides: Partial<CheckoutPrescription> = {}): CheckoutPrescription {
  return {
    id: 31,
    source: 'upload',
    originalName: 'rx-march.png',
    doctorName: 'Dr. Meera Rao',
    prescribedOn: '2026-11-20',
    createdAt: '2026-11-20T10:00:00.000Z',
    status: 'analyzed',
    medicineNames: ['Azithromycin 500 mg'],
    coversProductIds: [RX.productId],
    validUntil: '2027-05-01',
    expired: false,
    ...overrides,
  };
}

function mockCart(prescriptions: CheckoutPrescription[]) {
  mockApi({
    '/api/cart/quote': {
      body: quote([quotedLine({ productId: RX.productId, variantId: null, name: RX.name, requiresPrescription: true })], {
        needsPrescription: true,
      }),
    },
    '/api/ai/cart-safety': { body: { warnings: [] } },
    '/api/checkout/prescriptions': { body: { prescriptions } },
  });
  cartStore.add(storedLine({ productId: RX.productId, variantId: null, name: RX.name }));
}

const renderCart = () => renderRoute(<CartRoute />, { path: '/cart', url: '/cart' });

describe('cart route with a prescription medicine', () => {
  it('says what checkout will ask, links the prescription on file that covers it, and lets the customer proceed', async () => {
    startSession(sessionResponse());
    mockCart([
      prescription(),
      prescription({ id: 32, originalName: 'old.png', coversProductIds: [] }),
      prescription({ id: 33, originalName: 'expired.png', expired: true }),
    ]);
    renderCart();
    const note = await screen.findByRole('note');
    expect(await within(note).findByText(NOTICE)).toBeTruthy();
    const onFile = await within(note).findByRole('region', { name: 'Your prescriptions that cover this cart' });
    // Only the valid one that names the cart's medicine; the link opens checkout with it attached.
    expect(within(onFile).getAllByRole('listitem')).toHaveLength(1);
    expect(within(onFile).getByRole('link', { name: 'Check out with rx-march.png, Dr. Meera Rao' }).getAttribute('href')).toBe(
      '/checkout?prescription=31',
    );
    expect(screen.getByText('Prescription required')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Proceed to Checkout' }).getAttribute('href')).toBe('/checkout');
  });

  it('with no covering prescription links the upload and still opens checkout', async () => {
    startSession(sessionResponse());
    mockCart([prescription({ coversProductIds: [] })]);
    renderCart();
    expect(await screen.findByText('None of your prescriptions covers these medicines yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upload a prescription' }).getAttribute('href')).toBe('/prescriptions');
    expect(screen.getByRole('link', { name: 'Proceed to Checkout' }).getAttribute('href')).toBe('/checkout');
  });

  it('asks a visitor to log in to use a prescription on file', async () => {
    mockCart([]);
    renderCart();
    expect(await screen.findByText(NOTICE)).toBeTruthy();
    expect(screen.getByText('Log in to use a prescription you already have with us.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Proceed to Checkout' })).toBeTruthy();
  });
});
