import { formatInr } from '@dawa/shared/money/format';
import type { SandboxOrder } from './razorpay-sandbox.ts';

export const RAZORPAY_SANDBOX_BANNER = 'Razorpay sandbox — no real money moves';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0; background: #eef2fb; color: #0c1b3a; }
  .banner { background: #fde68a; color: #422006; padding: .75rem 1rem; text-align: center; font-weight: 600; }
  main { max-width: 28rem; margin: 2rem auto; background: #fff; border-radius: .75rem; padding: 1.5rem; box-shadow: 0 1px 4px #0002; }
  h1 { font-size: 1.25rem; margin: 0 0 1rem; color: #072654; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .5rem 1rem; margin: 0 0 1.5rem; }
  dt { color: #3c4a66; } dd { margin: 0; font-weight: 600; word-break: break-all; }
  label { display: block; margin: .5rem 0 .25rem; font-weight: 600; }
  input { font: inherit; width: 100%; box-sizing: border-box; padding: .5rem; border: 1px solid #64748b; border-radius: .375rem; }
  .row { display: grid; grid-template-columns: 1fr 1fr; gap: .75rem; }
  .actions { display: grid; gap: .75rem; margin-top: 1.25rem; }
  button { font: inherit; padding: .75rem; border-radius: .5rem; border: 2px solid transparent; cursor: pointer; }
  button:focus-visible, input:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
  .pay { background: #0b57d0; color: #fff; } .fail { background: #fff; border-color: #b91c1c; color: #b91c1c; }
  .error { color: #b91c1c; font-weight: 600; min-height: 1.5rem; }`;

function layout(title: string, body: string, nonce?: string, script?: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body>
<header class="banner">${RAZORPAY_SANDBOX_BANNER}</header>
<main>${body}</main>
${script && nonce ? `<script nonce="${nonce}">${script}</script>` : ''}
</body>
</html>`;
}

/**
 * The card fields' checks, in the page: the card number, expiry and CVV have no `name`, so the form
 * never sends them; only the last 4 digits and the network go (as Razorpay keeps them on a payment).
 */
const CARD_SCRIPT = `
(function () {
  var form = document.getElementById('checkout');
  var error = document.getElementById('card-error');
  function digits(v) { return v.replace(/\\D/g, ''); }
  function luhn(d) { var s = 0; for (var i = 0; i < d.length; i++) { var n = +d[d.length - 1 - i]; if (i % 2) { n *= 2; if (n > 9) n -= 9; } s += n; } return s % 10 === 0; }
  function network(d) { return /^4/.test(d) ? 'Visa' : /^(5[1-5]|2[2-7])/.test(d) ? 'MasterCard' : /^3[47]/.test(d) ? 'American Express' : /^(60|65|81|82|508)/.test(d) ? 'RuPay' : 'Card'; }
  form.addEventListener('submit', function (event) {
    var choice = event.submitter ? event.submitter.value : 'pay';
    if (choice !== 'pay') return;
    var d = digits(document.getElementById('card-number').value);
    var expiry = /^(\\d{2})\\/(\\d{2})$/.exec(document.getElementById('card-expiry').value.trim());
    var cvv = document.getElementById('card-cvv').value;
    var problem = d.length < 13 || d.length > 19 || !luhn(d) ? 'Invalid card number.' : !expiry || +expiry[1] < 1 || +expiry[1] > 12 ? 'Invalid expiry date.' : !/^\\d{3,4}$/.test(cvv) ? 'Invalid CVV.' : '';
    if (problem) { event.preventDefault(); error.textContent = problem; return; }
    form.elements.card_last4.value = d.slice(-4);
    form.elements.card_network.value = network(d);
  });
})();`;

export interface CheckoutPageRequest {
  keyId: string;
  order: SandboxOrder;
  method: 'card' | 'upi' | 'netbanking';
  vpa: string;
  bank: string;
  upiFlow: 'collect' | 'intent';
  returnTo: string;
  merchantName: string;
  nonce: string;
}

/** The hosted checkout page: merchant, amount in ₹, the method the shop prefilled, Pay and Fail. */
export function checkoutPageHtml(page: CheckoutPageRequest): string {
  const { order, method } = page;
  const methodLabel = method === 'card' ? 'Card' : method === 'upi' ? 'UPI' : 'Netbanking';
  const details = `
<dl>
  <dt>Merchant</dt><dd>${escapeHtml(page.merchantName)}</dd>
  <dt>Amount</dt><dd>${escapeHtml(formatInr(order.amount))}</dd>
  <dt>Method</dt><dd>${methodLabel}</dd>
  <dt>Order</dt><dd>${escapeHtml(order.id)}</dd>
</dl>`;
  if (order.status === 'paid') return layout('Razorpay sandbox checkout', `<h1>This order has already been paid</h1>${details}`);
  const fields =
    method === 'card'
      ? `<label for="card-number">Card number</label><input id="card-number" inputmode="numeric" autocomplete="cc-number">
<div class="row"><div><label for="card-expiry">Expiry (MM/YY)</label><input id="card-expiry" autocomplete="cc-exp"></div>
<div><label for="card-cvv">CVV</label><input id="card-cvv" inputmode="numeric" autocomplete="cc-csc"></div></div>
<input type="hidden" name="card_last4"><input type="hidden" name="card_network">
<p id="card-error" class="error" role="alert"></p>`
      : method === 'upi'
        ? page.upiFlow === 'intent'
          ? '<p>Pay with any UPI app on this device.</p>'
          : `<label for="vpa">UPI ID</label><input id="vpa" name="vpa" value="${escapeHtml(page.vpa)}">`
        : `<p>Bank: <strong>${escapeHtml(page.bank)}</strong></p><input type="hidden" name="bank" value="${escapeHtml(page.bank)}">`;
  return layout(
    `Pay ${formatInr(order.amount)} (Razorpay sandbox)`,
    `<h1>Pay with ${methodLabel}</h1>${details}
<form id="checkout" method="post" action="checkout/pay" aria-label="Sandbox payment">
  <input type="hidden" name="key_id" value="${escapeHtml(page.keyId)}">
  <input type="hidden" name="order_id" value="${escapeHtml(order.id)}">
  <input type="hidden" name="method" value="${method}">
  <input type="hidden" name="return_to" value="${escapeHtml(page.returnTo)}">
  ${fields}
  <div class="actions">
    <button type="submit" name="outcome" value="pay" class="pay">Pay ${escapeHtml(formatInr(order.amount))}</button>
    <button type="submit" name="outcome" value="fail" class="fail" formnovalidate>Fail payment</button>
  </div>
</form>`,
    page.nonce,
    method === 'card' ? CARD_SCRIPT : undefined,
  );
}

export function invalidCheckoutHtml(message: string): string {
  return layout('Payment link not valid', `<h1>${escapeHtml(message)}</h1><p>Please start the payment again from your order.</p>`);
}
