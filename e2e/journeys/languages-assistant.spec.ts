import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';

// Journey (issue 11, the assistant in Hindi): a visitor who chose हिन्दी opens the health assistant,
// runs the guided diagnosis in Hindi (questions, a refused answer, and the red-flag advice that ends it),
// then writes a symptom in Hindi in the free chat and gets the server's urgent advice in Hindi.

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
