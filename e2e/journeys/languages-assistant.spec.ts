import type { Locator, Page } from '@playwright/test';
import { notice } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { CatalogApi } from '../fixtures/catalog-api';
import { expect, test } from '../fixtures/test';
import { main } from '../fixtures/ui';

// Journey (issue 11, the assistant in Hindi): a visitor who chose हिन्दी opens the health assistant,
// runs the guided diagnosis in Hindi (questions, a refused answer, and the red-flag advice that ends it),
// then writes a symptom in Hindi in the free chat and gets the server's urgent advice in Hindi. The
// server's other answers come as codes the page words in Hindi (a medicine's dose, with its English
// body), and so does the cart's medicine safety check (decision 040).

async function say(scope: Locator, text: string) {
  await scope.getByLabel('अपना संदेश लिखें').fill(text);
  await scope.getByLabel('अपना संदेश लिखें').press('Enter');
}
const botMessages = (scope: Locator) => scope.getByRole('log', { name: 'चैट संदेश' }).locator('li[data-sender="bot"]');

async function openWidgetInHindi(page: Page): Promise<Locator> {
  await page.goto('/');
  await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await page.getByRole('button', { name: 'स्वास्थ्य सहायक चैट खोलें' }).click();
  const widget = page.getByRole('dialog', { name: 'Dawa स्वास्थ्य सहायक' });
  await expect(widget).toBeVisible();
  return widget;
}

test('the guided diagnosis and the urgent advice speak Hindi when हिन्दी is chosen', async ({ page }, testInfo) => {
  const widget = await openWidgetInHindi(page);
  await widget.getByRole('button', { name: 'निदान शुरू करें' }).click();
  await expect(botMessages(widget).last()).toHaveText(
    /आइए, आपके लक्षणों को एक-एक करके देखें। आप कभी भी exit लिखकर रुक सकते हैं। आपकी उम्र कितनी है \(साल में\)\?/,
  );
  await say(widget, 'बहुत');
  await expect(botMessages(widget).last()).toContainText('कृपया सही उम्र लिखें (1-130)।');
  await say(widget, '35 साल');
  await expect(botMessages(widget).last()).toContainText('आपका लिंग क्या है? (पुरुष, महिला या अन्य)');
  await say(widget, 'महिला');
  await expect(botMessages(widget).last()).toContainText('आपको सबसे ज़्यादा कौन-सा लक्षण परेशान कर रहा है?');
  await expectNoSeriousA11yViolations(page, testInfo, 'diagnosis in Hindi');
  // A red flag ends the intake with the urgent advice, in Hindi.
  await say(widget, 'सीने में दर्द हो रहा है');
  await expect(botMessages(widget).last()).toContainText('कृपया तुरंत डॉक्टरी मदद लें।');
  await expect(botMessages(widget).last()).toContainText('108');

  // The free chat: the server's triage answers a Hindi message in Hindi.
  await widget.getByRole('button', { name: 'चैट साफ़ करें' }).click();
  await say(widget, 'सीने में दर्द हो रहा है');
  await expect(botMessages(widget).last()).toContainText('कृपया तुरंत डॉक्टरी मदद लें।', { timeout: 15_000 });
  await expect(botMessages(widget).last()).not.toContainText('Please seek immediate medical attention');
});

test("the server's offline answers and the cart's safety check are worded in Hindi", async ({ page, request }, testInfo) => {
  const widget = await openWidgetInHindi(page);
  await say(widget, 'paracetamol dose');
  const answer = botMessages(widget).last();
  // Our sentence around the monograph's English dose, and the note that the medicine's details are English.
  await expect(answer).toContainText('Paracetamol की वयस्कों के लिए सामान्य खुराक:', { timeout: 15_000 });
  await expect(answer).toContainText('इस जवाब में दवा की जानकारी अभी अंग्रेज़ी में है।');
  await expect(answer).toContainText('यह हमारे दवा डेटाबेस से मिली सामान्य जानकारी है');
  await expect(answer).not.toContainText('Usual adult dose of');
  await expectNoSeriousA11yViolations(page, testInfo, 'offline answer in Hindi');
  await widget.getByRole('button', { name: 'चैट बंद करें' }).click();

  // Two paracetamol products in the cart: the warnings are worded from their codes in Hindi.
  const catalog = new CatalogApi(request);
  for (const name of ['Dolo 650 Tablet', 'Calpol 650 Tablet']) {
    const { items } = await catalog.search({ q: name, pageSize: 10 });
    const product = items.find((p) => p.name === name);
    expect(product, `the seed sells '${name}'`).toBeDefined();
    await page.goto(`/product/${product!.id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await main(page).getByRole('button', { name: 'कार्ट में जोड़ें', exact: true }).click();
    await expect(notice(page, 'आइटम कार्ट में जोड़ा गया')).toBeVisible();
  }
  await page.goto('/cart');
  const safety = main(page).getByRole('region', { name: 'दवा सुरक्षा जाँच' });
  await expect(safety).toContainText('Dolo 650 Tablet और Calpol 650 Tablet में एक ही दवा है: Paracetamol। इन्हें साथ लेने से खुराक बढ़ जाती है।');
  await expect(safety).not.toContainText('contain the same medicine');
  await expectNoSeriousA11yViolations(page, testInfo, 'cart safety check in Hindi');
});
