import type { Locator, Page } from '@playwright/test';
import { AccountsApi, confirmThrough, notice } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';
import { openAsNewStaff, openSignedIn } from '../fixtures/sessions';
import { main } from '../fixtures/ui';

// Journey: the staff dashboard at /admin. An admin promotes and demotes a customer, edits and deletes
// an account in User Management and reads it all back in the Audit Log; a customer and a visitor are
// refused. Axe scans every dashboard page visited, in light and dark mode.

function dashboardMenu(page: Page): Locator {
  return main(page).getByRole('navigation', { name: 'Admin dashboard' });
}

/** Searches User Management for an address and answers that account's row. */
async function findUserRow(page: Page, email: string): Promise<Locator> {
  const scope = main(page);
  await scope.getByRole('searchbox', { name: 'Search users by name or email' }).fill(email);
  await scope.getByRole('button', { name: 'Search' }).click();
  const row = scope.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  return row;
}

test.describe('the admin dashboard', () => {
  test('an admin promotes a customer to admin and demotes them again, and the audit log shows both', async ({
    page,
    request,
  }, testInfo) => {
    const customer = await new AccountsApi(request).createVerifiedUser('promote me');
    const admin = await openAsNewStaff(page, 'admin');
    // Staff find the dashboard in My Account.
    await page.goto('/profile');
    await main(page).getByRole('link', { name: 'Admin Dashboard' }).click();

    // /admin opens the first section of the menu (User Management until Product Management lands).
    const menu = dashboardMenu(page);
    const first = menu.getByRole('link').first();
    await expect(first).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveURL(new RegExp(`${await first.getAttribute('href')}$`));
    await expect(menu.getByRole('link').last()).toHaveText('Audit Log');
    await menu.getByRole('link', { name: 'User Management' }).click();
    await expect(menu.getByRole('link', { name: 'User Management' })).toHaveAttribute('aria-current', 'page');
    const table = main(page).getByRole('table', { name: 'Users' });
    await expect(table.getByRole('columnheader')).toHaveText(['Name', 'Email', 'Role', 'Actions']);
    await expectNoSeriousA11yViolations(page, testInfo, 'User Management');

    let row = await findUserRow(page, customer.email);
    await expect(row.getByRole('cell').nth(2)).toHaveText('User');
    await row.getByRole('button', { name: 'Promote to Admin' }).click();
    await expect(notice(page, 'User role updated successfully')).toBeVisible();
    row = main(page).getByRole('row').filter({ hasText: customer.email });
    await expect(row.getByRole('cell').nth(2)).toHaveText('Admin');

    await row.getByRole('button', { name: 'Demote to User' }).click();
    await expect(row.getByRole('cell').nth(2)).toHaveText('User');
    await expect(row.getByRole('button', { name: 'Promote to Admin' })).toBeVisible();

    // The admin's own row offers no promotion, demotion or deletion (the server refuses them too).
    const own = await findUserRow(page, admin.email);
    await expect(own.getByRole('button', { name: 'Demote to User' })).toHaveCount(0);
    await expect(own.getByRole('button', { name: /^Delete/ })).toHaveCount(0);

    // Keyboard: the menu's links are reachable and open their section.
    await menu.getByRole('link', { name: 'Audit Log' }).focus();
    await page.keyboard.press('Enter');
    await expect(main(page).getByRole('heading', { name: 'Audit Log', level: 2 })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Audit Log' })).toHaveAttribute('aria-current', 'page');
    await main(page).getByLabel('Action').selectOption('role_change');
    await main(page).getByRole('button', { name: 'Apply Filters' }).click();
    // Other journeys change roles at the same time: read this admin's own records, the promotion and the demotion.
    const records = main(page)
      .getByRole('table', { name: 'Audit records' })
      .getByRole('row')
      .filter({ hasText: 'Role change' })
      .filter({ hasText: admin.email });
    await expect(records).toHaveCount(2);
    await expect(records.filter({ hasText: '"role": "admin"' })).toHaveCount(2);
    await expectNoSeriousA11yViolations(page, testInfo, 'Audit Log');
  });

  test('an admin edits an account in place, and deletes it after confirming', async ({ page, request }, testInfo) => {
    const customer = await new AccountsApi(request).createVerifiedUser('edit me');
    await openAsNewStaff(page, 'admin');
    await page.goto('/admin/users');

    let row = await findUserRow(page, customer.email);
    await row.getByRole('button', { name: /^Edit / }).click();
    row = main(page)
      .getByRole('row')
      .filter({ has: page.getByRole('textbox', { name: 'Email' }) });
    await expect(row.getByRole('combobox', { name: 'Role' }).getByRole('option')).toHaveText(['User', 'Doctor', 'Pharmacist', 'Admin']);
    // Cancel leaves it as it was.
    await row.getByRole('textbox', { name: 'First name' }).fill('Changed');
    await row.getByRole('button', { name: 'Cancel' }).click();
    row = main(page).getByRole('row').filter({ hasText: customer.email });
    await expect(row).toContainText(customer.firstName);

    await row.getByRole('button', { name: /^Edit / }).click();
    row = main(page)
      .getByRole('row')
      .filter({ has: page.getByRole('textbox', { name: 'Email' }) });
    await row.getByRole('textbox', { name: 'First name' }).fill('Renamed');
    await row.getByRole('combobox', { name: 'Role' }).selectOption('pharmacist');
    await expectNoSeriousA11yViolations(page, testInfo, 'User Management, editing a row');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(notice(page, 'User updated successfully')).toBeVisible();
    row = main(page).getByRole('row').filter({ hasText: customer.email });
    await expect(row.getByRole('cell')).toHaveText([`Renamed ${customer.lastName}`, customer.email, 'Pharmacist', /Edit/]);

    await confirmThrough(page, row.getByRole('button', { name: /^Delete / }), 'Delete this user?', /^Delete$/);
    await expect(notice(page, 'User deleted successfully')).toBeVisible();
    await expect(main(page).getByText('No users found.')).toBeVisible();
    expect(await new AccountsApi(request).loginStatus(customer.email, customer.password)).toBe(401);
  });

  test('the dashboard in dark mode passes axe', async ({ page }, testInfo) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await openAsNewStaff(page, 'admin');
    await page.goto('/admin/audit-log');
    await expect(main(page).getByRole('heading', { name: 'Audit Log', level: 2 })).toBeVisible();
    await expect(
      main(page).getByRole('table', { name: 'Audit records' }).or(main(page).getByText('No audit records found.')),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, 'Audit Log (dark)');
  });
});

test.describe('who may not enter', () => {
  test("a customer is refused /admin: 'Access denied. Admins only.', and the API answers 403", async ({
    page,
    request,
    pageErrors,
  }, testInfo) => {
    const accounts = new AccountsApi(request);
    const customer = await accounts.createVerifiedUser('not staff');
    await openSignedIn(page, customer);
    await page.goto('/admin/users');
    await expect(main(page).getByRole('heading', { name: 'Access denied. Admins only.' })).toBeVisible();
    await expect(dashboardMenu(page)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, testInfo, '/admin refused');

    pageErrors.allowApi(/^\/api\/admin\//);
    const { accessToken } = await accounts.login(customer);
    const answer = await request.get('/api/admin/users', { headers: { Authorization: `Bearer ${accessToken}` } });
    expect(answer.status()).toBe(403);
    expect(((await answer.json()) as { message: string }).message).toBe('Access denied. Admins only.');
  });

  test('a visitor is refused /admin and offered the login', async ({ page }) => {
    await page.goto('/admin');
    await expect(main(page).getByRole('heading', { name: 'Access denied. Admins only.' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Log in' })).toBeVisible();
  });
});
