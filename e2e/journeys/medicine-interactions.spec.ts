import type { APIRequestContext } from '@playwright/test';
import type { ProductSummary } from '@dawa/shared/catalog/schemas';
import { AccountsApi, headerGreeting, notice, submitLogin } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { CatalogApi } from '../fixtures/catalog-api';
import { demoAdminToken, openAsNewStaff } from '../fixtures/sessions';
import { expect, test } from '../fixtures/test';
import { main } from '../fixtures/ui';

// Journey (issue 23): a customer with an active prescription for a statin orders clarithromycin from its
// product page, through the cart and checkout; checkout and the order page warn about the interaction with the
// prescribed statin, and the pharmacist sees it in the Prescription Queue and must record reviewing
// it before approving. Axe scans each page.

async function prescriptionMedicineOf(request: APIRequestContext, salt: string): Promise<ProductSummary> {
  const { items } = await new CatalogApi(request).search({ q: salt, pageSize: 20 });
  const picked = items.find((p) => p.requiresPrescription && p.pricePaise > 0);
  if (!picked) throw new Error(`no prescription medicine of ${salt} in the seed`);
  return picked;
}

test('a statin prescription and a clarithromycin order: the customer is warned, the pharmacist must acknowledge before approving', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const statin = await prescriptionMedicineOf(request, 'atorvastatin');
  const antibiotic = await prescriptionMedicineOf(request, 'clarithromycin');
  // The seed sells clarithromycin out of stock; the demo admin receives some, as the shop would.
  const restocked = await request.patch(`/api/admin/products/${antibiotic.id}`, {
    headers: { Authorization: `Bearer ${await demoAdminToken(request)}` },
    data: { stockQuantity: 40 },
  });
  expect(restocked.status(), await restocked.text()).toBe(200);

  const accounts = new AccountsApi(request);
  const person = await accounts.createVerifiedUser('rx statin');
  const { accessToken } = await accounts.login(person);
  // One analysed prescription naming both: the statin the customer takes and the antibiotic they order.
  const made = await request.post('/api/dev/test-prescriptions', {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: { productIds: [statin.id, antibiotic.id] },
  });
  expect(made.status(), await made.text()).toBe(201);
  await page.goto('/login');
  await submitLogin(page, person.email, person.password);
  await expect(headerGreeting(page, person.firstName)).toBeVisible();

  await page.goto(`/product/${antibiotic.id}`);
  await expect(page.getByRole('heading', { level: 1, name: antibiotic.name })).toBeVisible();
  await main(page).getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(notice(page, 'Item added to cart')).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item', exact: true }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await main(page).getByRole('link', { name: 'Proceed to Checkout' }).click();

  const checkout = main(page);
  // Before the order is placed, checkout already says it.
  await expect(checkout.getByRole('region', { name: 'Your other medicines' })).toContainText(
    `Serious interaction between Clarithromycin (${antibiotic.name}) in this order and Atorvastatin, which you have from a prescription (${statin.name}).`,
  );
  await expectNoSeriousA11yViolations(page, testInfo, 'checkout with an interaction warning');
  await checkout.getByRole('checkbox', { name: /test-prescription\.png, Dr\. Meera Rao/ }).check();
  await checkout.getByLabel('First Name *').fill(person.firstName);
  await checkout.getByLabel('Address *').fill('221 MG Road, Indiranagar');
  await checkout.getByLabel('City *').fill('Bengaluru');
  await checkout.getByLabel('Phone Number *').fill('9876543210');
  await checkout.getByRole('radio', { name: /^Cash on Delivery/ }).check();
  await checkout.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order-success\/\d+$/, { timeout: 15_000 });
  const orderId = Number(/\/order-success\/(\d+)$/.exec(page.url())?.[1]);

  const warning = main(page).getByRole('region', { name: 'Your other medicines' });
  await expect(warning).toContainText(
    `Serious interaction between Clarithromycin (${antibiotic.name}) in this order and Atorvastatin, which you have from a prescription (${statin.name}).`,
  );
  await expect(warning).toContainText('Please ask your doctor or pharmacist before taking these medicines together.');
  await expectNoSeriousA11yViolations(page, testInfo, 'order with an interaction warning');

  const staff = await (await browser.newContext()).newPage();
  await openAsNewStaff(staff, 'pharmacist');
  await staff.goto('/admin/prescriptions');
  const queue = main(staff);
  await expect(queue.getByRole('heading', { name: 'Prescription Queue', level: 2 })).toBeVisible();
  await queue.getByLabel('Pharmacist registration number').fill('KSPC-2024-231');
  await queue.getByRole('button', { name: 'Save registration number' }).click();
  await expect(queue.getByText('Your pharmacist registration number:')).toBeVisible();
  await queue.getByRole('button', { name: `Review order #${orderId}` }).click();

  const interactions = queue.getByRole('region', { name: "Interactions with the customer's other medicines" });
  await expect(interactions).toContainText(
    `Serious interaction: Clarithromycin (${antibiotic.name}, in this order) with Atorvastatin (prescription #`,
  );
  await expect(queue.getByText('Record that you have reviewed the interactions before approving.')).toBeVisible();
  await expect(queue.getByRole('button', { name: 'Submit decision' })).toBeDisabled();
  await expectNoSeriousA11yViolations(staff, testInfo, 'Prescription Queue with an interaction');

  await interactions.getByLabel('Note (optional)').fill('Spoke to the customer: statin paused during the course.');
  await interactions.getByRole('button', { name: 'I have reviewed these interactions' }).click();
  await expect(interactions).toContainText('Reviewed by');
  await expect(interactions).toContainText('Spoke to the customer: statin paused during the course.');
  await queue.getByRole('button', { name: 'Submit decision' }).click();
  await expect(queue.getByText(/^Order #1 is approved and confirmed\.$/)).toBeVisible();
  await staff.context().close();

  await page.reload();
  await expect(main(page).getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
});
