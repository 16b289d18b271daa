import { expect, test } from '../fixtures/test';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { CatalogApi } from '../fixtures/catalog-api';
import { cardNames, main, sorted, waitForProductGrid } from '../fixtures/ui';

// Journey (issue 21 items 2 and 10): a shopper using the shop in Hindi types medicine names in
// Devanagari into the header search ('डोलो 650', 'पैरासिटामोल') and gets the medicines, with the page
// saying what it searched for; a typo in English says 'Showing results for paracetamol'.

test('a Hindi shopper types "डोलो 650" and "पैरासिटामोल" in Devanagari into the header search and finds the medicines', async ({ page, request }, testInfo) => {
  const api = new CatalogApi(request);
  const paracetamol = await api.products({ q: 'paracetamol', pageSize: 60 });
  expect(paracetamol.total, 'the catalogue has paracetamol products').toBeGreaterThan(0);

  await page.goto('/');
  await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  const input = page.getByRole('banner').getByRole('combobox', { name: 'दवाइयाँ खोजें' });

  // The suggestions list Dolo 650 as the shopper types; Enter opens the results.
  await input.fill('डोलो 650');
  await expect(page.getByRole('listbox').getByRole('option').first()).toContainText('Dolo 650 Tablet');
  await input.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/search');
  await waitForProductGrid(main(page));
  await expect.poll(async () => (await cardNames(main(page)))[0]).toBe('Dolo 650 Tablet');
  await expect(main(page)).toContainText('dolo 650 के परिणाम दिखाए जा रहे हैं');

  // A salt in Devanagari lists what the English spelling lists.
  await page.goto('/');
  await input.fill('पैरासिटामोल');
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await input.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/search');
  await waitForProductGrid(main(page));
  await expect(main(page)).not.toContainText('कोई दवा नहीं मिली');
  await expect(main(page)).toContainText('paracetamol के परिणाम दिखाए जा रहे हैं');
  await expect.poll(async () => (await cardNames(main(page))).length).toBeGreaterThan(0);
  const shown = await cardNames(main(page));
  const rightNames = paracetamol.items.map((p) => p.name);
  expect(shown.filter((name) => !rightNames.includes(name))).toEqual([]);
  expect(sorted(shown)).toEqual(sorted(rightNames).filter((name) => shown.includes(name)));
  await expectNoSeriousA11yViolations(page, testInfo, 'search results for Devanagari');
});
