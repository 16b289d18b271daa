import { AccountsApi, headerGreeting, headerLogin, notice, settingToggle, submitLogin } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { CatalogApi } from '../fixtures/catalog-api';
import { expect, test } from '../fixtures/test';
import { main } from '../fixtures/ui';

// Journey (issue 11, the account side in Hindi): a signed-in customer switches to हिन्दी in the
// header and finds My Account, its Settings and the wishlist in Hindi (tab titles too); a saved
// setting is confirmed in Hindi and kept on the server. Logged out, the visitor asks for a password
// reset and is answered in Hindi.

test.use({ colorScheme: 'light' });

test('a customer keeps their account in Hindi: profile, settings, wishlist and a password reset', async ({ page, request }, testInfo) => {
  const accounts = new AccountsApi(request);
  const person = await accounts.createVerifiedUser('hindi account');
  const { items } = await new CatalogApi(request).products({ stock: 'in', pageSize: 20 });
  const product = items.find((p) => !p.requiresPrescription);
  if (!product) throw new Error('no over-the-counter product in stock in the seed');

  await page.goto('/login');
  await submitLogin(page, person.email, person.password);
  await expect(headerGreeting(page, person.firstName)).toBeVisible();
  await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');

  // My Account: the menu, My Profile and Personal Information.
  await page.goto('/profile?tab=profile');
  const account = main(page);
  await expect(account.getByRole('heading', { level: 1, name: 'मेरा खाता' })).toBeVisible();
  await expect(page).toHaveTitle('मेरा खाता | Dawa');
  await expect(account.getByRole('heading', { name: 'मेरी प्रोफ़ाइल' })).toBeVisible();
  await expect(account.getByRole('heading', { name: 'निजी जानकारी' })).toBeVisible();
  await expect(account.getByText('सुरक्षा कारणों से ईमेल बदला नहीं जा सकता')).toBeVisible();
  await expect(account.getByRole('button', { name: 'बदलें शहर', exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'profile in Hindi');

  // Settings: every group in Hindi; a change is saved with a Hindi confirmation.
  await account.getByRole('navigation', { name: 'मेरा खाता' }).getByRole('link', { name: 'सेटिंग्स', exact: true }).click();
  await expect(account.getByRole('heading', { name: 'सेटिंग्स', exact: true })).toBeVisible();
  await expect(account.getByRole('heading', { name: 'सूचनाएँ' })).toBeVisible();
  await expect(account.getByRole('heading', { name: 'सुरक्षा और प्राइवेसी' })).toBeVisible();
  const promotions = settingToggle(account, 'प्रमोशनल ईमेल');
  await expect(promotions).toBeEnabled();
  await expect(promotions).toHaveAttribute('aria-checked', 'false');
  await promotions.click();
  await account.getByRole('button', { name: 'बदलाव सेव करें' }).click();
  await expect(notice(page, 'सेटिंग्स सेव हो गईं!')).toBeVisible();
  await expect.poll(async () => (await accounts.settings(person)).promotionalEmails).toBe(true);
  await expect(account.getByRole('combobox', { name: 'भाषा', exact: true })).toHaveValue('hi');
  await expectNoSeriousA11yViolations(page, testInfo, 'settings in Hindi');

  // The wishlist: empty, then one product saved from its page.
  await page.goto('/wishlist');
  await expect(main(page).getByRole('heading', { level: 1, name: 'आपकी विशलिस्ट खाली है' })).toBeVisible();
  await expect(page).toHaveTitle('मेरी विशलिस्ट | Dawa');
  await page.goto(`/product/${product.id}`);
  await expect(main(page).getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await main(page).getByRole('button', { name: 'विशलिस्ट में जोड़ें', exact: true }).click();
  await expect(notice(page, 'विशलिस्ट में जोड़ा गया')).toBeVisible();
  await page.goto('/wishlist');
  await expect(main(page).getByRole('heading', { level: 1, name: 'मेरी विशलिस्ट' })).toBeVisible();
  await expect(main(page).getByText('1 सेव किया प्रोडक्ट', { exact: true })).toBeVisible();
  await expect(main(page).getByRole('button', { name: `${product.name} हटाएँ`, exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'wishlist in Hindi');

  // Logged out, the visitor keeps Hindi and asks for a password reset.
  await page.goto('/profile?tab=profile');
  await main(page).getByRole('button', { name: 'लॉगआउट' }).click();
  await expect(headerLogin(page).or(page.getByRole('banner').getByRole('link', { name: 'लॉगिन' }))).toBeVisible();
  await page.goto('/forgot-password');
  const forgot = main(page);
  await expect(forgot.getByRole('heading', { level: 1, name: 'पासवर्ड भूल गए' })).toBeVisible();
  await expect(page).toHaveTitle('पासवर्ड भूल गए | Dawa');
  await expectNoSeriousA11yViolations(page, testInfo, 'forgot password in Hindi');
  await forgot.getByLabel('ईमेल', { exact: true }).fill(person.email);
  await forgot.getByRole('button', { name: 'रीसेट कोड भेजें' }).click();
  await expect(forgot.getByText('अगर इस ईमेल से कोई खाता है, तो हमने कोड भेज दिया है।')).toBeVisible();
  // The code screen follows, in Hindi too.
  await expect(forgot.getByRole('heading', { level: 1, name: 'पासवर्ड रीसेट करें' })).toBeVisible();
  await expect(forgot.getByRole('button', { name: /सेकंड में OTP दोबारा भेजें$/ })).toBeDisabled();
});
