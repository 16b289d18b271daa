import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { main } from '../fixtures/ui';

// Journey (issue 21 item 3): Hindi does not stop at the content. A shopper in Hindi walks All
// Categories → a category → a product → the cart; our own data (category names and descriptions,
// pack labels, the shipping and delivery lines, the cart's and the promo box's labels, the footer's
// newsletter block, the demo banner) is in Hindi, and only the products' own words (names) stay English.

/** English chrome the issue found on Hindi pages; none may remain on the pages walked. */
// ('Pain Relief' itself is also part of product names such as 'Crocin Pain Relief Tablet': the headings are checked instead.)
const ENGLISH_CHROME = [
  'Tablets, gels and sprays',
  'Strip of 15 tablets',
  'Standard shipping available',
  'business days',
  'Pack:',
  ' each',
  'Line total',
  'Promo code',
  'Apply',
  'Newsletter',
  'Subscribe',
  'Demo store',
];

async function expectNoEnglishChrome(page: Page, where: string) {
  const shown = await page.locator('body').innerText();
  expect(ENGLISH_CHROME.filter((text) => shown.includes(text)), where).toEqual([]);
}

test('a shopper in Hindi reads categories, a product and the cart in Hindi, our own data included', async ({ page }, testInfo) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('note').first()).toHaveText('डेमो स्टोर: सैंडबॉक्स भुगतान, असली पैसा नहीं', { useInnerText: true });

  await page.goto('/categories');
  await expect(main(page).getByText('सिरदर्द, बदन दर्द, बुखार और सूजन के लिए टैबलेट, जेल और स्प्रे।')).toBeVisible();
  await main(page).getByRole('link', { name: /^दर्द निवारक/ }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'दर्द निवारक' })).toBeVisible();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Pain Relief' })).toHaveCount(0);
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'न्यूज़लेटर' })).toBeVisible();
  await expectNoEnglishChrome(page, 'category page');

  await page.goto('/product/dolo-650-tablet');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Dolo 650 Tablet' })).toBeVisible();
  await expect(main(page).getByText('15 टैबलेट की स्ट्रिप', { exact: true })).toBeVisible();
  await expect(main(page).getByText('सामान्य शिपिंग उपलब्ध')).toBeVisible();
  await expect(main(page).getByText(/कामकाजी दिन/)).toBeVisible();
  await expectNoEnglishChrome(page, 'product page');
  await main(page).getByRole('button', { name: 'कार्ट में जोड़ें', exact: true }).first().click();

  await page.goto('/cart');
  await expect(main(page).getByText('पैक: 15 टैबलेट की स्ट्रिप')).toBeVisible();
  await expect(main(page).getByText(/प्रति पैक$/)).toBeVisible();
  await expect(main(page).getByLabel('प्रोमो कोड')).toBeVisible();
  await main(page).getByLabel('प्रोमो कोड').fill('PAIN20');
  await main(page).getByRole('button', { name: 'लागू करें' }).click();
  await expect(main(page).getByText('दर्द निवारक दवाओं पर 20% की छूट')).toBeVisible();
  await expectNoEnglishChrome(page, 'cart');
  await expectNoSeriousA11yViolations(page, testInfo, 'cart in Hindi');
});
