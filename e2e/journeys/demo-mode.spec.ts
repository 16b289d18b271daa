import path from 'node:path';
import { request as apiRequest, type Page } from '@playwright/test';
import type { ProductListResponse } from '@dawa/shared/catalog/schemas';
import { headerGreeting, submitLogin } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { startServer, type RunningServer } from '../fixtures/server';
import { expect, test as base } from '../fixtures/test';
import { main } from '../fixtures/ui';

// Journey: demo mode (decision 013). The shared server is the demo store (DEMO_MODE=on): every page
// carries the server-written banner. This file also starts its own copy of the built app outside demo
// mode, with no payment credentials: no banner, and the checkout offers cash on delivery only.

const BANNER = 'Demo store: sandbox payments, no real money';
const DEMO_BANNER_TEXT_HI = 'डेमो स्टोर: सैंडबॉक्स भुगतान, असली पैसा नहीं';
const UNAVAILABLE = 'Online payment is not available right now. Please choose Cash on Delivery.';
// ADMIN_EMAIL's account is created with the first name 'Dawa'.
const OPERATOR = { email: 'ops@dawa.in', password: 'Ops@Admin2026', firstName: 'Dawa' };

const banner = (page: Page) => page.getByRole('note').filter({ hasText: BANNER });

const test = base.extend<object, { realShop: RunningServer }>({
  realShop: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const configFile = workerInfo.config.configFile;
      const repoRoot = configFile ? path.dirname(configFile) : process.cwd();
      // No demo accounts and no mailbox out there: the start-up admin is the one account to sign in with.
      const server = await startServer(repoRoot, { DEMO_MODE: 'off', ADMIN_EMAIL: OPERATOR.email, ADMIN_PASSWORD: OPERATOR.password });
      try {
        await use(server);
      } finally {
        await server.stop();
      }
    },
    // Start-up seeds a fresh database.
    { scope: 'worker', timeout: 150_000 },
  ],
});

test('the demo store says so on every page, readable in the light and the dark theme', async ({ page }, testInfo) => {
  for (const url of ['/', '/cold-flu', '/login', '/checkout', '/no-such-page']) {
    await page.goto(url);
    await expect(banner(page), url).toBeVisible();
    // Written in both languages; the one the page is in shows (innerText: what a reader sees).
    await expect(banner(page), url).toHaveText(BANNER, { useInnerText: true });
  }
  await page.goto('/');
  // Above the app, not over it: the header starts below the banner.
  const bannerBox = await banner(page).boundingBox();
  const headerBox = await page.getByRole('banner').boundingBox();
  expect(bannerBox && headerBox && headerBox.y >= bannerBox.y + bannerBox.height - 1).toBe(true);
  await expectNoSeriousA11yViolations(page, testInfo, 'home with the demo banner (light)');
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(banner(page)).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'home with the demo banner (dark)');
  // In Hindi the banner says it in Hindi.
  await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('note').first()).toHaveText(DEMO_BANNER_TEXT_HI, { useInnerText: true });
});

test('outside demo mode: no banner, and the checkout offers only cash on delivery, saying why', async ({ browser, realShop, pageErrors }, testInfo) => {
  const context = await browser.newContext({ baseURL: realShop.origin, colorScheme: 'light', viewport: { width: 1280, height: 900 } });
  pageErrors.watch(context);
  const api = await apiRequest.newContext({ baseURL: realShop.origin });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByText(BANNER)).toHaveCount(0);

    const { items } = (await (await api.get('/api/products?stock=in&pageSize=20')).json()) as ProductListResponse;
    const product = items.find((p) => !p.requiresPrescription && p.pricePaise > 0);
    if (!product) throw new Error('no orderable product in the seed');
    const line = { productId: product.id, variantId: null, quantity: 1, seenPricePaise: product.pricePaise, name: product.name, slug: product.slug, image: product.image, variantLabel: null, maxQuantity: 10 };
    await page.evaluate((value) => localStorage.setItem('cart', value), JSON.stringify([line]));
    await page.goto('/login');
    await submitLogin(page, OPERATOR.email, OPERATOR.password);
    await expect(headerGreeting(page, OPERATOR.firstName)).toBeVisible();
    await page.goto('/checkout');
    await expect(main(page).getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();

    await expect(main(page).getByText(UNAVAILABLE)).toBeVisible();
    for (const label of ['PhonePe', 'Credit / Debit Card', 'UPI', 'Net Banking']) {
      await expect(main(page).getByRole('radio', { name: new RegExp(`^${label}`) }), label).toBeDisabled();
    }
    await expect(main(page).getByRole('radio', { name: /^Cash on Delivery/ })).toBeChecked();
    await expectNoSeriousA11yViolations(page, testInfo, 'checkout outside demo mode');

    const scope = main(page);
    await scope.getByLabel('First Name *').fill(OPERATOR.firstName);
    await scope.getByLabel('Address *').fill('221 MG Road, Indiranagar');
    await scope.getByLabel('City *').fill('Bengaluru');
    await scope.getByLabel('Phone Number *').fill('9876543210');
    await scope.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/order-success\/\d+$/);
    await expect(main(page).getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  } finally {
    await api.dispose();
    await context.close();
  }
});
