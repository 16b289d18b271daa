import type { Locator, Page } from '@playwright/test';
import { AccountsApi } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';
import { openSignedIn } from '../fixtures/sessions';
import { main } from '../fixtures/ui';

// Journeys of the AI health assistant (issue 14): the chat widget on every page, and /ai-assistant with
// its chat, guided intake and symptom checker. Answers come from the real offline assistant.

const DIAGNOSIS_MODE = 'Diagnosis Mode Active – informational only, not a medical diagnosis.';
const CHIPS = ['Medication Info', 'Symptom Help', 'Drug Interactions', 'Start Diagnosis'];

async function openWidget(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Open health assistant chat' }).click();
  const widget = page.getByRole('dialog', { name: 'Dawa Health Assistant' });
  await expect(widget).toBeVisible();
  return widget;
}

async function say(scope: Locator, text: string) {
  await scope.getByLabel('Type your message').fill(text);
  await scope.getByLabel('Type your message').press('Enter');
}

const botMessages = (scope: Locator) => scope.getByRole('log', { name: 'Chat messages' }).locator('li[data-sender="bot"]');

test('the widget: sizes, chips only with the greeting, a medication question with a product link, diagnosis mode, minimise and close', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  const widget = await openWidget(page);
  await expect(widget).toHaveAttribute('data-size', 'M');
  const smaller = widget.getByRole('button', { name: 'Make the chat smaller' });
  const larger = widget.getByRole('button', { name: 'Make the chat larger' });
  await larger.click();
  await expect(widget).toHaveAttribute('data-size', 'L');
  await expect(larger).toBeDisabled();
  await smaller.click();
  await smaller.click();
  await expect(widget).toHaveAttribute('data-size', 'S');
  await expect(smaller).toBeDisabled();
  await larger.click();

  for (const chip of CHIPS) await expect(widget.getByRole('button', { name: chip })).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'chat widget');

  await say(widget, 'What is paracetamol for?');
  // The chips go once the chat holds more than the greeting.
  await expect(widget.getByRole('button', { name: 'Medication Info' })).toHaveCount(0);
  const answer = botMessages(widget).last();
  await expect(answer).toContainText('Paracetamol is used for: Fever');
  await expect(answer).toContainText('Not medical advice');
  const productLink = answer.getByRole('link').filter({ hasNotText: 'medicine information' }).first();
  await expect(productLink).toHaveAttribute('href', /^\/product\//);

  // Text is shown as typed, never as HTML.
  await say(widget, '<img src=x onerror=alert(1)> tell me a joke');
  await expect(widget.getByText('<img src=x onerror=alert(1)> tell me a joke')).toBeVisible();

  await widget.getByRole('button', { name: 'Clear Chat' }).click();
  await expect(botMessages(widget)).toHaveCount(1);
  await widget.getByRole('button', { name: 'Start Diagnosis' }).click();
  await expect(widget.getByText(DIAGNOSIS_MODE)).toBeVisible();
  await say(widget, '200');
  await expect(botMessages(widget).last()).toContainText('Please enter a valid age (1-130).');
  await say(widget, 'exit');
  await expect(botMessages(widget).last().getByText('Diagnosis session cancelled.', { exact: true })).toBeVisible();
  await expect(widget.getByText(DIAGNOSIS_MODE)).toHaveCount(0);

  // Clicking the launcher while open minimises; again reopens with the conversation kept; close ends it.
  await page.getByRole('button', { name: 'Minimise health assistant chat' }).click();
  await expect(widget).toBeHidden();
  await page.getByRole('button', { name: 'Open health assistant chat' }).click();
  await expect(botMessages(widget).last().getByText('Diagnosis session cancelled.', { exact: true })).toBeVisible();
  await widget.getByRole('button', { name: 'Close chat' }).click();
  await expect(widget).toHaveCount(0);

  // Following the product link from the chat opens its page.
  const reopened = await openWidget(page);
  await say(reopened, 'Dolo 650 dose');
  await botMessages(reopened).last().getByRole('link', { name: 'Dolo 650 Tablet' }).click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(main(page).getByRole('heading', { level: 1 })).toContainText('Dolo 650');
});

test('an emergency in the widget gets 108/112 advice and no product; connect to agent opens the support conversation', async ({ page }) => {
  await page.goto('/categories');
  const widget = await openWidget(page);
  await say(widget, 'seene mein dard ho raha hai, kaunsi dawa lu?');
  const advice = botMessages(widget).last();
  await expect(advice).toContainText('call 108 (ambulance) or 112 (emergency)');
  await expect(advice).toContainText('nearest emergency department');
  // Nothing to buy; the urgency's call buttons instead (issue 22).
  await expect(advice.locator('a[href^="/product/"]')).toHaveCount(0);
  await expect(advice.getByRole('link', { name: 'Call 108' })).toHaveAttribute('href', 'tel:108');
  await expect(advice.getByRole('link', { name: 'Call 112' })).toHaveAttribute('href', 'tel:112');

  await say(widget, 'connect to agent');
  await expect(widget.getByText('Please log in to chat with our support team.')).toBeVisible();
});

test('/ai-assistant: the guided intake to a summary and to an emergency, the symptom checker', async ({ page, request }, testInfo) => {
  const customer = await new AccountsApi(request).createVerifiedUser('assistant');
  await openSignedIn(page, customer);
  await page.goto('/ai-assistant');
  const content = main(page);
  await expect(content.getByRole('heading', { level: 1, name: 'AI Health Assistant' })).toBeVisible();
  await expect(content.getByRole('heading', { name: 'How Our AI Works' })).toBeVisible();
  await expect(content.getByRole('heading', { name: 'Personalized Recommendations' })).toBeVisible();
  await expect(content.getByText('No refills due.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, '/ai-assistant');

  const chat = content.getByRole('region', { name: 'Chat with the assistant' });
  await chat.getByRole('button', { name: 'Start Diagnosis' }).click();
  await expect(chat.getByText(DIAGNOSIS_MODE)).toBeVisible();
  for (const answer of ['34', 'female', 'headache', '2 days']) await say(chat, answer);
  await say(chat, '12');
  await expect(botMessages(chat).last()).toContainText('Severity must be a number from 1 to 10.');
  for (const answer of ['4', 'none', 'none', 'no']) await say(chat, answer);
  const summary = botMessages(chat).last();
  // At most 6 lines (spec): symptom, others, conditions, what may help, when to see a doctor, the recommendation.
  await expect(summary.getByTestId('answer-lines').getByRole('listitem')).toHaveCount(6);
  // The urgency comes first (issue 22).
  await expect(summary.getByTestId('triage')).toContainText('Self-care at home');
  await expect(summary).toContainText('Main symptom: headache, for 2 days, severity 4/10.');
  await expect(summary).toContainText('Recommendation: Self-care at home should be enough for now.');
  await expect(summary).toContainText('Not medical advice');
  await expect(chat.getByText(DIAGNOSIS_MODE)).toHaveCount(0);

  await chat.getByRole('button', { name: 'Clear Chat' }).click();
  await chat.getByRole('button', { name: 'Start Diagnosis' }).click();
  for (const answer of ['58', 'male', 'cough', '1 day', '3', 'none', 'diabetes']) await say(chat, answer);
  await say(chat, 'yes');
  await expect(botMessages(chat).last()).toContainText('Please seek immediate medical attention.');
  await expect(botMessages(chat).last()).toContainText('call 108 (ambulance) or 112 (emergency)');

  const checker = content.getByRole('region', { name: 'AI Symptom Checker' });
  await checker.getByRole('button', { name: 'Check Symptoms' }).click();
  await expect(checker.getByTestId('symptom-result')).toHaveCount(0);
  await checker.getByLabel('Describe your symptoms').fill('sore throat and runny nose since 2 days');
  await checker.getByRole('button', { name: 'Check Symptoms' }).click();
  const result = checker.getByTestId('symptom-result');
  await expect(result.getByTestId('triage')).toContainText('Self-care at home');
  await expect(result).toContainText('these over-the-counter products may help');
  await expect(result.getByRole('link').first()).toHaveAttribute('href', /^\/product\//);
  await expect(result).toContainText('Why it fits');
  await expect(result).toContainText('See a doctor instead if');
  // Burning urine needs a doctor: where to book, and nothing to buy (not a pain gel).
  await checker.getByLabel('Describe your symptoms').fill('burning when I pee since yesterday');
  await checker.getByRole('button', { name: 'Check Symptoms' }).click();
  await expect(result.getByTestId('triage')).toContainText('See a doctor soon (within 1-3 days)');
  // The booking opens on our earliest General Physician slot within 3 days, or on the doctor search when there is none.
  await expect(result.getByRole('link', { name: 'Book a doctor' })).toHaveAttribute(
    'href',
    /^\/appointments\/book\?(doctor=\d+&date=\d{4}-\d{2}-\d{2}&mode=(clinic|online)&slot=[^&]+|specialization=General%20Physician)$/,
  );
  await expect(result.locator('a[href^="/product/"]')).toHaveCount(0);
  await checker.getByLabel('Describe your symptoms').fill('my left ear feels strange');
  await checker.getByRole('button', { name: 'Check Symptoms' }).click();
  await expect(result).toContainText('No specific medications found for these symptoms.');
  await expect(result).toContainText('Please consult a healthcare professional');
  await expect(result).toContainText('Not medical advice');
  await expectNoSeriousA11yViolations(page, testInfo, '/ai-assistant with results');
});
