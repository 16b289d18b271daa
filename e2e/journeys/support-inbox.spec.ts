import { AccountsApi, confirmThrough } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';
import { openAsNewStaff, openSignedIn } from '../fixtures/sessions';
import { main } from '../fixtures/ui';

// Journey: 'connect to agent' — a customer writes to the support team on /support, the demo
// pharmacist answers from the dashboard's Support Inbox, the customer sees the reply in their chat
// (the page polls every few seconds), then the pharmacist closes the conversation.

test('a customer asks, the pharmacist answers from the Support Inbox, the customer sees the reply', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const customer = await new AccountsApi(request).createVerifiedUser('support');
  await openSignedIn(page, customer);
  await page.goto('/support');
  const chat = main(page);
  await expect(chat.getByRole('heading', { level: 1, name: 'Chat with our support team' })).toBeVisible();
  await expect(chat.getByText('An agent will reply here shortly.')).toBeVisible();
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByRole('alert')).toHaveText('Please type a message.');
  // Markup is shown as typed, never interpreted.
  await chat.getByLabel('Your message').fill('<b>Is Dolo 650</b> in stock?');
  await chat.getByLabel('Your message').press('Enter');
  const messages = chat.getByRole('list', { name: 'Messages with our support team' });
  await expect(messages.getByText('<b>Is Dolo 650</b> in stock?')).toBeVisible();
  await expect(chat.getByLabel('Your message')).toHaveValue('');
  await expectNoSeriousA11yViolations(page, testInfo, 'support chat');

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  const pharmacist = await openAsNewStaff(staff, 'pharmacist');
  await staff.goto('/admin/support');
  const inbox = main(staff);
  await expect(inbox.getByRole('heading', { level: 2, name: 'Support Inbox' })).toBeVisible();
  const row = inbox.getByRole('row').filter({ hasText: customer.email });
  await expect(row).toContainText('1 unread');
  await expectNoSeriousA11yViolations(staff, testInfo, 'Support Inbox');
  await row.getByRole('button', { name: /^Open conversation with/ }).click();
  await expect(inbox.getByRole('list', { name: 'Messages' }).getByText('<b>Is Dolo 650</b> in stock?')).toBeVisible();
  await expect(row).not.toContainText('unread');
  await inbox.getByLabel('Reply').fill('Yes, Dolo 650 is in stock and ships today.');
  await inbox.getByRole('button', { name: 'Send Reply' }).click();
  await expect(inbox.getByRole('list', { name: 'Messages' }).getByText('Yes, Dolo 650 is in stock and ships today.')).toBeVisible();
  await expectNoSeriousA11yViolations(staff, testInfo, 'Support Inbox thread');

  // The customer's chat shows the reply without a reload.
  await expect(messages.getByText('Yes, Dolo 650 is in stock and ships today.')).toBeVisible({ timeout: 15_000 });
  await expect(messages).toContainText(`${pharmacist.firstName} (Support team)`);
  await expect(chat.getByText('An agent will reply here shortly.')).toHaveCount(0);

  await confirmThrough(
    staff,
    inbox.getByRole('button', { name: 'Close Conversation' }),
    'Close this conversation?',
    /^Close Conversation$/,
  );
  await expect(inbox.getByText("This conversation is closed. The customer's next message opens a new one.")).toBeVisible();
  await expect(chat.getByText('Our support team closed this conversation. Send a message to start a new one.')).toBeVisible({
    timeout: 15_000,
  });
  await staffContext.close();
});

test('a visitor is asked to log in to chat with the support team', async ({ page }) => {
  await page.goto('/support');
  await expect(main(page).getByText('Please log in to chat with our support team.')).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
});

test("'connect to agent' in the chat widget: the pharmacist answers from the Support Inbox and the reply shows in the widget", async ({
  page,
  request,
  browser,
}, testInfo) => {
  const customer = await new AccountsApi(request).createVerifiedUser('widget-support');
  await openSignedIn(page, customer);
  await page.goto('/categories');
  await page.getByRole('button', { name: 'Open health assistant chat' }).click();
  const widget = page.getByRole('dialog', { name: 'Dawa Health Assistant' });
  await widget.getByLabel('Type your message').fill('connect to agent');
  await widget.getByLabel('Type your message').press('Enter');

  const support = widget.getByRole('region', { name: 'Support chat' });
  await expect(support.getByText('An agent will reply here shortly.')).toBeVisible();
  await support.getByLabel('Your message').fill('Can I take Dolo 650 with Sinarest?');
  await support.getByRole('button', { name: 'Send' }).click();
  const messages = support.getByRole('list', { name: 'Messages with our support team' });
  await expect(messages.getByText('Can I take Dolo 650 with Sinarest?')).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'support chat in the widget');

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  const pharmacist = await openAsNewStaff(staff, 'pharmacist');
  await staff.goto('/admin/support');
  const inbox = main(staff);
  const row = inbox.getByRole('row').filter({ hasText: customer.email });
  await row.getByRole('button', { name: /^Open conversation with/ }).click();
  await expect(inbox.getByRole('list', { name: 'Messages' }).getByText('Can I take Dolo 650 with Sinarest?')).toBeVisible();
  await inbox.getByLabel('Reply').fill('Both contain paracetamol: take only one of them. A pharmacist can suggest another.');
  await inbox.getByRole('button', { name: 'Send Reply' }).click();

  // The widget's thread shows the reply without a reload.
  await expect(messages.getByText('Both contain paracetamol: take only one of them.', { exact: false })).toBeVisible({ timeout: 15_000 });
  await expect(messages).toContainText(`${pharmacist.firstName} (Support team)`);
  await staffContext.close();
});
