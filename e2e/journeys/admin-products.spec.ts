import { AnalyticsReportSchema } from '@dawa/shared/admin/analytics';
import { formatInr } from '@dawa/shared/money/format';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { confirmThrough, notice } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';
import { openAsNewStaff } from '../fixtures/sessions';
import { escapeRegExp, main } from '../fixtures/ui';

// Journeys: Product Management and Analytics & Reports. An admin adds a product, edits it and the
// storefront's product page shows the change; deletes it and the storefront answers 'Product not
// found.' and search no longer lists it. A CSV import with one bad row names the row and writes
// nothing; the corrected file imports every row. The analytics figures on screen are the API's.

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

const addForm = (page: Page): Locator => main(page).getByRole('form', { name: 'Add product' });

/** The storefront's search as a shopper's browser asks it: the ids found for a text. */
async function storefrontIds(request: APIRequestContext, q: string): Promise<number[]> {
  const res = await request.get(`/api/products/search?q=${encodeURIComponent(q)}&pageSize=60`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { items: { id: number }[] }).items.map((p) => p.id);
}

async function findRow(page: Page, name: string): Promise<Locator> {
  await main(page).getByRole('searchbox', { name: 'Search products' }).fill(name);
  const row = main(page).getByRole('table', { name: 'Products' }).getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  return row;
}

test.describe('Product Management', () => {
  test('an admin adds, edits and deletes a product, and the storefront follows each step', { tag: '@server' }, async ({ page, request, pageErrors }, testInfo) => {
    const name = unique('Journeyol');
    await openAsNewStaff(page, 'admin');
    await page.goto('/admin/products');
    await expect(main(page).getByRole('table', { name: 'Products' }).getByRole('columnheader')).toHaveText([
      'Name',
      'Category',
      'Price',
      'Brand',
      'Active',
      'Actions',
    ]);
    await expectNoSeriousA11yViolations(page, testInfo, 'Product Management');

    // Add: the spec's required fields and a brand.
    await addForm(page).getByRole('textbox', { name: 'Name' }).fill(name);
    await addForm(page).getByRole('combobox', { name: 'Category' }).selectOption('pain-relief');
    await addForm(page).getByRole('textbox', { name: 'Price (₹)' }).fill('42.50');
    await addForm(page).getByRole('textbox', { name: 'Brand' }).fill('Journeyco');
    await addForm(page).getByRole('button', { name: 'Add Product' }).click();
    await expect(notice(page, 'Product added successfully')).toBeVisible();
    const [id] = await storefrontIds(request, name);
    expect(id, 'the new product is in the storefront search at once').toBeDefined();
    await page.goto(`/product/${id}`);
    await expect(main(page).getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(main(page)).toContainText(formatInr(4_250));

    // Edit in place: a new name and price, seen on the product page at once.
    const renamed = unique('Renamedol');
    await page.goto('/admin/products');
    let row = await findRow(page, name);
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const editing = main(page).getByRole('row').filter({ has: page.getByRole('textbox', { name: `${name}: Name` }) });
    await editing.getByRole('textbox', { name: `${name}: Name` }).fill(renamed);
    await editing.getByRole('textbox', { name: `${name}: Price (₹)` }).fill('38');
    await expectNoSeriousA11yViolations(page, testInfo, 'Product Management, editing a row');
    await editing.getByRole('button', { name: 'Save' }).click();
    await expect(notice(page, 'Product updated successfully')).toBeVisible();
    await page.goto(`/product/${id}`);
    await expect(main(page).getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    await expect(main(page)).toContainText(formatInr(3_800));

    // Delete after the spec's question: gone from the product page and from search.
    await page.goto('/admin/products');
    row = await findRow(page, renamed);
    await confirmThrough(page, row.getByRole('button', { name: `Delete ${renamed}` }), 'Are you sure you want to delete this product?', /^Delete$/);
    await expect(main(page).getByRole('table', { name: 'Products' }).getByRole('row').filter({ hasText: renamed })).toHaveCount(0);
    pageErrors.allowApi(new RegExp(`^/api/products/${id}`));
    await page.goto(`/product/${id}`);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Product not found.' })).toBeVisible();
    expect(await storefrontIds(request, renamed)).not.toContain(id);
  });

  test('a CSV import with one bad row names it and imports nothing; the corrected file imports every row', async ({ page, request, pageErrors }, testInfo) => {
    const names = [unique('Csvgood'), unique('Csvbad'), unique('Csvalso')];
    const file = (badPrice: string) => ({
      name: 'products.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(['name,category,price,brand', `${names[0]},pain-relief,12.50,Csvco`, `${names[1]},pain-relief,${badPrice},Csvco`, `${names[2]},antacids,30,Csvco`].join('\n')),
    });
    await openAsNewStaff(page, 'admin');
    await page.goto('/admin/products');
    const panel = main(page).getByRole('region', { name: 'CSV export and import' });

    pageErrors.allowApi(/^\/api\/admin\/products\/import/);
    await panel.getByLabel('Import CSV').setInputFiles(file('ten'));
    const alert = panel.getByRole('alert');
    await expect(alert).toContainText('1 row has errors; nothing was imported.');
    await expect(alert.getByRole('table', { name: 'Rows with errors' }).getByRole('row').nth(1).getByRole('cell')).toHaveText([
      '3',
      'price',
      'Price must be a number of rupees such as 120.50.',
    ]);
    await expectNoSeriousA11yViolations(page, testInfo, 'CSV import with a bad row');
    for (const n of names) expect(await storefrontIds(request, n), `${n} is not imported`).toEqual([]);

    await panel.getByLabel('Import CSV').setInputFiles(file('20'));
    await expect(panel).toContainText('Imported: 3 added, 0 updated.');
    for (const n of names) expect(await storefrontIds(request, n), `${n} is in the shop`).toHaveLength(1);
  });
});

test.describe('Analytics & Reports', () => {
  test('shows the figures the API computed, for the chosen range, with a table beside each chart', async ({ page }, testInfo) => {
    await openAsNewStaff(page, 'admin');
    const answer = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/admin/analytics' && res.ok());
    await page.goto('/admin/analytics');
    const report = AnalyticsReportSchema.parse(await (await answer).json());
    expect(report.summary.orders, 'the demo seed has orders in the last 30 days').toBeGreaterThan(0);

    const figure = (term: string) =>
      main(page)
        .locator('dl > div')
        .filter({ has: page.locator('dt').filter({ hasText: new RegExp(`^${escapeRegExp(term)}$`) }) })
        .locator('dd');
    await expect(figure('Revenue')).toHaveText(formatInr(report.summary.revenuePaise));
    await expect(figure('Sales (paid orders)')).toHaveText(String(report.summary.sales));
    await expect(figure('Orders placed')).toHaveText(String(report.summary.orders));
    await expect(figure('Average order value')).toHaveText(formatInr(report.summary.averageOrderValuePaise));
    await expect(figure('New customers')).toHaveText(String(report.summary.newCustomers));
    await expect(figure('Refunds')).toHaveText(`${report.summary.refunds} (${formatInr(report.summary.refundedPaise)})`);
    // Orders by status: one table row per status the API counted, with its count.
    const statusRows = main(page).getByRole('table', { name: 'Orders by status' }).getByRole('row');
    await expect(statusRows).toHaveCount(report.ordersByStatus.length + 1);
    const total = report.ordersByStatus.reduce((sum, s) => sum + s.orders, 0);
    expect(total).toBe(report.summary.orders);
    await expectNoSeriousA11yViolations(page, testInfo, 'Analytics & Reports');
  });
});
