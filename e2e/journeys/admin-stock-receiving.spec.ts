import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';
import { openAsNewStaff } from '../fixtures/sessions';
import { main } from '../fixtures/ui';

// Journey: Stock Receiving — the demo pharmacist finds a product, receives a batch with its expiry
// and the stock rises; a batch whose expiry is not after today is refused with the rule's sentence.

const inDays = (n: number) => new Date(Date.now() + 330 * 60_000 + n * 86_400_000).toISOString().slice(0, 10);

test('the pharmacist receives a batch and the stock rises', async ({ page, pageErrors }, testInfo) => {
  // The refused expiry below is a 400 on purpose.
  pageErrors.allowApi(/^\/api\/admin\/products\/\d+\/batches$/);
  await openAsNewStaff(page, 'pharmacist');
  await page.goto('/admin/stock');
  const section = main(page);
  await expect(section.getByRole('heading', { level: 2, name: 'Stock Receiving' })).toBeVisible();
  // A product that keeps one stock figure (Dolo 650 keeps its stock per pack size).
  await section.getByLabel('Find a product').fill('Dolo Cold');
  await section.getByRole('list', { name: 'Matching products' }).getByRole('button', { name: 'Dolo Cold Tablet' }).click();
  const stock = section.getByRole('status').filter({ hasText: /^Stock: \d+$/ });
  await expect(stock).toBeVisible();
  const before = Number((await stock.textContent())?.replace(/\D/g, ''));
  await expectNoSeriousA11yViolations(page, testInfo, 'Stock Receiving');

  const form = section.getByRole('form', { name: 'Receive a batch' });
  const batch = `E2E-${Date.now()}`;
  await form.getByLabel('Batch number').fill(batch);
  await form.getByLabel('Expiry date').fill(inDays(0));
  await form.getByLabel('Quantity received').fill('24');
  await form.getByRole('button', { name: 'Receive Batch' }).click();
  await expect(form.getByRole('alert')).toHaveText('The expiry date must be after today.');

  await form.getByLabel('Expiry date').fill(inDays(365));
  await form.getByLabel('MRP on the pack (₹, optional)').fill('35.50');
  await form.getByRole('button', { name: 'Receive Batch' }).click();
  await expect(stock).toHaveText(`Stock: ${before + 24}`);
  const row = section.getByRole('row').filter({ hasText: batch });
  await expect(row).toContainText('24');
  await expect(row).toContainText('₹35.50');
});
