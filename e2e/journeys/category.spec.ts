import { COLD_FLU_SYMPTOMS } from '@dawa/shared/catalog/categories';
import { DEFAULT_PAGE_SIZE } from '@dawa/shared/http/pagination';
import { CatalogApi, GIBBERISH, searchableWords } from '../fixtures/catalog-api';
import { expect, test } from '../fixtures/test';
import {
  cardNames,
  cardPricesPaise,
  escapeRegExp,
  expectRupeesOnly,
  isAscending,
  main,
  productCards,
  sorted,
  waitForProductGrid,
} from '../fixtures/ui';

// Journey: a shopper narrows a category page with its search box, sort, filter panel and (cold and
// flu only) the symptom filter. Expectations come from the API, so the seed can change freely.

const COLD_FLU = 'cold-flu';

function symptomLabel(symptom: string): RegExp {
  return new RegExp(`^${escapeRegExp(symptom)}$`, 'i');
}

test.describe('category page: filter and sort', () => {
  test('/cold-flu shows its products, the symptom filter and the fever and 10-day warning', async ({ page, request }) => {
    const api = new CatalogApi(request);
    const category = await api.category(COLD_FLU);
    await page.goto('/cold-flu');

    await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
    await waitForProductGrid(main(page));
    await expect(main(page)).toContainText('103°F (39.4°C)');
    await expect(main(page)).toContainText(/more than 10 days/i);

    const symptoms = page.getByRole('group', { name: /symptom/i });
    await expect(symptoms).toBeVisible();
    for (const symptom of COLD_FLU_SYMPTOMS) {
      await expect(symptoms.getByRole('checkbox', { name: symptomLabel(symptom) })).toBeVisible();
    }

    await expectRupeesOnly(page);

    // The cards are the category's products.
    const inCategory = new Set((await api.allInCategory(COLD_FLU)).map((p) => p.name));
    for (const name of await cardNames(main(page))) expect(inCategory, `'${name}' is a cold and flu product`).toContain(name);
  });

  test("sort 'Price: Low to High' lists prices in ascending order", async ({ page, request }) => {
    const api = new CatalogApi(request);
    const cheapest = (await api.products({ category: COLD_FLU, sort: 'price-asc', pageSize: 1 })).items[0];
    expect(cheapest, 'the cold and flu category has products').toBeDefined();
    await page.goto('/cold-flu');
    await waitForProductGrid(main(page));

    await page.getByRole('combobox', { name: /sort/i }).selectOption({ label: 'Price: Low to High' });

    await expect
      .poll(
        async () => {
          const prices = await cardPricesPaise(main(page));
          return prices.length > 1 && isAscending(prices) && prices[0] === cheapest?.pricePaise;
        },
        { message: `card prices ascend from the cheapest, ${cheapest?.pricePaise} paise` },
      )
      .toBe(true);
    await waitForProductGrid(main(page));
    const prices = await cardPricesPaise(main(page));
    expect(isAscending(prices), `prices ascend: ${prices.join(', ')}`).toBe(true);
  });

  test('the availability filter shows only products of that availability', async ({ page, request }) => {
    const api = new CatalogApi(request);
    const outOfStock = await api.allInCategory(COLD_FLU, { stock: 'out' });
    // The seed keeps some products out of stock; if this category has none, check 'In stock' instead.
    const choice = outOfStock.length > 0 ? 'Out of stock' : 'In stock';
    const expected = outOfStock.length > 0 ? outOfStock : await api.allInCategory(COLD_FLU, { stock: 'in' });
    const expectedNames = new Set(expected.map((p) => p.name));

    await page.goto('/cold-flu');
    await waitForProductGrid(main(page));
    const availability = page
      .getByRole('radio', { name: choice, exact: true })
      .or(page.getByRole('checkbox', { name: choice, exact: true }));
    // click, then wait: the control is driven by the URL, so it shows as checked once the app has caught up.
    await availability.click();
    await expect(availability).toBeChecked();

    await expect
      .poll(
        async () => {
          const names = await cardNames(main(page));
          return names.length > 0 && names.every((n) => expectedNames.has(n));
        },
        { message: `every card is ${choice.toLowerCase()}` },
      )
      .toBe(true);
    await waitForProductGrid(main(page));
    const cards = productCards(main(page));
    const count = await cards.count();
    expect(count).toBe(Math.min(expected.length, DEFAULT_PAGE_SIZE));
    for (let i = 0; i < count; i++) {
      if (choice === 'Out of stock') await expect(cards.nth(i)).toContainText('Out of stock');
      else await expect(cards.nth(i)).not.toContainText('Out of stock');
    }
  });

  test('picking a symptom changes the list to the products for that symptom', async ({ page, request }) => {
    const api = new CatalogApi(request);
    const all = (await api.products({ category: COLD_FLU, pageSize: 1 })).total;
    // The symptom with the fewest (but some) products: its list surely differs from the full one.
    const totals = await Promise.all(
      COLD_FLU_SYMPTOMS.map(async (symptom) => ({
        symptom,
        total: (await api.products({ category: COLD_FLU, symptoms: symptom, pageSize: 1 })).total,
      })),
    );
    const candidates = totals.filter((t) => t.total > 0 && t.total < all).sort((a, b) => a.total - b.total);
    const pick = candidates[0];
    expect(pick, `a symptom matches some but not all cold and flu products: ${JSON.stringify(totals)}`).toBeDefined();
    if (!pick) return;
    const expected = await api.allInCategory(COLD_FLU, { symptoms: pick.symptom });
    const expectedNames = expected.map((p) => p.name);

    await page.goto('/cold-flu');
    await waitForProductGrid(main(page));
    const before = await cardNames(main(page));
    const symptom = page.getByRole('group', { name: /symptom/i }).getByRole('checkbox', { name: symptomLabel(pick.symptom) });
    await symptom.click();
    await expect(symptom).toBeChecked();

    await expect
      .poll(
        async () => {
          const names = await cardNames(main(page));
          return names.length > 0 && names.every((n) => expectedNames.includes(n)) && names.join('|') !== before.join('|');
        },
        { message: `the list shows only '${pick.symptom}' products` },
      )
      .toBe(true);
    await waitForProductGrid(main(page));
    if (expected.length <= DEFAULT_PAGE_SIZE) expect(sorted(await cardNames(main(page)))).toEqual(sorted(expectedNames));
  });

  test('a search in the category box narrows the results, and one that matches nothing shows "No products found"', async ({
    page,
    request,
  }) => {
    const api = new CatalogApi(request);
    const products = await api.allInCategory(COLD_FLU);
    // A word from a product name that matches some, but not all, of the category.
    let word: string | undefined;
    let expected: string[] = [];
    for (const candidate of [...new Set(products.flatMap((p) => searchableWords(p.name, 5)))].slice(0, 20)) {
      const found = await api.allInCategory(COLD_FLU, { q: candidate });
      if (found.length > 0 && found.length < products.length && found.length <= DEFAULT_PAGE_SIZE) {
        word = candidate;
        expected = found.map((p) => p.name);
        break;
      }
    }
    expect(word, 'a word from a cold and flu product name narrows the category').toBeDefined();
    if (!word) return;

    await page.goto('/cold-flu');
    await waitForProductGrid(main(page));
    const box = main(page).getByRole('searchbox', { name: /search/i });
    await box.fill(word);
    await expect.poll(async () => sorted(await cardNames(main(page))), { message: `results for '${word}'` }).toEqual(sorted(expected));

    await box.fill(GIBBERISH);
    await expect(main(page).getByText('No products found', { exact: true })).toBeVisible();
    await expect(productCards(main(page))).toHaveCount(0);
  });

  test('/pain-relievers lists pain relief products', async ({ page, request }) => {
    const api = new CatalogApi(request);
    const category = await api.category('pain-relief');
    const products = await api.allInCategory('pain-relief');
    const names = new Set(products.map((p) => p.name));
    await page.goto('/pain-relievers');
    await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
    await waitForProductGrid(main(page));
    const shown = await cardNames(main(page));
    expect(shown.length).toBe(Math.min(products.length, DEFAULT_PAGE_SIZE));
    for (const name of shown) expect(names, `'${name}' is a pain relief product`).toContain(name);
    // The cold and flu extras belong to that page only.
    await expect(page.getByRole('group', { name: /symptom/i })).toHaveCount(0);
  });

  test('/category/otc/antacids shows the Antacids category', async ({ page, request }) => {
    const api = new CatalogApi(request);
    const names = new Set((await api.allInCategory('antacids')).map((p) => p.name));
    await page.goto('/category/otc/antacids');
    await expect(page.getByRole('heading', { level: 1, name: 'Antacids' })).toBeVisible();
    await waitForProductGrid(main(page));
    for (const name of await cardNames(main(page))) expect(names, `'${name}' is an antacid`).toContain(name);
  });

  test('/category/no-such-thing shows "Page Not Found"', async ({ page, pageErrors }) => {
    // The app may ask the API about the unknown category; a 404 for it is the expected answer.
    pageErrors.allowApi(/no-such-thing/);
    await page.goto('/category/no-such-thing');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  });
});
