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

for (const [title, address] of [
  ["an unknown product id shows 'Product not found.', answered with a 404 (no soft 404)", '/product/99999999'],
  [
    "a product address too long for any product shows 'Product not found.', not 'Please check your connection'",
    `/product/${'a-very-long-product-name-'.repeat(12)}`,
  ],
] as const) {
  test(title, async ({ page, pageErrors }) => {
    // The product's own request answers 404 (or 414 for the long address); the page says so.
    pageErrors.allowApi(/^\/api\/products\//);
    const response = await page.goto(address);
    expect(response?.status()).toBe(404);
    await expect(main(page).getByText('Product not found.', { exact: true })).toBeVisible();
    await expect(main(page)).not.toContainText('Please check your connection');
  });
}
