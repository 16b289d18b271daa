import { PaymentVerificationSchema, type PaymentVerification } from '@dawa/shared/commerce/payments';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { startSession } from '@/lib/auth/session';
import { languageStore } from '@/lib/i18n/language-store';
import { mockApi, type MockResponse } from '@/test/api-mock';
import { sessionResponse } from '@/test/factories';
import { renderRoute } from '@/test/render';
import { PaymentResultPage } from './payment-result-page';

const MTID = 'DAWA42T1';

function verification(overrides: Partial<PaymentVerification> = {}): PaymentVerification {
  return PaymentVerificationSchema.parse({
    success: true,
    paymentStatus: 'success',
    amountPaise: 1234_50,
    transactionId: 'T2611201234',
    orderId: 42,
    userOrderNumber: 3,
    message: 'Payment successful',
    ...overrides,
  });
}

function renderResult(answer: MockResponse | (() => Promise<MockResponse>), id = MTID) {
  startSession(sessionResponse());
  mockApi({ [`/api/payments/phonepe/verify/${MTID}`]: answer });
  const onPaid = vi.fn();
  renderRoute(<PaymentResultPage merchantTransactionId={id} onPaid={onPaid} />, {
    path: '/payment/callback/*',
    url: `/payment/callback/${id}`,
  });
  return { onPaid };
}

const link = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('payment result page', () => {
  it("shows 'Verifying Payment...' first, then a success goes on to the order's confirmation page, as card and cash do", async () => {
    let resolve: ((r: MockResponse) => void) | null = null;
    const { onPaid } = renderResult(() => new Promise<MockResponse>((r) => (resolve = r)));
    expect(screen.getByText('Verifying Payment...')).toBeTruthy();
    await waitFor(() => expect(resolve).not.toBeNull());
    resolve!({ body: verification() });
    // The one confirmation page of every method (replacing the callback in the history).
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/order-success/42'));
    expect(screen.queryByRole('heading', { name: 'Payment Successful!' })).toBeNull();
    // A confirmed payment empties the cart, once.
    expect(onPaid).toHaveBeenCalledOnce();
  });

  it("shows 'Payment Failed' with the server's message and 'Try Again' to the cart", async () => {
    const { onPaid } = renderResult({
      body: verification({ paymentStatus: 'failed', message: 'Payment declined by the bank', transactionId: null }),
    });
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeTruthy();
    expect(screen.getByText('Payment declined by the bank')).toBeTruthy();
    expect(link('Try Again')).toBe('/cart');
    expect(link('Go to Home')).toBe('/');
    expect(onPaid).not.toHaveBeenCalled();
  });

  it("falls back to 'Your payment could not be processed.' when a failure has no message", async () => {
    renderResult({ body: verification({ paymentStatus: 'failed', message: '' }) });
    expect(await screen.findByText('Your payment could not be processed.')).toBeTruthy();
  });

  it("shows 'Payment verification failed' when the server says success is false", async () => {
    renderResult({ body: verification({ success: false, paymentStatus: 'failed', message: '' }) });
    expect(await screen.findByText('Payment verification failed')).toBeTruthy();
  });

  it("shows 'Payment Pending' with its note and a way back to the cart", async () => {
    renderResult({ body: verification({ paymentStatus: 'pending', message: 'Payment is pending' }) });
    expect(await screen.findByRole('heading', { name: 'Payment Pending' })).toBeTruthy();
    expect(screen.getByText("Your payment is being processed. We'll update you shortly.")).toBeTruthy();
    expect(link('Back to Cart')).toBe('/cart');
    expect(link('Go to Home')).toBe('/');
  });

  it("shows 'Failed to verify payment status' when the call fails", async () => {
    renderResult({ status: 500, body: { code: 'internal', message: 'Something went wrong' } });
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeTruthy();
    expect(screen.getByText('Failed to verify payment status')).toBeTruthy();
  });

  it("shows 'Invalid payment reference' without an id, and asks nothing", () => {
    renderResult({ body: verification() }, '');
    expect(screen.getByText('Invalid payment reference')).toBeTruthy();
    expect(link('Go to Home')).toBe('/');
  });

  it("says a failure in Hindi, not the provider's English reason", async () => {
    languageStore.set('hi');
    renderResult({ body: verification({ paymentStatus: 'failed', message: 'Payment declined by the bank', transactionId: null }) });
    expect(await screen.findByRole('heading', { name: 'भुगतान विफल रहा' })).toBeTruthy();
    expect(screen.getByText('आपका भुगतान पूरा नहीं हो सका।')).toBeTruthy();
    expect(screen.queryByText('Payment declined by the bank')).toBeNull();
    expect(link('फिर से कोशिश करें')).toBe('/cart');
  });
});
