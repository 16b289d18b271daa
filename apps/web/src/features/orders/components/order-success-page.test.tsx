import { deliveryDaysForPin } from '@dawa/shared/commerce/delivery-zones';
import { OrderResponseSchema, type OrderDetail } from '@dawa/shared/commerce/orders';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startSession } from '@/lib/auth/session';
import { mockApi } from '@/test/api-mock';
import { inLanguage } from '@/test/language';
import { sessionResponse } from '@/test/factories';
import { renderRoute } from '@/test/render';
import { OrderSuccessPage } from './order-success-page';

function detail(overrides: Partial<OrderDetail>) {
  return OrderResponseSchema.parse({
    success: true,
    order: {
      id: 42,
      userOrderNumber: 3,
      status: 'confirmed',
      paymentMethod: 'card',
      paymentStatus: 'paid',
      orderDate: '2026-11-20T10:00:00.000Z',
      items: [],
      subtotalPaise: 500_00,
      discountPaise: 0,
      deliveryPaise: 0,
      totalAmountPaise: 500_00,
      promoCode: null,
      shippingName: 'Asha Rao',
      shippingStreet: '12 MG Road',
      shippingCity: 'Bengaluru',
      shippingState: 'Karnataka',
      shippingZip: '560001',
      shippingCountry: 'India',
      phone: '+919876543210',
      note: null,
      gstNumber: null,
      wantsInvoice: false,
      transactionId: null,
      estimatedDelivery: '2-3 business days',
      cancelReason: null,
      canCancel: true,
      hasInvoice: true,
      creditNoteNumber: null,
      canPayAgain: false,
      ...overrides,
    },
  });
}

function renderPage(answer: { status?: number; body: unknown }) {
  startSession(sessionResponse());
  mockApi({ '/api/orders/42': answer });
  renderRoute(<OrderSuccessPage orderId="42" payment={() => <p>payment form</p>} />, {
    path: '/order-success/:orderId',
    url: '/order-success/42',
  });
}

describe('order success page tells the truth about the order', () => {
  it('warns about an interaction with a medicine the customer already has, naming where it comes from', async () => {
    renderPage({
      body: detail({
        status: 'awaiting_prescription',
        medicineWarnings: [
          {
            code: 'interaction',
            ruleId: 'atorvastatin-strong-3a4',
            severity: 'severe',
            ordered: { salt: { id: 'clarithromycin', name: 'Clarithromycin' }, products: [{ productId: 5, name: 'Claribid 500 Tablet' }] },
            existing: {
              salt: { id: 'atorvastatin', name: 'Atorvastatin' },
              origins: [{ kind: 'prescription', id: 3, name: 'Atorva 10 Tablet' }],
            },
            effect: 'It blocks the enzyme that clears atorvastatin.',
            advice: 'Ask your doctor or pharmacist before taking them together.',
            source: { title: 'DailyMed', url: 'https://dailymed.nlm.nih.gov/' },
          },
        ],
      }),
    });
    const notice = await screen.findByRole('region', { name: 'Your other medicines' });
    expect(notice.textContent).toContain(
      'Serious interaction between Clarithromycin (Claribid 500 Tablet) in this order and Atorvastatin, which you have from a prescription (Atorva 10 Tablet).',
    );
    expect(notice.textContent).toContain('Please ask your doctor or pharmacist before taking these medicines together.');
  });

  it("says 'Order Placed Successfully!' for a paid order, with What's Next", async () => {
    renderPage({ body: detail({}) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Placed Successfully!' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: "What's Next?" })).toBeTruthy();
    expect(screen.queryByText('payment form')).toBeNull();
    // A card payment says what was paid and how, as a cash order says what to pay.
    expect(screen.getByText('Payment received')).toBeTruthy();
    expect(screen.getByText('₹500.00 paid by Credit / Debit Card.')).toBeTruthy();
  });

  it('says a cancelled order is cancelled (and refunded), never a success', async () => {
    renderPage({ body: detail({ status: 'cancelled', paymentStatus: 'refunded', canCancel: false }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Cancelled' })).toBeTruthy();
    expect(screen.getByText('Order #3 was cancelled and your payment has been refunded.')).toBeTruthy();
    expect(screen.queryByText('Order Placed Successfully!')).toBeNull();
  });

  it('keeps the invoice of a cancelled order and offers the credit note that reversed it', async () => {
    renderPage({
      body: detail({ status: 'cancelled', paymentStatus: 'refunded', canCancel: false, creditNoteNumber: 'DAWA-CN/2026-27/000001' }),
    });
    const documents = await screen.findByRole('region', { name: 'Tax documents' });
    expect(documents.textContent).toContain('credit note DAWA-CN/2026-27/000001 reverses it in full');
    expect(screen.getByRole('button', { name: 'Download invoice of order #3' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download credit note of order #3' })).toBeTruthy();
  });

  it('offers to pay again, or to remove it, for an unpaid order', async () => {
    renderPage({ body: detail({ status: 'unpaid', paymentStatus: 'failed', canCancel: false, hasInvoice: false, canPayAgain: true }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Not Completed' })).toBeTruthy();
    expect(
      screen.getByText(
        'Order #3 was not paid, and nothing was taken. Pay again (we check the items are still in stock) or remove it from your orders.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('payment form')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove from my orders' })).toBeTruthy();
  });

  it("says 'Order not found' for another customer's order id, not a success header", async () => {
    renderPage({ status: 404, body: { code: 'not_found', message: 'Order not found' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeTruthy();
    expect(screen.queryByText('Order Placed Successfully!')).toBeNull();
  });
});

describe('order success page in Hindi', () => {
  inLanguage('hi');

  // Issue 21 item 3: a pack label is our text, worded in the page's language (the product's name stays its own).
  it('words the pack of each item in Hindi', async () => {
    renderPage({
      body: detail({
        items: [
          {
            productId: 1,
            variantId: null,
            productName: 'Dolo 650 Tablet',
            variantLabel: 'Strip of 15 tablets',
            image: '/api/media/products/dolo-650-tablet/1.svg',
            quantity: 2,
            priceAtPurchasePaise: 30_24,
            lineTotalPaise: 60_48,
          },
        ],
      }),
    });
    expect(await screen.findByText('· 15 टैबलेट की स्ट्रिप', { exact: false })).toBeTruthy();
    expect(screen.queryByText('Strip of 15 tablets', { exact: false })).toBeNull();
  });
});

describe("order success page's delivery promise", () => {
  // Issue 21 item 9 re-walk: checkout promised 560025 '1-2 business days', the confirmation 'usually within 2-3'.
  it("says the shipping PIN's days, as checkout promised them", async () => {
    const { min, max } = deliveryDaysForPin('560025');
    expect(`${min}-${max}`).not.toBe('2-3');
    renderPage({ body: detail({ shippingZip: '560025' }) });
    expect(await screen.findByText(`Your order arrives in ${min}-${max} business days.`)).toBeTruthy();
  });

  describe('in Hindi', () => {
    inLanguage('hi');

    it("says the shipping PIN's days in Hindi", async () => {
      const { min, max } = deliveryDaysForPin('560025');
      renderPage({ body: detail({ shippingZip: '560025' }) });
      expect(await screen.findByText(`आपका ऑर्डर ${min}-${max} कामकाजी दिन में पहुँचता है।`)).toBeTruthy();
    });
  });
});
