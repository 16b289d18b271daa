import { AccountsApi, confirmThrough, notice } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';
import { openSignedIn } from '../fixtures/sessions';
import { main } from '../fixtures/ui';

// Journey: Health Reports (/health-reports and the profile's section): the empty state, the required
// fields, adding a report with a private PDF and opening it through the authorised route, deleting.

const EMPTY = 'No health reports found.';
const REQUIRED = 'Title and description are required.';
const CONFIRM = 'Delete this health report?';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

test('add a health report with a file, see it in the profile section, open the file, delete it', async ({ page, request }, testInfo) => {
  const person = await new AccountsApi(request).createVerifiedUser('reports');
  await openSignedIn(page, person);
  await page.goto('/health-reports');
  const scope = main(page);
  await expect(scope.getByRole('heading', { level: 1, name: 'Health Reports' })).toBeVisible();
  await expect(scope.getByText(EMPTY)).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'health reports, empty');

  await scope.getByRole('button', { name: 'Add Health Report' }).click();
  const form = scope.getByRole('form', { name: 'Add Health Report' });
  await form.getByLabel('Title').fill('Lipid profile');
  await form.getByRole('button', { name: 'Save Report' }).click();
  await expect(form.getByRole('alert')).toHaveText(REQUIRED);
  await expectNoSeriousA11yViolations(page, testInfo, 'health report form with an error');

  await form.getByLabel('Description').fill('LDL 130 mg/dL, HDL 45 mg/dL');
  await form.getByLabel('Allergies').fill('Penicillin');
  await form.getByLabel('Food habits').fill('Vegetarian');
  await form.getByLabel('Report file (optional)').setInputFiles({ name: 'lipid.pdf', mimeType: 'application/pdf', buffer: PDF });
  await form.getByRole('button', { name: 'Save Report' }).click();
  await expect(notice(page, 'Health report added')).toBeVisible();
  const card = scope.getByRole('article', { name: 'Lipid profile' });
  await expect(card).toContainText('LDL 130 mg/dL, HDL 45 mg/dL');
  await expect(card).toContainText('Penicillin');
  await expect(scope.getByText(EMPTY)).toHaveCount(0);

  // The file opens through the authorised route in a new tab (a blob of the bytes the server kept).
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    card.getByRole('button', { name: 'Open the file of Lipid profile' }).click(),
  ]);
  await expect.poll(() => tab.url()).toMatch(/^blob:/);
  await tab.close();

  // The same report in the profile's Health Reports section.
  await page.goto('/profile?tab=health-reports');
  await expect(scope.getByRole('heading', { level: 2, name: 'Health Reports' })).toBeVisible();
  await expect(scope.getByRole('article', { name: 'Lipid profile' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'profile health reports section');

  await confirmThrough(page, scope.getByRole('button', { name: 'Delete Lipid profile' }), CONFIRM, /^Delete$/);
  await expect(notice(page, 'Health report deleted')).toBeVisible();
  await expect(scope.getByText(EMPTY)).toBeVisible();
});

test('a visitor is sent to log in', async ({ page }) => {
  await page.goto('/health-reports');
  await expect(page).toHaveURL(/\/login$/);
});
