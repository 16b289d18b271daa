import { expect, test } from '../fixtures/test';
import { isDark, themeToggle } from '../fixtures/ui';

// Journey: the dark/light choice is remembered in browser storage across reloads.

const DARK_CLASS = /(^|\s)dark(\s|$)/;

test.use({ colorScheme: 'light' });

test('dark mode survives a reload, and switching back to light is remembered too', async ({ page }) => {
  await page.goto('/');
  const html = page.locator('html');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(await isDark(page), 'a light-preferring visitor starts in the light theme').toBe(false);

  await themeToggle(page).click();
  await expect(html).toHaveClass(DARK_CLASS);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(html).toHaveClass(DARK_CLASS);

  await themeToggle(page).click();
  await expect(html).not.toHaveClass(DARK_CLASS);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(html).not.toHaveClass(DARK_CLASS);
});

test('the theme follows the visitor to other pages', async ({ page }) => {
  await page.goto('/categories');
  await themeToggle(page).click();
  await expect(page.locator('html')).toHaveClass(DARK_CLASS);
  await page.goto('/cold-flu');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(DARK_CLASS);
});
