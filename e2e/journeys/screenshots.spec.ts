import path from 'node:path';
import { expect, test } from '../fixtures/test';
import { loadAllImages, main, waitForProductGrid } from '../fixtures/ui';

// The README's screenshots, taken from the real built app at 1280 px wide in the light theme.

test.use({ viewport: { width: 1280, height: 900 }, colorScheme: 'light' });

function screenshotPath(file: string): string {
  const configFile = test.info().config.configFile;
  const root = configFile ? path.dirname(configFile) : process.cwd();
  return path.join(root, 'docs', 'screenshots', file);
}

test('README screenshot: the storefront home page', async ({ page }) => {
  await page.goto('/');
  await waitForProductGrid(main(page).getByRole('region', { name: 'Featured Products' }));
  await loadAllImages(page);
  await page.screenshot({ path: screenshotPath('storefront.png'), fullPage: true, animations: 'disabled' });
});

test('README screenshot: a category page', async ({ page }) => {
  await page.goto('/cold-flu');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForProductGrid(main(page));
  await loadAllImages(page);
  await page.screenshot({ path: screenshotPath('category.png'), fullPage: true, animations: 'disabled' });
});

test('README screenshot: the cart with a promo code applied', async ({ page }) => {
  // Two over-the-counter pain relievers, two packs of one: the discount applies and delivery is charged.
  await page.goto('/search?query=Crocin');
  await waitForProductGrid(main(page));
  for (const name of ['Crocin Advance Tablet', 'Crocin Pain Relief Tablet']) {
    await main(page)
      .getByRole('button', { name: `Add to Cart: ${name}` })
      .click();
  }
  await main(page).getByRole('button', { name: 'Add to Cart: Crocin Advance Tablet' }).click();
  await page.goto('/cart');
  await main(page).getByLabel('Promo code').fill('PAIN20');
  await main(page).getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(main(page).getByText('Discount (PAIN20)')).toBeVisible();
  await loadAllImages(page);
  await page.screenshot({ path: screenshotPath('cart.png'), fullPage: true, animations: 'disabled' });
});
