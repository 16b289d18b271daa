import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { startAsNewStaff } from '../fixtures/sessions';
import { main } from '../fixtures/ui';

// Journey: the staff dashboard on a 390×844 phone (issue 21 item 16). The section menu is one select,
// and no section makes the page wider than the screen: wide tables scroll inside their own box.

test.use({ viewport: { width: 390, height: 844 } });

/** The elements wider than the screen, for a failure message that says where to look. */
async function pageWidth(page: Page): Promise<{ width: number; widest: string[] }> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  const widest = await main(page)
    .locator('*')
    .evaluateAll(
      (elements, screen) =>
        elements
          .map((el) => ({ el, right: Math.round(el.getBoundingClientRect().right) }))
          .filter(({ right }) => right > screen + 1)
          .slice(0, 5)
          .map(({ el, right }) => `${el.tagName.toLowerCase()}.${String(el.className)} (${right} px)`),
      390,
    );
  return { width, widest };
}

test('an admin moves through every dashboard section on a phone without a page-wide scroll', async ({ page }) => {
  // The phone's header keeps the greeting in its menu: the dashboard itself shows the session worked.
  await startAsNewStaff(page.context(), page.request, 'admin', 'admin on a phone');
  await page.goto('/admin');
  const menu = main(page).getByRole('combobox', { name: 'Section' });
  await expect(menu).toBeVisible();
  await expect(main(page).getByRole('navigation', { name: 'Admin dashboard' })).toBeHidden();

  const sections = await menu
    .locator('option')
    .evaluateAll((options) => options.map((o) => ({ value: (o as HTMLOptionElement).value, label: o.textContent ?? '' })));
  expect(sections.map((s) => s.label)).toContain('Orders/Prescriptions');
  for (const { value, label } of sections) {
    await menu.selectOption(value);
    await expect(page).toHaveURL(new RegExp(`/admin/${value}$`));
    await expect(main(page).getByRole('heading', { level: 2 }).first()).toBeVisible();
    // Lists arrive after the heading: wait until nothing says Loading.
    await expect(
      main(page)
        .getByRole('status')
        .filter({ hasText: /^Loading/ }),
    ).toHaveCount(0);
    const { width, widest } = await pageWidth(page);
    expect(width, `${label} is ${width} px wide: ${widest.join('; ')}`).toBeLessThanOrEqual(390);
  }

  // The widest tables with their rows in (the demo's orders and catalogue), and an order opened.
  for (const [value, table] of [
    ['products', 'Products'],
    ['orders', 'Orders'],
  ] as const) {
    await menu.selectOption(value);
    await expect(main(page).getByRole('table', { name: table }).getByRole('row').nth(1)).toBeVisible();
    const { width, widest } = await pageWidth(page);
    expect(width, `${table} with rows is ${width} px wide: ${widest.join('; ')}`).toBeLessThanOrEqual(390);
  }
  await main(page)
    .getByRole('button', { name: /^Open order / })
    .first()
    .click();
  await expect(main(page).getByRole('heading', { level: 3, name: /^Order #/ })).toBeVisible();
  const opened = await pageWidth(page);
  expect(opened.width, `an open order is ${opened.width} px wide: ${opened.widest.join('; ')}`).toBeLessThanOrEqual(390);
});
