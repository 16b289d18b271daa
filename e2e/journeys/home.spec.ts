import { FEATURED_ON_HOME } from '@dawa/shared/catalog/rules';
import { CatalogApi, searchableWords } from '../fixtures/catalog-api';
import { expect, test } from '../fixtures/test';
import { cardNames, expectRupeesOnly, main, productCards, RUPEE_AMOUNT, waitForProductGrid } from '../fixtures/ui';

// Journey: the home page, its Featured Products block, the featured page and the footer.

test('home: hero links, the first 4 featured products with View All, rupee prices and the footer', async ({ page, request }) => {
  const api = new CatalogApi(request);
  const featured = await api.featured(FEATURED_ON_HOME);
  await page.goto('/');

  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  // The hero: the section with the page's h1.
  const hero = main(page).locator('section').filter({ has: heading }).first();
  await expect(hero.locator('a[href="/categories"]')).toBeVisible();
  await expect(hero.locator('a[href="/ai-assistant"]')).toBeVisible();

  const block = main(page).getByRole('region', { name: 'Featured Products' });
  await expect(block.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
  await waitForProductGrid(block);
  await expect(productCards(block)).toHaveCount(FEATURED_ON_HOME);
  expect(await cardNames(block)).toEqual(featured.map((p) => p.name));

  // Prices in rupees, never dollars.
  await expect(block).toContainText(RUPEE_AMOUNT);
  await expectRupeesOnly(page);

  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(String(new Date().getFullYear()));
  await expect(footer).toContainText(/diagnose, treat, cure or prevent/i);

  await block.getByRole('link', { name: /view all/i }).click();
  await expect(page).toHaveURL(/\/fetaured-products$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Featured Products' })).toBeVisible();
  await waitForProductGrid(main(page));
});

for (const path of ['/fetaured-products', '/featured-products']) {
  test(`${path} shows the featured grid`, async ({ page, request }) => {
    const featured = await new CatalogApi(request).featured(4);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Featured Products' })).toBeVisible();
    await waitForProductGrid(main(page));
    const names = await cardNames(main(page));
    expect(names.slice(0, featured.length)).toEqual(featured.map((p) => p.name));
    await expect(main(page)).toContainText(RUPEE_AMOUNT);
  });
}

test("/?q=<word> is the results mode: 'Found N products'", async ({ page, request }) => {
  const api = new CatalogApi(request);
  const [first] = await api.featured(1);
  const word = first ? searchableWords(first.name, 4)[0] : undefined;
  expect(word, 'a featured product has a searchable word in its name').toBeDefined();
  if (!word) return;
  const { total } = await api.search({ name: word });
  expect(total).toBeGreaterThan(0);

  await page.goto(`/?q=${encodeURIComponent(word)}`);
  await expect(main(page).getByText(new RegExp(`^Found ${total} products?$`))).toBeVisible();
  await waitForProductGrid(main(page));
  await expect(main(page)).toContainText(RUPEE_AMOUNT);
});
