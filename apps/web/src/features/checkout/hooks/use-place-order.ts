import type { CartLine } from '@dawa/shared/commerce/cart';
import type { CreateOrderResponse } from '@dawa/shared/commerce/orders';
import { PAYMENT_MESSAGES } from '@dawa/shared/commerce/payment-details';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { createOrder } from '../api/create-order';
import { getPaymentStatus } from '../api/get-payment-status';
import { launchCheckout, openRazorpayOrder } from '../api/open-razorpay';
import { initiatePhonePe } from '../api/initiate-phonepe';
import { setCodPayment } from '../api/set-cod-payment';
import { fullPhone, orderBody, razorpayChoice, type CheckoutForm } from '../utils/checkout-form';
import { leaveForPayment } from '../utils/leave-for-payment';
import { useIdempotencyKey } from './use-idempotency-key';
import { useT } from '@/lib/i18n/use-t';
import { useApiErrorText } from '@/lib/i18n/api-error-text';

/** The submit button's text in each phase (spec: 'Processing...' then 'Redirecting to Payment...'). */
export type PlacePhase = 'idle' | 'processing' | 'redirecting';

export const PAYMENT_PENDING_NOTE = "Your payment is being processed. We'll update you shortly.";

/** The sandbox gateway settles in 1-3 s; the status is asked every second for up to 20 s. */
const POLL_INTERVAL_MS = 1000;
const POLL_ATTEMPTS = 20;

const sleep = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/** Asks for a gateway payment's outcome until it is decided (or 20 s have passed: still pending). */
export async function waitForSettlement(merchantTransactionId: string): Promise<'success' | 'failed' | 'pending'> {
  for (let attempt = 0; attempt < POLL_ATTEMPTS; attempt++) {
    await sleep(POLL_INTERVAL_MS);
    const status = await getPaymentStatus(merchantTransactionId);
    if (status.paymentStatus !== 'pending') return status.success ? status.paymentStatus : 'failed';
  }
  return 'pending';
}

export interface PlaceOrderInput {
  form: CheckoutForm;
  lines: readonly CartLine[];
  totalPaise: number;
  promoCode: string | null;
}

export interface PlaceOrderResult {
  phase: PlacePhase;
  /** The message above the button (a refusal, a failed payment). */
  error: string | null;
  /** Set when the payment is still pending after the wait: the order exists, the result comes later. */
  pendingOrderId: number | null;
  place: (input: PlaceOrderInput) => Promise<void>;
  setError: (message: string | null) => void;
}

/**
 * Places the order and pays for it (spec section 4, checkout payment): the order is created first,
 * then cash on delivery goes to the success page, PhonePe to its payment page, and card, UPI and net
 * banking to Razorpay Checkout. `onPaid` empties the cart; `onPricesChanged`
 * prices the cart again after the server refused a total that is out of date.
 */
export function usePlaceOrder({ onPaid, onPricesChanged }: { onPaid: () => void; onPricesChanged: () => void }): PlaceOrderResult {
  const navigate = useNavigate();
  const [phase, setPhase] = useState<PlacePhase>('idle');
  const [error, setError] = useState<string | null>(null);
  const [pendingOrderId, setPendingOrderId] = useState<number | null>(null);
  const idempotency = useIdempotencyKey();
  const t = useT('checkout');
  const errorText = useApiErrorText();

  async function create(input: PlaceOrderInput): Promise<CreateOrderResponse | null> {
    const body = orderBody(input.form, input.lines, input.totalPaise, input.promoCode);
    try {
      let created = await createOrder(body, idempotency.keyFor(JSON.stringify(body)));
      // The same key answers the order made earlier; if its payment has failed since, start a new order.
      if (created.order.paymentStatus === 'failed' || created.order.status === 'cancelled') {
        idempotency.renew();
        created = await createOrder(body, idempotency.keyFor(JSON.stringify(body)));
      }
      return created;
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) {
        // Prices or stock moved since the quote: show the new figures and let the customer confirm again.
        onPricesChanged();
        // The server's words name the new total ('Prices have changed ... Please review your order.').
        const sentence = errorText(err, err.message);
        setError(err.code === 'conflict' ? sentence : t('updateCart', { message: sentence }));
      } else {
        setError(errorText(err, t('createFailed')));
      }
      return null;
    }
  }

  async function pay(input: PlaceOrderInput, created: CreateOrderResponse): Promise<void> {
    const { form } = input;
    const orderId = created.orderId;
    if (form.paymentMethod === 'cod') {
      // The order is already cash on delivery; if this update fails the customer still sees the order (spec).
      await setCodPayment(orderId).catch(() => undefined);
      // Leave first: an emptied cart would otherwise show the empty-checkout page for a moment.
      await navigate(paths.orderSuccess(orderId));
      onPaid();
      return;
    }
    if (form.paymentMethod === 'phonepe') {
      try {
        const started = await initiatePhonePe({ orderId, amount: created.order.totalAmountPaise, userPhone: fullPhone(form) });
        setPhase('redirecting');
        leaveForPayment(started.paymentUrl);
      } catch (err) {
        setError(errorText(err, t('initiateFailed')));
        setPhase('idle');
      }
      return;
    }
    // Card, UPI, net banking: Razorpay Checkout (decision 050); the result page verifies what it answers.
    const choice = razorpayChoice(form, orderId);
    if (!choice) return;
    try {
      const checkout = await openRazorpayOrder(choice);
      setPhase('redirecting');
      const opened = await launchCheckout(checkout);
      if (!opened) {
        // Closed without paying: the order waits for its payment (My Orders can pay it).
        setPendingOrderId(orderId);
        setPhase('idle');
      }
    } catch (err) {
      idempotency.renew();
      setError(errorText(err, PAYMENT_MESSAGES.failed));
      setPhase('idle');
    }
  }

  async function place(input: PlaceOrderInput): Promise<void> {
    if (phase !== 'idle') return;
    setError(null);
    setPendingOrderId(null);
    setPhase('processing');
    const created = await create(input);
    if (!created) {
      setPhase('idle');
      return;
    }
    await pay(input, created);
  }

  return { phase, error, pendingOrderId, place, setError };
}
