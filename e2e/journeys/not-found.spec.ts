import { expect, test } from '../fixtures/test';
import { main } from '../fixtures/ui';

// Journey: unknown paths and unknown products.

test("an unknown path shows 'Page Not Found' with a link home that works", async ({ page }) => {
  // The server says so too (crawlers and monitors read the status, not the page).
  const response = await page.goto('/this-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await main(page).getByRole('link', { name: /home/i }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
});

test("an unknown product id shows 'Product not found.'", async ({ page, pageErrors }) => {
  // The API's 404 for this id (and its related products) is the expected answer, not a failure.
  pageErrors.allowApi(/^\/api\/products\/99999999(\/|$|\?)/);
  await page.goto('/product/99999999');
  await expect(main(page).getByText('Product not found.', { exact: true })).toBeVisible();
});
