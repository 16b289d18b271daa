import type { Locator, Page, Request } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { CatalogApi } from '../fixtures/catalog-api';
import { expect, test } from '../fixtures/test';
import { main, productCards, waitForProductGrid } from '../fixtures/ui';

// Journey: a phone lands on a product, a search or a category from a shared link. The server's page
// preloads what the first screen waits for (decision 041), and the app takes those answers instead
// of asking again: each address is fetched once, from the page's own <link rel=preload>.

test.use({ viewport: { width: 390, height: 844 } });

/**
 * Every request the page makes to `path` (path and query, as the browser sends them), by what asked
 * for it: the page's <link rel=preload as=fetch> sends 'Accept: *\/*', the app's own fetch
 * 'application/json'. One 'preload' means the app used the preloaded answer.
 */
function requestsTo(page: Page, path: string): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname + url.search === path) seen.push(request.headers().accept === 'application/json' ? 'app' : 'preload');
  });
  return seen;
}

test('a product page shows the product and its picture from the data the page preloaded, asking the API once', async ({
  page,
  request,
}, testInfo) => {
  const [summary] = (await new CatalogApi(request).search({ q: 'paracetamol', pageSize: 1 })).items;
  if (!summary) throw new Error('the demo catalogue has no paracetamol');
  const product = await new CatalogApi(request).product(summary.slug);
  const picture = product.images[0] ?? product.image;
  const productCalls = requestsTo(page, `/api/products/${product.slug}`);
  let pictureCalls = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === picture) pictureCalls += 1;
  });

  await page.goto(`/product/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(main(page).locator(`img[src="${picture}"]`).first()).toBeVisible();
  expect(productCalls).toEqual(['preload']);
  expect(pictureCalls).toBe(1);
  await expectNoSeriousA11yViolations(page, testInfo, 'product page');
});

test('the search and category pages list the results the page preloaded, asking the API once', async ({ page }, testInfo) => {
  for (const { url, api, label } of [
    { url: '/search?query=paracetamol', api: '/api/products/search?q=paracetamol&pageSize=24', label: 'search page' },
    { url: '/category/pain-relief', api: '/api/products?category=pain-relief&sort=popularity&pageSize=24', label: 'category page' },
  ]) {
    const calls = requestsTo(page, api);
    await page.goto(url);
    await waitForProductGrid(main(page));
    await expect(productCards(main(page)).first()).toBeVisible();
    expect(calls, label).toEqual(['preload']);
    await expectNoSeriousA11yViolations(page, testInfo, label);
  }
});

// The server paints each landing page's first screen into its HTML before the app's code runs
// (decision 042); the app then shows the same page in its place. A drift between the server's markup
// and the components shows here as a picture or a title that moves.
for (const { label, url, largest } of [
  { label: 'home', url: '/', largest: (root: Locator) => root.getByText('Genuine medicines, delivered to your door', { exact: true }) },
  { label: 'product', url: '/product/calpol-500-tablet', largest: (root: Locator) => root.locator('img').first() },
  { label: 'category', url: '/category/pain-relief', largest: (root: Locator) => root.locator('img').first() },
  { label: 'search', url: '/search?query=paracetamol', largest: (root: Locator) => root.locator('img').first() },
]) {
  test(`the ${label} page is painted by the server before the app runs, where the app then shows it`, async ({
    page,
    browser,
    baseURL,
  }) => {
    // Without the app (its entry script refused): the server's first screen alone.
    const bare = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL });
    const before = await bare.newPage();
    await before.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
    await before.goto(url);
    const painted = largest(before.locator('#first-screen'));
    await expect(painted).toBeVisible();
    await expect(before.locator('#root')).toBeHidden();
    const serverBox = await painted.boundingBox();
    await bare.close();

    // With the app: the first screen gives way to the page, and the largest content is where it was.
    await page.goto(url);
    await expect(page.locator('#first-screen')).toHaveCount(0);
    const shown = largest(main(page));
    await expect(shown).toBeVisible();
    const appBox = await shown.boundingBox();
    expect(serverBox && appBox, 'both drawn').toBeTruthy();
    for (const side of ['x', 'y', 'width', 'height'] as const) {
      expect(Math.abs((serverBox?.[side] ?? 0) - (appBox?.[side] ?? -99)), `${label}: ${side}`).toBeLessThanOrEqual(2);
    }
  });
}

test('the first screen speaks the language the visitor chose, before the app has run', async ({ browser, baseURL }) => {
  const bare = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL });
  await bare.addInitScript(() => localStorage.setItem('language', JSON.stringify('hi')));
  const page = await bare.newPage();
  await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/');
  await expect(page.locator('#first-screen').getByText('असली दवाइयाँ', { exact: false })).toBeVisible();
  await expect(page.locator('#first-screen').getByText('Genuine medicines, delivered to your door')).toBeHidden();
  await bare.close();
});
