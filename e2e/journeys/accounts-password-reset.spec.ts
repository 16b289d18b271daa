import { PASSWORD_POLICY_MESSAGE } from '@dawa/shared/auth/rules';
import { AccountsApi, headerGreeting, NEW_PASSWORD, submitLogin, uniqueEmail } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { Mailbox } from '../fixtures/mailbox';
import { expect, test } from '../fixtures/test';
import { escapeRegExp, main } from '../fixtures/ui';

// Journey: forgot password end to end. /forgot-password mails a code; /verify-otp?type=password-reset
// takes it (the server checks it with the new password); /reset-password-complete sets the new
// password under the policy; /login then says so, and the new password logs in.

const POLICY = 'Password must be at least 8 characters and contain uppercase, lowercase, number, and special character.';

test('forgot password: code from the mailbox, a new password under the policy, then log in with it', async ({
  page,
  request,
}, testInfo) => {
  expect(PASSWORD_POLICY_MESSAGE, 'the shared policy text is the spec text').toBe(POLICY);
  const api = new AccountsApi(request);
  const person = await api.createVerifiedUser('forgot');
  const lastMail = await api.mailbox.lastId(person.email);

  await page.goto('/forgot-password');
  await main(page).getByLabel('Email', { exact: true }).fill(person.email);
  await main(page)
    .getByRole('button', { name: /send|reset|code/i })
    .click();

  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/verify-otp' && url.searchParams.get('type') === 'password-reset' && url.searchParams.get('email') === person.email,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  await expect(main(page).getByText(/a 6-digit verification code was sent to/i)).toContainText(person.email);

  const code = await api.mailbox.code(person.email, { after: lastMail });
  const boxes = main(page).getByRole('textbox', { name: /digit/i });
  await boxes.nth(0).focus();
  // Typed digit by digit: each box moves on to the next.
  await page.keyboard.type(code);
  await expect(main(page).getByText('OTP verified! Redirecting to password reset...', { exact: true })).toBeVisible();

  await expect(page).toHaveURL((url) => url.pathname === '/reset-password-complete');
  await expect(page.getByRole('heading', { level: 1, name: 'Create New Password' })).toBeVisible();
  const password = main(page).getByLabel('New Password', { exact: true });
  const confirm = main(page).getByLabel('Confirm New Password', { exact: true });
  const submit = main(page).getByRole('button', { name: 'Update Password' });
  await expect(main(page).getByRole('link', { name: 'Back to Login' })).toBeVisible();

  await test.step('a weak password is refused with the policy', async () => {
    await password.fill('weakpass');
    await confirm.fill('weakpass');
    await submit.click();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(new RegExp(escapeRegExp(POLICY)));
    await expect(main(page).getByText(POLICY, { exact: true }).first()).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/reset-password-complete');
  });

  await test.step('a mismatch is refused', async () => {
    await password.fill(NEW_PASSWORD);
    await confirm.fill(`${NEW_PASSWORD}!`);
    await submit.click();
    await expect(main(page).getByText('Passwords do not match.', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, 'reset-password-complete with errors', { soft: true });
  });

  await confirm.fill(NEW_PASSWORD);
  await submit.click();
  await expect(main(page).getByText('Password reset successful! Redirecting to login...', { exact: true })).toBeVisible();

  // After 2 seconds: /login with the spec's message.
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expect(
    main(page).getByText('Password reset successful! You can now log in with your new password.', { exact: true }),
  ).toBeVisible();
  expect(await api.loginStatus(person.email, person.password), 'the old password no longer works').toBe(401);
  await submitLogin(page, person.email, NEW_PASSWORD);
  await expect(headerGreeting(page, person.firstName)).toBeVisible();
});

test('an unknown e-mail gets the same answer and the same code screen (no account enumeration)', async ({ page, request }) => {
  const email = uniqueEmail('nobody');
  await page.goto('/forgot-password');
  await main(page).getByLabel('Email', { exact: true }).fill(email);
  await main(page)
    .getByRole('button', { name: /send|reset|code/i })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/verify-otp' && url.searchParams.get('type') === 'password-reset');
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  expect(await new Mailbox(request).list(email), 'nothing is mailed to an unknown address').toHaveLength(0);
});
