import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { notice } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';
import { openAsNewStaff } from '../fixtures/sessions';
import { main, scrollToPageEnd } from '../fixtures/ui';

// Journey (issue 21, item 4): an admin adds a medicine with its salt and strength, dosage form,
// manufacturer and tax class. A misspelt salt is refused beside the field; corrected, the product is
// added and its page shows the salt's drug information and the other makers' generic substitutes.

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const addForm = (page: Page): Locator => main(page).getByRole('form', { name: 'Add product' });

async function storefrontIds(request: APIRequestContext, q: string): Promise<number[]> {
  const res = await request.get(`/api/products/search?q=${encodeURIComponent(q)}&pageSize=60`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { items: { id: number }[] }).items.map((p) => p.id);
}

test(
  'an admin adds a medicine with its composition, and its product page has drug information and substitutes',
  { tag: '@server' },
  async ({ page, request, pageErrors }, testInfo) => {
    const name = unique('Feverjourney');
    await openAsNewStaff(page, 'admin');
    await page.goto('/admin/products');
    const form = addForm(page);
    await form.getByRole('textbox', { name: 'Name' }).fill(name);
    await form.getByRole('combobox', { name: 'Category' }).selectOption('pain-relief');
    await form.getByRole('textbox', { name: 'Price (₹)' }).fill('28');
    await form.getByRole('textbox', { name: 'Stock' }).fill('25');
    await form.getByRole('combobox', { name: 'Dosage form' }).fill('Tablet');
    await form.getByRole('textbox', { name: 'Manufacturer' }).fill('Journey Labs Pvt Ltd');
    await form.getByRole('textbox', { name: 'HSN code' }).fill('300490');
    await form.getByRole('combobox', { name: 'GST rate' }).selectOption('12');
    await form.getByRole('button', { name: 'Add salt' }).click();
    await form.getByRole('textbox', { name: 'Salt 1', exact: true }).fill('Paracetamoll');
    await form.getByRole('textbox', { name: 'Strength of salt 1' }).fill('650 mg');
    await expectNoSeriousA11yViolations(page, testInfo, 'Add product with its composition');

    // A salt our drug information does not know is refused beside it; nothing is added.
    pageErrors.allowApi(/^\/api\/admin\/products$/);
    await form.getByRole('button', { name: 'Add Product' }).click();
    await expect(notice(page, 'Failed to add product')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Salt 1', exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(form).toContainText('This salt is not in our drug information');
    expect(await storefrontIds(request, name)).toEqual([]);

    await form.getByRole('textbox', { name: 'Salt 1', exact: true }).fill('Paracetamol');
    await form.getByRole('button', { name: 'Add Product' }).click();
    await expect(notice(page, 'Product added successfully')).toBeVisible();
    const [id] = await storefrontIds(request, name);
    expect(id, 'the new product is in the storefront search').toBeDefined();

    await page.goto(`/product/${id}`);
    await expect(main(page).getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'Drug information' })).toBeVisible();
    await scrollToPageEnd(page);
    await expect(main(page).getByRole('heading', { name: 'Generic substitutes' })).toBeVisible();
    await expect(main(page)).toContainText('Paracetamol 650 mg');
  },
);
