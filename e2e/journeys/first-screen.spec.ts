import type { Page, Request } from '@playwright/test';
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
