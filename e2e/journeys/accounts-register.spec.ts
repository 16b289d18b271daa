import { AccountsApi, headerGreeting, newPerson, openUserMenu, submitLogin } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { Mailbox } from '../fixtures/mailbox';
import { expect, test } from '../fixtures/test';
import { main } from '../fixtures/ui';

// Journeys: register on /register and verify with the 6-digit code from the mail (the six boxes of
// /verify-otp), or with the link from the same mail (/verify-email); then log in.

const EMAIL_VERIFIED = 'Email verified successfully! You can now log in.';

test('register, read the code from the mailbox, verify in the six boxes, log in and be greeted by first name', async ({
  page,
  context,
  request,
  pageErrors,
}) => {
  // One wrong code on purpose: its 400 is expected.
  pageErrors.allowApi(/^\/api\/verify-email-otp$/);
  const person = newPerson('register');
  const mailbox = new Mailbox(request);

  await page.goto('/register');
  const form = main(page);
  await form.getByLabel('First Name', { exact: true }).fill(person.firstName);
  await form.getByLabel('Last Name', { exact: true }).fill(person.lastName);
  await form.getByLabel('Email', { exact: true }).fill(person.email);
  await form.getByLabel('Password', { exact: true }).fill(person.password);
  await form.getByLabel('Confirm Password', { exact: true }).fill(person.password);
  await form.getByRole('button', { name: /^(create account|register)$/i }).click();

  // The code screen for the new address.
  await expect(page).toHaveURL((url) => url.pathname === '/verify-otp' && url.searchParams.get('email') === person.email);
  await expect(page.getByRole('heading', { level: 1, name: 'Verify Your Email' })).toBeVisible();
  await expect(main(page).getByText(/a 6-digit verification code was sent to/i)).toContainText(person.email);
  await expect(
    main(page).getByRole('button', { name: /^Resend OTP in \d+ seconds?$/ }),
    'the resend cooldown runs after the first mail',
  ).toBeDisabled();
  await expect(main(page).getByRole('link', { name: 'Back to Login' })).toBeVisible();

  const boxes = main(page).getByRole('textbox', { name: /digit/i });
  await expect(boxes).toHaveCount(6);
  const values = async () => Promise.all(Array.from({ length: 6 }, (_, i) => boxes.nth(i).inputValue()));

  await test.step('digits only, auto-advance', async () => {
    await boxes.nth(0).focus();
    await page.keyboard.type('a');
    await expect(boxes.nth(0)).toHaveValue('');
    await page.keyboard.type('-');
    await expect(boxes.nth(0)).toHaveValue('');
    // Not the code: three digits never complete it.
    await page.keyboard.type('123');
    expect(await values()).toEqual(['1', '2', '3', '', '', '']);
    await expect(boxes.nth(3)).toBeFocused();
  });

  await test.step('Backspace moves back', async () => {
    await page.keyboard.press('Backspace');
    await expect(boxes.nth(2)).toBeFocused();
    for (let i = 0; i < 6 && (await values()).some((v) => v !== ''); i++) await page.keyboard.press('Backspace');
    expect(await values()).toEqual(['', '', '', '', '', '']);
    await expect(boxes.nth(0)).toBeFocused();
  });

  const code = await mailbox.code(person.email);
  await test.step("a wrong code: 'Invalid OTP. Please try again.' and the boxes empty for the next try", async () => {
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await boxes.nth(0).focus();
    await page.keyboard.type(wrong);
    await expect(main(page).getByRole('alert')).toHaveText('Invalid OTP. Please try again.');
    await expect.poll(values).toEqual(['', '', '', '', '', '']);
  });

  await test.step('a pasted code fills all six boxes and is sent', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.evaluate((text) => navigator.clipboard.writeText(text), code);
    await boxes.nth(0).focus();
    await page.keyboard.press('ControlOrMeta+V');
    for (let i = 0; i < 6; i++) await expect(boxes.nth(i)).toHaveValue(code.charAt(i));
    await expect(main(page).getByText(EMAIL_VERIFIED, { exact: true })).toBeVisible();
  });

  // After 2 seconds the login page opens, with the same message.
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expect(main(page).getByText(EMAIL_VERIFIED, { exact: true })).toBeVisible();

  await submitLogin(page, person.email, person.password);
  await expect(headerGreeting(page, person.firstName)).toBeVisible();
  await expect(headerGreeting(page, person.firstName)).toContainText(person.firstName);
  const { myAccount } = await openUserMenu(page, person);
  await myAccount.click();
  await expect(page).toHaveURL((url) => url.pathname === '/profile');
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(main(page)).toContainText(person.email);
});

test('registering a taken address looks like any registration; the owner is mailed sign-in and reset links', async ({ page, request }) => {
  const api = new AccountsApi(request);
  const owner = await api.createVerifiedUser('taken');
  const before = await api.mailbox.lastId(owner.email);

  await page.goto('/register');
  const form = main(page).locator('form');
  await form.getByLabel('First Name', { exact: true }).fill('Visit www.prize.in');
  await form.getByLabel('Last Name', { exact: true }).fill('Stranger');
  await form.getByLabel('Email', { exact: true }).fill(owner.email);
  await form.getByLabel('Password', { exact: true }).fill(owner.password);
  await form.getByLabel('Confirm Password', { exact: true }).fill(owner.password);
  await form.getByRole('button', { name: /^(create account|register)$/i }).click();
  // A name that reads as a web address never reaches a mail.
  await expect(form.getByText('First name cannot be a web address', { exact: true })).toBeVisible();

  await form.getByLabel('First Name', { exact: true }).fill('Stranger');
  await form.getByRole('button', { name: /^(create account|register)$/i }).click();
  // The same screen as for a new address: nothing tells a stranger the address is taken.
  await expect(page).toHaveURL((url) => url.pathname === '/verify-otp' && url.searchParams.get('email') === owner.email);
  await expect(page.getByRole('heading', { level: 1, name: 'Verify Your Email' })).toBeVisible();

  const note = await api.mailbox.latest(owner.email, { after: before });
  expect(note.subject).toBe('You already have a Dawa account');
  expect(note.text).toContain(`Hello ${owner.firstName},`);
  expect(note.text).not.toContain('Stranger');
  expect(note.text).toMatch(/\/login$/m);
  expect(note.text).toMatch(/\/forgot-password$/m);
  expect(await api.loginStatus(owner.email, owner.password)).toBe(200);
});

test('/verify-otp without an e-mail sends the visitor to /login', async ({ page }) => {
  await page.goto('/verify-otp');
  await expect(page).toHaveURL((url) => url.pathname === '/login');
});

test.describe('verify by the link in the mail', () => {
  test("the link shows 'Verifying Email...' then 'Email Verified!', and the account can log in", async ({ page, request }, testInfo) => {
    const api = new AccountsApi(request);
    const person = newPerson('verify-link');
    await api.register(person);
    expect(await api.loginStatus(person.email, person.password), 'an unverified account cannot log in yet').toBe(403);
    const link = await api.mailbox.verificationPath(person.email);

    // Hold the verification call until the loading state has been seen.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === '/api/verify-email',
      async (route) => {
        await released;
        await route.continue();
      },
    );
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Verifying Email...' })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: 'Email Verified!' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, 'verify-email success', { soft: true });
    expect(await api.loginStatus(person.email, person.password)).toBe(200);

    await main(page).getByRole('link', { name: 'Go to Login' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/login');
  });

  test("/verify-email without a token says 'Invalid verification link'", async ({ page }) => {
    await page.goto('/verify-email');
    await expect(main(page).getByText('Invalid verification link', { exact: true })).toBeVisible();
  });

  test("a bad token shows 'Verification Failed' with Go to Login and Register Again", async ({ page, pageErrors }, testInfo) => {
    // The server refuses the unknown token: that 400 is the expected answer.
    pageErrors.allowApi(/^\/api\/verify-email\?/);
    await page.goto(`/verify-email?token=${'0'.repeat(43)}`);
    await expect(page.getByRole('heading', { name: 'Verification Failed' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    await expectNoSeriousA11yViolations(page, testInfo, 'verify-email failure', { soft: true });
    await main(page).getByRole('link', { name: 'Register Again' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/register');
  });
});
