import { expect, test } from '../fixtures/test';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { CatalogApi } from '../fixtures/catalog-api';
import { cardNames, headerSearch, main, sorted, waitForProductGrid } from '../fixtures/ui';

// Journey: search that forgives (decision 032). A shopper misspells a salt in the header search and
// still gets the medicines with it: the suggestions and the results page show what the right
// spelling shows, single-ingredient products before combinations.

test('a typo in the header search ("paracetmol") still finds the paracetamol medicines', async ({ page, request }, testInfo) => {
  const api = new CatalogApi(request);
  const right = await api.products({ q: 'paracetamol', pageSize: 60 });
  expect(right.total, 'the catalogue has paracetamol products').toBeGreaterThan(0);
  const suggested = await api.suggestions('paracetmol');
  expect(suggested.length, 'the API suggests for the typo').toBeGreaterThan(0);

  await page.goto('/');
  const search = headerSearch(page);
  await search.input.fill('paracetmol');
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options).toHaveCount(suggested.length);
  await expect(options.first()).toContainText(suggested[0]?.name ?? '');
  await search.input.press('Enter');

  await expect(page).toHaveURL((url) => url.pathname === '/search');
  await waitForProductGrid(main(page));
  await expect(main(page)).not.toContainText('No medicines found');
  // The page says which words it searched for instead (issue 21 item 10).
  await expect(main(page).getByText('Showing results for paracetamol', { exact: true })).toBeVisible();
  // The grid's reserved space shows placeholders first: read the names once real cards are there.
  await expect.poll(async () => (await cardNames(main(page))).length).toBeGreaterThan(0);
  const shown = await cardNames(main(page));
  const rightNames = right.items.map((p) => p.name);
  // The typo finds exactly what the right spelling finds.
  const typo = await api.products({ q: 'paracetmol', pageSize: 60 });
  expect(sorted(typo.items.map((p) => p.name))).toEqual(sorted(rightNames));
  expect(shown.length).toBeGreaterThan(0);
  // Every card shown is one the right spelling finds (products of equal rank may come in either order).
  expect(shown.filter((name) => !rightNames.includes(name))).toEqual([]);
  await expectNoSeriousA11yViolations(page, testInfo, 'search results for a typo');
});
