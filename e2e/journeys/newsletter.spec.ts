import type { Page } from '@playwright/test';
import { uniqueEmail } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { Mailbox } from '../fixtures/mailbox';
import { expect, test } from '../fixtures/test';
import { setTheme } from '../fixtures/ui';

// Journey: the footer's newsletter sign-up, confirmed (double opt-in) and ended through the links of
// the mail in the development outbox.

const SUBSCRIBED = 'Subscribed successfully! Please check your inbox for an e-mail from Dawa to confirm your subscription.';

/** The footer's form, which loads when the footer comes into view (as a reader scrolls down to it). */
async function footerForm(page: Page) {
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  return page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter' });
}

/** A link of a mail as a path on this site (the mail points at PUBLIC_URL, which may name the host differently). */
function linkPath(text: string, pattern: RegExp): string {
  const link = pattern.exec(text)?.[0];
  if (!link) throw new Error(`no link matching ${pattern} in:\n${text}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
const CONFIRM_LINK = /https?:\/\/[^\s"'<>]+\/newsletter\/confirm\?token=[A-Za-z0-9_-]+/;
const UNSUBSCRIBE_LINK = /https?:\/\/[^\s"'<>]+\/newsletter\/unsubscribe\?token=[0-9]+\.[A-Za-z0-9_-]+/;

test.use({ colorScheme: 'light' });

test('subscribe from the footer, confirm with the link in the mail, then unsubscribe with its other link', async ({ page, request }, testInfo) => {
  const email = uniqueEmail('newsletter');
  const mailbox = new Mailbox(request);

  await page.goto('/blog');
  const form = await footerForm(page);
  const input = form.getByLabel('Email address');
  await expect(input).toHaveAttribute('type', 'email');
  await expect(input).toHaveAttribute('required', '');
  await input.fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('status')).toHaveText(SUBSCRIBED);
  await expect(input).toHaveValue('');

  // Subscribing twice is not an error, and does not send a second mail.
  await input.fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('status')).toHaveText(SUBSCRIBED);

  const mail = await mailbox.latest(email);
  expect(mail.subject).toBe('Confirm your subscription to the Dawa newsletter');
  expect(await mailbox.list(email)).toHaveLength(1);

  await page.goto(linkPath(mail.text, CONFIRM_LINK));
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription Confirmed' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Your subscription is confirmed. Welcome to the Dawa newsletter!');
  await expect(page).toHaveTitle('Confirm Newsletter Subscription | Dawa');
  await setTheme(page, 'light');
  await expectNoSeriousA11yViolations(page, testInfo, 'newsletter confirmed (light)', { soft: true });
  await setTheme(page, 'dark');
  await expectNoSeriousA11yViolations(page, testInfo, 'newsletter confirmed (dark)', { soft: true });

  await page.goto(linkPath(mail.text, UNSUBSCRIBE_LINK));
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribed' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('You have been unsubscribed from the Dawa newsletter.');
});

test('a confirmation link that does not work says so', async ({ page, pageErrors }) => {
  pageErrors.allowApi(/^\/api\/newsletter\/confirm$/);
  await page.goto('/newsletter/confirm?token=this-token-was-never-issued-by-dawa');
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmation Failed' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('This confirmation link is invalid or has expired.');
});

test('the footer form is accessible in both themes', async ({ page }, testInfo) => {
  await page.goto('/faq');
  await (await footerForm(page)).scrollIntoViewIfNeeded();
  await setTheme(page, 'light');
  await expectNoSeriousA11yViolations(page, testInfo, 'footer (light)', { soft: true });
  await setTheme(page, 'dark');
  await expectNoSeriousA11yViolations(page, testInfo, 'footer (dark)', { soft: true });
});
