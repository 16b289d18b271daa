import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { AccountsApi, headerGreeting, submitLogin } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { CatalogApi } from '../fixtures/catalog-api';
import { expect, test } from '../fixtures/test';
import { main } from '../fixtures/ui';

// Journey (issue 11, Hindi and English): a customer switches the shop to Hindi in the header, searches,
// opens a product, adds it to the cart, checks out with cash on delivery, sees the order and its
// tracking in Hindi, downloads the invoice, and finds Hindi again after a reload. Amounts keep Indian
// digit grouping (₹1,23,456.50) in Hindi as in English.

const require = createRequire(import.meta.url);
const standardFontDataUrl = `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** A rupee amount written with Indian grouping: ₹499.00, ₹1,234.50, ₹1,23,456.50. */
const INDIAN_RUPEES = /₹(?:\d{1,2},)?(?:\d{2},)*\d{1,3}\.\d{2}/;

test('a customer shops in Hindi from search to invoice, and the choice is remembered', async ({ page, request }, testInfo) => {
  // A whole purchase with two axe scans of long Hindi pages: more than the default 30 s on a busy machine.
  test.slow();
  const accounts = new AccountsApi(request);
  const person = await accounts.createVerifiedUser('hindi shopper');
  const { items } = await new CatalogApi(request).products({ stock: 'in', pageSize: 60 });
  // The dearest over-the-counter product, so its amounts have thousands to group where the seed has them.
  const product = items.filter((p) => !p.requiresPrescription && p.pricePaise > 0).sort((a, b) => b.pricePaise - a.pricePaise)[0];
  if (!product) throw new Error('no orderable product in the seed');

  await page.goto('/login');
  await submitLogin(page, person.email, person.password);
  await expect(headerGreeting(page, person.firstName)).toBeVisible();

  // English is the default; the header's switch is a labelled select.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(main(page).getByRole('heading', { name: 'श्रेणी के अनुसार खरीदें' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('combobox', { name: 'भाषा' })).toHaveValue('hi');
  await expect(page.getByRole('banner').getByRole('link', { name: 'श्रेणियाँ' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'home in Hindi');
  // Signed in, the choice is the account's language setting too.
  await expect.poll(async () => (await accounts.settings(person)).language).toBe('hi');

  // Search from the header: the results page speaks Hindi.
  const word = product.name.split(' ')[0] ?? product.name;
  const box = page.getByRole('banner').getByRole('combobox', { name: 'दवाइयाँ खोजें' });
  await box.fill(word);
  await box.press('Enter');
  await expect(main(page).getByRole('heading', { level: 1, name: `"${word}" के खोज परिणाम` })).toBeVisible();
  await expect(main(page).getByText(/दवा(इयाँ)? मिल(ी|ीं)$/)).toBeVisible();
  await main(page).getByRole('link', { name: product.name }).first().click();

  // The product page.
  await expect(main(page).getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(main(page).getByText('सभी टैक्स सहित')).toBeVisible();
  await expect(main(page).getByText(INDIAN_RUPEES).first()).toBeVisible();
  await main(page).getByRole('button', { name: 'कार्ट में जोड़ें', exact: true }).click();
  await expect(page.getByRole('list', { name: 'सूचनाएँ' }).getByText('आइटम कार्ट में जोड़ा गया', { exact: true })).toBeVisible();

  // The cart.
  await page.getByRole('banner').getByRole('link', { name: 'कार्ट, 1 आइटम', exact: true }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'शॉपिंग कार्ट' })).toBeVisible();
  const summary = main(page).getByRole('complementary');
  await expect(summary.getByText('कुल', { exact: true })).toBeVisible();
  await expect(summary.getByText(INDIAN_RUPEES).first()).toBeVisible();
  await summary.getByRole('link', { name: 'चेकआउट करें' }).click();

  // Checkout with cash on delivery.
  const scope = main(page);
  await expect(scope.getByRole('heading', { name: 'चेकआउट', level: 1 })).toBeVisible();
  await scope.getByLabel('पहला नाम *').fill(person.firstName);
  await scope.getByLabel('पता *').fill('8 Cunningham Road');
  await scope.getByLabel('शहर *').fill('Bengaluru');
  await scope.getByLabel('राज्य').fill('Karnataka');
  await scope.getByLabel('पिन कोड').fill('560052');
  await scope.getByLabel('फ़ोन नंबर *').fill('9876543210');
  await scope.getByRole('radio', { name: /^कैश ऑन डिलीवरी/ }).check();
  await expectNoSeriousA11yViolations(page, testInfo, 'checkout in Hindi');
  await scope.getByRole('button', { name: 'ऑर्डर करें' }).click();

  // The order's page: success, cash to pay with Indian grouping, the next steps.
  await expect(main(page).getByRole('heading', { level: 1, name: 'ऑर्डर सफलतापूर्वक हो गया!' })).toBeVisible({ timeout: 15_000 });
  await expect(main(page).getByText(new RegExp(`ऑर्डर मिलने पर भुगतान करें: ${INDIAN_RUPEES.source}।`))).toBeVisible();
  await expect(main(page).getByRole('heading', { name: 'आगे क्या होगा?' })).toBeVisible();

  // Tracking: the stored events (codes) are told in Hindi.
  await main(page).getByRole('link', { name: 'ऑर्डर ट्रैक करें' }).click();
  const events = main(page)
    .getByRole('list', { name: /^ऑर्डर #\d+ की घटनाएँ$/ })
    .first();
  await expect(events.getByText('ऑर्डर हो गया', { exact: true })).toBeVisible();
  await expect(events.getByText('आपका ऑर्डर हो गया है।')).toBeVisible();
  await expect(events.getByText('आपका ऑर्डर पक्का हो गया है और तैयार किया जा रहा है। डिलीवरी पर भुगतान करें।')).toBeVisible();

  // The orders list and the invoice.
  await page.goto('/orders');
  const order = main(page).getByRole('article').first();
  await expect(order.getByText('कैश ऑन डिलीवरी · डिलीवरी पर भुगतान')).toBeVisible();
  await expect(order.getByText(INDIAN_RUPEES)).toBeVisible();
  const download = page.waitForEvent('download');
  await order.getByRole('button', { name: /^ऑर्डर #\d+ का इनवॉइस डाउनलोड करें$/ }).click();
  const file = await download;
  const pdf = await getDocument({
    data: new Uint8Array(await readFile((await file.path()) ?? '')),
    standardFontDataUrl,
    isEvalSupported: false,
  }).promise;
  const text = (await (await pdf.getPage(1)).getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ');
  await pdf.destroy();
  expect(text).toMatch(INDIAN_RUPEES);
  // The invoice's labels follow the customer's language (decision 040) under its bilingual heading.
  expect(text).toContain('TAX INVOICE');
  expect(text).toContain('दवा');
  expect(text).toContain('बीजक नं.');
  expect(text).toContain('कर योग्य मूल्य');
  expect(text).not.toContain('Invoice no.');

  // A reload keeps Hindi (stored in the browser and in the account).
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(main(page).getByRole('article').first().getByText('कैश ऑन डिलीवरी · डिलीवरी पर भुगतान')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('combobox', { name: 'भाषा' })).toHaveValue('hi');
});

test('a visitor switches to Hindi with the keyboard and back to English; the choice survives a reload', async ({ page }) => {
  await page.goto('/');
  const english = page.getByRole('banner').getByRole('combobox', { name: 'Language' });
  await english.focus();
  await english.selectOption('hi');
  await expect(main(page).getByRole('heading', { name: 'ख़ास प्रोडक्ट' })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('contentinfo').getByText('असली दवाइयाँ और हेल्थ प्रोडक्ट, पूरे भारत में डिलीवरी।')).toBeVisible();
  await page.getByRole('banner').getByRole('combobox', { name: 'भाषा' }).selectOption('en');
  await expect(main(page).getByRole('heading', { name: 'Featured Products' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
});
