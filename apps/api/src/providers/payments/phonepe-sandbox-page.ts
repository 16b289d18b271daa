import { formatInr } from '@dawa/shared/money/format';
import type { SandboxOrder } from './phonepe-sandbox.ts';

export const SANDBOX_BANNER = 'PhonePe sandbox — no real money moves';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0; background: #f3f0fa; color: #1f1534; }
  .banner { background: #fde68a; color: #422006; padding: .75rem 1rem; text-align: center; font-weight: 600; }
  main { max-width: 28rem; margin: 2rem auto; background: #fff; border-radius: .75rem; padding: 1.5rem; box-shadow: 0 1px 4px #0002; }
  h1 { font-size: 1.25rem; margin: 0 0 1rem; color: #5f259f; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .5rem 1rem; margin: 0 0 1.5rem; }
  dt { color: #4b4060; } dd { margin: 0; font-weight: 600; word-break: break-all; }
  .actions { display: grid; gap: .75rem; }
  button { font: inherit; padding: .75rem; border-radius: .5rem; border: 2px solid transparent; cursor: pointer; }
  button:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
  .pay { background: #5f259f; color: #fff; } .fail { background: #fff; border-color: #b91c1c; color: #b91c1c; }
  .pending { background: #fff; border-color: #4b4060; color: #1f1534; }
  a { color: #5f259f; }`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body>
<header class="banner">${SANDBOX_BANNER}</header>
<main>${body}</main>
</body>
</html>`;
}

/** The hosted pay page: merchant, amount in ₹, transaction id, and the three outcomes as real form buttons (no JS needed). */
export function payPageHtml(tx: SandboxOrder, merchantName: string, merchantId: string): string {
  const details = `
<dl>
  <dt>Merchant</dt><dd>${escapeHtml(merchantName)} (${escapeHtml(merchantId)})</dd>
  <dt>Amount</dt><dd>${escapeHtml(formatInr(tx.amount))}</dd>
  <dt>Order ID</dt><dd>${escapeHtml(tx.merchantOrderId)}</dd>
</dl>`;
  if (tx.state !== 'PENDING') {
    // An attempt the merchant replaced by a newer one can no longer be paid.
    const outcome =
      tx.state === 'COMPLETED'
        ? 'already been paid successfully'
        : tx.expired
          ? 'expired: the shop started a newer one'
          : tx.errorCode === 'TXN_AUTO_FAILED'
            ? 'expired'
            : 'already failed';
    return layout(
      'PhonePe sandbox payment',
      `<h1>This payment has ${outcome}</h1>${details}<p><a href="${escapeHtml(tx.redirectUrl)}">Return to ${escapeHtml(merchantName)}</a></p>`,
    );
  }
  return layout(
    'Pay with PhonePe (sandbox)',
    `<h1>Pay with PhonePe</h1>${details}
<form method="post" action="transact" class="actions" aria-label="Choose the outcome of this sandbox payment">
  <input type="hidden" name="token" value="${escapeHtml(tx.token)}">
  <button type="submit" name="outcome" value="success" class="pay">Pay successfully</button>
  <button type="submit" name="outcome" value="failure" class="fail">Fail payment</button>
  <button type="submit" name="outcome" value="pending" class="pending">Leave pending</button>
</form>`,
  );
}

export function unknownTokenHtml(): string {
  return layout(
    'Payment link not valid',
    '<h1>This payment link is not valid or has expired</h1><p>Please start the payment again from your cart.</p>',
  );
}
