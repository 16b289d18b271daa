import { TrackingRecordSchema, type TrackingRecord } from '@dawa/shared/commerce/orders';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '@/lib/i18n/switch-language';
import { renderRoute } from '@/test/render';
import { TrackingCard } from './tracking-card';

/** A paid order whose payment first failed (the provider's words), then went through and was shipped. */
const record: TrackingRecord = TrackingRecordSchema.parse({
  orderId: 41,
  userOrderNumber: 3,
  status: 'Shipped',
  progressPercent: 75,
  estimatedDelivery: '2-3 days',
  cancelReason: null,
  trackingNumber: 'DAWA123',
  currentLocation: 'Bengaluru',
  orderDate: '2026-11-20T10:00:00.000Z',
  totalAmountPaise: 540_00,
  canCancel: false,
  events: [
    {
      date: '2026-11-21T10:00:00.000Z',
      status: 'Shipped',
      location: 'Bengaluru',
      description: 'Your order has been shipped.',
      messageKey: 'shipped',
      messageParams: {},
    },
    {
      date: '2026-11-20T10:05:00.000Z',
      status: 'Payment Received',
      location: 'Dawa Pharmacy',
      description: 'Payment received (transaction T777).',
      messageKey: 'paymentReceived',
      messageParams: { transaction: 'T777' },
    },
    {
      date: '2026-11-20T10:01:00.000Z',
      status: 'Payment Failed',
      location: 'Dawa Pharmacy',
      description: 'Card declined by the issuer',
      messageKey: null,
      messageParams: {},
    },
  ],
});

const renderCard = () => renderRoute(<TrackingCard record={record} />, { path: '/orders', url: '/orders' });

describe('tracking card events', () => {
  afterEach(async () => {
    await switchLanguage('en');
  });

  it('words the stored codes in English, and a provider’s words as they came', () => {
    renderCard();
    expect(screen.getByText('Your order has been shipped.')).toBeTruthy();
    expect(screen.getByText('Payment received (transaction T777).')).toBeTruthy();
    expect(screen.getByText('Payment Received')).toBeTruthy();
    expect(screen.getByText('Card declined by the issuer')).toBeTruthy();
  });

  it('words the same events in Hindi with their values, keeping free text as stored', async () => {
    await switchLanguage('hi');
    renderCard();
    expect(screen.getByText('आपका ऑर्डर भेज दिया गया है।')).toBeTruthy();
    expect(screen.getByText('भुगतान मिल गया (ट्रांज़ैक्शन T777)।')).toBeTruthy();
    expect(screen.getByText('भुगतान मिला')).toBeTruthy();
    expect(screen.getByText('भुगतान असफल')).toBeTruthy();
    expect(screen.getByText('Card declined by the issuer')).toBeTruthy();
    expect(screen.queryByText('Your order has been shipped.')).toBeNull();
  });

  it("promises the shipping PIN's days, as checkout did, in the page's language", async () => {
    renderRoute(<TrackingCard record={{ ...record, deliveryDays: { min: 1, max: 2 } }} />, { path: '/orders', url: '/orders' });
    expect(screen.getByText('1-2 business days')).toBeTruthy();
    expect(screen.queryByText('2-3 days')).toBeNull();
  });
});

describe('a cancelled order in tracking', () => {
  afterEach(async () => {
    await switchLanguage('en');
  });
  const cancelled = (cancelReason: TrackingRecord['cancelReason']) =>
    TrackingRecordSchema.parse({ ...record, status: 'Cancelled', progressPercent: 100, cancelReason, events: [] });

  it('words the reason and the status in Hindi (the reason is a stored code), and the customer’s own words as written', async () => {
    await switchLanguage('hi');
    renderRoute(<TrackingCard record={cancelled({ code: 'changed_mind', note: null })} />, { path: '/orders', url: '/orders' });
    expect(screen.getByText('मेरा मन बदल गया')).toBeTruthy();
    expect(screen.queryByText('I changed my mind')).toBeNull();
    expect(screen.queryByText('Cancelled')).toBeNull();
  });

  it("shows an 'Other' reason in the customer's own words", async () => {
    await switchLanguage('hi');
    renderRoute(<TrackingCard record={cancelled({ code: 'other', note: 'दूसरी दुकान से ले ली' })} />, { path: '/orders', url: '/orders' });
    expect(screen.getByText('दूसरी दुकान से ले ली')).toBeTruthy();
  });

  // Issue 21 item 3 re-walk: the server keeps 'Cancelled' (and 'Delivered' for a delivered order) as the
  // current location; a Hindi page showed that English word beside Hindi labels.
  it('words the current location of a cancelled or delivered order in Hindi, keeping a place name as written', async () => {
    await switchLanguage('hi');
    const { unmount } = renderRoute(<TrackingCard record={{ ...cancelled(null), currentLocation: 'Cancelled' }} />, {
      path: '/orders',
      url: '/orders',
    });
    expect(screen.queryByText('Cancelled')).toBeNull();
    unmount();
    renderRoute(<TrackingCard record={{ ...record, status: 'Delivered', progressPercent: 100, currentLocation: 'Delivered' }} />, {
      path: '/orders',
      url: '/orders',
    });
    expect(screen.queryByText('Delivered')).toBeNull();
    expect(screen.getAllByText('डिलीवर हो गया').length).toBeGreaterThan(1);
  });

  it('keeps a real place as the current location', async () => {
    await switchLanguage('hi');
    renderRoute(<TrackingCard record={{ ...record, currentLocation: 'Bengaluru Sorting Hub' }} />, { path: '/orders', url: '/orders' });
    expect(screen.getByText('Bengaluru Sorting Hub')).toBeTruthy();
  });
});
