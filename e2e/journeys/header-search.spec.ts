import { SUGGESTIONS_LIMIT } from '@dawa/shared/catalog/rules';
import { deliveryDaysRange } from '@dawa/shared/commerce/delivery-zones';
import type { ProductDetail, ProductSummary } from '@dawa/shared/catalog/schemas';
import { discountPercent, formatInr } from '@dawa/shared/money/format';
import type { Page } from '@playwright/test';
import { CatalogApi, GIBBERISH } from '../fixtures/catalog-api';
import { expect, test } from '../fixtures/test';
import {
  cardNames,
  escapeRegExp,
  expectRupeesOnly,
  headerSearch,
  main,
  productCards,
  RUPEE_AMOUNT,
  scrollToPageEnd,
  sorted,
} from '../fixtures/ui';

// Journey: a shopper types in the header search, picks a suggestion and lands on the product page.

/** A product whose 4-letter prefix suggests it (and, preferably, with several photos for the gallery). */
async function pickSuggestedProduct(api: CatalogApi): Promise<{ product: ProductDetail; prefix: string }> {
  const pool: ProductSummary[] = [...(await api.featured(12)), ...(await api.products({ category: 'cold-flu', pageSize: 30 })).items];
  let fallback: { product: ProductDetail; prefix: string } | undefined;
  for (const summary of pool.filter((p) => /^[A-Za-z]{4}/.test(p.name)).slice(0, 15)) {
    const prefix = summary.name.slice(0, 4);
    if (!(await api.suggestions(prefix)).some((s) => s.id === summary.id)) continue;
    const product = await api.product(summary.id);
    if (product.images.length >= 2) return { product, prefix };
    fallback ??= { product, prefix };
  }
  if (!fallback) throw new Error('No product in the catalogue is suggested for the first 4 letters of its name');
  return fallback;
}

function listbox(page: Page) {
  return page.getByRole('listbox');
}

test.describe('header search suggestions', () => {
  test('suggestions for 4 letters lead to the product page with gallery, price, quantity and related products', async ({
    page,
    request,
  }) => {
    const api = new CatalogApi(request);
    const { product, prefix } = await pickSuggestedProduct(api);
    const expected = await api.suggestions(prefix, SUGGESTIONS_LIMIT);
    const related = await api.related(product.id, 4);

    await page.goto('/');
    const search = headerSearch(page);
    await search.input.fill(prefix);

    // After the debounce: at most 8 options, each with name, brand and a rupee price.
    const options = listbox(page).getByRole('option');
    await expect(listbox(page)).toBeVisible();
    await expect(options).toHaveCount(Math.min(expected.length, SUGGESTIONS_LIMIT));
    expect(await options.count()).toBeLessThanOrEqual(SUGGESTIONS_LIMIT);
    for (const [i, item] of expected.entries()) {
      await expect(options.nth(i)).toContainText(item.name);
      await expect(options.nth(i)).toContainText(item.brand);
      await expect(options.nth(i)).toContainText(formatInr(item.pricePaise));
      await expect(options.nth(i)).toContainText(RUPEE_AMOUNT);
    }

    await options
      .filter({ has: page.getByText(product.name, { exact: true }) })
      .filter({ hasText: product.brand })
      .first()
      .click();

    await expect(page).toHaveURL(new RegExp(`/product/${product.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await expect(main(page).getByText(formatInr(product.pricePaise), { exact: true }).first()).toBeVisible();
    if (product.mrpPaise > product.pricePaise) {
      await expect(main(page)).toContainText(formatInr(product.mrpPaise));
      await expect(main(page)).toContainText(`${discountPercent(product.pricePaise, product.mrpPaise)}%`);
    }
    await expectRupeesOnly(page);
    // Details from the API: ingredient, seller, shipping and delivery text (defaults when the product has none).
    if (product.activeIngredient) await expect(main(page)).toContainText(product.activeIngredient);
    await expect(main(page)).toContainText(product.seller.name);
    await expect(main(page)).toContainText(product.shippingInfo);
    // The zones' days (one delivery promise, deviation 96), not the product's own estimate.
    const days = deliveryDaysRange();
    await expect(main(page)).toContainText(`Delivery in ${days.min}-${days.max} business days`);
    const quantity = main(page).getByRole('spinbutton', { name: /quantity/i });
    await expect(quantity).toBeVisible();
    await expect(quantity).toHaveValue('1');

    // The gallery's arrows wrap around: previous from the first photo shows the last, next returns to the first.
    if (product.images.length >= 2) {
      const photo = main(page)
        .getByRole('img', { name: new RegExp(`^${escapeRegExp(product.name)}`) })
        .first();
      const first = product.images[0] ?? '';
      const last = product.images[product.images.length - 1] ?? '';
      await expect(photo).toHaveAttribute('src', first);
      await main(page)
        .getByRole('button', { name: /^previous/i })
        .first()
        .click();
      await expect(photo).toHaveAttribute('src', last);
      await main(page).getByRole('button', { name: /^next/i }).first().click();
      await expect(photo).toHaveAttribute('src', first);
    } else {
      test.info().annotations.push({ type: 'note', description: `${product.name} has one photo: gallery arrows not checked` });
    }

    // Up to 4 related products from the same category, drawn when scrolled near (decision 055).
    await scrollToPageEnd(page);
    const relatedSection = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: /related/i }) })
      .last();
    if (related.length > 0) {
      await expect(productCards(relatedSection).first()).toBeVisible();
      // Read until the section settles: the cards can mount a moment after the first one shows.
      await expect.poll(async () => sorted(await cardNames(relatedSection))).toEqual(sorted(related.map((p) => p.name)));
      expect((await cardNames(relatedSection)).length).toBeLessThanOrEqual(4);
    }
  });

  test("'View all results' opens the search page, and the list closes when the box loses focus", async ({ page, request }) => {
    const api = new CatalogApi(request);
    const { prefix } = await pickSuggestedProduct(api);
    await page.goto('/');
    const search = headerSearch(page);

    await search.input.fill(prefix);
    await expect(listbox(page)).toBeVisible();
    await search.input.blur();
    await expect(listbox(page)).toBeHidden();

    await search.input.focus();
    await expect(listbox(page)).toBeVisible();
    await page.getByRole('link', { name: 'View all results' }).click();
    await expect(page).toHaveURL(
      (url) => url.pathname === '/search' && (url.searchParams.get('query') ?? url.searchParams.get('name')) === prefix,
    );
  });

  test("gibberish shows 'No medicines found' with a button to search all products", async ({ page, request }) => {
    const api = new CatalogApi(request);
    expect(await api.suggestions(GIBBERISH), `the API suggests nothing for '${GIBBERISH}'`).toEqual([]);
    await page.goto('/');
    await headerSearch(page).input.fill(GIBBERISH);

    await expect(page.getByText('No medicines found', { exact: true })).toBeVisible();
    await page
      .getByRole('banner')
      .getByRole('button', { name: /search all|all products/i })
      .click();
    await expect(page).toHaveURL(
      (url) => url.pathname === '/search' && (url.searchParams.get('query') ?? url.searchParams.get('name')) === GIBBERISH,
    );
  });

  test("submitting a product's exact name opens its product page", async ({ page, request }) => {
    const api = new CatalogApi(request);
    // A product the suggestions find by its full name (the app decides with the same endpoint).
    let target: { id: number; name: string } | undefined;
    for (const p of (await api.products({ category: 'pain-relief', pageSize: 10 })).items) {
      const exact = (await api.suggestions(p.name)).find((s) => s.name.toLowerCase() === p.name.toLowerCase());
      if (exact) {
        target = exact;
        break;
      }
    }
    expect(target, 'a product is suggested for its exact name').toBeDefined();
    if (!target) return;

    await page.goto('/');
    await headerSearch(page).input.fill(target.name);
    await headerSearch(page).input.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/product/${target.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.name);
  });

  test('submit is disabled while the text is empty or blank', async ({ page }) => {
    await page.goto('/');
    const search = headerSearch(page);
    await expect(search.submit).toBeDisabled();
    await search.input.fill('   ');
    await expect(search.submit).toBeDisabled();
    await search.input.fill('para');
    await expect(search.submit).toBeEnabled();
  });
});

test.describe('header advanced search', () => {
  test("the panel's filters open /search with them; 'Clear Filters' empties the fields", async ({ page, request }) => {
    const api = new CatalogApi(request);
    const category = await api.category('cold-flu');
    await page.goto('/');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /advanced search/i })
      .click();
    const panel = page.getByRole('form', { name: /advanced search/i });
    await expect(panel).toBeVisible();

    const brand = panel.getByRole('textbox', { name: /brand/i });
    await brand.fill('Anything');
    await panel.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(brand).toHaveValue('');

    await panel.getByRole('combobox', { name: /category/i }).selectOption({ label: category.name });
    await panel.getByRole('spinbutton', { name: /min/i }).fill('10');
    await panel.getByRole('spinbutton', { name: /max/i }).fill('500');
    await panel.getByRole('combobox', { name: /rating/i }).selectOption({ label: '3+ stars' });
    await panel.getByRole('button', { name: 'Search', exact: true }).click();

    await expect(page).toHaveURL(
      (url) =>
        url.pathname === '/search' &&
        url.searchParams.get('category') === category.slug &&
        url.searchParams.get('minPrice') === '10' &&
        url.searchParams.get('maxPrice') === '500' &&
        url.searchParams.get('minRating') === '3',
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Medicines in ${category.name}`);
    await expect(main(page).getByText('₹10 - ₹500', { exact: true })).toBeVisible();
    await expect(main(page).getByText('3+ stars', { exact: true })).toBeVisible();
  });
});
