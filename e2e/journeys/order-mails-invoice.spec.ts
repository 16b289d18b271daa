import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { gstClassOfCategory } from '@dawa/shared/commerce/gst';
import { AccountsApi, headerGreeting, notice, submitLogin } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { CatalogApi } from '../fixtures/catalog-api';
import { expect, test } from '../fixtures/test';
import { main, payOnRazorpaySandbox } from '../fixtures/ui';

// Journey (issue 11): a customer orders with a card at checkout, finds 'We have your order' and
// 'Payment received' in their mailbox (the development outbox) with links to their order, follows
// one, and downloads the GST tax invoice of the paid order: ₹ amounts, HSN, batch, CGST and SGST
// (Karnataka, the demo seller's state), the amount in words and the store's name in Hindi.

const require = createRequire(import.meta.url);
const standardFontDataUrl = `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** The text of a PDF, its items joined line by line (PDF.js, as the API's own invoice test reads it). */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl, isEvalSupported: false }).promise;
  const rows = new Map<number, { x: number; text: string }[]>();
  for (let n = 1; n <= pdf.numPages; n++) {
    for (const item of (await (await pdf.getPage(n)).getTextContent()).items) {
      if (!('str' in item) || !item.str.trim()) continue;
      const y = n * 10_000 - Math.round(item.transform[5] as number);
      rows.set(y, [...(rows.get(y) ?? []), { x: item.transform[4] as number, text: item.str }]);
    }
  }
  await pdf.destroy();
  return [...rows.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, items]) =>
      items
        .sort((a, b) => a.x - b.x)
        .map((i) => i.text)
        .join(' '),
    )
    .join('\n');
}

test('an order mails the customer through the outbox, and the paid order has a GST invoice', async ({ page, request }, testInfo) => {
  const accounts = new AccountsApi(request);
  const person = await accounts.createVerifiedUser('order mails');
  const { items } = await new CatalogApi(request).products({ stock: 'in', pageSize: 60 });
  const product = items.find((p) => !p.requiresPrescription && p.pricePaise > 0);
  if (!product) throw new Error('no orderable product in the seed');

  await page.goto('/login');
  await submitLogin(page, person.email, person.password);
  await expect(headerGreeting(page, person.firstName)).toBeVisible();
  await page.goto(`/product/${product.id}`);
  await main(page).getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(notice(page, 'Item added to cart')).toBeVisible();

  await page.goto('/checkout');
  const scope = main(page);
  await expect(scope.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await scope.getByLabel('First Name *').fill(person.firstName);
  await scope.getByLabel('Last Name').fill(person.lastName);
  await scope.getByLabel('Address *').fill('8 Cunningham Road');
  await scope.getByLabel('City *').fill('Bengaluru');
  await scope.getByLabel('State').fill('Karnataka');
  await scope.getByLabel('PIN Code').fill('560052');
  await scope.getByLabel('Phone Number *').fill('9876543210');
  await scope.getByRole('radio', { name: /^Credit \/ Debit Card/ }).check();
  await scope.getByLabel('Card Number').pressSequentially('4111111111111111');
  await scope.getByLabel('Expiry Date (MM/YY)').pressSequentially('1230');
  await scope.getByLabel('CVV').fill('123');
  await scope.getByLabel('Name on Card').fill(`${person.firstName} ${person.lastName}`);
  await scope.getByRole('button', { name: 'Place Order' }).click();
  await payOnRazorpaySandbox(page, { card: '4111111111111111' });
  await expect(page).toHaveURL(/\/order-success\/\d+$/, { timeout: 15_000 });
  await expect(main(page).getByText('Payment received')).toBeVisible();

  // The mailbox has the two mails of the order, newest first, each linking to the order on this site.
  let subjects: string[] = [];
  await expect
    .poll(async () => {
      subjects = (await accounts.mailbox.list(person.email)).map((m) => m.subject);
      return subjects.slice(0, 2);
    })
    .toEqual(['Payment received for order #1', 'We have your order #1']);
  const [paid, placed] = await accounts.mailbox.list(person.email);
  const link = /https?:\/\/\S+\/profile\?tab=orders&orderId=(\d+)/.exec(placed?.text ?? '');
  expect(link, placed?.text).not.toBeNull();
  expect(paid?.text).toContain(`Hello ${person.firstName},`);
  expect(paid?.html).toContain('View your order');
  const orderId = link?.[1] ?? '';
  const url = new URL(link?.[0] ?? '');
  await page.goto(`${url.pathname}${url.search}`);
  await expect(main(page).getByRole('heading', { name: 'Order #1' }).first()).toBeVisible();

  // The invoice of the paid order.
  await page.goto('/orders');
  const order = main(page).getByRole('article').first();
  await expect(order.getByText('Credit / Debit Card · Paid')).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'orders with a paid order');
  const download = page.waitForEvent('download');
  await order.getByRole('button', { name: 'Download invoice of order #1' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('invoice-1.pdf');
  const text = await pdfText(await (await import('node:fs/promises')).readFile((await file.path()) ?? ''));
  expect(text).toContain('TAX INVOICE');
  expect(text).toContain('दवा');
  expect(text).toMatch(/Invoice no\. DAWA\/\d{4}-\d{2}\/\d{6}/);
  expect(text).toContain('Place of supply Karnataka (29)');
  const { hsn, ratePercent } = gstClassOfCategory(product.category.slug);
  const line = text.split('\n').find((l) => l.includes(product.name.slice(0, 20)));
  expect(line, text).toBeDefined();
  expect(line).toMatch(
    new RegExp(`${hsn} [A-Z]\\d{6} Exp \\d{2}/\\d{4}.* ${ratePercent}% ₹[\\d,]+\\.\\d{2} ₹[\\d,]+\\.\\d{2} ₹[\\d,]+\\.\\d{2}$`),
  );
  expect(text).toMatch(/^CGST ₹[\d,]+\.\d{2}$/m);
  expect(text).toMatch(/^SGST ₹[\d,]+\.\d{2}$/m);
  expect(text).not.toContain('IGST');
  expect(text).toMatch(/Amount in words:\s+Rupees [A-Za-z ]+ Only/);
  expect(orderId).toMatch(/^\d+$/);
});
