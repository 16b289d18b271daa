import path from 'node:path';
import { formatInr } from '@dawa/shared/money/format';
import { request as apiRequest, type Page } from '@playwright/test';
import { notice } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { CatalogApi } from '../fixtures/catalog-api';
import { startServer, type RunningServer } from '../fixtures/server';
import { expect, test as base } from '../fixtures/test';
import { openAsNewStaff, signInDemoAdmin } from '../fixtures/sessions';
import { escapeRegExp, main } from '../fixtures/ui';

// Journey: System Settings. An admin changes the delivery charge and the free-delivery threshold and
// the cart shows them; turns the site lock on (and keeps working) and off again. Settings apply to the
// whole store, so this file starts its own copy of the built app (a fresh data directory) rather than
// change the shared server under the other journeys.

const SITE_PASSWORD = 'settings-lock-2026';

const test = base.extend<object, { site: RunningServer }>({
  site: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const configFile = workerInfo.config.configFile;
      const server = await startServer(configFile ? path.dirname(configFile) : process.cwd(), { DEMO_MODE: 'on' });
      try {
        await use(server);
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', timeout: 150_000 },
  ],
});

/** The cart page's value beside a term ('Delivery'). */
function totalOf(page: Page, term: string) {
  return main(page)
    .locator('dl > div')
    .filter({ has: page.locator('dt').filter({ hasText: new RegExp(`^${escapeRegExp(term)}$`) }) })
    .locator('dd');
}

test('an admin changes the delivery charge and the cart shows it, then turns the site lock on and off', async ({
  browser,
  site,
  pageErrors,
}, testInfo) => {
  const context = await browser.newContext({ baseURL: site.origin, colorScheme: 'light', viewport: { width: 1280, height: 900 } });
  pageErrors.watch(context);
  const api = await apiRequest.newContext({ baseURL: site.origin });
  try {
    const page = await context.newPage();
    // This server is the file's own: its demo admin has used no code yet, so the current one is accepted.
    const { accessToken } = await signInDemoAdmin(api);
    await openAsNewStaff(page, 'admin', { adminToken: accessToken });
    await page.goto('/admin/settings');
    const section = main(page);
    await expect(section.getByRole('heading', { name: 'System Settings', level: 2 })).toBeVisible();
    await expect(section.getByLabel('Delivery charge (₹)')).toHaveValue('40');
    await expectNoSeriousA11yViolations(page, testInfo, 'System Settings');

    await test.step('the delivery charge and threshold reach the cart', async () => {
      await section.getByLabel('Delivery charge (₹)').fill('75');
      await section.getByLabel('Free delivery above (₹)').fill('5000');
      await section.getByRole('button', { name: 'Save Settings' }).click();
      await expect(notice(page, 'Settings saved')).toBeVisible();

      const [product] = (await new CatalogApi(api).allInCategory('pain-relief', { stock: 'in' })).filter(
        (p) => !p.requiresPrescription && p.pricePaise < 500_000,
      );
      expect(product, 'a pain reliever in stock').toBeDefined();
      if (!product) return;
      await page.goto(`/product/${product.id}`);
      await main(page).getByRole('button', { name: 'Add to Cart', exact: true }).click();
      await expect(notice(page, 'Item added to cart')).toBeVisible();
      await page.goto('/cart');
      await expect(totalOf(page, 'Delivery')).toHaveText(formatInr(75_00));
      await expect(main(page).getByText(`Free delivery on orders above ${formatInr(5_000_00)}.`)).toBeVisible();
    });

    await test.step('the site lock goes on without locking the admin out', async () => {
      await page.goto('/admin/settings');
      await section.getByLabel(/Site lock on/).check();
      await section.getByLabel('New site password').fill(SITE_PASSWORD);
      await section.getByRole('button', { name: 'Save Settings' }).click();
      await expect(notice(page, 'Settings saved')).toBeVisible();
      await page.reload();
      await expect(section.getByRole('heading', { name: 'System Settings', level: 2 })).toBeVisible();
      await expect(section.getByText('A password is set. Leave empty to keep it.')).toBeVisible();

      const visitor = await browser.newContext({ baseURL: site.origin });
      try {
        const visitorPage = await visitor.newPage();
        await visitorPage.goto('/');
        await expect(visitorPage.getByRole('heading', { level: 1, name: 'Site Locked' })).toBeVisible();
        await visitorPage.getByLabel('Password', { exact: true }).fill(SITE_PASSWORD);
        await visitorPage.getByRole('button', { name: 'Unlock' }).click();
        await expect(visitorPage.getByRole('banner')).toBeVisible();
      } finally {
        await visitor.close();
      }
    });

    await test.step('and off again: a new visitor sees the store', async () => {
      await section.getByLabel(/Site lock on/).uncheck();
      await section.getByRole('button', { name: 'Save Settings' }).click();
      await expect(notice(page, 'Settings saved')).toBeVisible();
      const visitor = await browser.newContext({ baseURL: site.origin });
      try {
        const visitorPage = await visitor.newPage();
        await visitorPage.goto('/');
        await expect(visitorPage.getByRole('banner')).toBeVisible();
        await expect(visitorPage.getByRole('heading', { level: 1, name: 'Site Locked' })).toHaveCount(0);
      } finally {
        await visitor.close();
      }
    });
  } finally {
    await api.dispose();
    await context.close();
  }
});
