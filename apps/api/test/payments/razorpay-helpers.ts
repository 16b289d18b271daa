import { expect } from 'vitest';
import { RazorpayCheckoutSchema, type RazorpayCheckout } from '@dawa/shared/commerce/payments';
import { loadSecrets } from '../../src/config/secrets.ts';
import { resolveRazorpayConfig } from '../../src/providers/payments/razorpay-config.ts';
import type { RazorpaySandbox } from '../../src/providers/payments/razorpay-sandbox.ts';
import type { Fetch } from '../../src/providers/payments/types.ts';
import type { TestApp } from '../helpers/test-app.ts';
import type { PaymentsTestApp } from './helpers.ts';

/** The built-in Razorpay sandbox of a demo-mode test app. */
export function sandboxOf(t: TestApp): RazorpaySandbox {
  const sandbox = t.app.services.razorpaySandbox;
  if (!sandbox) throw new Error('the Razorpay sandbox is not mounted');
  return sandbox;
}

/** The sandbox's keys (the app derives them from its secret), as a merchant reads them off the dashboard. */
export const sandboxKeys = (t: PaymentsTestApp) => resolveRazorpayConfig(t.env, loadSecrets(t.env).jwtKey).config;

/** fetch through app.inject: what the SDK's HTTP becomes in tests (same requests, no socket). */
export function injectFetch(t: PaymentsTestApp): Fetch {
  return async (input, init) => {
    const url = new URL(input);
    const res = await t.app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(res.rawPayload.length === 0 ? null : res.rawPayload, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  };
}

export type Choice =
  { method: 'card' } | { method: 'upi'; upiId?: string; upiFlow?: 'collect' | 'intent' } | { method: 'netbanking'; bank: string };

/** POST /api/payments/razorpay/order as the customer (the raw answer). */
export function openCheckoutRaw(t: TestApp, headers: Record<string, string>, orderId: number, choice: Choice | Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/payments/razorpay/order', headers, payload: { orderId, ...choice } });
}

export async function openCheckout(
  t: TestApp,
  headers: Record<string, string>,
  orderId: number,
  choice: Choice,
): Promise<RazorpayCheckout> {
  const res = await openCheckoutRaw(t, headers, orderId, choice);
  expect(res.statusCode, res.body).toBe(200);
  return RazorpayCheckoutSchema.parse(res.json());
}

export interface CheckoutResult {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature?: string;
  razorpay_error?: string;
  /** Where the page sent the browser. */
  location: string;
}

/**
 * The customer on the sandbox's hosted checkout page: the page is shown (amount, method), then Pay or
 * Fail is pressed. Card fields have no name, so the form posts only the last 4 digits (the page's
 * script fills them in a browser; here they are given).
 */
export async function payOnSandboxPage(
  t: TestApp,
  checkout: RazorpayCheckout,
  outcome: 'pay' | 'fail',
  fields: { card_last4?: string; card_network?: string; vpa?: string } = {},
): Promise<CheckoutResult> {
  const pageUrl = checkout.sandboxCheckoutUrl;
  if (!pageUrl) throw new Error('no sandbox checkout page');
  const page = await t.app.inject({ method: 'GET', url: pageUrl });
  expect(page.statusCode, page.body).toBe(200);
  const query = new URL(pageUrl, 'http://x').searchParams;
  const form = new URLSearchParams({
    key_id: query.get('key_id') ?? '',
    order_id: query.get('order_id') ?? '',
    method: query.get('method') ?? '',
    return_to: query.get('return_to') ?? '',
    outcome,
    ...(query.get('bank') ? { bank: query.get('bank') ?? '' } : {}),
    ...(query.get('vpa') ? { vpa: query.get('vpa') ?? '' } : {}),
    ...(checkout.prefill.method === 'card' && outcome === 'pay' ? { card_last4: '4242', card_network: 'Visa' } : {}),
    ...fields,
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payments/razorpay-sandbox/checkout/pay',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  expect(res.statusCode, res.body).toBe(303);
  const location = String(res.headers.location);
  const back = new URL(location, 'http://x').searchParams;
  return {
    razorpay_payment_id: back.get('razorpay_payment_id') ?? '',
    razorpay_order_id: back.get('razorpay_order_id') ?? '',
    ...(back.get('razorpay_signature') ? { razorpay_signature: back.get('razorpay_signature') ?? '' } : {}),
    ...(back.get('razorpay_error') ? { razorpay_error: back.get('razorpay_error') ?? '' } : {}),
    location,
  };
}

/** POST /api/payments/razorpay/verify (or an appointment's verify) with what Checkout handed the browser (the raw answer). */
export function verifyCheckout(
  t: TestApp,
  headers: Record<string, string>,
  merchantTransactionId: string,
  result: CheckoutResult,
  /** An appointment's fee is verified at /api/appointments/{id}/pay/verify. */
  url = '/api/payments/razorpay/verify',
) {
  return t.app.inject({
    method: 'POST',
    url,
    headers,
    payload: {
      merchantTransactionId,
      razorpay_payment_id: result.razorpay_payment_id,
      razorpay_order_id: result.razorpay_order_id,
      razorpay_signature: result.razorpay_signature ?? '',
    },
  });
}

/** The sandbox's captures for some Razorpay orders. */
export const capturesOf = (t: TestApp, razorpayOrderIds: readonly string[]) =>
  sandboxOf(t)
    .payments()
    .filter((p) => razorpayOrderIds.includes(p.order_id) && (p.status === 'captured' || p.status === 'refunded'));
