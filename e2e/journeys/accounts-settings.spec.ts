import fs from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { DataExportSchema } from '@dawa/shared/account/data-export';
import { DEFAULT_SETTINGS } from '@dawa/shared/account/settings';
import {
  AccountsApi,
  headerGreeting,
  headerLogin,
  logIn,
  logOut,
  NEW_PASSWORD,
  notice,
  openUserMenu,
  settingToggle,
  submitLogin,
  type Person,
} from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';
import { isDark, main } from '../fixtures/ui';

// Journey: the Settings section of /profile. The 14 settings with their defaults, saved with Save
// Changes; dark mode applied at once and kept with the account; Change Password; Delete Account;
// Download my data.

test.use({ colorScheme: 'light' });

const DARK_CLASS = /(^|\s)dark(\s|$)/;

const SWITCHES = {
  emailNotifications: 'Email Notifications',
  orderUpdates: 'Order Updates',
  promotionalEmails: 'Promotional Emails',
  appointmentReminders: 'Appointment Reminders',
  darkMode: 'Dark Mode',
  twoFactorAuth: 'Two-Factor Authentication',
  loginAlerts: 'Login Alerts',
} as const;
const SELECTS = { language: 'Language', timezone: 'Timezone' } as const;

function select(scope: Locator, label: string): Locator {
  return scope.getByRole('combobox', { name: label, exact: true });
}

/** Opens Settings from the account menu on /profile and waits until the saved settings are in the form. */
async function openSettings(page: Page): Promise<Locator> {
  await page.goto('/profile');
  await main(page)
    .getByRole('navigation', { name: /account/i })
    .getByRole('link', { name: 'Settings', exact: true })
    .click();
  const scope = main(page);
  await expect(scope.getByRole('heading', { name: 'Settings', exact: true })).toBeVisible();
  // Until they load the controls cannot be changed (defaults must not overwrite saved settings).
  await expect(settingToggle(scope, SWITCHES.emailNotifications)).toBeEnabled();
  await expect(scope.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  return scope;
}

async function loggedInUser(page: Page, api: AccountsApi, label: string): Promise<Person> {
  const person = await api.createVerifiedUser(label);
  await logIn(page, person);
  return person;
}

test('defaults, change toggles and selects, Save Changes, and they persist; the section is remembered', async ({ page, request }) => {
  const api = new AccountsApi(request);
  const person = await loggedInUser(page, api, 'settings');
  const settings = await openSettings(page);

  for (const heading of ['Notifications', 'Appearance & Language', 'Security & Privacy', 'Payment & Billing']) {
    await expect(settings.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }

  await test.step('the spec defaults', async () => {
    for (const [key, label] of Object.entries(SWITCHES)) {
      const on = DEFAULT_SETTINGS[key as keyof typeof SWITCHES];
      await (on ? expect(settingToggle(settings, label)) : expect(settingToggle(settings, label)).not).toBeChecked();
    }
    for (const [key, label] of Object.entries(SELECTS))
      await expect(select(settings, label)).toHaveValue(DEFAULT_SETTINGS[key as keyof typeof SELECTS]);
  });

  await test.step('change a few and save', async () => {
    await settingToggle(settings, SWITCHES.orderUpdates).click();
    await settingToggle(settings, SWITCHES.promotionalEmails).click();
    await settingToggle(settings, SWITCHES.loginAlerts).click();
    await select(settings, SELECTS.language).selectOption('hi');
    await select(settings, SELECTS.timezone).selectOption('GMT');
    await settings.getByRole('button', { name: 'Save Changes' }).click();
    await expect(notice(page, 'Settings saved successfully!')).toBeVisible();
  });

  const expected = {
    orderUpdates: false,
    promotionalEmails: true,
    loginAlerts: false,
    language: 'hi',
    timezone: 'GMT',
  };
  await test.step('after a reload they are still set (and the saved language, Hindi, names them)', async () => {
    await page.reload();
    const reloaded = main(page);
    await expect(settingToggle(reloaded, 'ईमेल सूचनाएँ')).toBeEnabled();
    await expect(settingToggle(reloaded, 'ऑर्डर अपडेट')).not.toBeChecked();
    await expect(settingToggle(reloaded, 'प्रमोशनल ईमेल')).toBeChecked();
    await expect(settingToggle(reloaded, 'लॉगिन अलर्ट')).not.toBeChecked();
    await expect(settingToggle(reloaded, 'ईमेल सूचनाएँ')).toBeChecked();
    await expect(select(reloaded, 'भाषा')).toHaveValue('hi');
    await expect(select(reloaded, 'टाइमज़ोन')).toHaveValue('GMT');
  });
  expect(await api.settings(person)).toEqual({ ...DEFAULT_SETTINGS, ...expected });

  await test.step("the saved language is the site's: Hindi until switched back in the header", async () => {
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await page.getByRole('banner').getByRole('combobox', { name: 'भाषा' }).selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  });

  await test.step('the selected section is remembered between visits', async () => {
    await page.getByRole('banner').getByRole('link', { name: /home/i }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    const { myAccount } = await openUserMenu(page, person);
    await myAccount.click();
    await expect(page).toHaveURL((url) => url.pathname === '/profile');
    await expect(main(page).getByRole('heading', { name: 'Settings', exact: true })).toBeVisible();
  });

  await test.step('Billing History leads to the orders section', async () => {
    await main(page)
      .getByRole('link', { name: /billing history/i })
      .click();
    await expect(main(page).getByRole('heading', { name: 'Orders', exact: true })).toBeVisible();
  });
});

test('dark mode applies at once and is kept with the account: a fresh browser logged in as the same user starts dark', async ({
  page,
  request,
  browser,
  pageErrors,
}, testInfo) => {
  const api = new AccountsApi(request);
  const person = await loggedInUser(page, api, 'dark-mode');
  const settings = await openSettings(page);
  expect(await isDark(page)).toBe(false);

  const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/settings' && r.request().method() === 'PUT');
  await settingToggle(settings, SWITCHES.darkMode).click();
  // At once, before any Save Changes.
  await expect(page.locator('html')).toHaveClass(DARK_CLASS);
  await expect(settingToggle(settings, SWITCHES.darkMode)).toBeChecked();
  expect((await saved).status()).toBe(200);
  expect((await api.settings(person)).darkMode).toBe(true);

  const other = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    colorScheme: 'light',
    viewport: { width: 1280, height: 900 },
  });
  pageErrors.watch(other);
  try {
    const second = await other.newPage();
    await second.goto('/');
    expect(await isDark(second), 'a visitor who prefers light starts light').toBe(false);
    await logIn(second, person);
    await expect(second.locator('html')).toHaveClass(DARK_CLASS);
    await second.reload();
    await expect(headerGreeting(second, person.firstName)).toBeVisible();
    await expect(second.locator('html')).toHaveClass(DARK_CLASS);
  } finally {
    await other.close();
  }
});

test('Change Password: mismatch and short passwords are explained; after a change the new password logs in', async ({
  page,
  request,
  pageErrors,
}, testInfo) => {
  // Logging in with the old password after the change is refused (401): expected.
  pageErrors.allowApi(/^\/api\/login$/);
  const api = new AccountsApi(request);
  const person = await loggedInUser(page, api, 'change-password');
  const settings = await openSettings(page);

  await settings.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'change password dialog', { soft: true });
  const current = dialog.getByLabel('Current Password', { exact: true });
  const next = dialog.getByLabel('New Password', { exact: true });
  const confirm = dialog.getByLabel('Confirm New Password', { exact: true });
  const submit = dialog.getByRole('button', { name: 'Change Password' });

  await current.fill(person.password);
  await next.fill('Ab1@');
  await confirm.fill('Ab1@');
  await submit.click();
  await expect(dialog.getByText('New password must be at least 8 characters long', { exact: true })).toBeVisible();

  await next.fill(NEW_PASSWORD);
  await confirm.fill(`${NEW_PASSWORD}x`);
  await submit.click();
  await expect(dialog.getByText('New passwords do not match', { exact: true })).toBeVisible();

  await confirm.fill(NEW_PASSWORD);
  await submit.click();
  await expect(notice(page, 'Password changed successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();

  await logOut(page, person);
  await test.step('the old password no longer works', async () => {
    await submitLogin(page, person.email, person.password);
    await expect(main(page).getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await expect(headerLogin(page)).toBeVisible();
  });
  await submitLogin(page, person.email, NEW_PASSWORD);
  await expect(headerGreeting(page, person.firstName)).toBeVisible();
});

test("Delete Account: disabled until 'DELETE MY ACCOUNT' is typed; then the account is gone and cannot log in", async ({
  page,
  request,
  pageErrors,
}, testInfo) => {
  pageErrors.allowApi(/^\/api\/login$/);
  const api = new AccountsApi(request);
  const person = await loggedInUser(page, api, 'delete-account');
  const settings = await openSettings(page);

  await settings.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Account' });
  await expect(dialog).toBeVisible();
  const phrase = dialog.getByRole('textbox', { name: /DELETE MY ACCOUNT/ });
  const submit = dialog.getByRole('button', { name: /delete/i });
  await expect(submit).toBeDisabled();

  await phrase.fill('delete my account');
  await expect(submit).toBeDisabled();
  await phrase.fill('DELETE MY ACCOUNT ');
  await expect(submit).toBeDisabled();
  await phrase.fill('DELETE MY ACCOUNT');
  await expect(submit).toBeEnabled();
  await dialog.getByLabel('Password', { exact: true }).fill(person.password);
  await expectNoSeriousA11yViolations(page, testInfo, 'delete account dialog', { soft: true });
  await submit.click();
  await expect(notice(page, 'Account deleted successfully!')).toBeVisible();
  await expect(headerLogin(page)).toBeVisible();
  await expect(headerGreeting(page, person.firstName)).toHaveCount(0);

  await page.goto('/login');
  await submitLogin(page, person.email, person.password);
  await expect(main(page).getByRole('alert')).toBeVisible();
  await expect(headerLogin(page)).toBeVisible();
  expect(await api.loginStatus(person.email, person.password)).toBe(401);
});

test("'Download my data' saves my-data.json with the profile's e-mail", async ({ page, request }) => {
  const person = await loggedInUser(page, new AccountsApi(request), 'download-data');
  const settings = await openSettings(page);

  const download = page.waitForEvent('download');
  await settings.getByRole('button', { name: /download my data/i }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('my-data.json');
  const path = await file.path();
  const data = DataExportSchema.parse(JSON.parse(await fs.readFile(path, 'utf8')));
  expect(data.profile.email).toBe(person.email);
  expect(data.profile.firstName).toBe(person.firstName);
  expect(data.settings).toEqual(DEFAULT_SETTINGS);
  await expect(notice(page, 'Data download started!')).toBeVisible();
});
