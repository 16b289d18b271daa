import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { CatalogApi, GIBBERISH, searchableWords } from '../fixtures/catalog-api';
import { expect, test } from '../fixtures/test';
import { main, setTheme, waitForProductGrid } from '../fixtures/ui';

// An axe scan (WCAG 2 A and AA) of the storefront's main pages in the light and the dark theme:
// no serious or critical violation. Each page is scanned once its content has loaded.

interface Target {
  name: string;
  url: (api: CatalogApi) => Promise<string>;
  ready: (page: Page) => Promise<void>;
}

const gridReady = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await waitForProductGrid(main(page));
};

async function featuredWord(api: CatalogApi): Promise<string> {
  const [product] = await api.featured(1);
  const word = product ? searchableWords(product.name, 4)[0] : undefined;
  if (!word) throw new Error('no searchable word in the first featured product name');
  return word;
}

const targets: Target[] = [
  { name: 'home', url: async () => '/', ready: gridReady },
  { name: 'category page', url: async () => '/cold-flu', ready: gridReady },
  {
    name: 'product page',
    url: async (api) => {
      const [product] = await api.featured(1);
      if (!product) throw new Error('no featured product');
      return `/product/${product.id}`;
    },
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(main(page).getByRole('spinbutton', { name: /quantity/i })).toBeVisible();
    },
  },
  { name: 'search page', url: async (api) => `/search?query=${encodeURIComponent(await featuredWord(api))}`, ready: gridReady },
];

test.describe('accessibility', () => {
  test.use({ colorScheme: 'light' });

  for (const target of targets) {
    test(`${target.name}: no serious or critical axe violation in the light and the dark theme`, async ({ page, request }, testInfo) => {
      await page.goto(await target.url(new CatalogApi(request)));
      await setTheme(page, 'light');
      await target.ready(page);
      await expectNoSeriousA11yViolations(page, testInfo, `${target.name} (light)`, { soft: true });

      await setTheme(page, 'dark');
      await target.ready(page);
      await expectNoSeriousA11yViolations(page, testInfo, `${target.name} (dark)`, { soft: true });
    });
  }

  test('the other storefront pages: no serious or critical axe violation', async ({ page }, testInfo) => {
    for (const url of ['/categories', '/fetaured-products', '/this-does-not-exist', `/search?query=${GIBBERISH}`]) {
      await test.step(url, async () => {
        await page.goto(url);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // Lists fill in after their request: scan the loaded page, not the skeleton.
        await expect(page.getByRole('status').filter({ hasText: /loading/i })).toHaveCount(0);
        await expectNoSeriousA11yViolations(page, testInfo, url, { soft: true });
      });
    }
  });
});
