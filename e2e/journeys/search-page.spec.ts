import type { Page } from '@playwright/test';
import { CatalogApi, GIBBERISH, searchableWords } from '../fixtures/catalog-api';
import { expect, test } from '../fixtures/test';
import { expectRupeesOnly, main, productCards, waitForProductGrid } from '../fixtures/ui';

// Journey: the /search page's titles, counts, removable filter chips, filter panel and empty state.

const FILTERS = { minPrice: 10, maxPrice: 500, minRating: 3 };

/** A word with results inside ₹10–₹500 and 3+ stars (taken from real product names). */
async function pickWord(api: CatalogApi): Promise<{ word: string; total: number }> {
  const names = [...(await api.featured(8)), ...(await api.products({ category: 'pain-relief', pageSize: 12 })).items].map((p) => p.name);
  const words = [...new Set(names.flatMap((n) => searchableWords(n, 5)))];
  for (const word of words.slice(0, 15)) {
    const { total } = await api.search({
      query: word,
      minPricePaise: FILTERS.minPrice * 100,
      maxPricePaise: FILTERS.maxPrice * 100,
      minRating: FILTERS.minRating,
    });
    if (total > 0) return { word, total };
  }
  throw new Error(`None of ${words.join(', ')} has results between ₹10 and ₹500 with 3+ stars`);
}

function foundText(total: number): RegExp {
  return new RegExp(`^Found ${total} medicines?$`);
}

function activeFilters(page: Page) {
  return main(page).getByRole('list', { name: /filter/i });
}

test.describe('search page', () => {
  test('shows the title, the count and the price and rating chips; removing a chip rewrites the URL', async ({ page, request }) => {
    const api = new CatalogApi(request);
    const { word, total } = await pickWord(api);

    await page.goto(`/search?query=${encodeURIComponent(word)}&minPrice=10&maxPrice=500&minRating=3`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Search Results for "${word}"`);
    await expect(main(page).getByText(foundText(total))).toBeVisible();
    await waitForProductGrid(main(page));
    await expect(main(page).getByText('₹10 - ₹500', { exact: true })).toBeVisible();
    await expect(main(page).getByText('3+ stars', { exact: true })).toBeVisible();
    await expectRupeesOnly(page);

    await main(page)
      .getByRole('button', { name: /remove.*price/i })
      .click();
    await expect(page).toHaveURL((url) => !url.searchParams.has('minPrice') && !url.searchParams.has('maxPrice'));
    const url = new URL(page.url());
    expect(url.searchParams.get('query')).toBe(word);
    expect(url.searchParams.get('minRating')).toBe('3');
    await expect(main(page).getByText('₹10 - ₹500', { exact: true })).toHaveCount(0);
    await expect(main(page).getByText('3+ stars', { exact: true })).toBeVisible();
    const { total: withoutPrice } = await api.search({ query: word, minRating: 3 });
    await expect(main(page).getByText(foundText(withoutPrice))).toBeVisible();
  });

  test("a minimum price alone shows an open-ended '∞' chip", async ({ page, request }) => {
    const { word } = await pickWord(new CatalogApi(request));
    await page.goto(`/search?query=${encodeURIComponent(word)}&minPrice=10`);
    await expect(main(page).getByText('₹10 - ∞', { exact: true })).toBeVisible();
    await expect(activeFilters(page).getByRole('listitem')).toHaveCount(1);
  });

  test("'Apply Filters' rewrites the URL and 'Clear All' keeps only the query", async ({ page, request }) => {
    const { word } = await pickWord(new CatalogApi(request));
    await page.goto(`/search?query=${encodeURIComponent(word)}&minPrice=10&maxPrice=500&minRating=3`);
    await waitForProductGrid(main(page));

    await main(page).getByRole('button', { name: 'Filters', exact: true }).click();
    const panel = main(page).getByRole('form', { name: /filter/i });
    await panel.getByRole('spinbutton', { name: /min/i }).fill('20');
    await panel.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('minPrice') === '20' && url.searchParams.get('maxPrice') === '500');
    await expect(main(page).getByText('₹20 - ₹500', { exact: true })).toBeVisible();

    await waitForProductGrid(main(page));
    await main(page).getByRole('button', { name: 'Filters', exact: true }).click();
    await main(page).getByRole('button', { name: 'Clear All' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/search' && [...url.searchParams.keys()].join(',') === 'query');
    expect(new URL(page.url()).searchParams.get('query')).toBe(word);
    await expect(activeFilters(page)).toHaveCount(0);
  });

  test('a nonsense query explains the empty result and offers Search Tips linking to the categories', async ({ page }) => {
    await page.goto(`/search?query=${GIBBERISH}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Search Results for "${GIBBERISH}"`);
    await expect(
      main(page).getByText(`No medicines found for "${GIBBERISH}". Try searching with different keywords or check the spelling.`, {
        exact: true,
      }),
    ).toBeVisible();
    await expect(productCards(main(page))).toHaveCount(0);
    // The innermost box holding both the 'Search Tips' heading and a link to /categories.
    const tips = main(page)
      .locator('section, aside, div')
      .filter({ has: page.getByRole('heading', { name: 'Search Tips' }) })
      .filter({ has: page.locator('a[href="/categories"]') })
      .last();
    await expect(tips).toBeVisible();
    const link = tips.locator('a[href="/categories"]').first();
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/categories$/);
  });

  test("/search?category=<slug> shows 'Medicines in …' with that category's products", async ({ page, request }) => {
    const api = new CatalogApi(request);
    const category = await api.category('cold-flu');
    const { total } = await api.search({ category: 'cold-flu' });
    await page.goto('/search?category=cold-flu');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Medicines in ${category.name}`);
    await expect(main(page).getByText(foundText(total))).toBeVisible();
    await waitForProductGrid(main(page));
  });
});
