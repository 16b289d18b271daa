import { formatInr } from '@dawa/shared/money/format';
import type { Locator, Page } from '@playwright/test';
import { AccountsApi, confirmThrough, makePng, notice } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { CatalogApi } from '../fixtures/catalog-api';
import { expect, test } from '../fixtures/test';
import { openAsNewStaff } from '../fixtures/sessions';
import { escapeRegExp, main } from '../fixtures/ui';

// Journeys: Site Content and Uploaded Documents. An admin adds a promo code, a shopper's cart takes
// it, the admin raises its percent and the cart quotes the new discount at once; an admin deletes a
// customer's profile picture and the customer's profile no longer has one. Axe scans both sections.

function totalOf(page: Page, term: string): Locator {
  return main(page)
    .locator('dl > div')
    .filter({ has: page.locator('dt').filter({ hasText: new RegExp(`^${escapeRegExp(term)}$`) }) })
    .locator('dd');
}

async function applyCode(page: Page, code: string): Promise<void> {
  await page.goto('/cart');
  await main(page).getByLabel('Promo code').fill(code);
  await main(page).getByRole('button', { name: 'Apply' }).click();
}

test.describe('Site Content and Uploaded Documents', () => {
  test('an admin adds a promo code and then edits it; the cart quotes each version at once', async ({ page, request }, testInfo) => {
    const [product] = (await new CatalogApi(request).allInCategory('pain-relief', { stock: 'in' })).filter((p) => !p.requiresPrescription);
    if (!product) throw new Error('no pain reliever in stock');
    const code = `E2E${Date.now().toString(36).toUpperCase()}`.slice(0, 20);

    await openAsNewStaff(page, 'admin');
    await page.goto('/admin/content');
    await expect(main(page).getByRole('heading', { name: 'Site Content', level: 2 })).toBeVisible();
    await expect(main(page).getByRole('table', { name: 'Promo codes' })).toContainText('PAIN20');
    await expectNoSeriousA11yViolations(page, testInfo, 'Site Content');
    await main(page).getByRole('button', { name: 'Add promo code' }).click();
    const form = main(page).getByRole('form', { name: 'Add promo code' });
    await form.getByLabel('Code', { exact: true }).fill(code);
    await form.getByLabel('Title', { exact: true }).fill('Journey offer');
    await form.getByLabel('Description', { exact: true }).fill('Journey offer off everything');
    await form.getByLabel('Percent off', { exact: true }).fill('95');
    await form.getByLabel('Scope in words', { exact: true }).fill('all products');
    await form.getByRole('button', { name: 'Save' }).click();
    // The form refuses what the server would refuse, naming the field.
    await expect(form.getByText('Percent off must be between 1 and 90')).toBeVisible();
    await form.getByLabel('Percent off', { exact: true }).fill('10');
    await expectNoSeriousA11yViolations(page, testInfo, 'Promo code form');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(notice(page, 'Promo code saved')).toBeVisible();

    await page.goto(`/product/${product.id}`);
    await main(page).getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(notice(page, 'Item added to cart')).toBeVisible();
    await applyCode(page, code);
    await expect(totalOf(page, `Discount (${code})`)).toHaveText(`−${formatInr(Math.floor(product.pricePaise * 0.1))}`);
    await main(page).getByRole('button', { name: 'Remove', exact: true }).click();

    await page.goto('/admin/content');
    await main(page)
      .getByRole('button', { name: `Edit ${code}` })
      .click();
    const edit = main(page).getByRole('form', { name: `Edit ${code}` });
    await edit.getByLabel('Percent off', { exact: true }).fill('30');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(notice(page, 'Promo code saved')).toBeVisible();

    await applyCode(page, code);
    await expect(totalOf(page, `Discount (${code})`)).toHaveText(`−${formatInr(Math.floor(product.pricePaise * 0.3))}`);
  });

  test("an admin deletes a customer's profile picture in Uploaded Documents", async ({ page, request }, testInfo) => {
    const accounts = new AccountsApi(request);
    const customer = await accounts.createVerifiedUser('documents');
    const session = await accounts.login(customer);
    await page.goto('/');
    const png = await makePng(page, 320, 320);
    const upload = await request.post('/api/profile/upload', {
      headers: { authorization: `Bearer ${session.accessToken}` },
      multipart: { profilePicture: { name: 'me.png', mimeType: 'image/png', buffer: png } },
    });
    expect(upload.status()).toBe(200);
    expect((await accounts.profile(customer)).profilePicture).toBeTruthy();

    await openAsNewStaff(page, 'admin');
    await page.goto('/admin/documents');
    await expect(main(page).getByRole('heading', { name: 'Uploaded Documents', level: 2 })).toBeVisible();
    await main(page).getByLabel('Category').selectOption('profile_picture');
    const row = main(page).getByRole('row').filter({ hasText: customer.email });
    await expect(row).toHaveCount(1);
    await expect(main(page).getByRole('table', { name: 'Documents' }).getByRole('columnheader')).toHaveText(['Name', 'Category', 'Action']);
    await expectNoSeriousA11yViolations(page, testInfo, 'Uploaded Documents');
    await confirmThrough(page, row.getByRole('button', { name: /^Delete/ }), 'Delete this document?', /^Delete$/);
    await expect(notice(page, 'Document deleted')).toBeVisible();
    await expect(main(page).getByRole('row').filter({ hasText: customer.email })).toHaveCount(0);
    expect((await accounts.profile(customer)).profilePicture).toBeNull();
  });
});
