import type { ProductSummary } from '@dawa/shared/catalog/schemas';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { CatalogApi } from '../fixtures/catalog-api';
import commonHi from '@dawa/shared/i18n/catalogues/hi/common';
import { expect, test } from '../fixtures/test';
import { escapeRegExp, main, productCards, scrollToPageEnd, waitForProductGrid } from '../fixtures/ui';

// Journey (issue 11, Hindi on the catalogue side): a visitor switches the shop to हिन्दी, opens a
// category from All Categories, narrows it with the filter panel, searches and filters by brand
// (the chips in Hindi), opens a product and reads its reviews in Hindi, then reads the FAQ and the
// shipping policy in Hindi with the free-delivery threshold written in ₹ with Indian grouping.

/** A day, a Hindi month name and a year: '1 मार्च 2026'. */
const HINDI_DATE = /^\d{1,2} [\u0900-\u097F]+ \d{4}$/;

/** Whole rupees the way the pages write them: ₹499, ₹1,500, ₹1,00,000. */
const wholeRupees = (paise: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 0, maximumFractionDigits: 0 }).format(
    paise / 100,
  );

/** A seeded, in-stock product with reviews, and its category. */
async function reviewedProduct(catalog: CatalogApi): Promise<ProductSummary> {
  for (const category of await catalog.categories()) {
    const found = (await catalog.allInCategory(category.slug)).find((p) => p.reviewCount >= 2 && p.inStock);
    if (found) return found;
  }
  throw new Error('the seed has no in-stock product with reviews');
}

test('a visitor browses a category, filters, reads reviews and the FAQ and shipping policy in Hindi', async ({
  page,
  request,
}, testInfo) => {
  // Five pages, each with an axe scan: more than the default 30 s on a busy machine.
  test.slow();
  const product = await reviewedProduct(new CatalogApi(request));

  await page.goto('/');
  await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');

  // All Categories, then the product's category.
  await page.goto('/categories');
  await expect(main(page).getByRole('heading', { level: 1, name: 'सभी श्रेणियाँ' })).toBeVisible();
  await expect(page).toHaveTitle('सभी श्रेणियाँ | Dawa');
  await expect(main(page).getByRole('searchbox', { name: 'श्रेणियाँ खोजें' })).toBeVisible();
  // Category names are our own data, worded in Hindi too (issue 21 item 3).
  const categoryName = commonHi[`categoryName.${product.category.slug}` as 'categoryName.pain-relief'];
  await main(page)
    .getByRole('link', { name: new RegExp(`^${escapeRegExp(categoryName)}`) })
    .click();
  await expect(main(page).getByRole('heading', { level: 1, name: categoryName })).toBeVisible();
  await waitForProductGrid(main(page));

  // The filter panel: availability and brand, worded in Hindi; the count follows.
  const filters = main(page).getByRole('complementary', { name: 'फ़िल्टर' });
  await expect(filters.getByRole('group', { name: 'कीमत की सीमा' })).toBeVisible();
  await filters.getByRole('radio', { name: 'स्टॉक में', exact: true }).check();
  await filters.getByRole('combobox', { name: 'ब्रांड' }).selectOption({ value: product.brand });
  await expect(page).toHaveURL((url) => url.searchParams.get('brand') === product.brand);
  await expect(main(page).getByText(/^\d+ प्रोडक्ट$/)).toBeVisible();
  await expect(productCards(main(page)).filter({ hasText: product.name }).first()).toBeVisible();
  await expect(filters.getByRole('button', { name: 'फ़िल्टर हटाएँ' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'category page with filters in Hindi');

  // Search, then the search page's filter panel: the active filters show as Hindi chips.
  const word = product.name.split(' ')[0] ?? product.name;
  await page.goto(`/search?query=${encodeURIComponent(word)}`);
  await expect(main(page).getByRole('heading', { level: 1, name: `"${word}" के खोज परिणाम` })).toBeVisible();
  await main(page).getByRole('button', { name: 'फ़िल्टर', exact: true }).click();
  const panel = main(page).getByRole('form', { name: 'फ़िल्टर' });
  await panel.getByRole('textbox', { name: 'ब्रांड' }).fill(product.brand);
  await panel.getByRole('button', { name: 'फ़िल्टर लगाएँ' }).click();
  const chips = main(page).getByRole('list', { name: 'लगे हुए फ़िल्टर' });
  await expect(chips.getByRole('listitem')).toHaveText([`ब्रांड: ${product.brand}`]);
  await expect(chips.getByRole('button', { name: 'ब्रांड फ़िल्टर हटाएँ' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'search page with chips in Hindi');

  // The product and its reviews.
  await productCards(main(page)).filter({ hasText: product.name }).first().click();
  await expect(main(page).getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await scrollToPageEnd(page);
  const reviews = main(page).getByRole('region', { name: 'ग्राहकों के रिव्यू' });
  await expect(reviews.getByText(`${product.reviewCount} रिव्यू के आधार पर`)).toBeVisible();
  await expect(reviews.getByText('रिव्यू लिखने के लिए कृपया साइन इन करें')).toBeVisible();
  await expect(reviews.getByRole('link', { name: 'साइन इन करें' })).toBeVisible();
  await expect(reviews.getByRole('combobox', { name: 'रिव्यू का क्रम' })).toHaveValue('newest');
  const first = reviews.getByRole('article').first();
  await expect(first.locator('time')).toHaveText(HINDI_DATE);
  await expect(first.getByRole('button', { name: /^मददगार \(\d+\)/ })).toBeVisible();
  await expect(first.getByText(/^यह प्रोडक्ट (नहीं )?सुझाते( हैं)?$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'product reviews in Hindi');

  // The delivery rule in force, as the server wrote it into the page (System Settings can change it).
  const rule = await page.evaluate(() => {
    const served = JSON.parse(document.querySelector<HTMLMetaElement>('meta[name=dawa-settings]')?.content ?? '{}') as {
      delivery?: { chargePaise: number; freeAbovePaise: number };
    };
    return served.delivery ?? { chargePaise: 40_00, freeAbovePaise: 499_00 };
  });
  const threshold = wholeRupees(rule.freeAbovePaise);
  const charges = `${threshold} तक के ऑर्डर पर डिलीवरी शुल्क ${wholeRupees(rule.chargePaise)} है, और ${threshold} से ज़्यादा के ऑर्डर पर डिलीवरी मुफ़्त है।`;

  // The FAQ.
  await page.goto('/faq');
  await expect(main(page).getByRole('heading', { level: 1, name: 'अक्सर पूछे जाने वाले सवाल' })).toBeVisible();
  await expect(page).toHaveTitle('अक्सर पूछे जाने वाले सवाल | Dawa');
  const orders = main(page).getByRole('region', { name: 'ऑर्डर और डिलीवरी' });
  await orders.getByText('डिलीवरी शुल्क कितना है?').click();
  await expect(orders.getByText(charges, { exact: false })).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'FAQ in Hindi');

  // The shipping policy.
  await page.goto('/shipping');
  await expect(main(page).getByRole('heading', { level: 1, name: 'शिपिंग पॉलिसी' })).toBeVisible();
  await expect(page).toHaveTitle('शिपिंग पॉलिसी | Dawa');
  await expect(main(page).getByRole('navigation', { name: 'इस पेज पर' })).toBeVisible();
  await expect(main(page).getByRole('heading', { level: 2, name: 'डिलीवरी शुल्क' })).toBeVisible();
  await expect(main(page).getByText(charges, { exact: false })).toBeVisible();
  await expect(main(page).getByText('मेट्रो शहर: 1-2 कामकाजी दिन')).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'shipping policy in Hindi');
});
