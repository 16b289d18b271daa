import path from 'node:path';
import { request as apiRequest } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { startServer, type RunningServer } from '../fixtures/server';
import { expect, test as base } from '../fixtures/test';
import { main, waitForProductGrid } from '../fixtures/ui';

// Journey: the development site lock. The shared server runs without SITE_LOCK_PASSWORD, so this
// file starts its own copy of the built app with one (on a free port, a fresh data directory) and
// stops it afterwards.

const SITE_PASSWORD = 'dawa-dev-lock-2024';
const LOCKED_TEXT = 'This site is password protected for development.';

const test = base.extend<object, { lockedSite: RunningServer }>({
  lockedSite: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const configFile = workerInfo.config.configFile;
      const repoRoot = configFile ? path.dirname(configFile) : process.cwd();
      const server = await startServer(repoRoot, { SITE_LOCK_PASSWORD: SITE_PASSWORD });
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

test('every page shows Site Locked until the right password; the unlock survives a reload; the API refuses locked requests', async ({
  browser,
  lockedSite,
  pageErrors,
}, testInfo) => {
  // The wrong password's refusal is expected.
  pageErrors.allowApi(/^\/api\/site-lock\/unlock$/);
  const context = await browser.newContext({ baseURL: lockedSite.origin, colorScheme: 'light', viewport: { width: 1280, height: 900 } });
  pageErrors.watch(context);
  try {
    const page = await context.newPage();
    const lockHeading = page.getByRole('heading', { level: 1, name: 'Site Locked' });

    await test.step('every page is locked', async () => {
      // Home last: the unlock below opens the page it was entered on.
      for (const url of ['/login', '/register', '/profile', '/categories', '/cold-flu', '/search?query=cough', '/no-such-page', '/']) {
        await page.goto(url);
        await expect(lockHeading, url).toBeVisible();
        await expect(page.getByText(LOCKED_TEXT, { exact: true }), url).toBeVisible();
        await expect(page.getByRole('button', { name: 'Unlock' }), url).toBeVisible();
        // Nothing of the store shows behind the lock.
        await expect(page.getByRole('banner'), url).toHaveCount(0);
      }
      await expectNoSeriousA11yViolations(page, testInfo, 'site lock screen', { soft: true });
    });

    await test.step("a wrong password: 'Incorrect password.'", async () => {
      await page.getByLabel('Password', { exact: true }).fill('not-the-password');
      await page.getByRole('button', { name: 'Unlock' }).click();
      await expect(page.getByText('Incorrect password.', { exact: true })).toBeVisible();
      await expect(lockHeading).toBeVisible();
    });

    await test.step('the right password opens the store', async () => {
      await page.getByLabel('Password', { exact: true }).fill(SITE_PASSWORD);
      await page.getByRole('button', { name: 'Unlock' }).click();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(lockHeading).toHaveCount(0);
      await waitForProductGrid(main(page));
    });

    await test.step('a reload stays unlocked', async () => {
      await page.reload();
      await expect(page.getByRole('banner')).toBeVisible();
      await waitForProductGrid(main(page));
      await expect(lockHeading).toHaveCount(0);
      await page.goto('/categories');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(lockHeading).toHaveCount(0);
      // This browser's API calls pass.
      expect((await page.request.get('/api/products')).status()).toBe(200);
    });

    await test.step('the API answers 423 to a client without the unlock cookie', async () => {
      const fresh = await apiRequest.newContext({ baseURL: lockedSite.origin });
      try {
        const products = await fresh.get('/api/products');
        expect(products.status()).toBe(423);
        expect(((await products.json()) as { message?: string }).message).toBe(LOCKED_TEXT);
        expect((await fresh.get('/api/health')).status(), 'the health check stays open').toBe(200);
        expect((await fresh.post('/api/login', { data: { email: 'a@b.in', password: 'x' } })).status()).toBe(423);
      } finally {
        await fresh.dispose();
      }
    });
  } finally {
    await context.close();
  }
});
