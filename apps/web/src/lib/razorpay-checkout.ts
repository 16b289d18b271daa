import type { RazorpayCheckout } from '@dawa/shared/commerce/payments';

/** Sends the browser to a page (a full navigation). */
const leaveForPayment = (url: string) => window.location.assign(url);

/** Checkout's handler result, as Razorpay hands it to the page. */
interface CheckoutResponse {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

interface RazorpayWindow {
  Razorpay?: new (options: Record<string, unknown>) => { open(): void };
}

const CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

function loadCheckoutScript(): Promise<void> {
  if ((window as RazorpayWindow).Razorpay) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = CHECKOUT_SCRIPT;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('Razorpay Checkout could not be loaded'));
    document.head.append(script);
  });
}

/** The page of ours Checkout returns to, with its result in the query (the result page verifies it on the server). */
export function returnUrl(returnPath: string, result: Record<string, string>): string {
  const url = new URL(returnPath, window.location.origin);
  for (const [key, value] of Object.entries(result)) url.searchParams.set(key, value);
  return url.pathname + url.search;
}

/**
 * Opens Checkout with the customer's method prefilled: in demo mode the built-in sandbox's page (a
 * navigation on this site; nothing is downloaded), otherwise Razorpay's Checkout script, loaded only
 * now. Resolves false when the customer closed Checkout without paying.
 */
export async function launchCheckout(checkout: RazorpayCheckout): Promise<boolean> {
  if (checkout.sandboxCheckoutUrl) {
    leaveForPayment(checkout.sandboxCheckoutUrl);
    return true;
  }
  await loadCheckoutScript();
  const Checkout = (window as RazorpayWindow).Razorpay;
  if (!Checkout) throw new Error('Razorpay Checkout is not available');
  const { prefill, upiFlow } = checkout;
  return new Promise((resolve) => {
    new Checkout({
      key: checkout.keyId,
      order_id: checkout.razorpayOrderId,
      amount: checkout.amountPaise,
      currency: checkout.currency,
      name: checkout.name,
      description: checkout.description,
      prefill,
      // One payment per attempt: a failure ends it (our page offers paying again), as the server settles it.
      retry: { enabled: false },
      config: {
        display: {
          blocks: {
            chosen: {
              name: checkout.name,
              instruments: [
                prefill.method === 'netbanking' && prefill.bank
                  ? { method: 'netbanking', banks: [prefill.bank] }
                  : prefill.method === 'upi' && upiFlow
                    ? { method: 'upi', flows: [upiFlow] }
                    : { method: prefill.method },
              ],
            },
          },
          sequence: ['block.chosen'],
          preferences: { show_default_blocks: true },
        },
      },
      handler: (response: CheckoutResponse) => {
        leaveForPayment(returnUrl(checkout.returnPath, { ...response }));
        resolve(true);
      },
      modal: { ondismiss: () => resolve(false) },
    }).open();
  });
}
