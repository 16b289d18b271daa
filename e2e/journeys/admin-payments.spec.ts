import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';
import { openAsNewStaff } from '../fixtures/sessions';
import { main } from '../fixtures/ui';

// Journey: Admin → Payments (decision 060). The demo admin opens Payments, filters the demo orders'
// captured PhonePe payments, sees one with its provider ids, reads the Mismatches panel, runs the
// reconciliation and exports the filtered list as CSV. Axe scans the section.

test.describe('Admin → Payments', () => {
  test('an admin filters payments, sees a captured one with its ids, reconciles and exports the CSV', async ({ page }, testInfo) => {
    await openAsNewStaff(page, 'admin');
    await page.goto('/admin/payments');
    const section = main(page);
    await expect(section.getByRole('heading', { name: 'Payments', level: 2 })).toBeVisible();
    await expect(section.getByRole('heading', { name: 'Mismatches', level: 3 })).toBeVisible();

    await section.getByLabel('Provider').selectOption('phonepe');
    await section.getByLabel('State').selectOption('success');
    await section.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page).toHaveURL(/provider=phonepe/);
    const table = section.getByRole('table', { name: 'Payments' });
    const firstRow = table.getByRole('row').nth(1);
    await expect(firstRow).toContainText('PhonePe');
    await expect(firstRow).toContainText('Captured');
    // The demo orders' payments carry our id (DEMO-…) and PhonePe's transaction id.
    await expect(firstRow).toContainText('DEMO-');
    await expectNoSeriousA11yViolations(page, testInfo, 'Payments');

    await section.getByRole('button', { name: 'Run reconciliation now' }).click();
    await expect(section.getByText(/^Reconciliation done: \d+ open payments checked/)).toBeVisible();

    const download = page.waitForEvent('download');
    await section.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('payments.csv');
    const stream = await file.createReadStream();
    let text = '';
    for await (const chunk of stream) text += String(chunk);
    expect(text.split('\r\n')[0]).toContain('merchantTransactionId,providerTransactionId');
    expect(text).toContain(',phonepe,');
    expect(text).not.toContain(',razorpay,');
  });
});
