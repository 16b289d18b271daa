import { AccountsApi, headerGreeting, logIn, logOut, notice, settingToggle, submitLogin } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';
import { authenticatorCode, passTwoFactorStep } from '../fixtures/two-factor';
import { main } from '../fixtures/ui';

// Journey: two-factor sign-in. A person turns on Two-Factor Authentication in Settings, scans (here:
// reads) the manual key into an authenticator, confirms with its code, saves the recovery codes, logs
// out, and logs in again with password and code.

test('enrol an authenticator in Settings, log out, and log in with a code', async ({ page, request }, testInfo) => {
  const api = new AccountsApi(request);
  const person = await api.createVerifiedUser('two-factor');
  await logIn(page, person);

  await page.goto('/profile?tab=settings');
  const settings = main(page);
  const toggle = settingToggle(settings, 'Two-Factor Authentication');
  await expect(toggle).toBeEnabled();
  await expect(toggle).not.toBeChecked();

  let key = '';
  await test.step('turn it on: QR code and manual key, confirmed with a current code', async () => {
    await toggle.click();
    const dialog = page.getByRole('dialog', { name: 'Set up two-factor authentication' });
    await expect(dialog.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    key = ((await dialog.getByTestId('two-factor-manual-key').textContent()) ?? '').replace(/\s+/g, '');
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    await expectNoSeriousA11yViolations(page, testInfo, 'two-factor setup');
    await dialog.getByLabel('Code from the app').fill(authenticatorCode(key));
    await dialog.getByRole('button', { name: 'Turn on' }).click();
  });

  await test.step('the recovery codes are shown once', async () => {
    const codes = page.getByRole('dialog', { name: 'Save your recovery codes' });
    await expect(codes.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
    await expect(notice(page, 'Two-factor authentication is on.')).toBeVisible();
    const download = page.waitForEvent('download');
    await codes.getByRole('button', { name: 'Download' }).click();
    expect((await download).suggestedFilename()).toBe('dawa-recovery-codes.txt');
    await codes.getByRole('button', { name: 'Done' }).click();
    await expect(codes).toBeHidden();
    await expect(toggle).toBeChecked();
    await page.reload();
    await expect(settingToggle(main(page), 'Two-Factor Authentication')).toBeChecked();
  });

  await test.step('log out and log in again: the password, then the code', async () => {
    await logOut(page, person);
    await submitLogin(page, person.email, person.password);
    const step = main(page);
    await expect(step.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
    await expect(step.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, 'two-factor login step');
    // The code of the step after the one used to confirm (each code works once).
    await passTwoFactorStep(page, key, 1);
    await expect(headerGreeting(page, person.firstName)).toBeVisible();
  });
});
