import { AccountsApi, logIn } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';
import { main, setTheme } from '../fixtures/ui';

// An axe scan (WCAG 2 A and AA) of the account pages in the light and the dark theme: no serious or
// critical violation. (The dialogs, the verify-email states, the new-password page with its errors
// and the site lock screen are scanned in their own journeys, where they are reached.)

test.use({ colorScheme: 'light' });

const VISITOR_PAGES = [
  { url: '/register', heading: /.+/ },
  { url: '/login', heading: /.+/ },
  { url: '/verify-otp?email=x@y.z', heading: 'Verify Your Email' },
  { url: '/verify-otp?email=x@y.z&type=password-reset', heading: 'Reset Password' },
  { url: '/forgot-password', heading: /.+/ },
] as const;

for (const { url, heading } of VISITOR_PAGES) {
  test(`${url}: no serious or critical axe violation in the light and the dark theme`, async ({ page }, testInfo) => {
    await page.goto(url);
    const h1 = page.getByRole('heading', { level: 1, name: heading });
    await expect(h1).toBeVisible();
    for (const theme of ['light', 'dark'] as const) {
      await setTheme(page, theme);
      await expect(h1).toBeVisible();
      await expectNoSeriousA11yViolations(page, testInfo, `${url} (${theme})`, { soft: true });
    }
  });
}

const SECTIONS = ['Profile', 'Orders', 'Tracking', 'Recommendations', 'Health Reports', 'Settings'];

for (const theme of ['light', 'dark'] as const) {
  test(`/profile, every section, logged in: no serious or critical axe violation in the ${theme} theme`, async ({
    page,
    request,
  }, testInfo) => {
    // Six scans of a full page.
    test.slow();
    const person = await new AccountsApi(request).createVerifiedUser(`axe-profile-${theme}`);
    await logIn(page, person);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
    const menu = main(page).getByRole('navigation', { name: /account/i });
    await expect(menu.getByRole('link')).toHaveText(SECTIONS);
    await setTheme(page, theme);

    for (const section of SECTIONS) {
      await test.step(section, async () => {
        await menu.getByRole('link', { name: section, exact: true }).click();
        await expect(main(page).getByRole('heading', { name: section === 'Profile' ? 'My Profile' : section, exact: true })).toBeVisible();
        // Scan the loaded section, not its loading state.
        await expect(
          main(page)
            .getByRole('status')
            .filter({ hasText: /loading/i }),
        ).toHaveCount(0);
        await expectNoSeriousA11yViolations(page, testInfo, `/profile ${section} (${theme})`, { soft: true });
      });
    }
  });
}
