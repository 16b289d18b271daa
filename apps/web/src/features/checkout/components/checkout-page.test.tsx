import { AddressListResponseSchema, type Address } from '@dawa/shared/commerce/address';
import { QuoteResponseSchema, type CartLine, type QuoteResponse, type QuotedLine } from '@dawa/shared/commerce/cart';
import { deliveryEstimate } from '@dawa/shared/commerce/delivery-zones';
import { CreateOrderResponseSchema } from '@dawa/shared/commerce/orders';
import { PAYMENT_MESSAGES } from '@dawa/shared/commerce/payment-details';
import { PublicConfigSchema, type PublicConfig } from '@dawa/shared/system/public-config';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '@/lib/auth/session';
import { mockApi, type MockRequest, type MockResponse } from '@/test/api-mock';
import { profile, sessionResponse } from '@/test/factories';
import { renderRoute } from '@/test/render';
import { launchCheckout } from '@/lib/razorpay-checkout';
import { leaveForPayment } from '../utils/leave-for-payment';
import { CheckoutPage } from './checkout-page';

// Leaving for PhonePe is a full navigation, which jsdom cannot do.
vi.mock('../utils/leave-for-payment', () => ({ leaveForPayment: vi.fn() }));
vi.mock('@/lib/razorpay-checkout', () => ({ launchCheckout: vi.fn(() => Promise.resolve(true)) }));

const LINES: CartLine[] = [{ productId: 11, variantId: null, quantity: 2, seenPricePaise: 25_00 }];

function quotedLine(overrides: Partial<QuotedLine> = {}): QuotedLine {
  return {
    productId: 11,
    variantId: 3,
    slug: 'paracetamol-500',
    name: 'Paracetamol 500 mg',
    variantLabel: '10 tablets',
    brand: 'Calpol',
    image: '/img/p.jpg',
    categorySlug: 'pain-relief',
    requiresPrescription: false,
    unitPricePaise: 25_00,
    mrpPaise: 30_00,
    quantity: 2,
    lineTotalPaise: 50_00,
    stock: 40,
    maxPerOrder: 30,
    previousUnitPricePaise: null,
    problem: null,
    ...overrides,
  };
}

function quote(overrides: Partial<QuoteResponse> = {}): QuoteResponse {
  return QuoteResponseSchema.parse({
    lines: [quotedLine()],
    subtotalPaise: 50_00,
    discountPaise: 0,
    deliveryPaise: 40_00,
    totalPaise: 90_00,
    freeDeliveryAbovePaise: 499_00,
    promo: null,
    promoError: null,
    hasProblems: false,
    needsPrescription: false,
    ...overrides,
  });
}

const savedAddress: Address = {
  id: 5,
  firstName: 'Asha',
  lastName: 'Rao',
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

function createdOrder(orderId: number) {
  return CreateOrderResponseSchema.parse({
    success: true,
    orderId,
    message: 'Order placed successfully',
    order: {
      id: orderId,
      userOrderNumber: 1,
      status: 'pending',
      paymentMethod: 'cod',
      paymentStatus: 'cod_pending',
      orderDate: '2026-11-20T10:00:00.000Z',
      items: [],
      subtotalPaise: 50_00,
      discountPaise: 0,
      deliveryPaise: 40_00,
      totalAmountPaise: 90_00,
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
      estimatedDelivery: '2-3 days',
      cancelReason: null,
      canCancel: true,
      hasInvoice: true,
      creditNoteNumber: null,
      canPayAgain: false,
    },
  });
}

const DEMO_CONFIG: PublicConfig = { demoMode: true, paymentMethods: ['phonepe', 'card', 'upi', 'netbanking', 'cod'] };

function renderCheckout({
  addresses = [] as Address[],
  quoteBody = quote(),
  lines = LINES,
  config = DEMO_CONFIG,
  account = profile(),
} = {}) {
  mockApi({
    '/api/profile': { body: account },
    '/api/delivery/estimate': (url) => ({ body: deliveryEstimate(url.searchParams.get('pin') ?? '') }),
    '/api/cart/quote': { body: quoteBody },
    '/api/addresses': { body: AddressListResponseSchema.parse({ addresses }) },
    '/api/config': { body: PublicConfigSchema.parse(config) },
  });
  const onPaid = vi.fn();
  renderRoute(<CheckoutPage lines={lines} promoCode={null} onPaid={onPaid} />, { path: '/checkout', url: '/checkout' });
  return { onPaid };
}

const placeOrder = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Place Order' });
const field = (name: string) => screen.getByLabelText<HTMLInputElement>(name);
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const chooseMethod = (label: string) => fireEvent.click(screen.getByRole('radio', { name: new RegExp(`^${label}`) }));

async function ready() {
  await waitFor(() => expect(placeOrder().disabled).toBe(false));
}

async function submitExpecting(message: string) {
  fireEvent.click(placeOrder());
  expect((await screen.findByRole('alert')).textContent).toBe(message);
}

// The checkout draft (checkout-draft.ts) lives in sessionStorage: each test starts without one.
afterEach(() => sessionStorage.clear());

describe('checkout page', () => {
  it('keeps the note and a new address over a reload', async () => {
    startSession(sessionResponse());
    renderCheckout();
    await ready();
    type('Order Note', 'Ring the bell twice');
    type('First Name *', 'Asha');
    type('Address *', '221 MG Road');
    type('City *', 'Bengaluru');
    cleanup();
    renderCheckout();
    await waitFor(() => expect(field('Order Note').value).toBe('Ring the bell twice'));
    // The new-address form opens once the saved addresses (none) are known.
    expect((await screen.findByLabelText<HTMLInputElement>('Address *')).value).toBe('221 MG Road');
    expect(field('City *').value).toBe('Bengaluru');
  });

  it("'Add new address' keeps the phone the saved address gave", async () => {
    startSession(sessionResponse());
    renderCheckout({ addresses: [savedAddress] });
    await ready();
    await waitFor(() => expect(field('Phone Number *').value).toBe('9876543210'));
    fireEvent.click(screen.getByRole('radio', { name: /Add new address/ }));
    expect(field('Phone Number *').value).toBe('9876543210');
  });

  it("asks visitors to log in ('Please login to continue with your order')", () => {
    mockApi({});
    renderRoute(<CheckoutPage lines={LINES} promoCode={null} onPaid={vi.fn()} />, { path: '/checkout', url: '/checkout' });
    expect(screen.getByText(PAYMENT_MESSAGES.login)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login');
  });

  it('shows the empty-checkout page with a link to all products', () => {
    startSession(sessionResponse());
    mockApi({});
    renderRoute(<CheckoutPage lines={[]} promoCode={null} onPaid={vi.fn()} />, { path: '/checkout', url: '/checkout' });
    expect(screen.getByText(PAYMENT_MESSAGES.emptyCart)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Products' }).getAttribute('href')).toBe('/products');
  });

  it('shows the server quote: lines, a changed price, delivery and total in rupees', async () => {
    startSession(sessionResponse());
    renderCheckout({ quoteBody: quote({ lines: [quotedLine({ previousUnitPricePaise: 20_00 })] }) });
    expect(await screen.findByText('Paracetamol 500 mg')).toBeTruthy();
    expect(screen.getByText('Price changed from ₹20.00 to ₹25.00 since you added it.')).toBeTruthy();
    expect(screen.getByText('₹40.00')).toBeTruthy();
    expect(screen.getByText('₹90.00')).toBeTruthy();
  });

  it("refuses a new address without first name, address and city ('Please fill all required address fields.')", async () => {
    startSession(sessionResponse());
    renderCheckout();
    await ready();
    // No saved address: the new-address form is open.
    type('First Name *', 'Asha');
    type('City *', 'Pune');
    await submitExpecting(PAYMENT_MESSAGES.addressFields);
  });

  it("requires a phone number ('Phone number is required for payment.')", async () => {
    startSession(sessionResponse());
    renderCheckout({ addresses: [{ ...savedAddress, phone: '' }] });
    await ready();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Asha Rao/ }).checked).toBe(true);
    await submitExpecting(PAYMENT_MESSAGES.phone);
  });

  it("fills the phone it knows: the chosen address's, else the profile's; a typed one wins", async () => {
    startSession(sessionResponse());
    renderCheckout({ addresses: [{ ...savedAddress, phone: '+44 7700 900123' }], account: profile({ phone: '9812345678' }) });
    await ready();
    await waitFor(() => expect(field('Phone Number *').value).toBe('7700900123'));
    expect(field('Country code').value).toBe('+44');
    type('Phone Number *', '9000000001');
    expect(field('Phone Number *').value).toBe('9000000001');
    expect(field('Country code').value).toBe('+44');
  });

  it("fills the profile's phone when the address has none, and shows the PIN code's delivery estimate", async () => {
    startSession(sessionResponse());
    renderCheckout({ addresses: [{ ...savedAddress, phone: '' }], account: profile({ phone: '9812345678' }) });
    await ready();
    await waitFor(() => expect(field('Phone Number *').value).toBe('9812345678'));
    expect(await screen.findByText('Delivery to 560001: Delivery in 1-2 business days')).toBeTruthy();
  });

  it('checks the card: missing fields, number, expiry, CVV; groups the number and slashes the expiry', async () => {
    startSession(sessionResponse());
    renderCheckout({ addresses: [savedAddress] });
    await ready();
    type('Phone Number *', '9876543210');
    chooseMethod('Credit / Debit Card');
    await submitExpecting(PAYMENT_MESSAGES.cardMissing);

    type('Card Number', '4111111111111112');
    expect(field('Card Number').value).toBe('4111 1111 1111 1112');
    type('Expiry Date (MM/YY)', '12');
    expect(field('Expiry Date (MM/YY)').value).toBe('12/');
    type('Expiry Date (MM/YY)', '12/4');
    type('Expiry Date (MM/YY)', '12/49');
    type('CVV', '123');
    type('Name on Card', 'Asha Rao');
    await submitExpecting(PAYMENT_MESSAGES.cardNumber);

    type('Card Number', '4111111111111111');
    type('Expiry Date (MM/YY)', '01/20');
    await submitExpecting(PAYMENT_MESSAGES.expiry);

    type('Expiry Date (MM/YY)', '12/49');
    type('CVV', '12');
    await submitExpecting(PAYMENT_MESSAGES.cvv);
  });

  it("checks the UPI id ('Please enter a valid UPI ID.') and the bank ('Please select a bank.')", async () => {
    startSession(sessionResponse());
    renderCheckout({ addresses: [savedAddress] });
    await ready();
    type('Phone Number *', '9876543210');
    chooseMethod('UPI');
    type('UPI ID', 'asha');
    await submitExpecting(PAYMENT_MESSAGES.upi);

    chooseMethod('Net Banking');
    const bank = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Bank' });
    expect([...bank.options].map((o) => o.text).slice(1)).toEqual([
      'SBI',
      'HDFC',
      'ICICI',
      'Axis',
      'Kotak',
      'PNB',
      'Bank of Baroda',
      'Canara',
    ]);
    await submitExpecting(PAYMENT_MESSAGES.bank);
  });

  it('shows the methods the shop cannot take now disabled, says why, and places the order with cash on delivery', async () => {
    startSession(sessionResponse());
    const methods: unknown[] = [];
    renderCheckout({ addresses: [savedAddress], config: { demoMode: false, paymentMethods: ['cod'] } });
    mockApi({
      '/api/orders/create': (_url, request) => {
        methods.push((request.body as { paymentMethod: string }).paymentMethod);
        return { status: 201, body: createdOrder(44) };
      },
      '/api/orders/44/payment-status': { body: { success: true } },
    });
    expect(await screen.findByText('Online payment is not available right now. Please choose Cash on Delivery.')).toBeTruthy();
    for (const label of ['PhonePe', 'Credit / Debit Card', 'UPI', 'Net Banking']) {
      const radio = screen.getByRole<HTMLInputElement>('radio', { name: new RegExp(`^${label}`) });
      expect(radio.disabled, label).toBe(true);
      expect(radio.checked, label).toBe(false);
      expect(radio.getAttribute('aria-describedby')).toBeTruthy();
    }
    expect(screen.getAllByText('Not available right now')).toHaveLength(4);
    // PhonePe was the first choice; with it unavailable, cash on delivery is chosen.
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /^Cash on Delivery/ }).checked).toBe(true);
    await ready();
    type('Phone Number *', '9876543210');
    fireEvent.click(placeOrder());
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/order-success/44'));
    expect(methods).toEqual(['cod']);
  });

  it('a card payment opens Razorpay Checkout with only the method posted: the card never leaves the page', async () => {
    startSession(sessionResponse());
    renderCheckout({ addresses: [savedAddress] });
    const bodies: unknown[] = [];
    const checkout = {
      merchantTransactionId: 'DW45_x',
      keyId: 'rzp_test_x',
      razorpayOrderId: 'order_x',
      amountPaise: 100,
      currency: 'INR',
      name: 'Dawa',
      description: 'Order #1',
      prefill: { method: 'card' },
      upiFlow: null,
      returnPath: '/payment/callback/DW45_x',
      sandboxCheckoutUrl: '/api/payments/razorpay-sandbox/checkout?order_id=order_x',
    };
    mockApi({
      '/api/orders/create': { status: 201, body: createdOrder(45) },
      '/api/payments/razorpay/order': (_url, request: MockRequest) => {
        bodies.push(request.body);
        return { body: checkout };
      },
    });
    await ready();
    type('Phone Number *', '9876543210');
    chooseMethod('Credit / Debit Card');
    type('Card Number', '4111111111111111');
    type('Expiry Date (MM/YY)', '12/30');
    type('CVV', '123');
    type('Name on Card', 'Asha Rao');
    fireEvent.click(placeOrder());
    await waitFor(() => expect(vi.mocked(launchCheckout)).toHaveBeenCalledWith(checkout));
    expect(bodies).toEqual([{ orderId: 45, method: 'card' }]);
  });

  it('disables no method while every one is available', async () => {
    startSession(sessionResponse());
    renderCheckout({ addresses: [savedAddress] });
    await ready();
    for (const radio of screen.getAllByRole<HTMLInputElement>('radio', { name: /^(PhonePe|Credit|UPI|Net Banking|Cash)/ }))
      expect(radio.disabled).toBe(false);
    expect(screen.queryByText('Online payment is not available right now. Please choose Cash on Delivery.')).toBeNull();
  });

  it('asks for a prescription for prescription items, suggests the matching one, and sends the chosen ids', async () => {
    startSession(sessionResponse());
    const bodies: unknown[] = [];
    renderCheckout({
      addresses: [savedAddress],
      quoteBody: quote({ lines: [quotedLine({ requiresPrescription: true, name: 'Amoxicillin 500 mg' })], needsPrescription: true }),
    });
    mockApi({
      '/api/checkout/prescriptions': {
        body: {
          prescriptions: [
            {
              id: 7,
              source: 'upload',
              originalName: 'rx.jpg',
              doctorName: 'Dr. Rao',
              prescribedOn: '2026-11-01',
              createdAt: '2026-11-01T10:00:00.000Z',
              status: 'analyzed',
              medicineNames: ['Amoxicillin 500 mg'],
              coversProductIds: [11],
              validUntil: '2027-05-01',
              expired: false,
            },
            {
              id: 3,
              source: 'upload',
              originalName: 'old.jpg',
              doctorName: null,
              prescribedOn: '2025-01-01',
              createdAt: '2025-01-01T10:00:00.000Z',
              status: 'analyzed',
              medicineNames: [],
              coversProductIds: [],
              validUntil: '2025-07-01',
              expired: true,
            },
          ],
        },
      },
      '/api/orders/create': (_url, request: MockRequest) => {
        bodies.push(request.body);
        return { status: 422, body: { code: 'prescription_required', message: 'stop here' } };
      },
    });
    expect(await screen.findByText('Prescription', { selector: 'legend' })).toBeTruthy();
    expect(screen.getByText(/Amoxicillin 500 mg needs a doctor's prescription/)).toBeTruthy();
    const matching = await screen.findByRole<HTMLInputElement>('checkbox', { name: /rx\.jpg, Dr\. Rao/ });
    expect(screen.getByText('Matches your cart')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /old\.jpg/ }).disabled).toBe(true);
    type('Phone Number *', '9876543210');
    chooseMethod('Cash');
    await ready();
    await submitExpecting('Amoxicillin 500 mg needs a prescription. Please attach a prescription to place this order.');
    fireEvent.click(matching);
    fireEvent.click(placeOrder());
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ prescriptionIds: [7] });
  });

  it('places a cash-on-delivery order with one Idempotency-Key across retries, then empties the cart and shows the order', async () => {
    startSession(sessionResponse());
    const keys: Array<string | null> = [];
    let attempts = 0;
    const { onPaid } = renderCheckout({ addresses: [savedAddress] });
    mockApi({
      '/api/orders/create': (_url, request: MockRequest) => {
        keys.push(request.headers.get('Idempotency-Key'));
        attempts += 1;
        // The first answer is lost (a server failure); the retry gets the order.
        return attempts === 1 ? { status: 503, body: { code: 'internal', message: 'down' } } : { status: 201, body: createdOrder(42) };
      },
      '/api/orders/42/payment-status': { body: { success: true } },
    });
    await ready();
    type('Phone Number *', '9876543210');
    chooseMethod('Cash on Delivery');
    fireEvent.click(placeOrder());
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to create order');
    fireEvent.click(placeOrder());
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/order-success/42'));
    expect(onPaid).toHaveBeenCalledOnce();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });

  it("reads 'Processing...' while the order is made, then 'Redirecting to Payment...' on the way to PhonePe", async () => {
    startSession(sessionResponse());
    let answer: ((response: MockResponse) => void) | null = null;
    const initiated: unknown[] = [];
    renderCheckout({ addresses: [savedAddress] });
    mockApi({
      '/api/orders/create': () => new Promise<MockResponse>((resolve) => (answer = resolve)),
      '/api/payments/phonepe/initiate': (_url, request) => {
        initiated.push(request.body);
        return {
          body: {
            success: true,
            paymentUrl: 'https://pay.example/transact?token=abc',
            merchantTransactionId: 'DAWA42T1',
            message: 'Payment initiated',
          },
        };
      },
    });
    await ready();
    type('Phone Number *', '98765 43210');
    chooseMethod('PhonePe');
    fireEvent.click(placeOrder());
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Processing...' }).disabled).toBe(true);
    await waitFor(() => expect(answer).not.toBeNull());
    answer!({ status: 201, body: createdOrder(42) });
    expect(await screen.findByRole('button', { name: 'Redirecting to Payment...' })).toBeTruthy();
    expect(vi.mocked(leaveForPayment)).toHaveBeenCalledWith('https://pay.example/transact?token=abc');
    expect(initiated).toEqual([{ orderId: 42, amount: 90_00, userPhone: '+919876543210' }]);
  });

  it('shows the new total when prices changed, and places the order with it once the customer confirms', async () => {
    startSession(sessionResponse());
    const totals: number[] = [];
    let quotes = 0;
    renderCheckout({ addresses: [savedAddress] });
    mockApi({
      '/api/cart/quote': () => {
        quotes += 1;
        return {
          body:
            quotes === 1
              ? quote()
              : quote({ lines: [quotedLine({ unitPricePaise: 27_50, lineTotalPaise: 55_00 })], subtotalPaise: 55_00, totalPaise: 95_00 }),
        };
      },
      '/api/orders/create': (_url, request) => {
        const { totalPaise } = request.body as { totalPaise: number };
        totals.push(totalPaise);
        return totalPaise === 95_00
          ? { status: 201, body: createdOrder(43) }
          : {
              status: 409,
              body: {
                code: 'conflict',
                message: 'Prices have changed since you filled your cart. The new total is ₹95.00. Please review your order.',
              },
            };
      },
      '/api/orders/43/payment-status': { body: { success: true } },
    });
    await ready();
    type('Phone Number *', '9876543210');
    chooseMethod('Cash on Delivery');
    fireEvent.click(placeOrder());
    expect((await screen.findByRole('alert')).textContent).toContain('The new total is ₹95.00');
    expect(await screen.findByText('₹95.00')).toBeTruthy();
    await ready();
    fireEvent.click(placeOrder());
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/order-success/43'));
    expect(totals).toEqual([90_00, 95_00]);
  });
});
